// Helpers for the app specs: drive the board and read what the page shows.
import { execFileSync } from 'node:child_process';
import { expect } from './harness.mjs';
import { ROOT } from './server.mjs';

/** The gridcell of a square (names start with the coordinate). */
export const cell = (page, sq) => page.getByRole('gridcell', { name: new RegExp(`^${sq}(,|$)`) });

/** Picks a tool by its button name. */
export async function tool(page, name) {
  await page.getByRole('button', { name, exact: true }).click();
  await expect(page.getByRole('button', { name, exact: true })).toHaveAttribute('aria-pressed', 'true');
}

/** The accessible names of all 64 squares, rank 8 first. */
export const boardNames = (page) =>
  page.locator('#board [role=gridcell]').evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')));

/** The register panel as [[name, value], ...]. */
export const shownRegisters = (page) =>
  page.locator('#registers tr[data-register]').evaluateAll((rows) =>
    rows.map((r) => [r.getAttribute('data-register'), r.querySelector('.reg-value').textContent]),
  );

/** "Frame k / n" as [k, n]. */
export async function counter(page) {
  const text = await page.locator('#frame-counter').textContent();
  const m = /^Frame (\d+) \/ (\d+)$/.exec(text);
  expect(m, `counter text ${text}`).not.toBeNull();
  return [Number(m[1]), Number(m[2])];
}

/** Runs the fillscope CLI (built on demand) and returns its stdout parsed as JSON. */
export function cliJson(args) {
  const out = execFileSync('cargo', ['run', '-q', '-p', 'fillscope-cli', '--', ...args], {
    cwd: ROOT,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  return JSON.parse(out);
}

/** Clears the board and builds the seed example by clicking squares. */
export async function buildSeedByClicks(page) {
  await page.getByRole('button', { name: 'Clear', exact: true }).click();
  await tool(page, 'Source');
  await cell(page, 'e4').click();
  await tool(page, 'Target');
  await cell(page, 'a1').click();
  await cell(page, 'h8').click();
}
