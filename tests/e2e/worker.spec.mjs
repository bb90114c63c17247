// The background worker (crates/worker): PNG, filmstrip and GIF exports are
// made there, loaded on first use. Made to fail (missing files, a script that
// throws, a crash in the middle of a request, no answer at all, another
// protocol version), the page says so in the export panel and keeps working:
// SVG and text exports, playback and editing. And a normal export through the
// worker downloads valid files.
import { test, expect, gotoApp } from './harness.mjs';
import { cell, counter, decodedSize, download, tool } from './app-helpers.mjs';

const LOADER = /\/fillscope-worker-loader-[0-9a-f]+\.js$/;
const GLUE = /\/fillscope-worker-[0-9a-f]+\.js$/;
const WASM = /\/fillscope-worker-[0-9a-f]+_bg\.wasm$/;
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** The export panel's alert. */
const alert = (page) => page.locator('#export').getByRole('alert');

/**
 * Everything that does not need the worker still works: SVG and text
 * exports, stepping, and editing the board.
 */
async function expectPageStillWorks(page) {
  const svg = await download(page, 'Download SVG');
  expect(svg.name).toMatch(/\.svg$/);
  expect(svg.bytes.toString('utf8')).toContain('<svg');

  await page.getByRole('button', { name: 'Frame as text' }).click();
  await expect(page.locator('#export-textarea')).toHaveValue(/[.1] [.1] [.1] [.1] [.1] [.1] [.1] [.1]/);
  await page.getByRole('button', { name: 'Close text' }).click();

  const [k, n] = await counter(page);
  expect(n).toBeGreaterThan(1);
  if (k < n) {
    await page.getByRole('button', { name: 'Step forward' }).click();
    await expect(page.locator('#frame-counter')).toHaveText(`Frame ${k + 1} / ${n}`);
  } else {
    await page.getByRole('button', { name: 'Step back' }).click();
    await expect(page.locator('#frame-counter')).toHaveText(`Frame ${k - 1} / ${n}`);
  }

  await tool(page, 'Blocker');
  await cell(page, 'c6').click();
  await expect(cell(page, 'c6')).toHaveAttribute('aria-label', /blocker/);
}

test.describe('when the worker cannot load', () => {
  // A worker script that cannot be fetched shows as a failed request (net::ERR_FAILED).
  test.use({ allowedProblems: [/HTTP 404: .*fillscope-worker|status of 404|request failed: GET .*fillscope-worker.*ERR_FAILED/] });

  test('a missing loader: the page says so and keeps working', async ({ page }) => {
    await page.context().route(LOADER, (route) => route.fulfill({ status: 404, body: 'gone' }));
    await gotoApp(page);
    await page.getByRole('button', { name: 'Download PNG' }).click();
    await expect(alert(page)).toContainText('The background worker could not be loaded');
    await expect(alert(page)).toContainText('SVG and text exports still work');
    await page.locator('#export').screenshot({ path: 'tests/artifacts/export-worker-failed.png' });
    await expectPageStillWorks(page);
  });

  test('a missing wasm module: the loader reports it', async ({ page }) => {
    await page.context().route(WASM, (route) => route.fulfill({ status: 404, body: 'gone' }));
    await gotoApp(page);
    await page.getByRole('button', { name: 'Download GIF' }).click();
    await expect(alert(page)).toContainText('The background worker could not load its module');
    await expectPageStillWorks(page);
  });
});

test.describe('when the worker misbehaves', () => {
  test.use({ allowedProblems: [/simulated/] });

  test('a script that throws as it loads', async ({ page }) => {
    await page.context().route(GLUE, (route) =>
      route.fulfill({ contentType: 'text/javascript', body: "throw new Error('simulated load failure');" }),
    );
    await gotoApp(page);
    await page.getByRole('button', { name: 'Download filmstrip' }).click();
    await expect(alert(page)).toContainText('could not load its script');
    await expect(alert(page)).toContainText('simulated load failure');
    await expectPageStillWorks(page);
  });

  test('a crash in the middle of a request, then a fresh worker on the next one', async ({ page }) => {
    // Stands in for the glue: says ready as the real worker does, then throws
    // on the first request, as a trap in the wasm would.
    const crashing = `
      self.wasm_bindgen = () => {
        self.onmessage = (e) => { throw new Error('simulated crash in ' + JSON.parse(e.data).request.kind); };
        postMessage(JSON.stringify({ event: { kind: 'ready', protocol: 1, version: 'test' } }));
        return Promise.resolve();
      };`;
    await page.context().route(GLUE, (route) => route.fulfill({ contentType: 'text/javascript', body: crashing }));
    await gotoApp(page);
    await page.getByRole('button', { name: 'Download PNG' }).click();
    await expect(alert(page)).toContainText('The background worker stopped with an error');
    await expect(alert(page)).toContainText('simulated crash in export');
    await expectPageStillWorks(page);

    // The next request starts a new worker, the real one this time.
    await page.context().unroute(GLUE);
    const png = await download(page, 'Download PNG');
    expect([...png.bytes.subarray(0, 8)]).toEqual(PNG_SIGNATURE);
    await expect(alert(page)).toHaveCount(0);
  });

  test('a worker of another protocol version is refused', async ({ page }) => {
    const other = `
      self.wasm_bindgen = () => {
        postMessage(JSON.stringify({ event: { kind: 'ready', protocol: 999, version: '9.9.9' } }));
        return Promise.resolve();
      };`;
    await page.context().route(GLUE, (route) => route.fulfill({ contentType: 'text/javascript', body: other }));
    await gotoApp(page);
    await page.getByRole('button', { name: 'Download PNG' }).click();
    await expect(alert(page)).toContainText('from another version of fillscope');
    await expectPageStillWorks(page);
  });

  test('a worker that never answers times out instead of hanging', async ({ page }) => {
    const silent = `
      self.wasm_bindgen = () => {
        self.onmessage = () => {};
        postMessage(JSON.stringify({ event: { kind: 'ready', protocol: 1, version: 'test' } }));
        return Promise.resolve();
      };`;
    await page.context().route(GLUE, (route) => route.fulfill({ contentType: 'text/javascript', body: silent }));
    await page.clock.install();
    await gotoApp(page);
    await page.getByRole('button', { name: 'Download PNG' }).click();
    // The button says the work is under way, and keeps the page usable.
    await expect(page.locator('#export')).toContainText(/Making the PNG/);
    await page.clock.fastForward('00:31');
    await expect(alert(page)).toContainText('did not answer within');
    await expect(page.getByRole('button', { name: 'Download PNG' })).toBeVisible();
    await expectPageStillWorks(page);
  });
});

test('PNG, filmstrip and GIF come from the worker as valid files', async ({ page }) => {
  const loads = [];
  page.context().on('request', (r) => {
    if (LOADER.test(r.url())) loads.push(r.url());
  });
  await page.addInitScript(() => {
    window.__csp = [];
    document.addEventListener('securitypolicyviolation', (e) => window.__csp.push(`${e.violatedDirective} ${e.blockedURI}`));
  });
  await gotoApp(page);
  expect(loads, 'no worker before first use').toEqual([]);
  expect(await counter(page)).toEqual([1, expect.any(Number)]);
  await page.getByRole('button', { name: 'Step forward' }).click();
  await expect(page.locator('#frame-counter')).toHaveText(/^Frame 2 \//);

  const png = await download(page, 'Download PNG');
  expect(png.name).toBe('fillscope-westcott-frame2.png');
  expect([...png.bytes.subarray(0, 8)]).toEqual(PNG_SIGNATURE);
  const [w, h] = await decodedSize(page, png.bytes, 'image/png');
  expect(w).toBeGreaterThan(100);
  expect(h).toBeGreaterThanOrEqual(w);

  const strip = await download(page, 'Download filmstrip');
  expect(strip.name).toBe('fillscope-westcott-filmstrip.png');
  expect([...strip.bytes.subarray(0, 8)]).toEqual(PNG_SIGNATURE);
  const [sw, sh] = await decodedSize(page, strip.bytes, 'image/png');
  expect(sw).toBeGreaterThan(2 * w);
  expect(sh).toBeGreaterThan(h);
  // The target for the seed example's filmstrip.
  expect(strip.bytes.length).toBeLessThanOrEqual(100 * 1000);

  const gif = await download(page, 'Download GIF');
  expect(gif.name).toBe('fillscope-westcott-trace.gif');
  expect(gif.bytes.subarray(0, 6).toString('latin1')).toBe('GIF89a');
  expect(await decodedSize(page, gif.bytes, 'image/gif')).toEqual([w, h]);

  await expect(page.locator('#export-status')).toHaveText(/^Downloaded fillscope-westcott-trace\.gif \(\d+ bytes\)\.$/);
  await expect(alert(page)).toHaveCount(0);
  // One worker served all three.
  expect(loads).toHaveLength(1);
  expect(await page.evaluate(() => window.__csp)).toEqual([]);
});
