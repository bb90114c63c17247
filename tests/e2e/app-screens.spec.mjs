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

// A phone's width: no tab widens the page (the tab list wraps). Compare has a
// test of its own in compare-mode.spec.mjs.
test('phone width: no tab scrolls sideways', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  for (const mode of ['play', 'quiz', 'log', 'lesson', 'code']) {
    await gotoApp(page, mode === 'play' ? './' : `./?mode=${mode}`);
    await expect(page.getByRole('grid').first()).toBeVisible();
    const tabs = await page.getByRole('tablist').boundingBox();
    expect(tabs.x + tabs.width, `${mode}: the tab list`).toBeLessThanOrEqual(390);
    expect(await page.evaluate(() => document.documentElement.scrollWidth), `${mode}: the page`).toBeLessThanOrEqual(390);
  }
});

// A phone (320 to 375 px wide): the name and the theme share a line and the
// six tabs one more, so the board starts near the top of the screen (it
// started 233 px down at 375 px, under five rows of header and tabs).
for (const [w, h] of [[375, 667], [360, 640], [320, 568]]) {
  test(`phone ${w}x${h}: the header and the six tabs take three lines, and the board comes after them`, async ({ page }) => {
    await page.setViewportSize({ width: w, height: h });
    await gotoApp(page);
    const tops = await page.getByRole('tab').evaluateAll((els) => els.map((e) => Math.round(e.getBoundingClientRect().top)));
    expect(new Set(tops).size, `tab tops ${tops}`).toBe(1);
    const board = await page.getByRole('grid').first().boundingBox();
    expect(board.y).toBeLessThan(h / 4.5);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(w);
  });
}

// On a laptop screen the board's column is as wide as the Play tab's board,
// so the panels get the rest: the Code tab's editor above all (it was 396 px
// wide, its lines cut off, beside 300 px of empty space under the board).
// The Lesson board may be smaller than its column: it leaves the height its
// text needs. The Quiz's text has a column of its own beside the board.
test('laptop screen: the board column is the board, the Code editor gets the rest', async ({ page }) => {
  let play = 0;
  for (const mode of ['play', 'code', 'quiz', 'log', 'lesson']) {
    await gotoApp(page, mode === 'play' ? './' : `./?mode=${mode}`);
    const board = await page.getByRole('grid').first().boundingBox();
    const stage = await page.locator(mode === 'quiz' ? '.quiz-stage .board-box' : '.stage').first().boundingBox();
    if (mode === 'play') play = board.width;
    const widest = ['quiz', 'lesson'].includes(mode) ? Math.max(play, board.width) : board.width;
    expect(stage.width, `${mode}: the board's column`).toBeLessThanOrEqual(widest + 40);
    if (mode === 'code') {
      const { width } = await page.locator('.code-editor').boundingBox();
      expect(width).toBeGreaterThan(600);
    }
  }
});

// A teacher's screens: the quiz's feedback and score, and a lesson's
// playback, are in sight with the board, not below the fold. The quiz's
// text stands beside its board, which takes the screen's height (it was
// 264 px at 1280x720 with the text above and below it; 268 px at 1024x768,
// where the panels now go below).
test('projector screens: the Quiz feedback (1280x720, 1024x768) and the Lesson playback (1920x1080) are in sight', async ({ page }) => {
  for (const [width, height, least] of [[1280, 720, 450], [1024, 768, 550]]) {
    await page.setViewportSize({ width, height });
    await gotoApp(page, './?mode=quiz');
    await expect(page.locator('#quiz-prompt')).toContainText('Question 1 of', { timeout: 20_000 });
    // The second size reloads the tab: the question revealed at the first
    // comes back revealed.
    const reveal = page.getByRole('button', { name: 'Reveal' });
    if (width === 1280) await reveal.click();
    await expect(reveal).toBeDisabled();
    for (const id of ['#quiz-status', '#quiz-score', '#caption']) {
      const box = await page.locator(id).boundingBox();
      expect(box.y + box.height, `${width}x${height}: ${id}`).toBeLessThanOrEqual(height);
    }
    const grid = await page.getByRole('grid').boundingBox();
    expect(grid.width, `${width}x${height}`).toBeGreaterThan(least);
    expect(grid.y + grid.height).toBeLessThanOrEqual(height);
    const prompt = await page.locator('#quiz-prompt').boundingBox();
    expect(prompt.x, 'the question beside the board').toBeGreaterThan(grid.x + grid.width);
    expect(prompt.x + prompt.width, 'the question in sight').toBeLessThanOrEqual(width);
  }
  await page.setViewportSize({ width: 1920, height: 1080 });
  await gotoApp(page, './?mode=lesson&lesson=king-paths');
  await expect(page.locator('#lesson-title')).toHaveText("The king's shortest paths", { timeout: 20_000 });
  for (const sel of ['.controls', '#caption']) {
    const box = await page.locator(sel).first().boundingBox();
    expect(box.y + box.height, sel).toBeLessThanOrEqual(1080);
  }
  expect((await page.getByRole('grid').boundingBox()).width).toBeGreaterThan(450);
});

// The board takes the height the playback bar and the frame's caption
// leave: a teacher's projector (1024x768, 1280x720, 1920x1080) and a laptop
// show the caption too, three lines of it (the pawn fills' spans), with the
// frame counter on the buttons' row.
test('board fills most of the viewport height, with the playback and caption in sight', async ({ page }) => {
  const links = [
    './?alg=westcott&src=e4&tgt=a1,h8&blk=d4,c6&frame=3',
    './?alg=pawns&white=0x140500000000&black=0x1000000200000&frame=20',
  ];
  for (const [width, height, least] of [[1280, 800, 440], [1024, 768, 410], [1280, 720, 360], [1920, 1080, 700]]) {
    await page.setViewportSize({ width, height });
    for (const link of links) {
      await gotoApp(page, link);
      const at = `${width}x${height}, ${link}`;
      const board = await page.getByRole('grid', { name: 'Board' }).boundingBox();
      expect(board.height, at).toBeGreaterThan(least);
      expect(Math.abs(board.width - board.height)).toBeLessThan(2);
      const caption = await page.locator('#caption').boundingBox();
      expect(caption.y + caption.height, `${at}: the caption`).toBeLessThanOrEqual(height);
      const play = await page.getByRole('button', { name: 'Play', exact: true }).boundingBox();
      const counter = await page.locator('#frame-counter').boundingBox();
      expect(Math.abs(counter.y - play.y), `${at}: the frame counter on the buttons' row`).toBeLessThan(play.height);
    }
  }
  // The pawn link's caption is the long one the test is for.
  await expect(page.locator('#caption')).toContainText('w_attack_front_spans');
});

// The pawn sets' names at 1024x768: a teacher saw `w_outposts` broken at its
// underscore with room to spare. Every value is whole on one line in its
// cell; a name breaks only when it is longer than the room the value and
// its button leave (12 characters here), and then after an underscore.
test('at 1024x768 the pawn sets\' names and values are whole where they fit', async ({ page }) => {
  await page.setViewportSize({ width: 1024, height: 768 });
  await gotoApp(page, './?alg=pawns&white=a2,b3,c4,e4&black=c6,d7,e5');
  const [, frames] = await counter(page);
  const seen = new Set();
  for (let i = 1; i <= frames; i++) {
    const rows = await page.locator('#registers tr[data-register]').evaluateAll((trs) => trs.map((tr) => {
      // The text of each line `el` is laid out on, by the tops of its characters.
      const lines = (el) => {
        const byTop = new Map();
        const walk = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
        for (let t = walk.nextNode(); t; t = walk.nextNode()) {
          // (Not the letter of a pawn's marker.)
          if (t.parentElement.closest('.marker')) continue;
          for (let k = 0; k < t.length; k++) {
            const range = document.createRange();
            range.setStart(t, k);
            range.setEnd(t, k + 1);
            const top = Math.round(range.getBoundingClientRect().top / 4);
            byTop.set(top, (byTop.get(top) ?? '') + t.data[k]);
          }
        }
        return [...byTop.values()];
      };
      const value = tr.querySelector('.reg-value');
      return {
        name: tr.dataset.register,
        nameLines: lines(tr.querySelector('.reg-name')),
        valueLines: lines(value).length,
        valueFits: value.getBoundingClientRect().right <= value.parentElement.getBoundingClientRect().right + 0.5,
      };
    }));
    for (const r of rows) {
      seen.add(r.name);
      expect(r.valueLines, `${r.name}'s value at frame ${i}`).toBe(1);
      expect(r.valueFits, `${r.name}'s value inside its cell at frame ${i}`).toBe(true);
      if (r.name.length <= 12) expect(r.nameLines, `frame ${i}`).toEqual([r.name]);
      for (const line of r.nameLines.slice(0, -1)) expect(line, `${r.name} breaks after an underscore`).toMatch(/_$/);
    }
    if (i < frames) await page.getByRole('button', { name: 'Step forward' }).click();
  }
  expect(seen).toContain('w_outposts');
  expect(seen).toContain('w_attack_front_spans');
});

// The 9x9 board's register names (`layer[10]`) stay on one line beside their
// marker: they wrapped under it in a narrower name column.
test('register names up to layer[10] stay on one line', async ({ page }) => {
  await gotoApp(page, './?alg=bfs&board=9x9&src=a1&tgt=i9');
  await page.getByRole('button', { name: 'Last frame' }).click();
  const names = page.locator('#registers tr[data-register^="layer["] .reg-name');
  await expect(names.last()).toHaveText(/^layer\[1\d\]$/);
  for (const name of await names.all()) {
    // The lines its text is laid out on, by the tops of the text's boxes.
    const lines = await name.evaluate((el) => {
      const tops = new Set();
      const walk = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
      for (let t = walk.nextNode(); t; t = walk.nextNode()) {
        const range = document.createRange();
        range.selectNodeContents(t);
        for (const r of range.getClientRects()) tops.add(Math.round(r.top / 4));
      }
      return tops.size;
    });
    expect(lines, await name.textContent()).toBe(1);
  }
});

// A teacher's 1920x1080 projector: the code behind the frame, the registers
// and the board in sight at once (the panels in two columns).
test('at 1920x1080 the Play tab shows the board, the registers and the code at once', async ({ page }) => {
  await page.setViewportSize({ width: 1920, height: 1080 });
  await gotoApp(page, '?frame=8');
  const top = (sel) => page.locator(sel).first().evaluate((e) => e.getBoundingClientRect().top);
  expect(await top('#code')).toBeLessThan(1080 / 2);
  expect(await top('#registers tr[data-register]')).toBeLessThan(1080 - 40);
  const current = await page.locator('#code .line.current').evaluate((e) => e.getBoundingClientRect().bottom);
  expect(current).toBeLessThan(1080);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1920);
  await screenshot(page, 'play-1920x1080');
});

// At a board size that is no whole number of pixels per square, each square
// reaches into the next (which is drawn over it), so no hairline of the page
// shows between them where an edge falls between two pixels.
test('no gap between squares at a fractional board size', async ({ page }) => {
  await page.setViewportSize({ width: 1917, height: 1077 });
  await gotoApp(page, '?frame=12');
  const gaps = await page.locator('#board').evaluate((grid) => {
    const rect = (sq) => grid.querySelector(`[data-square=${sq}]`).getBoundingClientRect();
    const out = [];
    for (const [a, b] of [['d4', 'e4'], ['a1', 'b1'], ['g8', 'h8']]) {
      const [l, r] = [rect(a), rect(b)];
      if (l.right - r.left < 0.5) out.push(`${a}|${b}: ${l.right - r.left}`);
    }
    for (const [a, b] of [['e5', 'e4'], ['a2', 'a1']]) {
      const [t, u] = [rect(a), rect(b)];
      if (t.bottom - u.top < 0.5) out.push(`${a}/${b}: ${t.bottom - u.top}`);
    }
    return out;
  });
  expect(gaps).toEqual([]);
});
