// Smoke test: the built app loads, its wasm starts, the page shows something, and
// nothing goes wrong on the way (the harness fails any test that sees a console
// error, an uncaught page error such as a wasm panic, or a failed request).
import { test, expect, gotoApp, screenshot } from './harness.mjs';

test('the app loads and starts without errors', async ({ page }) => {
  const wasmResponse = page.waitForResponse((r) => new URL(r.url()).pathname.endsWith('.wasm'));
  await gotoApp(page);

  const wasm = await wasmResponse;
  expect(wasm.status()).toBe(200);
  // Without this type the browser cannot stream-compile the module.
  expect(wasm.headers()['content-type']).toBe('application/wasm');

  await expect(page).toHaveTitle(/fillscope/i);
  // Once the app renders a root element it must be visible; the title alone is
  // what an empty placeholder app shows.
  const root = page.locator('#app, main, [role=application]').first();
  if ((await root.count()) > 0) {
    await expect(root).toBeVisible();
  }
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
