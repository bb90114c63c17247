// Smoke test: the built app loads, its wasm starts, the board with its 64
// squares is on show, and nothing goes wrong on the way (the harness fails any
// test that sees a console error, an uncaught page error such as a wasm panic,
// or a failed request).
import { test, expect, gotoApp, screenshot } from './harness.mjs';

test('the app loads, starts without errors and shows the board', async ({ page }) => {
  const wasmResponse = page.waitForResponse((r) => new URL(r.url()).pathname.endsWith('.wasm'));
  await gotoApp(page);

  const wasm = await wasmResponse;
  expect(wasm.status()).toBe(200);
  // Without this type the browser cannot stream-compile the module.
  expect(wasm.headers()['content-type']).toBe('application/wasm');

  await expect(page).toHaveTitle(/fillscope/i);
  // The board itself, not just a root element: a blank page fails here.
  const board = page.getByRole('grid', { name: 'Board' });
  await expect(board).toBeVisible();
  const squares = board.getByRole('gridcell');
  await expect(squares).toHaveCount(64);
  const names = await squares.evaluateAll((els) => els.map((e) => e.dataset.square));
  const files = 'abcdefgh';
  const want = [];
  for (let rank = 8; rank >= 1; rank--) for (const f of files) want.push(`${f}${rank}`);
  expect(names, 'a8 first, h1 last, every square once').toEqual(want);
  // Each square has a size on screen (a board of 64 empty or collapsed divs fails).
  const boxes = await squares.evaluateAll((els) => els.map((e) => e.getBoundingClientRect()));
  for (const b of boxes) {
    expect(b.width).toBeGreaterThan(10);
    expect(Math.abs(b.width - b.height)).toBeLessThan(1);
  }
  // The opening frame of the seed example: its source and targets are marked.
  await expect(page.getByRole('gridcell', { name: /^e4, .*source/ })).toHaveCount(1);
  await expect(page.getByRole('gridcell', { name: /^(a1|h8), .*target/ })).toHaveCount(2);
  await expect(page.locator('#frame-counter')).toHaveText(/^Frame 1 \/ \d+$/);
  await screenshot(page, 'smoke');
});

test('the harness notices page errors (so the check above can fail)', async ({ page, pageProblems }) => {
  await gotoApp(page);
  await page.evaluate(() => {
    console.error('deliberate console error');
    setTimeout(() => {
      throw new Error('deliberate page error');
    });
  });
  const deliberate = () => pageProblems.filter((p) => p.includes('deliberate'));
  await expect.poll(() => deliberate().length).toBe(2);
  expect(deliberate()[0]).toMatch(/^console\.error: deliberate console error/);
  expect(deliberate()[1]).toMatch(/^page error: Error: deliberate page error/);
  // Handled: drop them so that only other problems fail this test at teardown.
  for (let i = pageProblems.length - 1; i >= 0; i--) {
    if (pageProblems[i].includes('deliberate')) pageProblems.splice(i, 1);
  }
});

test('the static server serves dist/ only', async ({ request }) => {
  const index = await request.get('./');
  expect(index.status()).toBe(200);
  expect(index.headers()['content-type']).toContain('text/html');
  expect((await request.get('./no-such-file.js')).status()).toBe(404);
  // An encoded "../" must not reach files outside dist/.
  expect([403, 404]).toContain((await request.get('./..%2FCargo.toml')).status());
  expect([403, 404]).toContain((await request.get('./%2e%2e/%2e%2e/Cargo.toml')).status());
});
