// Size budget: what the page loads before first use (HTML, JS, wasm, CSS,
// ...), each file gzipped at level 9, must total at most 200 KB
// (1 KB = 1000 bytes), and none of it may be the background worker or the
// full app. 200 KB
// is the ceiling for the page with the next modes in; the 150 KB target
// for the page alone is reported (TARGET) but not met yet: see
// docs/performance.md, "Bundle and worker". The
// worker is loaded on first use (here: a PNG export), and so is the full app
// with every mode besides Play and the Play tab's exports and embed dialog
// (here: the Compare tab, and an SVG export); their gzipped sizes and
// first-use times are reported separately.
import { gzipSync } from 'node:zlib';
import { writeFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import { test, expect, gotoApp, ARTIFACTS } from './harness.mjs';

const BUDGET_BYTES = 200 * 1000;
const TARGET_BYTES = 150 * 1000;
const kb = (bytes) => (bytes / 1000).toFixed(1);
/** The worker's files: loader, glue and wasm (scripts/csp.mjs names them). */
const WORKER_FILE = /\/fillscope-worker[^/]*$/;
/** The full app's files (every mode; src/full_app.rs loads them on first use of a mode). */
const FULL_FILE = /\/(fillscope-full|full-start|modes)-[0-9a-f]{16}[^/]*$/;

/** Records every response of the page and of its workers, in order. */
function recordResponses(page) {
  const seen = [];
  const onResponse = (r) => seen.push({ response: r, at: performance.now() });
  page.on('response', onResponse);
  page.context().on('response', onResponse);
  return seen;
}

/** url -> { raw, gzip } for the successful http responses in `seen`. */
async function sizes(seen) {
  const files = new Map();
  for (const { response: r } of seen) {
    const url = r.url();
    if (!url.startsWith('http') || files.has(url)) continue;
    if (r.status() < 200 || r.status() >= 300) continue; // the harness reports errors
    const body = await r.body();
    files.set(url, { raw: body.length, gzip: gzipSync(body, { level: 9 }).length });
  }
  return files;
}

function report(label, files) {
  let total = 0;
  let rawTotal = 0;
  const rows = [];
  for (const [url, { raw, gzip }] of files) {
    total += gzip;
    rawTotal += raw;
    rows.push({ file: new URL(url).pathname, raw, gzip });
  }
  rows.sort((a, b) => b.gzip - a.gzip);
  for (const { file, raw, gzip } of rows) console.log(`${label} file ${file}: ${kb(gzip)} KB gzip (${kb(raw)} KB raw)`);
  return { total, rawTotal, rows };
}

async function loadPage(page) {
  const seen = recordResponses(page);
  const requested = [];
  page.on('request', (r) => requested.push(r.url()));
  page.context().on('request', (r) => requested.push(r.url()));
  await gotoApp(page);
  await page.waitForLoadState('networkidle');
  // Give a lazy load that would happen anyway (a timer, an idle callback) the chance to show up.
  await page.waitForTimeout(500);
  return { seen, requested };
}

test('what the page loads before first use is at most 200 KB gzipped, without the worker', async ({ page }) => {
  const { seen, requested } = await loadPage(page);
  const files = await sizes(seen);
  const names = [...files.keys()].map((u) => new URL(u).pathname);
  // A budget that measured nothing would pass vacuously.
  expect(names.some((n) => n.endsWith('.wasm')), `a .wasm file among ${names}`).toBe(true);
  expect(names.some((n) => n.endsWith('.js')), `a .js file among ${names}`).toBe(true);
  expect(names.some((n) => n === '/' || n.endsWith('.html')), `the HTML among ${names}`).toBe(true);

  const { total, rawTotal, rows } = report('BUNDLE', files);
  console.log(
    `BUNDLE gzip total: ${kb(total)} KB (${total} bytes, ${rows.length} files, ${kb(rawTotal)} KB raw; budget ${kb(BUDGET_BYTES)} KB; target ${kb(TARGET_BYTES)} KB: ${total <= TARGET_BYTES ? 'met' : 'not met'})`,
  );
  await mkdir(ARTIFACTS, { recursive: true });
  await writeFile(
    path.join(ARTIFACTS, 'bundle-size.json'),
    JSON.stringify({ budgetBytes: BUDGET_BYTES, gzipTotalBytes: total, rawTotalBytes: rawTotal, files: rows }, null, 2) + '\n',
  );

  // The build has a worker, named in index.html, and the page did not load it.
  const loader = await page.locator('meta[name="fillscope-worker"]').getAttribute('content');
  expect(loader).toMatch(/^\/fillscope-worker-loader-[0-9a-f]{16}\.js$/);
  const early = requested.filter((u) => WORKER_FILE.test(new URL(u).pathname));
  expect(early, 'worker files requested before first use').toEqual([]);
  // Nor the full app's (every mode, with the modes' stylesheet), named there too.
  const full = await page.locator('meta[name="fillscope-full"]').getAttribute('content');
  expect(full.split(' ').every((f) => FULL_FILE.test(f)), full).toBe(true);
  const earlyFull = requested.filter((u) => FULL_FILE.test(new URL(u).pathname));
  expect(earlyFull, 'full-app files requested before a mode is opened').toEqual([]);

  expect(total, `gzipped total ${kb(total)} KB must be <= ${kb(BUDGET_BYTES)} KB`).toBeLessThanOrEqual(BUDGET_BYTES);
});

test('the worker loads on first use: its size and first-use time', async ({ page }) => {
  const { seen, requested } = await loadPage(page);
  expect(requested.filter((u) => WORKER_FILE.test(new URL(u).pathname))).toEqual([]);

  // The first export of all loads the full app, which carries the exports
  // (src/full_app.rs): timed from the click to the SVG's download.
  const svgAt = performance.now();
  const [svg] = await Promise.all([
    page.waitForEvent('download', { timeout: 20_000 }),
    page.getByRole('button', { name: 'Download SVG' }).click(),
  ]);
  const svgAfter = performance.now() - svgAt;
  expect(svg.suggestedFilename()).toMatch(/\.svg$/);
  expect(requested.filter((u) => WORKER_FILE.test(new URL(u).pathname)), 'an SVG needs no worker').toEqual([]);
  console.log(`HANDOFF first export (the full app loads): ${svgAfter.toFixed(0)} ms from the SVG click to its download`);
  expect(svgAfter).toBeLessThan(10_000);

  // First use: a PNG export starts the worker. Timed from the click to the
  // download, which the page starts when the worker's answer arrives.
  await page.locator('#export-status').filter({ hasText: 'Downloaded' }).waitFor();
  const before = seen.length;
  const clickAt = performance.now();
  const [download] = await Promise.all([
    page.waitForEvent('download', { timeout: 20_000 }),
    page.getByRole('button', { name: 'Download PNG' }).click(),
  ]);
  const answeredAt = performance.now();
  expect(download.suggestedFilename()).toMatch(/\.png$/);
  await expect(page.locator('#export-status')).toHaveText(/^Downloaded .*\.png \(\d+ bytes\)\.$/);

  const workerSeen = seen.slice(before).filter(({ response: r }) => WORKER_FILE.test(new URL(r.url()).pathname));
  const files = await sizes(workerSeen);
  const names = [...files.keys()].map((u) => new URL(u).pathname);
  expect(names.some((n) => /\/fillscope-worker-loader-[0-9a-f]{16}\.js$/.test(n)), `the loader among ${names}`).toBe(true);
  expect(names.some((n) => /\/fillscope-worker-[0-9a-f]{16}\.js$/.test(n)), `the glue among ${names}`).toBe(true);
  expect(names.some((n) => /\/fillscope-worker-[0-9a-f]{16}_bg\.wasm$/.test(n)), `the wasm among ${names}`).toBe(true);
  const { total, rawTotal, rows } = report('WORKER', files);
  const wasmAt = workerSeen.find(({ response: r }) => r.url().endsWith('.wasm'))?.at;
  const firstUse = answeredAt - clickAt;
  console.log(
    `WORKER gzip total: ${kb(total)} KB (${total} bytes, ${rows.length} files, ${kb(rawTotal)} KB raw); ` +
      `first use: ${firstUse.toFixed(0)} ms from the click to the download` +
      (wasmAt ? ` (wasm response after ${(wasmAt - clickAt).toFixed(0)} ms)` : ''),
  );

  // Loose bounds: the worker is reported, not budgeted; it must load at all
  // and answer in reasonable time on a shared 2-core machine.
  expect(total).toBeGreaterThan(1000);
  expect(total).toBeLessThan(1000 * 1000);
  expect(firstUse).toBeLessThan(10_000);
});

test('the full app loads when a mode is first opened: its size and the time to the mode', async ({ page }) => {
  const { seen } = await loadPage(page);
  const before = seen.length;
  const clickAt = performance.now();
  await page.getByRole('tablist', { name: 'Mode' }).getByRole('tab', { name: 'Compare' }).click();
  await expect(page.locator('#board-b-title')).toBeVisible({ timeout: 20_000 });
  const shownAt = performance.now();
  const fullSeen = seen.slice(before).filter(({ response: r }) => FULL_FILE.test(new URL(r.url()).pathname));
  const files = await sizes(fullSeen);
  expect(files.size, `the full app's four files (glue, wasm, starter, stylesheet) among ${[...files.keys()]}`).toBe(4);
  const { total, rawTotal, rows } = report('FULL', files);
  const firstUse = shownAt - clickAt;
  console.log(
    `FULL gzip total: ${kb(total)} KB (${total} bytes, ${rows.length} files, ${kb(rawTotal)} KB raw); ` +
      `first use: ${firstUse.toFixed(0)} ms from the Compare tab's click to its boards`,
  );
  // Reported, not budgeted: it must load and show the mode in reasonable
  // time on a shared 2-core machine.
  expect(firstUse).toBeLessThan(10_000);
});
