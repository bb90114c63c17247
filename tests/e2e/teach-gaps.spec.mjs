// Gaps a teacher or a blog author meets: what a screen reader hears of the
// seeds' direction names, the source and target marks on Compare's boards
// on a projector's screen, how many Compare boards a frame a little under
// 727 px wide shows, a low Play embed's board, and the presenter view kept
// by a reload on another tab.
import { test, expect, gotoApp, screenshot } from './harness.mjs';
import { cliJson } from './app-helpers.mjs';

test.describe.configure({ timeout: 90_000 });

const tab = (page, name) => page.getByRole('tablist', { name: 'Mode' }).getByRole('tab', { name });

// Dumb7Fill's and Kogge-Stone's captions name the direction as the seeds
// do (`soEa`), which a screen reader reads as "so ea": the live region
// says it in words, while the caption on show, and the command line's
// JSON, keep the seeds' names.
test('the live region says a direction in words; the caption and the JSON keep the seeds\' names', async ({ page }) => {
  await gotoApp(page, '?alg=fill&method=dumb7&dir=soEa&src=b7&blk=e4');
  const live = page.locator('#live');
  await page.getByRole('button', { name: 'Step forward' }).click();
  await expect(page.locator('#caption')).toHaveText('Cycle 1: gen moves one step soEa into pro');
  await expect(live).toHaveText(/^Frame 2 of \d+\. Cycle 1: gen moves one step south-east into pro\. gen: c6\.$/);
  await page.getByRole('button', { name: 'First frame' }).click();
  await expect(page.locator('#caption')).toContainText('a step soEa from the h-file');
  await expect(live).toHaveText(/^Frame 1 of \d+\. .*a step south-east from the h-file/);
  expect(await live.textContent()).not.toMatch(/\bsoEa\b/);
  // Compare: each run's caption, Kogge-Stone's too.
  await gotoApp(page, '?alg=fill&method=dumb7&dir=noWe&src=g2&mode=compare&vs=kogge-stone');
  await page.getByRole('button', { name: 'Step forward' }).click();
  await expect(page.locator('#board-a-caption')).toContainText('noWe');
  await expect(live).toHaveText(/^Pair 2 of \d+\. A: [^.]*north-west[^.]*\. B: [^.]*north-west/);
  expect(await live.textContent()).not.toMatch(/\bnoWe\b/);
  // The command line's captions are the seeds'.
  const trace = cliJson(['fill', '--dir', 'soEa', '--gen', 'b7', '--pro', 'all', '--trace']);
  expect(JSON.stringify(trace)).toContain('one step soEa into pro');
  expect(JSON.stringify(trace)).not.toContain('south-east');
});

// A source or target mark beside a layer's number was a third of a square:
// 12 px with a 7 px letter on Compare's boards at 1024x768 (Play's: 18 px).
for (const [w, h] of [[1024, 768], [1280, 800]]) {
  test(`at ${w}x${h} Compare's source and target marks are as large as Play's, their letters legible`, async ({ page }) => {
    await page.setViewportSize({ width: w, height: h });
    const marks = (board) =>
      page.locator(`${board} .mark`).evaluateAll((els) =>
        els
          .filter((e) => getComputedStyle(e).display !== 'none')
          .map((e) => {
            const r = e.getBoundingClientRect();
            return { letter: e.className, side: Math.min(r.width, r.height), font: parseFloat(getComputedStyle(e).fontSize) };
          }),
      );
    // The answer's frame: S on e4 beside layer 0, T on a1 and h8 beside layer 4.
    await gotoApp(page, '?alg=westcott&src=e4&tgt=a1,h8&frame=12');
    const play = await marks('#board');
    expect(play).toHaveLength(3);
    await gotoApp(page, '?alg=westcott&src=e4&tgt=a1,h8&mode=compare&vs=moshammer&frame=12');
    for (const board of ['#board-a', '#board-b']) {
      const shown = await marks(board);
      expect(shown.map((m) => m.letter).sort(), board).toEqual(['mark mark-s', 'mark mark-t', 'mark mark-t']);
      for (const m of shown) {
        expect(m.side, `${board} ${m.letter}`).toBeGreaterThanOrEqual(Math.min(17, play[0].side - 1));
        expect(m.font, `${board} ${m.letter}'s letter`).toBeGreaterThanOrEqual(10);
      }
    }
    await page.locator('#board-a').screenshot({ path: `tests/artifacts/teach-gaps-compare-marks-${w}.png` });
  });
}

// Three 8x8 boards side by side get 24 px squares from a 655 px frame (a
// 9x9 board's from 727 px): an 8x8 Compare embed between the two showed one
// board under a switch.
for (const [w, h, board, three] of [[700, 400, '8x8', true], [660, 380, '8x8', true], [640, 400, '8x8', false], [700, 400, '9x9', false]]) {
  test(`a ${board} Compare embed at ${w}x${h} shows ${three ? 'its three boards side by side' : 'one board under the switch'}`, async ({ page }) => {
    await page.setViewportSize({ width: w, height: h });
    const link = board === '8x8'
      ? '?alg=westcott&src=e4&tgt=a1,h8&mode=compare&vs=moshammer&embed=1&frame=5'
      : '?alg=bfs&board=9x9&src=e1&tgt=e9&mode=compare&embed=1&frame=3';
    await gotoApp(page, link);
    const n = board === '8x8' ? 8 : 9;
    await expect(page.getByRole('grid')).toHaveCount(three ? 3 : 1);
    await expect(page.getByRole('group', { name: 'Board on show' })).toHaveCount(three ? 0 : 1);
    const bar = await page.locator('.embed-bar').boundingBox();
    const boxes = await page.getByRole('grid').evaluateAll((els) => els.map((e) => e.getBoundingClientRect().toJSON()));
    for (const b of boxes) {
      expect(b.width / n, 'squares of 24 px or more').toBeGreaterThanOrEqual(24);
      expect(b.left).toBeGreaterThanOrEqual(0);
      expect(b.right).toBeLessThanOrEqual(w);
      expect(b.bottom, 'above the bar').toBeLessThanOrEqual(bar.y);
    }
    if (three) {
      expect(boxes[0].right).toBeLessThan(boxes[1].left);
      expect(boxes[1].right).toBeLessThan(boxes[2].left);
      expect(new Set(boxes.map((b) => Math.round(b.top))).size).toBe(1);
    }
    const scroll = await page.evaluate(() => {
      const d = document.documentElement;
      return [d.scrollWidth - d.clientWidth, d.scrollHeight - d.clientHeight];
    });
    expect(scroll, 'no scrollbars').toEqual([0, 0]);
    await screenshot(page, `teach-gaps-compare-embed-${board}-${w}x${h}`);
  });
}

// A Play embed in a low, wide frame (a strip in a blog post): the bar went
// under the board, which kept a third of the width and lost the bar's
// height (139 px at 800x200; at 400x180 the bar took two rows: 90 px). The
// bar now sits beside it and the board takes the frame's height.
for (const [w, h, controls] of [[800, 200, 'full'], [400, 180, 'full'], [360, 180, 'full'], [800, 200, 'minimal'], [800, 200, 'none']]) {
  test(`a Play embed at ${w}x${h}, controls=${controls}, has a board as high as the frame`, async ({ page }) => {
    await page.setViewportSize({ width: w, height: h });
    await gotoApp(page, `?alg=westcott&src=e4&tgt=a1,h8&embed=1&frame=5&controls=${controls}`);
    const board = await page.locator('#board').boundingBox();
    // The frame's height less its padding (8 px) and the file letters (1.4rem).
    expect(board.height).toBeGreaterThanOrEqual(h - 8 - 20 - 1);
    expect(board.y).toBeGreaterThanOrEqual(0);
    expect(board.x).toBeGreaterThanOrEqual(0);
    expect(board.y + board.height).toBeLessThanOrEqual(h);
    if (controls !== 'none') {
      const bar = await page.locator('.embed-bar').boundingBox();
      expect(bar.x, 'the bar beside the board').toBeGreaterThanOrEqual(board.x + board.width);
      expect(bar.x + bar.width).toBeLessThanOrEqual(w);
      expect(bar.y).toBeGreaterThanOrEqual(0);
      expect(bar.y + bar.height).toBeLessThanOrEqual(h);
      for (const name of controls === 'full' ? ['First frame', 'Step back', 'Play', 'Step forward', 'Last frame'] : ['Play']) {
        await expect(page.getByRole('button', { name, exact: true })).toBeInViewport({ ratio: 1 });
      }
      await expect(page.getByRole('link', { name: 'Open in fillscope' })).toBeInViewport({ ratio: 1 });
    }
    const scroll = await page.evaluate(() => {
      const d = document.documentElement;
      return [d.scrollWidth - d.clientWidth, d.scrollHeight - d.clientHeight];
    });
    expect(scroll, 'no scrollbars').toEqual([0, 0]);
    await screenshot(page, `teach-gaps-play-embed-${w}x${h}-${controls}`);
  });
}

// The presenter view lasts until it is left, across the other tabs (O, Q,
// a tab): a reload there kept the tab but lost the presenter view, as the
// other tabs' addresses left out `present=1`.
test('a reload on another tab keeps the presenter view for the Lesson tab', async ({ page }) => {
  await gotoApp(page, '?mode=lesson&lesson=king-paths&ls=1');
  await expect(page.locator('#lesson-counter')).toHaveText('Lesson step 2 of 4', { timeout: 20_000 });
  await page.keyboard.press('p');
  await expect(page.locator('#presenter')).toBeVisible();
  await page.keyboard.press('o');
  await expect(tab(page, 'Play')).toHaveAttribute('aria-selected', 'true');
  await expect(page).toHaveURL(/present=1/);
  await page.reload();
  await expect(tab(page, 'Play')).toHaveAttribute('aria-selected', 'true', { timeout: 20_000 });
  await expect(page.locator('#presenter')).toHaveCount(0);
  await tab(page, 'Lesson').click();
  await expect(page.locator('#presenter')).toBeVisible({ timeout: 20_000 });
  await expect(page.locator('#lesson-counter')).toHaveText('Lesson step 2 of 4');
  // Left, it stays left.
  await page.keyboard.press('Escape');
  await expect(page.locator('#presenter')).toHaveCount(0);
  await tab(page, 'Play').click();
  await expect(page).not.toHaveURL(/present=/);
  await screenshot(page, 'teach-gaps-presenter-left');
});
