// The first frame the browser paints is the page as the link asks for it:
// the board with its squares in the linked frame, in the linked theme, beside
// the panels. Before, the squares were made after the first frame (the rest
// of the page showed around an empty board for a frame) and the theme was set
// a frame late (a dark link flashed light).
import { test, expect } from './harness.mjs';

/** Runs in the page before its scripts: records what each animation frame is about to paint, until the board shows. */
function recordFrames() {
  window.__frames = [];
  const frame = () => {
    const board = document.getElementById('board');
    const panels = document.querySelector('.panels');
    window.__frames.push({
      panels: !!panels,
      squares: board ? board.querySelectorAll('[role=gridcell]').length : 0,
      theme: document.documentElement.dataset.theme ?? null,
      e4: board?.querySelector('[data-square=e4]')?.className ?? null,
      e4label: board?.querySelector('[data-square=e4]')?.getAttribute('aria-label') ?? null,
    });
    if (!board || board.querySelectorAll('[role=gridcell]').length === 0) requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
}

test('the first painted frame holds the linked board, frame and theme', async ({ page }) => {
  await page.addInitScript(recordFrames);
  // Frame 5 of the seed example: e4 is the source and in layer 0.
  await page.goto('./?theme=dark&frame=5');
  await page.waitForFunction(() => window.__frames.some((f) => f.squares > 0));
  const frames = await page.evaluate(() => window.__frames);
  const first = frames.find((f) => f.squares > 0);
  // No frame shows the panels around a board without squares.
  expect(frames.filter((f) => f.panels && f.squares === 0)).toEqual([]);
  expect(first.squares).toBe(64);
  expect(first.theme).toBe('dark');
  // The square already shows frame 5 as it will stay.
  await page.waitForTimeout(300);
  const e4 = page.locator('#board [data-square=e4]');
  expect(first.e4).toBe(await e4.getAttribute('class'));
  expect(first.e4label).toBe(await e4.getAttribute('aria-label'));
  expect(first.e4).toContain('layer');
  expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
});
