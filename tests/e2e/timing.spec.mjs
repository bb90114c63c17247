// The time a step key takes to repaint the board, over 100 steps. Its
// Playwright project runs after every other spec has finished (see
// playwright.config.mjs), so no other browser competes for the two cores.
import { test, expect, gotoApp } from './harness.mjs';

test.describe.configure({ timeout: 90_000 });

// Steps 100 times with the Right key (going back to the first frame with
// Home at the end of the trace), timing each step from the key to the laid
// out board, and prints the 95th percentile as `STEP <label> p95`.
async function measure(page, label) {
  await page.locator('body').click({ position: { x: 5, y: 5 } });
  const times = await page.evaluate(async () => {
    const board = document.getElementById('board');
    const forward = document.querySelector('button[aria-label="Step forward"]');
    const key = (k) => document.dispatchEvent(new KeyboardEvent('keydown', { key: k, bubbles: true }));
    const frame = () => new Promise((r) => requestAnimationFrame(() => r()));
    const out = [];
    const scriptOnly = [];
    // How many steps the first pass through the trace took: those run code
    // and style rules for the first time (cold); the rest are warm.
    let firstPass = 0;
    while (out.length < 100) {
      if (forward.disabled) {
        if (!firstPass) firstPass = out.length;
        key('Home');
        await frame();
      }
      const done = new Promise((resolve) => {
        const mo = new MutationObserver(() => {
          mo.disconnect();
          const script = performance.now();
          void document.body.offsetHeight; // style and layout of the new board
          resolve([script, performance.now()]);
        });
        mo.observe(board, { subtree: true, attributes: true, childList: true, characterData: true });
      });
      const t0 = performance.now();
      key('ArrowRight');
      const [script, laid] = await done;
      out.push(laid - t0);
      scriptOnly.push(script - t0);
      await frame();
    }
    window.__scriptOnly = scriptOnly;
    window.__firstPass = firstPass;
    return out;
  });
  const firstPass = await page.evaluate(() => window.__firstPass);
  const warm = times.slice(firstPass).sort((a, b) => a - b);
  const scriptOnly = (await page.evaluate(() => window.__scriptOnly)).sort((a, b) => a - b);
  expect(times.length).toBe(100);
  const sorted = [...times].sort((a, b) => a - b);
  const p95 = sorted[94];
  const median = sorted[49];
  const warmP95 = warm[Math.ceil(0.95 * warm.length) - 1];
  console.log(`STEP ${label} p95: ${p95.toFixed(2)} ms (median ${median.toFixed(2)} ms, max ${sorted[99].toFixed(2)} ms; DOM update alone p95 ${scriptOnly[94].toFixed(2)} ms)`);
  console.log(`STEP ${label} warm p95: ${warmP95.toFixed(2)} ms over the ${warm.length} steps after the first pass of ${firstPass} (cold) steps`);
  // The target is a p95 under 4 ms on a quiet machine; this bound only catches a
  // gross regression (the test machine is shared and often busy).
  expect(median).toBeLessThan(25);
}

// The seed example, as the issue asks. The page opens on it, so the
// load-time warm-up (src/app.rs) has already shown its frames once.
test('step repaint time (100 steps)', async ({ page }) => {
  await gotoApp(page);
  await page.getByRole('button', { name: 'Seed example' }).click();
  await measure(page, 'seed');
});

// A trace the page has not shown before: the seed example with knight
// steps. The code is warm; its frames' texts and layouts are not.
test('step repaint time on a new trace (100 steps)', async ({ page }) => {
  await gotoApp(page);
  await page.getByRole('button', { name: 'Seed example' }).click();
  await page.getByRole('combobox', { name: 'Step kind' }).selectOption('knight');
  await measure(page, 'new-trace');
});
