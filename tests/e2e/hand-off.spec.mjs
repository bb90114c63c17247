// The first-load page carries Play without its exports and embed dialog
// (src/full_app.rs): the first press of one of those buttons loads the full
// app, which takes the page's place and presses the same button. What a
// user must see: the file or dialog they asked for, of the frame on show,
// the focus where it was, and the board on the page in every frame
// meanwhile. When the full app cannot load, the page says so and keeps
// working.
import { readFile } from 'node:fs/promises';
import { test, expect, gotoApp, waitForFullApp, screenshot } from './harness.mjs';
import { counter } from './app-helpers.mjs';

const SEED = './?alg=westcott&src=e4&tgt=a1,h8&blk=d4,c6';

/** Records, from now on, each animation frame's board: its number of squares (0: none). */
async function watchFrames(page) {
  await page.evaluate(() => {
    window.__boards = [];
    const frame = () => {
      window.__boards.push(document.querySelectorAll('#board [role=gridcell]').length);
      requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  });
}

test('an export pressed on the first-load page comes from the full app, with the board on show throughout', async ({ page }) => {
  await gotoApp(page, SEED);
  expect(await page.evaluate(() => window.__fillscopeFull), 'the full app is not loaded before the press').toBe(false);
  for (let i = 0; i < 3; i++) await page.getByRole('button', { name: 'Step forward' }).click();
  await expect(page.locator('#frame-counter')).toHaveText(/^Frame 4 \//);
  await watchFrames(page);

  // By keyboard: the button keeps the focus across the change of app.
  const svgButton = page.getByRole('button', { name: 'Download SVG' });
  await svgButton.focus();
  const [download] = await Promise.all([page.waitForEvent('download'), page.keyboard.press('Enter')]);
  await waitForFullApp(page);
  expect(download.suggestedFilename()).toBe('fillscope-westcott-frame4.svg');
  const svg = (await readFile(await download.path())).toString('utf8');
  expect(svg).toContain('<svg');
  await expect(page.locator('#export-status')).toHaveText(/^Downloaded fillscope-westcott-frame4\.svg \(\d+ bytes\)\.$/);
  await expect(page.locator('#export-svg')).toBeFocused();
  await expect(page.locator('#frame-counter')).toHaveText(/^Frame 4 \//);

  // Every frame painted between the press and now had the whole board.
  const boards = await page.evaluate(() => window.__boards);
  expect(boards.length, 'animation frames recorded').toBeGreaterThan(2);
  expect(boards.filter((n) => n !== 64), 'frames without the board').toEqual([]);

  // The full app's own buttons answer at once from now on.
  await page.getByRole('button', { name: 'Frame as text' }).click();
  await expect(page.locator('#export-textarea')).toHaveValue(/\S/);
});

test('the first press of "Frame as text" opens the text of the frame on show', async ({ page }) => {
  await gotoApp(page, SEED);
  await page.getByRole('button', { name: 'Last frame' }).click();
  const counter = await page.locator('#frame-counter').textContent();
  await page.getByRole('button', { name: 'Frame as text' }).click();
  await waitForFullApp(page);
  await expect(page.getByLabel(/^Frame \d+ as text$/)).toHaveValue(/\S/);
  await expect(page.locator('#frame-counter')).toHaveText(counter);
  await expect(page.getByRole('button', { name: 'Frame as text' })).toHaveAttribute('aria-pressed', 'true');
});

test('two buttons pressed while the full app loads are both pressed there, in order', async ({ page }) => {
  // A slow network: the full app's wasm comes a second late.
  await page.route(/fillscope-full-[0-9a-f]+_bg\.wasm$/, async (route) => {
    await new Promise((r) => setTimeout(r, 1000));
    await route.continue();
  });
  await gotoApp(page, SEED);
  const downloads = [];
  page.on('download', (d) => downloads.push(d.suggestedFilename()));
  await page.getByRole('button', { name: 'Download SVG' }).click();
  await expect(page.locator('#export-status')).toHaveText('Loading the exports…');
  await page.getByRole('button', { name: 'Frame as text' }).click();
  await page.getByRole('button', { name: 'Download SVG' }).click();
  await waitForFullApp(page);
  await expect(page.getByLabel(/^Frame \d+ as text$/)).toHaveValue(/\S/);
  await expect.poll(() => downloads).toEqual([expect.stringMatching(/\.svg$/)]);
  await expect(page.locator('#export-status')).not.toHaveText('Loading the exports…');
});

test.describe('when the full app cannot load', () => {
  test.use({ allowedProblems: [/fillscope-full-[0-9a-f]+_bg\.wasm/] });

  test('a press says so at the top, and Play keeps working', async ({ page }) => {
    await page.route(/fillscope-full-[0-9a-f]+_bg\.wasm$/, (route) => route.fulfill({ status: 404, body: 'gone' }));
    await gotoApp(page, SEED);
    await page.getByRole('button', { name: 'Download SVG' }).click();
    await expect(page.locator('#export-status')).toHaveText('Loading the exports…');
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('could not be started');
    await expect(alert).toContainText('Reload the page');
    // The button's status no longer says the exports are on their way.
    await expect(page.locator('#export-status')).toHaveText('');
    const box = await alert.boundingBox();
    expect(box.y, 'the message is at the top of the page').toBeLessThan(5);
    await screenshot(page, 'hand-off-failed');
    // Play still answers: a step, and an edit of the board.
    await page.getByRole('button', { name: 'Step forward' }).click();
    await expect(page.locator('#frame-counter')).toHaveText(/^Frame 2 \//);
    const a1 = page.locator('#board [data-square=a1]');
    const before = await a1.getAttribute('aria-label');
    await page.getByRole('button', { name: 'Blocker', exact: true }).click();
    await page.locator('#board [data-square=b2]').click();
    await expect(page.locator('#board [data-square=b2]')).toHaveAttribute('aria-label', /blocker/);
    expect(await a1.getAttribute('aria-label')).toBe(before);
    // Once the network is back, the next press loads the full app and
    // makes the file; the press that failed is not made again.
    await page.unroute(/fillscope-full-[0-9a-f]+_bg\.wasm$/);
    const downloads = [];
    page.on('download', (d) => downloads.push(d.suggestedFilename()));
    const [svg] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download SVG' }).click()]);
    await waitForFullApp(page);
    expect(svg.suggestedFilename()).toMatch(/^fillscope-westcott-frame2\.svg$/);
    await page.waitForTimeout(500);
    expect(downloads, 'only the press that was made after the failure').toEqual(['fillscope-westcott-frame2.svg']);
    await expect(page.locator('#export-svg')).toBeFocused();
  });

  test('a mode opened after a failed load tries again, and says so if it fails again', async ({ page }) => {
    await page.route(/fillscope-full-[0-9a-f]+_bg\.wasm$/, (route) => route.fulfill({ status: 404, body: 'gone' }));
    await gotoApp(page, SEED);
    await page.getByRole('button', { name: 'Download PNG' }).click();
    await expect(page.getByRole('alert')).toContainText('could not be started');
    await page.getByRole('tablist', { name: 'Mode' }).getByRole('tab', { name: 'Compare' }).click();
    // Not loading for ever: the second attempt's failure is said.
    await expect(page.getByRole('alert')).toContainText('could not be started', { timeout: 20_000 });
    await expect(page.locator('#mode-loading')).toHaveCount(0);
  });
});

test("the Play tab's frame survives the first switch to another mode, which loads the full app", async ({ page }) => {
  await gotoApp(page, './?alg=bfs&src=a1&tgt=h8');
  await page.locator('body').click({ position: { x: 5, y: 5 } });
  for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowRight');
  expect(await counter(page)).toEqual([4, 16]);
  // Compare's link carries Compare's own frame, not Play's.
  await page.getByRole('tab', { name: 'Compare' }).click();
  await waitForFullApp(page);
  await expect(page.locator('#panel-compare')).toBeVisible();
  await page.getByRole('tab', { name: 'Play' }).click();
  expect(await counter(page)).toEqual([4, 16]);
  await expect(page).toHaveURL(/frame=3/);
});

/**
 * Loads the seed, then presses → on the Play tab (which starts the load of
 * the modes, their wasm a second late as on a slow network) and `keys`
 * while the page waits; returns once the full app is on the page.
 */
async function keysDuringTheLoad(page, keys) {
  await page.route(/fillscope-full-[0-9a-f]+_bg\.wasm$/, async (route) => {
    await new Promise((r) => setTimeout(r, 1000));
    await route.continue();
  });
  await gotoApp(page, SEED);
  await page.getByRole('tab', { name: 'Play' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.locator('#mode-loading')).toBeVisible();
  for (const key of keys) await page.keyboard.press(key);
  expect(await page.evaluate(() => window.__fillscopeFull)).toBe(false);
  await waitForFullApp(page);
}

test('keys pressed on the tabs while the modes load are not lost: they move on from the tab that opened the load', async ({ page }) => {
  // Two more tabs to the right, and Space (which must not scroll the page).
  await keysDuringTheLoad(page, ['ArrowRight', 'ArrowRight', ' ']);
  const log = page.getByRole('tab', { name: 'Log' });
  await expect(log).toHaveAttribute('aria-selected', 'true');
  await expect(log).toBeFocused();
  await expect(page).toHaveURL(/mode=log/);
  // A key pressed now is the full app's own, and is not pressed twice.
  await page.keyboard.press('ArrowLeft');
  await expect(page.getByRole('tab', { name: 'Quiz' })).toBeFocused();
  await expect(page.getByRole('tab', { name: 'Quiz' })).toHaveAttribute('aria-selected', 'true');
  expect(await page.evaluate(() => window.fillscopeKeys), 'the kept keys are gone').toBeUndefined();
});

// A tab's key moves the focus at once and its mode shows a render later:
// the next kept key must wait for that mode to be in the history, or Back
// skips it (seen on a busy machine, 5 loads of 8).
test('each mode opened by keys kept during the load is in the history, in order', async ({ page }) => {
  await keysDuringTheLoad(page, ['ArrowRight', 'ArrowRight']);
  await expect(page).toHaveURL(/mode=log/);
  await page.keyboard.press('ArrowLeft');
  await expect(page.getByRole('tab', { name: 'Quiz' })).toHaveAttribute('aria-selected', 'true');
  for (const mode of ['log', 'quiz', 'compare', 'play']) {
    await page.goBack();
    await expect(page.getByRole('tab', { name: new RegExp(`^${mode}$`, 'i') })).toHaveAttribute('aria-selected', 'true');
  }
});

// On a slow device a mode's render lets the browser run the next event
// before the page writes its address: a Back pressed then must not find
// the mode it left pushed back on top of the history (the Back after it
// then went to that mode again, not to the one before). Six times slower
// CPU made the old page fail this in about 3 runs of 10.
test('Backs through each mode on a slow device keep the history in order', async ({ page }) => {
  await gotoApp(page, `${SEED}&mode=compare`);
  const modes = ['compare', 'quiz', 'log', 'lesson', 'play', 'compare', 'quiz', 'log'];
  for (const mode of modes.slice(1)) {
    await page.getByRole('tab', { name: new RegExp(`^${mode}$`, 'i') }).click();
    if (mode === 'play') await expect(page).not.toHaveURL(/mode=/);
    else await expect(page).toHaveURL(new RegExp(`mode=${mode}`));
  }
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
  for (const mode of modes.slice(0, -1).reverse()) {
    await page.goBack();
    await expect(page.getByRole('tab', { name: new RegExp(`^${mode}$`, 'i') })).toHaveAttribute('aria-selected', 'true');
  }
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
});

test('Home pressed at once after the arrow that starts the load goes back to Play', async ({ page }) => {
  await page.route(/fillscope-full-[0-9a-f]+_bg\.wasm$/, async (route) => {
    await new Promise((r) => setTimeout(r, 1500));
    await route.continue();
  });
  await gotoApp(page, SEED);
  await page.getByRole('tab', { name: 'Play' }).focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Home');
  await waitForFullApp(page);
  const play = page.getByRole('tab', { name: 'Play' });
  await expect(play).toHaveAttribute('aria-selected', 'true');
  await expect(play).toBeFocused();
});
