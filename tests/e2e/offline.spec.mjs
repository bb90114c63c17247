// Loading on a slow or failing network. The page first loads the Play app
// (fillscope-web); another mode, or an export, loads the full app
// (src/full_app.rs). What a user must see: a line saying the app loads while
// its wasm comes, a message saying what to do when its files fail, the Play
// page on show and working while (and after) the full app fails to load,
// and an export of the board as it was when it was asked for.
import { readFile } from 'node:fs/promises';
import { test, expect, gotoApp, waitForFullApp, screenshot } from './harness.mjs';

const SEED = './?alg=bfs&src=e1&tgt=0xff00000000000000&wn=0x3f000000';
const FULL_WASM = /fillscope-full-[0-9a-f]+_bg\.wasm$/;
const squares = (page) => page.locator('#board [role=gridcell]');

/** Delays each response whose address matches `re` by `ms`, as a slow network would. */
async function slow(page, re, ms) {
  await page.route(re, async (route) => {
    await new Promise((r) => setTimeout(r, ms));
    await route.continue();
  });
}

test.describe('a mode opened while offline', () => {
  // The browser's own reports of the requests it could not make offline.
  test.use({ allowedProblems: [/ERR_INTERNET_DISCONNECTED/] });

  test('keeps the Play page working, says why at the top, and loads once the network is back', async ({ page, context }) => {
    await gotoApp(page, SEED);
    // An edit made before: it must not be lost with the page.
    await page.getByRole('button', { name: 'Blocker', exact: true }).click();
    await page.locator('#board [data-square=d4]').click();
    await expect(page.locator('#undo')).toBeEnabled();
    await context.setOffline(true);
    await page.getByRole('tab', { name: 'Lesson' }).click();
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('could not be loaded');
    // The Play page is still there, its tab selected, its undo history kept.
    await expect(squares(page)).toHaveCount(64);
    await expect(page.getByRole('tab', { name: 'Play' })).toHaveAttribute('aria-selected', 'true');
    await expect(alert).toContainText('once the network is back');
    await screenshot(page, 'offline-mode-failed');
    await expect(page.locator('#mode-loading')).toHaveCount(0);
    await expect(page).not.toHaveURL(/mode=lesson/);
    await expect(page.locator('#undo')).toBeEnabled();
    // And it works: a step, and an edit.
    await page.getByRole('button', { name: 'Step forward' }).click();
    await expect(page.locator('#frame-counter')).toHaveText(/^Frame 2 \//);
    await page.locator('#board [data-square=c3]').click();
    await expect(page.locator('#board [data-square=c3]')).toHaveAttribute('aria-label', /blocker/);
    // Online again, the tab loads the Lesson mode, with the board as left.
    await context.setOffline(false);
    await page.getByRole('tab', { name: 'Lesson' }).click();
    await waitForFullApp(page);
    await expect(page.locator('#panel-lesson')).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Lesson' })).toHaveAttribute('aria-selected', 'true');
    await expect(page).toHaveURL(/mode=lesson/);
    await expect(page.getByRole('alert')).toHaveCount(0);
    // Back returns to Play, on the page (not a blank one), with both edits.
    await page.goBack();
    await expect(page.getByRole('tab', { name: 'Play' })).toHaveAttribute('aria-selected', 'true');
    await expect(squares(page)).toHaveCount(64);
    for (const sq of ['c3', 'd4']) await expect(page.locator(`#board [data-square=${sq}]`)).toHaveAttribute('aria-label', /blocker/);
  });
});

test('while a mode loads, the Play page stays on show and usable, with a line by the tabs saying what loads', async ({ page }) => {
  await slow(page, FULL_WASM, 2000);
  await gotoApp(page, SEED);
  await page.getByRole('tab', { name: 'Quiz' }).click();
  await expect(page.getByRole('tab', { name: 'Quiz' })).toHaveAttribute('aria-selected', 'true');
  await expect(squares(page)).toHaveCount(64);
  const status = page.locator('#mode-loading');
  await expect(status).toHaveText('Loading the Quiz mode…');
  await expect(status).toHaveAttribute('role', 'status');
  // Near the tabs: just below the tab list.
  const tabs = await page.getByRole('tablist', { name: 'Mode' }).boundingBox();
  const line = await status.boundingBox();
  expect(line.y - (tabs.y + tabs.height), 'gap between the tabs and the line').toBeLessThan(40);
  expect(line.y).toBeGreaterThanOrEqual(tabs.y + tabs.height - 1);
  await expect(squares(page)).toHaveCount(64);
  await expect(page.getByRole('button', { name: 'Step forward' })).toBeEnabled();
  expect(await page.evaluate(() => window.__fillscopeFull)).toBe(false);
  await screenshot(page, 'offline-mode-loading');
  await waitForFullApp(page);
  await expect(page.locator('#panel-quiz')).toBeVisible();
  await expect(status).toHaveCount(0);
});

test.describe('the first load', () => {
  test('says the app is loading at once on a slow network, and the line goes when the app is on the page', async ({ page }) => {
    test.setTimeout(120_000);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    // 400 kbit/s each way, 400 ms latency (bytes per second).
    const rate = (400 * 1000) / 8;
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 400,
      downloadThroughput: rate,
      uploadThroughput: rate,
    });
    const start = Date.now();
    await page.goto('./', { waitUntil: 'commit' });
    const line = page.locator('#boot');
    await expect(line).toHaveText('Loading fillscope…', { timeout: 5_000 });
    await expect(line).toBeVisible();
    const shownAfter = Date.now() - start;
    await screenshot(page, 'offline-first-load-loading');
    // The app takes a while longer on this network: the line was there first.
    await expect(squares(page)).toHaveCount(64, { timeout: 90_000 });
    const appAfter = Date.now() - start;
    console.log(`FIRST LOAD at 400 kbit/s: loading line after ${shownAfter} ms, board after ${appAfter} ms`);
    expect(appAfter, 'the board comes later than the line').toBeGreaterThan(shownAfter);
    await expect(line).toBeHidden();
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
  });

  for (const [what, file] of [
    ['wasm', /fillscope-web-[0-9a-f]+_bg\.wasm$/],
    ['glue', /fillscope-web-[0-9a-f]+\.js$/],
  ]) {
    test.describe(`when the app's ${what} cannot be loaded`, () => {
      // The failed request, and the browser's and the loader's reports of it.
      test.use({ allowedProblems: [/fillscope-web-|Failed to fetch|ERR_FAILED|WebAssembly/] });

      test(`the page says so and what to do (${what})`, async ({ page }) => {
        await page.route(file, (route) => route.abort());
        await page.goto('./');
        const alert = page.getByRole('alert');
        await expect(alert).toContainText('fillscope could not be loaded');
        await expect(alert).toContainText('reload the page');
        await expect(alert).toBeVisible();
        await expect(page.locator('#boot')).not.toContainText('Loading');
        await screenshot(page, `offline-first-load-failed-${what}`);
      });
    });
  }
});

test('a PNG asked for while the exports load shows the board as it was at the click: the board is read-only meanwhile', async ({ page }) => {
  // The board as it is at the click, drawn by a page that loads the
  // exports at once (and is never edited): the reference file.
  await gotoApp(page, SEED);
  const [ref] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download PNG' }).click()]);
  await waitForFullApp(page);
  const want = await readFile(await ref.path());

  // A fresh page, on a slow network: a blocker added after the click
  // must not reach the file.
  await slow(page, FULL_WASM, 2000);
  await gotoApp(page, SEED);
  await page.getByRole('button', { name: 'Blocker', exact: true }).click();
  const downloads = [];
  page.on('download', (d) => downloads.push(d));
  await page.getByRole('button', { name: 'Download PNG' }).click();
  await expect(page.locator('#export-status')).toHaveText('Loading the exports…');
  const b2 = page.locator('#board [data-square=b2]');
  // A click on the board changes nothing while the exports load.
  await b2.click({ force: true });
  await expect(b2).not.toHaveAttribute('aria-label', /blocker/);
  await expect(page.locator('#board')).toHaveAttribute('inert', '');
  await screenshot(page, 'offline-export-loading');
  await waitForFullApp(page);
  await expect.poll(() => downloads.length).toBe(1);
  const got = await readFile(await downloads[0].path());
  expect(downloads[0].suggestedFilename()).toBe(ref.suggestedFilename());
  expect(got.equals(want), 'the PNG is the board as it was at the click').toBe(true);
  // Then the board can be edited again.
  await expect(page.locator('#board')).not.toHaveAttribute('inert', '');
  await page.getByRole('button', { name: 'Blocker', exact: true }).click();
  await b2.click();
  await expect(b2).toHaveAttribute('aria-label', /blocker/);
});

test('the keys that would change the board or its frame are held while the exports load: the text is the frame at the press', async ({ page }) => {
  const edit = async () => {
    // An edit (which Ctrl+Z would undo) and a step: the board at frame 3.
    await page.getByRole('button', { name: 'Blocker', exact: true }).click();
    await page.locator('#board [data-square=d4]').click();
    for (let i = 0; i < 2; i++) await page.getByRole('button', { name: 'Step forward' }).click();
    await expect(page.locator('#frame-counter')).toHaveText(/^Frame 3 \//);
  };
  const text = page.getByLabel(/^Frame \d+ as text$/);
  // The reference: the same board and frame, asked for with nothing
  // pressed while the exports load.
  await gotoApp(page, SEED);
  await edit();
  await page.getByRole('button', { name: 'Frame as text' }).click();
  await waitForFullApp(page);
  await expect(text).toHaveValue(/\S/);
  const want = await text.inputValue();

  // A fresh page, on a slow network: → and Ctrl+Z while the exports load.
  await slow(page, FULL_WASM, 2000);
  await gotoApp(page, SEED);
  await edit();
  await page.getByRole('button', { name: 'Frame as text' }).click();
  await expect(page.locator('#export-status')).toHaveText('Loading the exports…');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Control+z');
  // The playback bar is held too.
  await page.getByRole('button', { name: 'Step forward' }).click({ force: true });
  await expect(page.locator('#frame-counter')).toHaveText(/^Frame 3 \//);
  await expect(page.locator('#board [data-square=d4]')).toHaveAttribute('aria-label', /blocker/);
  await waitForFullApp(page);
  await expect(page.getByLabel('Frame 3 as text')).toHaveValue(want);
  await expect(page.locator('#frame-counter')).toHaveText(/^Frame 3 \//);
  // Then the keys work again.
  await page.keyboard.press('ArrowRight');
  await expect(page.locator('#frame-counter')).toHaveText(/^Frame 4 \//);
});

test.describe('a 9x9 link whose full app fails to load', () => {
  test.use({ allowedProblems: [/fillscope-full-[0-9a-f]+_bg\.wasm/] });

  test('says so with a Try again button, which loads it and shows the 9x9 board', async ({ page }) => {
    let asked = 0;
    await page.route(FULL_WASM, (route) => (asked++ === 0 ? route.fulfill({ status: 404, body: 'gone' }) : route.continue()));
    await page.goto('./?alg=bfs&board=9x9&src=a1&tgt=i9');
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('could not be started');
    await expect(page.locator('.loading-mode')).toHaveText('Loading the 9x9 board…');
    const again = alert.getByRole('button', { name: 'Try again' });
    await expect(again).toBeVisible();
    await screenshot(page, 'offline-nine-failed');
    await again.click();
    await waitForFullApp(page);
    await expect(squares(page)).toHaveCount(81);
    await expect(page.getByRole('alert')).toHaveCount(0);
    expect(asked).toBe(2);
  });
});
