// One screenshot per algorithm (tests/artifacts/app-<id>.png) for review, and
// the layout at narrow and laptop sizes. The step timing is in timing.spec.mjs.
import { test, expect, gotoApp, screenshot } from './harness.mjs';
import { cell, tool, counter } from './app-helpers.mjs';

test.describe.configure({ timeout: 90_000 });

const ALGORITHMS = [
  ['westcott', 'All shortest paths (Westcott)'],
  ['moshammer', 'All shortest paths (Moshammer)'],
  ['connected', 'Squares connected'],
  ['fill', 'Occluded / attack fill'],
  ['attacks', 'Slider attacks (set-wise)'],
  ['bfs', 'Bit-shift BFS with walls'],
  ['voronoi', 'Voronoi partition'],
];

for (const [id, label] of ALGORITHMS) {
  test(`screenshot: ${id}`, async ({ page }) => {
    await gotoApp(page);
    await page.getByRole('button', { name: 'Seed example' }).click();
    await page.getByLabel('Algorithm').selectOption({ label });
    await tool(page, 'Blocker');
    for (const sq of ['e7', 'c2', 'b5', 'f3', 'g5']) await cell(page, sq).click();
    if (id === 'bfs' || id === 'voronoi') {
      await tool(page, 'Wall');
      for (const sq of ['d4', 'd5']) {
        const b = await cell(page, sq).boundingBox();
        await page.mouse.click(b.x + b.width - 3, b.y + b.height / 2);
      }
    }
    const [, n] = await counter(page);
    await page.locator('body').click({ position: { x: 5, y: 5 } });
    await page.keyboard.press('Home');
    for (let i = 0; i < Math.floor(n / 2); i++) await page.keyboard.press('ArrowRight');
    await expect(page.locator('#code li[aria-current="true"]')).toHaveCount(1);
    await screenshot(page, `app-${id}`);
  });
}

test('narrow screen: board stacked above the panels', async ({ page }) => {
  await page.setViewportSize({ width: 420, height: 860 });
  await gotoApp(page);
  await page.keyboard.press('End');
  const board = await page.getByRole('grid', { name: 'Board' }).boundingBox();
  const panels = await page.locator('.panels').boundingBox();
  expect(panels.y).toBeGreaterThan(board.y + board.height - 1);
  expect(board.x + board.width).toBeLessThanOrEqual(420);
  await screenshot(page, 'app-narrow');
});

test('board fills most of the viewport height on a laptop screen', async ({ page }) => {
  await gotoApp(page);
  const board = await page.getByRole('grid', { name: 'Board' }).boundingBox();
  expect(board.height).toBeGreaterThan(0.6 * 800);
  expect(Math.abs(board.width - board.height)).toBeLessThan(2);
});
