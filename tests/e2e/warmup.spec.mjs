// The load-time warm-up (src/app.rs, `warm_up`): just after the first paint
// the app shows every frame of its trace once, inside one task, and goes
// back to the frame it opened on. It must really happen (the board is
// redrawn), and nobody may see or hear it: no painted frame shows another
// frame, the live region stays silent, and nothing is saved.
import { test, expect, gotoApp } from './harness.mjs';
import { counter } from './app-helpers.mjs';

// Before the app starts: count class changes on board squares, and record
// the frame counter's text at every animation frame (just before each paint).
async function watch(page) {
  await page.addInitScript(() => {
    window.__squareWrites = 0;
    window.__painted = [];
    new MutationObserver((records) => {
      for (const r of records) if (r.target.getAttribute?.('role') === 'gridcell') window.__squareWrites++;
    }).observe(document, { subtree: true, attributes: true, attributeFilter: ['class'] });
    const sample = () => {
      const c = document.getElementById('frame-counter');
      if (c) window.__painted.push(c.textContent);
      requestAnimationFrame(sample);
    };
    requestAnimationFrame(sample);
  });
}

test('the warm-up redraws every frame unseen and leaves the page as it opened', async ({ page }) => {
  await watch(page);
  // A link that opens on frame 6 (0-based 5) of the seed example's 13 frames.
  await gotoApp(page, './?alg=westcott&src=0x10000000&tgt=0x8000000000000001&frame=5');
  await page.waitForTimeout(600);
  expect(await counter(page)).toEqual([6, 13]);
  const { writes, painted } = await page.evaluate(() => ({ writes: window.__squareWrites, painted: window.__painted }));
  // The first paint sets the class of all 64 squares; that is all a page
  // without the warm-up writes (64 here). The warm-up's 13 frames and the
  // way back write hundreds more (519 when this test was written).
  expect(writes).toBeGreaterThan(64 + 100);
  expect(painted.length).toBeGreaterThan(5);
  expect(new Set(painted)).toEqual(new Set(['Frame 6 / 13']));
  await expect(page.locator('#live')).toHaveText('');
  // A link is not the user's board: opening one saves nothing.
  expect(await page.evaluate(() => localStorage.length)).toBe(0);
  // Stepping still works from where the page opened, and is announced.
  await page.locator('body').click({ position: { x: 5, y: 5 } });
  await page.keyboard.press('ArrowRight');
  expect(await counter(page)).toEqual([7, 13]);
  await expect(page.locator('#live')).toHaveText(/^Frame 7 of 13\. /);
});

test('an autoplaying link plays instead of warming up', async ({ page }) => {
  await watch(page);
  await gotoApp(page, './?alg=westcott&src=0x10000000&tgt=0x8000000000000001&autoplay=1&speed=8');
  await expect.poll(async () => (await counter(page))[0]).toBeGreaterThan(3);
  // Played frames are painted in order: the counter never jumps back.
  const painted = await page.evaluate(() => window.__painted.map((t) => Number(/^Frame (\d+)/.exec(t)[1])));
  for (let i = 1; i < painted.length; i++) expect(painted[i]).toBeGreaterThanOrEqual(painted[i - 1]);
});
