// Helpers for the app specs: drive the board and read what the page shows.
import { execFileSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { expect, gotoApp } from './harness.mjs';
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

const SQUARES = Array.from({ length: 64 }, (_, s) => 'abcdefgh'[s % 8] + (Math.floor(s / 8) + 1));
const WORD = {
  source: 'source', target: 'target', filled: 'filled', frontier: 'frontier', result: 'result', tie: 'tie',
  result_b: 'result B', result_c: 'result C', result_d: 'result D', side_c: 'side C', side_d: 'side D',
  white_pawn: 'white pawn', black_pawn: 'black pawn',
};

/**
 * Checks the board against a trace frame (from the core): each square's name
 * lists a state exactly when some register with that role holds the square
 * (layers: "layer k" for asp[k]; propagators: "blocker" on their complement;
 * the result "result A" beside other sides' results).
 * `marks` ({ sources: ['e4'], targets: ['a1', 'h8'] }) are the user's marks,
 * which the board also names in a frame that has no register in that role.
 */
export async function expectBoardShows(page, frame, marks = { sources: [], targets: [] }) {
  const names = await page
    .locator('#board [role=gridcell]')
    .evaluateAll((els) => Object.fromEntries(els.map((e) => [e.dataset.square, e.getAttribute('aria-label')])));
  const want = Object.fromEntries(SQUARES.map((sq) => [sq, new Set()]));
  // Beside other sides' results, the result is side A's.
  const sided = frame.registers.some((r) => ['result_b', 'result_c', 'result_d'].includes(r.role.kind));
  const word = (kind) => (kind === 'result' && sided ? 'result A' : WORD[kind]);
  for (const r of frame.registers) {
    const v = BigInt(r.value);
    for (let s = 0; s < 64; s++) {
      const on = ((v >> BigInt(s)) & 1n) === 1n;
      const kind = r.role.kind;
      if (kind === 'propagator' && !on) want[SQUARES[s]].add('blocker');
      if (kind === 'blocker' && on) want[SQUARES[s]].add('blocker');
      if (kind === 'layer' && on) want[SQUARES[s]].add(`layer ${r.role.k}`);
      if (WORD[kind] && on) want[SQUARES[s]].add(word(kind));
    }
  }
  const kinds = new Set(frame.registers.map((r) => r.role.kind));
  // The user's marks stand where no register draws their role.
  const MARK = { sources: 'source', targets: 'target', side_c: 'side_c', side_d: 'side_d', white: 'white_pawn', black: 'black_pawn' };
  for (const [key, kind] of Object.entries(MARK)) {
    if (!kinds.has(kind)) for (const sq of marks[key] ?? []) want[sq].add(WORD[kind]);
  }
  for (const sq of SQUARES) {
    const got = new Set(names[sq].split(', ').slice(1).filter((p) => !p.startsWith('wall')));
    expect([...got].sort(), `states of ${sq}`).toEqual([...want[sq]].sort());
    expect(names[sq].startsWith(sq)).toBe(true);
  }
}

/**
 * Clicks the button named `button` (inside `within`, the whole page by
 * default) and returns the file it downloads.
 */
export async function download(page, button, within = page) {
  const [dl] = await Promise.all([page.waitForEvent('download'), within.getByRole('button', { name: button }).click()]);
  return { name: dl.suggestedFilename(), bytes: await readFile(await dl.path()) };
}

/** An image's size as the browser decodes it (an independent decoder). */
export const decodedSize = (page, bytes, type) =>
  page.evaluate(
    async ([b64, type]) => {
      const data = Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));
      const bitmap = await createImageBitmap(new Blob([data], { type }));
      return [bitmap.width, bitmap.height];
    },
    [bytes.toString('base64'), type],
  );

/** The trace's frame as the register panel writes it: [[name, value], ...]. */
export const panelRows = (frame) => frame.registers.map((r) => [r.name, r.value]);

/** Steps through every frame of `trace` by keys from the first, calling
 * `check(frame)` on each once the counter shows it. */
export async function stepThrough(page, trace, check) {
  const n = trace.frames.length;
  await expect.poll(() => counter(page)).toEqual([1, n]);
  await page.locator('#caption').click();
  for (let k = 0; k < n; k++) {
    if (k > 0) await page.keyboard.press('ArrowRight');
    await expect.poll(() => counter(page)).toEqual([k + 1, n]);
    await check(trace.frames[k]);
  }
}

/** Steps through every frame by keys, checking the registers and the board
 * (the user's `marks` drawn where no register draws their role). */
export async function stepAndCheck(page, trace, marks) {
  await stepThrough(page, trace, async (frame) => {
    expect(await shownRegisters(page)).toEqual(panelRows(frame));
    await expectBoardShows(page, frame, marks);
  });
}

/**
 * Opens the Code tab at `query` (a link's query, `mode=code` in it), opens
 * built-in preset `id` once the worker has sent the presets, and waits for
 * its run.
 */
export async function openPreset(page, query, id) {
  await gotoApp(page, query);
  const preset = page.locator('#code-preset');
  await expect(preset).toBeEnabled({ timeout: 20_000 });
  await preset.selectOption(id);
  await expect(page.locator('#code-status')).toContainText('ran', { timeout: 20_000 });
}

/** On the Compare tab, takes the Code tab's run as run B and waits for it. */
export async function codeAsRunB(page) {
  await page.getByRole('tablist', { name: 'Mode' }).getByRole('tab', { name: 'Compare' }).click();
  await page.getByLabel('Run B').selectOption('code');
  await expect(page.locator('#compare-b-status')).toBeEmpty({ timeout: 20_000 });
}
