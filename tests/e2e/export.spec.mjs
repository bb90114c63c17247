// The Export group: text diagrams (compared board by board with the CLI's
// drawing of the seed example) and the four downloads (names and headers).
import { execFileSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { test, expect, gotoApp, screenshot } from './harness.mjs';
import { ROOT } from './server.mjs';

/** Boards in a side-by-side text drawing: { name: [8 rows] }, 18 columns per board. */
function boards(text) {
  const out = {};
  const lines = text.split('\n');
  for (let i = 0; i + 8 < lines.length; i++) {
    const rows = lines.slice(i + 1, i + 9);
    if (!rows.every((r) => /^[.1](?: [.1]){7}/.test(r))) continue;
    const header = lines[i];
    for (let c = 0; c * 18 < rows[0].length; c++) {
      const name = header.slice(c * 18, c * 18 + 18).trim();
      if (name) out[name] = rows.map((r) => r.slice(c * 18, c * 18 + 15));
    }
  }
  return out;
}

const cliPaths = () =>
  execFileSync('cargo', ['run', '-q', '-p', 'fillscope-cli', '--', 'paths', '--from', 'e4', '--to', 'a1,h8'], {
    cwd: ROOT,
    encoding: 'utf8',
  });

test('the last frame as text draws the seed example exactly as the CLI does', async ({ page }) => {
  await gotoApp(page);
  await page.getByRole('button', { name: 'Last frame' }).click();
  await page.getByRole('button', { name: 'Frame as text' }).click();
  const area = page.getByRole('textbox', { name: /as text/ });
  await expect(area).toBeVisible();
  await expect(area).not.toBeEditable();
  const text = await area.inputValue();

  const want = boards(cliPaths());
  const layers = Object.keys(want).filter((k) => k.startsWith('asp['));
  expect(layers).toEqual(['asp[0]', 'asp[1]', 'asp[2]', 'asp[3]', 'asp[4]']);
  const got = boards(text);
  for (const k of layers) expect(got[k], `${k} in the frame text`).toEqual(want[k]);
  // Each layer has a square, and the CLI's layers differ from each other (not a trivial match).
  expect(new Set(layers.map((k) => want[k].join('\n'))).size).toBe(5);
  await screenshot(page, 'export-panel-frame-text');

  // The whole trace: one "Frame k of n" section per frame, the last one with the layers.
  await page.getByRole('button', { name: 'Trace as text' }).click();
  const trace = await area.inputValue();
  const n = Number(/Frame \d+ \/ (\d+)/.exec(await page.locator('#frame-counter').textContent())[1]);
  for (let k = 1; k <= n; k++) expect(trace).toContain(`Frame ${k} of ${n}: `);
  const last = trace.slice(trace.indexOf(`Frame ${n} of ${n}: `));
  const lastBoards = boards(last);
  for (const k of layers) expect(lastBoards[k]).toEqual(want[k]);

  // Copy puts the text on the clipboard.
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.getByRole('button', { name: 'Copy text' }).click();
  await expect(page.locator('#export-status')).toHaveText('Copied to the clipboard.');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(trace);
});

async function download(page, button) {
  const [dl] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: button }).click()]);
  const bytes = await readFile(await dl.path());
  return { name: dl.suggestedFilename(), bytes };
}

test('downloads arrive with the right names and valid files', async ({ page }) => {
  await gotoApp(page);
  await page.getByRole('button', { name: 'Step forward' }).click();
  await page.getByRole('button', { name: 'Step forward' }).click(); // frame 3

  const svg = await download(page, 'Download SVG');
  expect(svg.name).toBe('fillscope-westcott-frame3.svg');
  const svgInfo = await page.evaluate((text) => {
    const doc = new DOMParser().parseFromString(text, 'image/svg+xml');
    return {
      error: doc.getElementsByTagName('parsererror').length,
      root: doc.documentElement.localName,
      squares: [...doc.querySelectorAll('g > title')].map((t) => t.textContent).length,
    };
  }, svg.bytes.toString('utf8'));
  expect(svgInfo).toEqual({ error: 0, root: 'svg', squares: 64 });

  const decode = (b64, type) =>
    page.evaluate(
      async ([b64, type]) => {
        const img = new Image();
        img.src = `data:${type};base64,${b64}`;
        await img.decode();
        return [img.naturalWidth, img.naturalHeight];
      },
      [b64, type],
    );

  const png = await download(page, 'Download PNG');
  expect(png.name).toBe('fillscope-westcott-frame3.png');
  expect([...png.bytes.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const [w, h] = await decode(png.bytes.toString('base64'), 'image/png');
  expect(w).toBeGreaterThan(100);
  expect(h).toBe(w);

  const gif = await download(page, 'Download GIF');
  expect(gif.name).toBe('fillscope-westcott-trace.gif');
  expect(gif.bytes.subarray(0, 6).toString('latin1')).toBe('GIF89a');
  const [gw, gh] = await decode(gif.bytes.toString('base64'), 'image/gif');
  expect([gw, gh]).toEqual([w, h]);

  const strip = await download(page, 'Download filmstrip');
  expect(strip.name).toBe('fillscope-westcott-filmstrip.png');
  expect([...strip.bytes.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  // Deflate-compressed 8-bit palette: tens of kilobytes, not megabytes.
  expect(strip.bytes.length).toBeLessThanOrEqual(100_000);
  const [sw, sh] = await decode(strip.bytes.toString('base64'), 'image/png');
  // The seed example has more than 5 frames: five boards per row, at least two rows.
  expect(sw).toBeGreaterThan(4 * w);
  expect(sh).toBeGreaterThan(2 * h);
  await expect(page.locator('#export-status')).toHaveText(/^Downloaded fillscope-westcott-filmstrip\.png \(\d+ bytes\)\.$/);
  await page.locator('#export').screenshot({ path: 'tests/artifacts/export-panel.png' });
});
