// The load-time warm-up (src/app.rs, `warm_up`): before the first paint the
// app shows every frame of its trace (up to 24 of a longer one), round and
// round until it has drawn 36, and goes back to the frame it opened on. It
// must really happen (the frames are drawn), and nobody may see or hear it:
// every painted frame is the opening one (or, while the warm-up runs,
// nothing: the page is hidden then), the live region stays silent, and
// nothing is saved.
import { test, expect, gotoApp } from './harness.mjs';
import { counter } from './app-helpers.mjs';

// Before the app starts: count class changes on board squares, and record
// the frame counter's text at every animation frame (just before each paint).
async function watch(page) {
  await page.addInitScript(() => {
    window.__squareWrites = 0;
    // The frame counter's text before each write (once per frame drawn).
    window.__before = [];
    // When each batch of writes was delivered (several frames may share one).
    window.__batches = [];
    window.__painted = [];
    // The texts the counter was given, in order: each write's old value is
    // the text of the write before it.
    window.__counted = () => [...window.__before.slice(1), document.getElementById('frame-counter').textContent];
    new MutationObserver((records) => {
      for (const r of records) {
        if (r.type === 'attributes' && r.target.getAttribute('role') === 'gridcell') window.__squareWrites++;
        if (r.type === 'characterData' && r.target.parentElement?.id === 'frame-counter') window.__before.push(r.oldValue);
      }
      window.__batches.push(performance.now());
    }).observe(document, { subtree: true, attributes: true, attributeFilter: ['class'], characterData: true, characterDataOldValue: true });
    const sample = () => {
      const c = document.getElementById('frame-counter');
      if (document.documentElement.hasAttribute('data-warming')) window.__painted.push('hidden');
      else if (c) window.__painted.push(c.textContent);
      requestAnimationFrame(sample);
    };
    requestAnimationFrame(sample);
  });
}

// What the animation frames painted once the app was first shown (before
// that, while the warm-up runs, the page may be hidden): the set of counter
// texts, which must be the opening frame's alone.
function visible(painted) {
  const first = painted.findIndex((p) => p !== 'hidden');
  expect(first, `painted: ${painted.join(', ')}`).toBeGreaterThanOrEqual(0);
  return new Set(painted.slice(first));
}

test('the warm-up redraws every frame unseen and leaves the page as it opened', async ({ page }) => {
  await watch(page);
  // A link that opens on frame 6 (0-based 5) of the seed example's 13 frames.
  await gotoApp(page, './?alg=westcott&src=0x10000000&tgt=0x8000000000000001&frame=5');
  await page.waitForTimeout(600);
  expect(await counter(page)).toEqual([6, 13]);
  const { writes, painted, counted, batches } = await page.evaluate(() => ({
    writes: window.__squareWrites,
    painted: window.__painted,
    counted: window.__counted(),
    batches: window.__batches,
  }));
  // A round is frames 1..13 and 13 again (the last frame closes every
  // round), 14 draws: two rounds and 8 draws of a third make 36. Then the
  // way back to 6. Drawing frame 13 twice in a row writes the counter once.
  const all = Array.from({ length: 13 }, (_, i) => `Frame ${i + 1} / 13`);
  expect(counted).toEqual([...all, ...all, ...all.slice(0, 8), 'Frame 6 / 13']);
  console.log(`WARMUP seed example: ${counted.length} frames drawn in ${(batches.at(-1) - batches[0]).toFixed(1)} ms`);
  // The first paint sets the class of all 64 squares; that is all a page
  // without the warm-up writes (64 here). The warm-up's 36 frames and the
  // way back write hundreds more (519 for the single round of an earlier
  // version).
  expect(writes).toBeGreaterThan(64 + 300);
  expect(painted.length).toBeGreaterThan(5);
  expect(visible(painted)).toEqual(new Set(['Frame 6 / 13']));
  await expect(page.locator('#live')).toHaveText('');
  // A link is not the user's board: opening one saves nothing.
  expect(await page.evaluate(() => localStorage.length)).toBe(0);
  // Stepping still works from where the page opened, and is announced.
  await page.locator('body').click({ position: { x: 5, y: 5 } });
  await page.keyboard.press('ArrowRight');
  expect(await counter(page)).toEqual([7, 13]);
  await expect(page.locator('#live')).toHaveText(/^Frame 7 of 13\. /);
});

test('a long trace warms up on at most 24 of its frames', async ({ page }) => {
  await watch(page);
  // A king's path snaking through three walls: 61 frames.
  await gotoApp(page, './?alg=westcott&src=a1&tgt=a8&blk=0x7f00fe007f00');
  await page.waitForTimeout(800);
  expect(await counter(page)).toEqual([1, 61]);
  const { painted, counted, batches } = await page.evaluate(() => ({
    painted: window.__painted,
    counted: window.__counted(),
    batches: window.__batches,
  }));
  // A round is frames 1, 4, 7, ... 61 (every third, 61 being the last) and
  // 61 again, 22 draws; frame 1 is on show already. Then 14 draws of the
  // next round (frames 1, 4, ... 40) make 36, and the way back to frame 1.
  const every3 = Array.from({ length: 20 }, (_, i) => `Frame ${3 * i + 4} / 61`);
  const again = Array.from({ length: 14 }, (_, i) => `Frame ${3 * i + 1} / 61`);
  expect(counted).toEqual([...every3, ...again, 'Frame 1 / 61']);
  console.log(`WARMUP 61-frame trace: ${counted.length} frames drawn in ${(batches.at(-1) - batches[0]).toFixed(1)} ms`);
  expect(visible(painted)).toEqual(new Set(['Frame 1 / 61']));
  await expect(page.locator('#live')).toHaveText('');
});

test('an autoplaying link plays instead of warming up', async ({ page }) => {
  await watch(page);
  await gotoApp(page, './?alg=westcott&src=0x10000000&tgt=0x8000000000000001&autoplay=1&speed=8');
  await expect.poll(async () => (await counter(page))[0]).toBeGreaterThan(3);
  // Played frames are painted in order, once shown: the counter never jumps back.
  const painted = await page.evaluate(() => window.__painted);
  const shown = painted.slice(painted.findIndex((p) => p !== 'hidden'));
  expect(shown).not.toContain('hidden');
  const frames = shown.map((t) => Number(/^Frame (\d+)/.exec(t)[1]));
  for (let i = 1; i < frames.length; i++) expect(frames[i]).toBeGreaterThanOrEqual(frames[i - 1]);
});
