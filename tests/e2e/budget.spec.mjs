// Size budget: everything the page loads (HTML, JS, wasm, CSS, ...), each file
// gzipped at level 9, must total at most 150 KB (1 KB = 1000 bytes).
import { gzipSync } from 'node:zlib';
import { writeFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import { test, expect, gotoApp, ARTIFACTS } from './harness.mjs';

const BUDGET_BYTES = 150 * 1000;
const kb = (bytes) => (bytes / 1000).toFixed(1);

test('everything the page loads is within 150 KB gzipped', async ({ page }) => {
  const responses = [];
  page.on('response', (r) => responses.push(r));
  await gotoApp(page);
  await page.waitForLoadState('networkidle');

  const files = new Map(); // url -> { raw, gzip }
  for (const r of responses) {
    const url = r.url();
    if (!url.startsWith('http') || files.has(url)) continue;
    if (r.status() < 200 || r.status() >= 300) continue; // the harness reports errors
    const body = await r.body();
    files.set(url, { raw: body.length, gzip: gzipSync(body, { level: 9 }).length });
  }

  const names = [...files.keys()].map((u) => new URL(u).pathname);
  // A budget that measured nothing would pass vacuously.
  expect(names.some((n) => n.endsWith('.wasm')), `a .wasm file among ${names}`).toBe(true);
  expect(names.some((n) => n.endsWith('.js')), `a .js file among ${names}`).toBe(true);
  expect(names.some((n) => n === '/' || n.endsWith('.html')), `the HTML among ${names}`).toBe(true);

  let total = 0;
  let rawTotal = 0;
  const rows = [];
  for (const [url, { raw, gzip }] of files) {
    total += gzip;
    rawTotal += raw;
    rows.push({ file: new URL(url).pathname, raw, gzip });
  }
  rows.sort((a, b) => b.gzip - a.gzip);
  for (const { file, raw, gzip } of rows) {
    console.log(`BUNDLE file ${file}: ${kb(gzip)} KB gzip (${kb(raw)} KB raw)`);
  }
  console.log(`BUNDLE gzip total: ${kb(total)} KB (${total} bytes, ${rows.length} files, ${kb(rawTotal)} KB raw; budget ${kb(BUDGET_BYTES)} KB)`);

  await mkdir(ARTIFACTS, { recursive: true });
  await writeFile(
    path.join(ARTIFACTS, 'bundle-size.json'),
    JSON.stringify({ budgetBytes: BUDGET_BYTES, gzipTotalBytes: total, rawTotalBytes: rawTotal, files: rows }, null, 2) + '\n',
  );

  expect(total, `gzipped total ${kb(total)} KB must be <= ${kb(BUDGET_BYTES)} KB`).toBeLessThanOrEqual(BUDGET_BYTES);
});
