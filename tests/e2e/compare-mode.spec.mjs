// The Compare mode: two runs on the Play tab's board, one playback for both,
// lined up by step (Dumb7Fill's cycles against Kogge-Stone's doubling steps;
// Westcott's forward iterations against Moshammer's), the difference board,
// the first differing frame, the choices in the link, a Compare embed, and the
// exports of both runs with their difference (SVG, text, PNG, GIF).
import { test, expect, gotoApp, screenshot, waitForFullApp } from './harness.mjs';
import { codeAsRunB, counter, decodedSize, download, openPreset } from './app-helpers.mjs';

test.describe.configure({ timeout: 60_000 });

const tab = (page, name) => page.getByRole('tablist', { name: 'Mode' }).getByRole('tab', { name });
const diffCell = (page, sq) => page.locator('#board-diff').getByRole('gridcell', { name: new RegExp(`^${sq}(,|$)`) });
const runCaption = (page, side) => page.locator(`#board-${side}-caption`);

test('Westcott against Moshammer on the seed: the first difference is named and shown', async ({ page }) => {
  await gotoApp(page);
  await tab(page, 'Compare').click();
  await expect(page).toHaveURL(/mode=compare/);
  await expect(page.locator('#board-a-title')).toContainText('A: All shortest paths (Westcott)');
  await expect(page.locator('#board-b-title')).toContainText("B: All shortest paths (Moshammer's variant)");
  // The answers agree: nothing only in A or only in B.
  await expect(page.locator('#diff-text')).toContainText('answer: only in A 0 (none); only in B 0 (none)');
  const first = page.locator('#compare-first');
  await expect(first).toContainText('They first differ at frame');
  await expect(first).toContainText('asp[2]');
  await page.getByRole('button', { name: 'Show it' }).click();
  // Both boards show forward iteration 2.
  await expect(runCaption(page, 'a')).toContainText('Step 2');
  await expect(runCaption(page, 'b')).toContainText('asp[2] = fill(asp[1])');
  // The difference board shows the register named: asp[2], where
  // Moshammer's holds e4 again.
  await expect(page.getByLabel('Difference of')).toHaveValue('asp[2]');
  await expect(page).toHaveURL(/reg=asp%5B2%5D/);
  await expect(page.locator('#diff-text')).toContainText('asp[2]: only in A 0 (none); only in B 1 (e4); in both 16');
  // Named in the difference's words.
  await expect(diffCell(page, 'e4')).toHaveAttribute('aria-label', 'e4, only in B');
  await expect(diffCell(page, 'd6')).toHaveAttribute('aria-label', 'd6, in both');
  await screenshot(page, 'compare-westcott-moshammer');
});

test('Dumb7Fill against Kogge-Stone: cycles 1, 2-3 and 4-7 with steps 1, 2 and 3, by keyboard', async ({ page }) => {
  await gotoApp(page, '?alg=fill&src=0x8&blk=0x800000000000&mode=compare');
  await expect(page.getByLabel('Run B')).toHaveValue('kogge-stone');
  await expect(page.locator('#compare-first')).toHaveText(/do not differ/);
  await page.locator('body').click({ position: { x: 5, y: 5 } });
  await page.keyboard.press('Home');
  const seen = [];
  const [, n] = await counter(page);
  for (let k = 0; k < n; k++) {
    seen.push([await runCaption(page, 'a').textContent(), await runCaption(page, 'b').textContent()]);
    await page.keyboard.press('ArrowRight');
  }
  const cycleWith = (c) => {
    const b = seen.filter(([a]) => a.startsWith(`Cycle ${c}:`)).map(([, b]) => b);
    expect(b.length, `frames shown with cycle ${c}`).toBeGreaterThan(0);
    return b;
  };
  // Kogge-Stone's step k shifts by 2^(k-1): 1, 2, 4 squares.
  for (const b of cycleWith(1)) expect(b).toMatch(/shifted 1 step/);
  for (const c of [2, 3]) for (const b of cycleWith(c)) expect(b).toMatch(/shifted 2 step/);
  for (const c of [4, 5, 6, 7]) for (const b of cycleWith(c)) expect(b).toMatch(/shifted 4 step/);
  expect(seen.at(-1)[0]).toMatch(/^Attacks/);
  expect(seen.at(-1)[1]).toMatch(/^Attacks/);
  // Unlinked: frame k against frame k.
  await page.getByLabel('Line frames up by step (off: by frame number)').uncheck();
  await expect(page).toHaveURL(/unlink=1/);
  await page.locator('body').click({ position: { x: 5, y: 5 } });
  await page.keyboard.press('End');
  await expect(runCaption(page, 'b')).toContainText('Attacks');
});

// (Wider than a phone's: a phone's frame shows one board at a time.)
test('a Compare embed stacks both boards and the difference', async ({ page }) => {
  await page.setViewportSize({ width: 520, height: 900 });
  await gotoApp(page, '?alg=westcott&src=0x10000000&tgt=0x8000000000000001&mode=compare&embed=1&reg=asp%5B2%5D');
  await expect(page.getByRole('tablist')).toHaveCount(0);
  await expect(page.getByRole('grid')).toHaveCount(3);
  const boxes = await page.getByRole('grid').evaluateAll((els) => els.map((e) => e.getBoundingClientRect().top));
  expect(boxes[0]).toBeLessThan(boxes[1]);
  expect(boxes[1]).toBeLessThan(boxes[2]);
  await page.getByRole('button', { name: 'Last frame' }).click();
  await screenshot(page, 'compare-embed');
});

test('the same fill on two boards: B keeps a board while A changes, kept in the link', async ({ page }) => {
  await gotoApp(page, '?alg=westcott&src=e4&tgt=a1,h8&mode=compare&vs=westcott');
  await expect(page.locator('#compare-first')).toHaveText(/do not differ/);
  await page.getByRole('button', { name: 'Keep this board for B' }).click();
  await expect(page.locator('#board-b-title')).toContainText('on a board of its own');
  await expect(page).toHaveURL(/bsrc=0x10000000/);
  // Change A's board in the Play tab: three blockers.
  await tab(page, 'Play').click();
  await page.getByRole('button', { name: 'Blocker', exact: true }).click();
  for (const sq of ['c3', 'd2', 'f5']) {
    await page.getByRole('gridcell', { name: new RegExp(`^${sq}(,|$)`) }).click();
  }
  await tab(page, 'Compare').click();
  await expect(page.locator('#board-a').getByRole('gridcell', { name: /^c3, blocker/ })).toHaveCount(1);
  await expect(page.locator('#board-b').getByRole('gridcell', { name: /^c3, blocker/ })).toHaveCount(0);
  await expect(page.locator('#compare-first')).toContainText('They first differ at frame');
  await expect(page.locator('#diff-text')).not.toContainText('only in A 0 (none); only in B 0 (none)');
  // Reloaded, B still has its own board.
  // (The address is written 200 ms after the last change.)
  await expect(page).toHaveURL(/blk=0x[0-9a-f]+.*mode=compare.*bsrc=/);
  await page.reload();
  await page.waitForFunction(() => window.__fillscopeFull === true);
  await expect(page.locator('#board-b-title')).toContainText('on a board of its own');
  await expect(page.locator('#board-b').getByRole('gridcell', { name: /^c3, blocker/ })).toHaveCount(0);
  await page.getByRole('button', { name: "Run B on A's board again" }).click();
  await expect(page.locator('#compare-first')).toHaveText(/do not differ/);
});

/** Clicks `button` in the Compare export group and reads the file it downloads. */
const compareDownload = (page, button) => download(page, button, page.locator('#compare-export'));

test('the Compare exports draw both runs and the difference: SVG, text, PNG and GIF', async ({ page }) => {
  await gotoApp(page, '?alg=fill&src=0x8&blk=0x800000000000&mode=compare');
  await page.getByRole('button', { name: 'Last frame' }).click();
  const [, n] = await counter(page);
  const stem = 'fillscope-compare-dumb7-kogge-stone';
  const labels = ['A: Occluded fill: Dumb7Fill', 'B: Occluded fill: Kogge-Stone', 'Difference: answer'];

  const svg = await compareDownload(page, 'Download SVG');
  expect(svg.name).toBe(`${stem}-frame${n}.svg`);
  const info = await page.evaluate((text) => {
    const doc = new DOMParser().parseFromString(text, 'image/svg+xml');
    const boards = [...doc.documentElement.children].filter((e) => e.localName === 'svg');
    return {
      error: doc.getElementsByTagName('parsererror').length,
      root: doc.documentElement.localName,
      boards: boards.map((b) => ({
        id: b.getAttribute('data-board'),
        label: [...b.children].find((e) => e.localName === 'text')?.textContent,
        squares: b.querySelectorAll('[data-square]').length,
      })),
    };
  }, svg.bytes.toString('utf8'));
  expect(info.error).toBe(0);
  expect(info.root).toBe('svg');
  expect(info.boards).toEqual([
    { id: 'a', label: labels[0], squares: 64 },
    { id: 'b', label: labels[1], squares: 64 },
    { id: 'difference', label: labels[2], squares: 64 },
  ]);

  const text = await compareDownload(page, 'Download text');
  expect(text.name).toBe(`${stem}-frame${n}.txt`);
  const body = text.bytes.toString('utf8');
  for (const label of labels) expect(body).toContain(`== ${label} ==`);
  expect(body).toContain('Legend of the difference:');
  expect(body).toContain('only B: Result B (cross-hatch)');

  // PNG: three boards of 8 squares of 48 px with 22 px of labels (406 px),
  // 12 px apart and around, under a 44 px band for two lines of labels.
  const png = await compareDownload(page, 'Download PNG');
  expect(png.name).toBe(`${stem}-frame${n}.png`);
  expect([...png.bytes.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  expect(await decodedSize(page, png.bytes, 'image/png')).toEqual([12 + 3 * (406 + 12), 12 + 44 + 406 + 12]);

  const gif = await compareDownload(page, 'Download GIF');
  expect(gif.name).toBe(`${stem}.gif`);
  expect(gif.bytes.subarray(0, 6).toString('latin1')).toBe('GIF89a');
  expect(await decodedSize(page, gif.bytes, 'image/gif')).toEqual([12 + 3 * (406 + 12), 12 + 44 + 406 + 12]);
  await expect(page.locator('#compare-export-status')).toHaveText(new RegExp(`^Downloaded ${stem}\\.gif \\(\\d+ bytes\\)\\.$`));
  await expect(page.locator('#compare-export-error')).toHaveCount(0);
  await page.locator('#compare-export').screenshot({ path: 'tests/artifacts/compare-export-panel.png' });
});

test('run B from the Log tab and from the Code tab: compared by register, kept in the link', async ({ page, context }) => {
  await gotoApp(page, '?alg=fill&dir=east&src=e4&mode=compare');
  // The log as B, before there is one: the page says so.
  await page.getByLabel('Run B').selectOption('log');
  await expect(page).toHaveURL(/vs=log/);
  await expect(page.locator('#compare-b-status')).toContainText('The Log tab has no values');
  // A log whose second flood wrapped onto the a-file (a5 is bit 32).
  await tab(page, 'Log').click();
  await page.getByLabel('Values from a log').fill('gen = 0x10000000\nflood = 0x30000000\nflood = 0x100000030000000\n');
  await tab(page, 'Compare').click();
  await expect(page.locator('#board-b-title')).toContainText('B: your log (Log tab)');
  await expect(page.locator('#compare-b-status')).toHaveCount(0);
  // Each value against A's register of its name, where the Log tab
  // matches it: the wrapped third value is named at the same frame of A.
  await expect(page.locator('#compare-first')).toHaveText(/^They first differ at frame \d+ \(A's frame (\d+), B's frame \d+\): flood\./);
  const aFrame = (await page.locator('#compare-first').textContent()).match(/A's frame (\d+)/)[1];
  await page.locator('#compare-first').getByRole('button', { name: 'Show it' }).click();
  await expect(page.locator('#board-b-caption')).toContainText(`its flood at frame ${aFrame} differs`);
  await page.getByLabel('Difference of').selectOption('flood');
  await expect(page.locator('#compare-first')).toContainText('flood');
  await screenshot(page, 'compare-log-as-b');

  // The code as B: the Code tab's starter routine runs on the same board.
  await page.getByLabel('Run B').selectOption('code');
  await expect(page).toHaveURL(/vs=code/);
  await expect(page.locator('#board-b-title')).toContainText('B: your code (Code tab)');
  await expect(page.locator('#compare-b-status')).toBeEmpty({ timeout: 20_000 });
  await expect(page.locator('#board-b-caption')).toContainText('Line');
  const [, pairs] = await counter(page);
  expect(pairs).toBeGreaterThan(1);
  await screenshot(page, 'compare-code-as-b');

  // Opened from the link in a fresh page: the code runs again as B.
  const other = await context.newPage();
  await other.goto(page.url());
  await expect(other.locator('#board-b-title')).toContainText('B: your code (Code tab)', { timeout: 20_000 });
  await expect(other.locator('#board-b-caption')).toContainText('Line', { timeout: 20_000 });
  await other.close();

  // A built-in fill again.
  await page.getByLabel('Run B').selectOption('dumb7');
  await expect(page.locator('#board-b-title')).toContainText('B: ');
  await expect(page).not.toHaveURL(/vs=code/);
});

// Westcott's first line, `sq1 &= path`, drops the log's b2 (blocked) from
// sq1 in A's first frame. The Log tab's check reads the log's first values
// as the board and agrees; Compare named sq1 at frame 1 and drew b2 as only
// in B.
test("a log's input that A's first frame changes is no difference in Compare", async ({ page }) => {
  await gotoApp(page, '?alg=westcott&src=e4,b2&tgt=a1,h8&blk=b2&mode=compare');
  await page.getByLabel('Run B').selectOption('log');
  await tab(page, 'Log').click();
  await page.getByLabel('Values from a log').fill(
    'sq1 = 0x10000200\nsq2 = 0x8000000000000001\npath = 0xfffffffffffffdff\n' +
      'asp[1] = 0x0000003828380000\nasp[2] = 0x00007c4444447c00\n',
  );
  await expect(page.locator('#log-verdict')).not.toContainText('parts from the fill');
  await tab(page, 'Compare').click();
  await expect(page.locator('#board-b-title')).toContainText('B: your log (Log tab)');
  await expect(page.locator('#compare-first')).toHaveText(/^Every value of the log is A's register of its name\./);
  // The first pair: the log's sq1 beside A's first frame, the same.
  await expect(runCaption(page, 'b')).toContainText('Value 1 of 5: sq1');
  await expect(page.locator('#diff-text')).toContainText('each value: only in A 0 (none); only in B 0 (none); in both 2');
});

test('Moshammer picked in the Play tab: run B is its counterpart, not Moshammer, and stays out of the link', async ({ page }) => {
  await gotoApp(page, '?alg=westcott&src=e4&tgt=a1,h8');
  const algorithm = page.getByLabel('Algorithm', { exact: true });
  await algorithm.selectOption({ label: 'All shortest paths (Moshammer)' });
  await expect(page).toHaveURL(/alg=moshammer/);
  await expect(page).not.toHaveURL(/vs=/);
  await tab(page, 'Compare').click();
  await expect(page.locator('#board-a-title')).toContainText("A: All shortest paths (Moshammer's variant)");
  await expect(page.locator('#board-b-title')).toContainText('B: All shortest paths (Westcott)');
  await expect(page.getByLabel('Run B')).toHaveValue('westcott');
  await expect(page.locator('#compare-first')).toContainText('They first differ at frame');
  await expect(page).not.toHaveURL(/vs=/);
  // Another fill after Moshammer: B is that fill's counterpart, not Moshammer.
  await tab(page, 'Play').click();
  await algorithm.selectOption({ label: 'Bit-shift BFS with walls' });
  await expect(page).toHaveURL(/alg=bfs/);
  await expect(page).not.toHaveURL(/vs=/);
  await tab(page, 'Compare').click();
  await expect(page.getByLabel('Run B')).toHaveValue('westcott');
  // The same B as a fresh link with Moshammer gives.
  await gotoApp(page, '?alg=moshammer&src=e4&tgt=a1,h8&mode=compare');
  await expect(page.getByLabel('Run B')).toHaveValue('westcott');
  // A pick of the user's own is kept, in the link too.
  await page.getByLabel('Run B').selectOption('moshammer');
  await expect(page).toHaveURL(/vs=moshammer/);
  await expect(page.locator('#compare-first')).toHaveText(/do not differ/);
});

test('runs with no register in common: the page says only their answers are compared', async ({ page }) => {
  await gotoApp(page, '?alg=bfs&src=e4&tgt=a1,h8&mode=compare&vs=moshammer');
  await expect(page.locator('#board-b-title')).toContainText("B: All shortest paths (Moshammer's variant)");
  const first = page.locator('#compare-first');
  await expect(first).toContainText('no register in common');
  await expect(first).toContainText('only their answers are compared');
  await expect(first).not.toContainText('Every frame agrees');
  // No register to pick: only the answers.
  await expect(page.getByLabel('Difference of').locator('option')).toHaveText(['the answers']);
});

test("Compare's boards are read-only: marked so, and their help says how to read them, not edit them", async ({ page }) => {
  await gotoApp(page, '?alg=westcott&src=e4&tgt=a1,h8&mode=compare');
  const help = (grid) => grid.evaluate((g) => document.getElementById(g.getAttribute('aria-describedby'))?.textContent ?? '');
  for (const id of ['board-a', 'board-b', 'board-diff']) {
    const grid = page.locator(`#${id}`);
    await expect(grid).toHaveAttribute('aria-readonly', 'true');
    const text = await help(grid);
    expect(text, id).toContain('read-only');
    expect(text, id).toContain('Arrow keys move between squares to read them');
    expect(text, id).not.toContain('applies the tool');
    expect(text, id).not.toContain('Wall tool');
  }
  // Arrow keys still move between the squares.
  await page.locator('#board-b').getByRole('gridcell', { name: /^a8(,|$)/ }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.locator('#board-b').getByRole('gridcell', { name: /^b8(,|$)/ })).toBeFocused();
  // The Play tab's board edits, and says how.
  await tab(page, 'Play').click();
  const board = page.getByRole('grid', { name: 'Board', exact: true });
  await expect(board).not.toHaveAttribute('aria-readonly', /./);
  expect(await help(board)).toContain('Space or Enter applies the tool');
});

// From 727 px (the width at which three 9x9 boards get 24 px squares, 655
// px for 8x8 boards; narrower frames show one board at a time, below).
test('a Compare embed at 800x400 puts the three boards side by side, each readable, with no scrolling', async ({ page }) => {
  await page.setViewportSize({ width: 800, height: 400 });
  await gotoApp(page, '?embed=1&mode=compare');
  const grids = page.getByRole('grid');
  await expect(grids).toHaveCount(3);
  const boxes = await grids.evaluateAll((els) => els.map((e) => e.getBoundingClientRect().toJSON()));
  for (const b of boxes) {
    expect(b.width).toBeGreaterThanOrEqual(8 * 24);
    expect(b.left).toBeGreaterThanOrEqual(0);
    expect(b.right).toBeLessThanOrEqual(800);
    expect(b.bottom).toBeLessThanOrEqual(400);
  }
  // Side by side, level.
  expect(boxes[0].right).toBeLessThan(boxes[1].left);
  expect(boxes[1].right).toBeLessThan(boxes[2].left);
  expect(new Set(boxes.map((b) => Math.round(b.top))).size).toBe(1);
  // The labels are whole and legible, inside the frame.
  for (const id of ['board-a-title', 'board-b-title', 'board-diff-title']) {
    const label = await page.locator(`#${id}`).evaluate((e) => ({
      ...e.getBoundingClientRect().toJSON(),
      size: parseFloat(getComputedStyle(e).fontSize),
      cut: e.scrollWidth > e.clientWidth || e.scrollHeight > e.clientHeight,
    }));
    expect(label.size, id).toBeGreaterThanOrEqual(11);
    expect(label.cut, id).toBe(false);
    expect(label.left, id).toBeGreaterThanOrEqual(0);
    expect(label.right, id).toBeLessThanOrEqual(800);
    expect(label.top, id).toBeGreaterThanOrEqual(0);
  }
  const scroll = await page.evaluate(() => [document.documentElement.scrollWidth, document.documentElement.clientWidth]);
  expect(scroll[0]).toBeLessThanOrEqual(scroll[1]);
  await screenshot(page, 'compare-embed-800x400');
});

test("on a 390 px wide phone the Compare panel fits the screen: Run B's menu is whole", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await gotoApp(page, '?alg=westcott&src=e4&tgt=a1,h8&mode=compare');
  for (const sel of ['section.panel:has(#compare-title)', '#compare-a', '#compare-b', '#compare-reg']) {
    const box = await page.locator(sel).evaluate((e) => e.getBoundingClientRect().toJSON());
    expect(box.left, sel).toBeGreaterThanOrEqual(0);
    expect(box.right, sel).toBeLessThanOrEqual(390);
  }
});

// The Compare mode works on the 9x9 board (compare-nine.spec.mjs), and
// so does the Code tab's run as run B: opened from a link, it runs on the
// 9x9 board, in Compare and in the Code tab alike.
test('with the 9x9 board on show, code as run B runs on the 9x9 board, and the Code tab runs it there too', async ({ page }) => {
  await gotoApp(page, '?alg=bfs&board=9x9&src=i9&tgt=a1&mode=compare&vs=code');
  await expect(page.locator('#board-b-title')).toContainText('B: your code (Code tab)');
  await expect(page.locator('#compare-b-status')).not.toContainText('8x8', { timeout: 20_000 });
  await expect(page.locator('#compare-b-status')).not.toContainText('Running', { timeout: 20_000 });
  await expect(page.locator('#board-a [role=gridcell]')).toHaveCount(81);
  await expect(page.locator('#board-b [role=gridcell]')).toHaveCount(81);
  const [, pairs] = await counter(page);
  expect(pairs).toBeGreaterThan(1);
  await tab(page, 'Code').click();
  await expect(page.locator('#code-board [role=gridcell]')).toHaveCount(81);
  await expect(page.locator('#code-status')).not.toContainText('Running', { timeout: 20_000 });
  await expect(page.locator('#code-status')).not.toBeEmpty();
});

test('run B from an empty Log tab: run A still steps, and no button is offered that does nothing', async ({ page }) => {
  await gotoApp(page, '?alg=westcott&src=e4&tgt=a1,h8&mode=compare');
  await page.getByLabel('Run B').selectOption('log');
  await expect(page.locator('#compare-b-status')).toContainText('The Log tab has no values');
  await expect(page.locator('#compare-first')).toHaveText('Run B has no frames to compare yet.');
  await expect(page.getByRole('button', { name: 'Show it' })).toHaveCount(0);
  // A's 13 frames step as before; B's board shows no frame.
  expect(await counter(page)).toEqual([1, 13]);
  await expect(runCaption(page, 'a')).toHaveText('Drop the squares of sq1 and sq2 that are not in path');
  await page.getByRole('button', { name: 'Step forward' }).click();
  expect(await counter(page)).toEqual([2, 13]);
  await expect(runCaption(page, 'a')).toHaveText('asp[0] = sq1: the fill starts here');
  await expect(runCaption(page, 'b')).toBeEmpty();
  await page.getByRole('button', { name: 'Last frame' }).click();
  expect(await counter(page)).toEqual([13, 13]);
  await expect(runCaption(page, 'a')).toContainText('return 5');
  // Nothing of B to export yet, and the panel says so rather than offering buttons.
  await expect(page.locator('#compare-export button')).toHaveCount(0);
  await expect(page.locator('#compare-export')).toContainText('Run B has no frames yet, so there is nothing to export side by side.');
  // Once the log has values, B is compared, A's frame kept.
  await tab(page, 'Log').click();
  await page.getByLabel('Values from a log').fill('sq1 = 0x10000000\n');
  await tab(page, 'Compare').click();
  await expect(page.locator('#compare-b-status')).toHaveCount(0);
  await expect(runCaption(page, 'b')).not.toBeEmpty();
  await expect(page.locator('#compare-export button')).not.toHaveCount(0);
});

test("the Code tab's own Westcott as run B: its statements line up with A's steps by value, and nothing differs", async ({ page }) => {
  await openPreset(page, '?alg=westcott&src=e4&tgt=a1,h8&mode=code', 'westcott');
  await codeAsRunB(page);
  // By number, A's last frame (the pruned layers) met B's forward pass and
  // "differed"; by value, B reaches every frame of A.
  await expect(page.locator('#compare-first')).toHaveText('The two runs do not differ in their layers or answers: both return 5.');
  // A holds its frame while B's statements get to the next one.
  const [, pairs] = await counter(page);
  expect(pairs).toBeGreaterThan(13);
});

test("the Code tab's own BFS and Dumb7Fill as run B: a returned distance is compared as a number, a returned fill is named", async ({ page }) => {
  await openPreset(page, '?alg=bfs&src=e4&tgt=a1,h8&blk=d4,d5&mode=code', 'bfs');
  await codeAsRunB(page);
  await expect(page.locator('#compare-first')).toHaveText('The two runs do not differ in their layers or answers: both return 7.');
  await expect(page.locator('#compare-first')).not.toContainText('answers differ');
  // The occluded fill's preset returns the fill; the built-in answers the attacks.
  await openPreset(page, '?alg=fill&method=dumb7&src=e4&blk=e7&mode=code', 'dumb7');
  await codeAsRunB(page);
  await expect(page.locator('#compare-first')).toContainText("B's answer is A's flood");
});

// An engine developer's own Dumb7Fill beside the built-in one: with no
// layers to line up by, the runs line up by the registers both name (gen,
// flood); A used to jump to its last frame at B's first statement.
test('your own occluded fill as run B lines up with Dumb7Fill by gen and flood', async ({ page }) => {
  await gotoApp(page, '?alg=fill&dir=east&src=e4&mode=code');
  const shifts = '    gen = (gen << 1) & pro; flood |= gen;\n'.repeat(6);
  await page.getByLabel('C code').fill(
    'typedef unsigned long long U64;\nU64 eastOccl(U64 gen, U64 pro) {\n    U64 flood = gen;\n' +
      '    pro &= 0xfefefefefefefefeULL;\n' + shifts + '    flood |= (gen << 1) & pro;\n    return flood;\n}\n',
  );
  await expect(page.locator('#code-status')).toContainText('eastOccl ran', { timeout: 20_000 });
  await codeAsRunB(page);
  await expect(page.locator('#compare-first')).toContainText('reaches every frame\'s gen, flood as A has them');
  // The first pair shows A's first frame, not its answer.
  const first = await runCaption(page, 'a').textContent();
  await page.getByRole('button', { name: 'Last frame' }).click();
  expect(await runCaption(page, 'a').textContent()).not.toBe(first);
});

test('a Compare link opens at its frame, and stepping keeps the frame in the link', async ({ page }) => {
  await gotoApp(page, '?alg=westcott&src=e4&tgt=a1,h8&blk=d4,d5,e5,f5&mode=compare&frame=3');
  await expect(page.locator('#frame-counter')).toHaveText(/^Frame 4 \/ \d+$/);
  await page.getByRole('button', { name: 'Step forward' }).click();
  await expect(page.locator('#frame-counter')).toHaveText(/^Frame 5 \/ \d+$/);
  await expect(page).toHaveURL(/frame=4/);
  await page.reload();
  await expect(page.locator('#frame-counter')).toHaveText(/^Frame 5 \/ \d+$/, { timeout: 20_000 });
});

for (const [w, h] of [[1280, 800], [1920, 1080]]) {
  test(`at ${w}x${h} the three boards sit on one row and the playback bar is in sight`, async ({ page }) => {
    await page.setViewportSize({ width: w, height: h });
    await gotoApp(page, '?alg=westcott&src=e4&tgt=a1,h8&mode=compare');
    const boards = page.locator('.compare-boards .grid');
    await expect(boards).toHaveCount(3);
    const boxes = await boards.evaluateAll((els) => els.map((e) => e.getBoundingClientRect().toJSON()));
    // One row: the same top and size, side by side, within the page's width.
    for (const b of boxes) {
      expect(Math.abs(b.top - boxes[0].top)).toBeLessThan(1);
      expect(Math.abs(b.width - boxes[0].width)).toBeLessThan(1);
    }
    expect(boxes[0].right).toBeLessThanOrEqual(boxes[1].left);
    expect(boxes[1].right).toBeLessThanOrEqual(boxes[2].left);
    expect(boxes[2].right).toBeLessThanOrEqual(w);
    // The playback bar, under them, without scrolling.
    const play = await page.getByRole('button', { name: 'Play', exact: true }).boundingBox();
    expect(play.y + play.height).toBeLessThanOrEqual(h);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(w);
  });
}

// A teacher's screen: 1280x720 at 150% zoom (a 853x480 window at a device
// scale of 1.5) and at 100%, a 1024x768 projector and a tablet held
// upright. The boards share the height with the playback bar: its buttons
// and counter are in sight without scrolling on every frame (the bar was
// under the fold at 853x480 and 768x1024), also where the captions run
// long (BFS's difference lists squares), and the boards are whole and
// big enough to read.
for (const [w, h, scale, least] of [[853, 480, 1.5, 160], [1280, 720, 1, 350], [1024, 768, 1, 270], [768, 1024, 1, 280]]) {
  test.describe(`at ${w}x${h}${scale === 1 ? '' : ` (device scale ${scale})`}`, () => {
    test.use({ viewport: { width: w, height: h }, deviceScaleFactor: scale });
    for (const link of ['?alg=westcott&src=e4&tgt=a1,h8&mode=compare', '?alg=bfs&src=e1&mode=compare']) {
      test(`the Compare playback bar is in sight on every frame without scrolling: ${link}`, async ({ page }) => {
        await gotoApp(page, link);
        const boards = page.locator('.compare-boards [role=grid]');
        await expect(boards).toHaveCount(3);
        const bar = page.getByRole('group', { name: 'Playback' });
        const parts = [...(await bar.getByRole('button').all()), page.locator('#frame-counter')];
        expect(parts).toHaveLength(6);
        const inView = (b) => b.x >= 0 && b.y >= 0 && b.x + b.width <= w && b.y + b.height <= h;
        const [, pairs] = await counter(page);
        let top;
        for (let i = 1; i <= pairs; i++) {
          expect(await counter(page)).toEqual([i, pairs]);
          for (const part of parts) {
            const b = await part.boundingBox();
            expect(inView(b), `frame ${i}: ${await part.getAttribute('aria-label') ?? 'counter'} at ${JSON.stringify(b)}`).toBe(true);
          }
          // The bar stays put as it is pressed.
          const y = (await bar.boundingBox()).y;
          top ??= y;
          expect(Math.abs(y - top), `frame ${i}: the bar moved`).toBeLessThan(1);
          for (const b of await boards.evaluateAll((gs) => gs.map((g) => g.getBoundingClientRect().toJSON()))) {
            expect(b.width, `frame ${i}: a board's side`).toBeGreaterThanOrEqual(least);
            expect(inView(b), `frame ${i}: a board at ${JSON.stringify(b)}`).toBe(true);
          }
          expect(await page.evaluate(() => [window.scrollX, window.scrollY])).toEqual([0, 0]);
          if (i < pairs) await page.getByRole('button', { name: 'Step forward' }).click();
        }
        await screenshot(page, `compare-bar-${w}x${h}-${link.includes('bfs') ? 'bfs' : 'seed'}`);
      });
    }
  });
}

// A landscape window fits the three boards on one row (at 900x800 they are
// 246 px, where A and B over the Difference board would be 187 px to keep
// the bar in sight); a portrait one puts the Difference board under A and
// the bar beside it.
test('at 900x800 the three boards sit on one row, at 700x900 the Difference board under A with the bar beside it, with no sideways scrolling', async ({ page }) => {
  await page.setViewportSize({ width: 900, height: 800 });
  await gotoApp(page, '?alg=westcott&src=e4&tgt=a1,h8&mode=compare');
  const boards = page.locator('.compare-boards .grid');
  await expect(boards).toHaveCount(3);
  let [a, b, d] = await boards.evaluateAll((els) => els.map((e) => e.getBoundingClientRect().toJSON()));
  expect(a.right).toBeLessThanOrEqual(b.left);
  expect(b.right).toBeLessThanOrEqual(d.left);
  expect(Math.abs(a.top - d.top)).toBeLessThan(1);
  expect(d.right).toBeLessThanOrEqual(900);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(900);
  await page.setViewportSize({ width: 700, height: 900 });
  [a, b, d] = await boards.evaluateAll((els) => els.map((e) => e.getBoundingClientRect().toJSON()));
  expect(a.right).toBeLessThanOrEqual(b.left);
  expect(Math.abs(a.width - b.width)).toBeLessThan(1);
  expect(d.top).toBeGreaterThanOrEqual(Math.max(a.bottom, b.bottom));
  expect(Math.abs(d.left - a.left)).toBeLessThan(1);
  const play = await page.getByRole('button', { name: 'Play', exact: true }).boundingBox();
  expect(play.x).toBeGreaterThanOrEqual(d.right);
  expect(play.y + play.height).toBeLessThanOrEqual(900);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(700);
});

// A page zoomed to 200% on a 1280x720 screen is a 640x360 window: the
// boards keep a readable size (the page scrolls) and their labels do not
// overlap.
test('in a short window (a page zoomed to 200%) the Compare boards keep their size', async ({ page }) => {
  await page.setViewportSize({ width: 640, height: 360 });
  await gotoApp(page, '?alg=fill&src=e4,b2&blk=e6,f3&mode=compare');
  const boards = page.locator('.compare-boards [role=grid]');
  await expect(boards).toHaveCount(3);
  for (const box of await boards.evaluateAll((els) => els.map((e) => e.getBoundingClientRect().width))) {
    expect(box).toBeGreaterThanOrEqual(150);
  }
  const labels = await page.locator('.compare-boards figcaption').evaluateAll((els) =>
    els.map((e) => {
      const r = e.getBoundingClientRect();
      return { left: r.left, right: r.right, top: r.top, bottom: r.bottom };
    }),
  );
  for (let i = 0; i < labels.length; i++) {
    for (let j = i + 1; j < labels.length; j++) {
      const [a, b] = [labels[i], labels[j]];
      const overlap = a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
      expect(overlap, `labels ${i} and ${j} overlap`).toBe(false);
    }
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(640);
  await screenshot(page, 'compare-640x360');
});

test("one fill with two step kinds: run B's own step kind, in the titles and the link, kept on reload", async ({ page }) => {
  await gotoApp(page);
  await tab(page, 'Compare').click();
  await page.getByLabel('Run B', { exact: true }).selectOption('westcott');
  const step = page.getByLabel("Step kind for B");
  await expect(step).toHaveValue('');
  await expect(step.locator('option').first()).toHaveText('as run A (king)');
  await step.selectOption('knight');
  await expect(page).toHaveURL(/bstep=knight/);
  await expect(page.locator('#board-a-title')).toContainText('A: All shortest paths (Westcott), king steps');
  await expect(page.locator('#board-b-title')).toContainText('B: All shortest paths (Westcott), knight steps');
  // Knight paths from e4 reach a1 and h8 in other squares than king paths.
  await page.getByRole('button', { name: 'Last frame' }).click();
  await expect(page.locator('#diff-text')).not.toContainText('only in A 0 (none); only in B 0 (none)');
  await page.reload();
  await expect(page.getByLabel("Step kind for B")).toHaveValue('knight');
  await expect(page.locator('#board-b-title')).toContainText('knight steps');
  // Back to A's step kind: nothing of B's own in the titles or the link.
  await page.getByLabel("Step kind for B").selectOption('');
  await expect(page.locator('#board-b-title')).not.toContainText('steps');
  await expect(page).not.toHaveURL(/bstep=/);
  // A fill that takes no step kind offers none, and drops B's own: back
  // on a shortest-paths fill, B runs with A's again.
  await page.getByLabel("Step kind for B").selectOption('knight');
  await page.getByLabel('Run B', { exact: true }).selectOption('bfs');
  await expect(page.getByLabel("Step kind for B")).toHaveCount(0);
  await expect(page).not.toHaveURL(/bstep=/);
  await page.getByLabel('Run B', { exact: true }).selectOption('moshammer');
  await expect(page.getByLabel("Step kind for B")).toHaveValue('');
});

// A frame too narrow for three boards of 24 px squares (below 655 px)
// shows one board at a time, as large as the frame allows, under an A / B /
// Difference switch, its label whole (three boards side by side were 87 px
// at 360 px wide, their digits 4 px and their labels cut; stacked in a
// 360x640 frame, 131 px; side by side at 480x400, 134 px, squares of
// 17 px). In a tall frame the board takes the width; in a low one (the
// dialog's 480 and 640 px frames; a phone's page shrinks the dialog's
// 800x400 frame to 360x180), the height, its label and the switch beside
// it.
for (const [w, h, least] of [[360, 640, 300], [414, 800, 360], [360, 200, 100], [480, 400, 260], [640, 500, 400]]) {
  test(`a Compare embed at ${w}x${h} shows one board of ${least} px or more at a time, its label whole`, async ({ page }) => {
    await page.setViewportSize({ width: w, height: h });
    await gotoApp(page, '?alg=westcott&src=e4&tgt=a1,h8&mode=compare&vs=westcott&bstep=knight&embed=1&frame=5');
    const pick = page.getByRole('group', { name: 'Board on show' });
    const bar = await page.locator('.embed-bar').boundingBox();
    const boards = [
      ['A', 'a', 'A: All shortest paths (Westcott), king steps'],
      ['B', 'b', 'B: All shortest paths (Westcott), knight steps'],
      ['Difference', 'diff', 'Difference: answer'],
    ];
    for (const [name, side, title] of boards) {
      const button = pick.getByRole('button', { name, exact: true });
      if (side !== 'a') await button.click();
      await expect(button).toHaveAttribute('aria-pressed', 'true');
      // The one board on show, as large as asked, inside the frame and
      // clear of the playback bar.
      await expect(page.getByRole('grid')).toHaveCount(1);
      const grid = await page.locator(`#board-${side}`).boundingBox();
      expect(grid.width, `${name}'s board`).toBeGreaterThanOrEqual(least);
      expect(grid.x, name).toBeGreaterThanOrEqual(0);
      expect(grid.x + grid.width, name).toBeLessThanOrEqual(w);
      expect(grid.y + grid.height, `${name}'s board above the bar`).toBeLessThanOrEqual(bar.y);
      // Its label: the full name, legible, nothing of it clipped.
      const label = await page.locator(`#board-${side}-title`).evaluate((e) => ({
        ...e.getBoundingClientRect().toJSON(),
        text: e.innerText.replace(/\s+/g, ' ').trim(),
        size: parseFloat(getComputedStyle(e).fontSize),
        cut: e.scrollWidth > e.clientWidth || e.scrollHeight > e.clientHeight,
      }));
      expect(label.text, name).toBe(title);
      expect(label.cut, `${name}'s label cut`).toBe(false);
      expect(label.size, name).toBeGreaterThanOrEqual(13);
      expect(label.left, name).toBeGreaterThanOrEqual(0);
      expect(label.right, name).toBeLessThanOrEqual(w);
      expect(label.top, name).toBeGreaterThanOrEqual(0);
      expect(label.bottom, name).toBeLessThanOrEqual(bar.y);
    }
    const scroll = await page.evaluate(() => {
      const d = document.documentElement;
      return [d.scrollWidth - d.clientWidth, d.scrollHeight - d.clientHeight];
    });
    expect(scroll, 'no scrollbars').toEqual([0, 0]);
    await screenshot(page, `compare-embed-${w}x${h}`);
  });
}

// A low frame wide enough for three boards keeps them, their labels on
// one line with the runs' short names; a screen reader hears the full
// names. (At 800x204 both runs' labels read "All shortest paths …".)
test('a low Compare embed shows the runs\' short names and names its boards in full for a screen reader', async ({ page }) => {
  await page.setViewportSize({ width: 800, height: 204 });
  await gotoApp(page, '?alg=westcott&src=e4&tgt=a1,h8&mode=compare&vs=moshammer&embed=1');
  await expect(page.getByRole('grid')).toHaveCount(3);
  await expect(page.getByRole('group', { name: 'Board on show' })).toHaveCount(0);
  await expect(page.locator('#board-b-title .name-short')).toHaveText("Moshammer's variant");
  await expect(page.locator('#board-b-title .name-short')).toBeVisible();
  await expect(page.getByRole('figure', { name: 'A: All shortest paths (Westcott)' })).toHaveCount(1);
});

// A frame taller than wide, wider than a phone's (520x900), stacks the
// three boards, each on the same middle line (B's, under a longer name,
// sat to the left).
test('a tall Compare embed stacks its boards one above the other, lined up', async ({ page }) => {
  await page.setViewportSize({ width: 520, height: 900 });
  await gotoApp(page, '?alg=westcott&src=e4&tgt=a1,h8&mode=compare&vs=moshammer&embed=1');
  const boxes = [];
  for (const side of ['a', 'b', 'diff']) boxes.push(await page.locator(`#board-${side}`).boundingBox());
  for (const [i, b] of boxes.entries()) {
    expect(Math.abs(b.x - boxes[0].x), `board ${i} lined up`).toBeLessThan(1);
    expect(b.width, `board ${i}`).toBeGreaterThan(100);
    if (i > 0) expect(b.y, `board ${i} below the one before`).toBeGreaterThan(boxes[i - 1].y + boxes[i - 1].height);
  }
  expect(boxes[2].y + boxes[2].height).toBeLessThanOrEqual(900);
});

// At the Embed dialog's heights the difference's caption is whole: runs of
// their own step kinds (the longest caption) lost its last line at 640 and
// 800 px.
test('a Compare embed at the heights the dialog gives shows the whole caption', async ({ page }) => {
  await gotoApp(page, '?alg=westcott&src=e4&tgt=a1,h8&mode=compare&vs=westcott&bstep=knight');
  await page.getByRole('button', { name: 'Embed', exact: true }).click();
  const sizes = [];
  for (const w of ['640', '800']) {
    await page.getByLabel('Width').selectOption(w);
    const snippet = await page.getByRole('textbox', { name: 'Embed code' }).inputValue();
    sizes.push([+w, +snippet.match(/height="(\d+)"/)[1]]);
  }
  for (const [width, height] of sizes) {
    await page.setViewportSize({ width, height });
    await gotoApp(page, '?alg=westcott&src=e4&tgt=a1,h8&mode=compare&vs=westcott&bstep=knight&embed=1');
    const text = page.locator('#diff-text');
    await expect(text).toContainText('in both');
    const [scroll, client] = await text.evaluate((e) => [e.scrollHeight, e.clientHeight]);
    expect(scroll, `${width}x${height}: the caption's lines`).toBeLessThanOrEqual(client + 1);
  }
});

test('Compare opened from Play shows Play\'s moment: the answers at its end, the same step before', async ({ page }) => {
  await gotoApp(page, './?alg=westcott&src=e4&tgt=a1,h8');
  await page.getByRole('button', { name: 'Step forward' }).click();
  await page.getByRole('button', { name: 'Step forward' }).click();
  const caption = await page.locator('.stage .caption').textContent();
  // The first open of a mode loads the full app (the hand-off).
  await tab(page, 'Compare').click();
  await expect(page.locator('#panel-compare')).toBeVisible();
  await expect(runCaption(page, 'a')).toHaveText(caption);
  await tab(page, 'Play').click();
  await page.getByRole('button', { name: 'Last frame' }).click();
  expect(await counter(page)).toEqual([13, 13]);
  await tab(page, 'Compare').click();
  const [at, pairs] = await counter(page);
  expect(at).toBe(pairs);
  await expect(page.locator('#diff-text')).toContainText('answer:');
});

// A teacher's Compare link where the runs line up unevenly (Dumb7Fill's
// cycles against Kogge-Stone's steps) opens at its pair, and a reload or
// two stays there (each reload moved on a pair).
test('a Compare link of Dumb7Fill against Kogge-Stone stays at its pair through reloads', async ({ page }) => {
  await gotoApp(page, './?alg=fill&src=0x10000000&mode=compare&vs=kogge-stone&frame=2');
  await expect(page.locator('#panel-compare')).toBeVisible();
  const caption = await runCaption(page, 'a').textContent();
  for (let i = 0; i < 2; i++) {
    expect(await counter(page)).toEqual([3, 10]);
    await page.waitForTimeout(300);
    expect(new URL(page.url()).searchParams.get('frame')).toBe('2');
    await page.reload();
    // (The Play page is on show while the full app loads.)
    await waitForFullApp(page);
    await expect(page.locator('#panel-compare')).toBeVisible();
  }
  await expect(runCaption(page, 'a')).toHaveText(caption);
});

// Back into Compare shows the pair it showed (Back used to go to the Play
// tab's frame, and wrote that over the entry's `frame=`).
test("Back and Forward between Play and Compare keep each one's frame", async ({ page }) => {
  await gotoApp(page, '?alg=westcott&src=e4&tgt=a1,h8&mode=compare');
  await expect(page.locator('#board-a-title')).toContainText('A: All shortest paths (Westcott)');
  await page.locator('h1').click();
  for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowRight');
  await expect(page.locator("#frame-counter")).toHaveText(/^Frame 4 \//);
  await expect(page).toHaveURL(/frame=3&mode=compare/);
  await tab(page, 'Play').click();
  await expect(page).not.toHaveURL(/mode=compare/);
  // (End on the tab list would pick the last tab.)
  await page.locator('h1').click();
  await page.keyboard.press('End');
  await expect(page.locator("#frame-counter")).toHaveText('Frame 13 / 13');
  await expect(page).toHaveURL(/frame=12/);
  await page.goBack();
  await expect(page).toHaveURL(/frame=3&mode=compare/);
  await expect(page.locator("#frame-counter")).toHaveText(/^Frame 4 \//);
  await page.goForward();
  await expect(page).not.toHaveURL(/mode=compare/);
  await expect(page.locator("#frame-counter")).toHaveText('Frame 13 / 13');
});

// A tab changed right after a step: the address had not taken the last
// frames yet (it is written 200 ms after the last change), and Back went
// to the frame before them.
test('Back right after stepping and changing tab finds the last frame shown', async ({ page }) => {
  await gotoApp(page, '?alg=westcott&src=e4&tgt=a1,h8&mode=compare');
  await expect(page.locator('#board-a-title')).toContainText('A: All shortest paths (Westcott)');
  await page.locator('h1').click();
  // No wait between the last step and the click: a quick hand is within
  // the 200 ms.
  for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowRight');
  await tab(page, 'Play').click();
  await expect(page).not.toHaveURL(/mode=compare/);
  await page.goBack();
  await expect(page).toHaveURL(/frame=3&mode=compare/);
  await expect(page.locator('#frame-counter')).toHaveText(/^Frame 4 \//);
});

// A teacher's screen zoomed to 150% or 200% (853 to 960 px wide): boards
// in the same row stand level, whichever run's name takes two lines (B's
// stood 25 px lower than A's).
for (const [w, h] of [[960, 720], [960, 540], [853, 480], [700, 800]]) {
  test(`at ${w}x${h} the Compare boards of a row stand level`, async ({ page }) => {
    await page.setViewportSize({ width: w, height: h });
    await gotoApp(page, '?alg=westcott&src=e4&tgt=a1,h8&mode=compare');
    await expect(page.locator('#board-b-title')).toContainText("Moshammer's variant");
    const boxes = await page.locator('.compare-stage .run [role=grid]').evaluateAll((gs) => gs.map((g) => g.getBoundingClientRect().toJSON()));
    expect(boxes).toHaveLength(3);
    const rows = new Map();
    for (const b of boxes) {
      const row = [...rows.keys()].find((y) => Math.abs(y - b.top) < b.height / 2) ?? b.top;
      rows.set(row, [...(rows.get(row) ?? []), b.top]);
    }
    for (const tops of rows.values()) {
      expect(Math.max(...tops) - Math.min(...tops), JSON.stringify(boxes)).toBeLessThanOrEqual(1);
    }
  });
}

// An engine's knight BFS keeps its layers in dist[], not asp[]: Compare
// reads B's dist as Westcott's asp, says so, lines the frames up by value
// and names the layer a missing file mask breaks; the pairing is changed
// by its menu and kept in the link.
const knightPaths = (masked) => `typedef unsigned long long U64;
U64 knightAttacks(U64 b) {
    U64 l1 = (b >> 1) & 0x7f7f7f7f7f7f7f7fULL;
    U64 l2 = (b >> 2) & 0x3f3f3f3f3f3f3f3fULL;
    U64 r1 = (b << 1)${masked ? ' & 0xfefefefefefefefeULL' : ''};
    U64 r2 = (b << 2) & 0xfcfcfcfcfcfcfcfcULL;
    U64 h1 = l1 | r1;
    U64 h2 = l2 | r2;
    return (h1 << 16) | (h1 >> 16) | (h2 << 8) | (h2 >> 8);
}
int knightPaths(U64 from, U64 to, U64 empty, U64 dist[]) {
    U64 seen = from & empty;
    U64 next;
    int d = 0;
    int n;
    to &= empty;
    if (seen == 0 || to == 0) return 0;
    dist[0] = seen;
    while ((dist[d] & to) == 0) {
        next = knightAttacks(dist[d]) & empty & ~seen;
        if (next == 0) return 0;
        d++;
        dist[d] = next;
        seen |= next;
    }
    n = d + 1;
    dist[d] &= to;
    for (; d > 0; d--)
        dist[d - 1] &= knightAttacks(dist[d]);
    return n;
}
`;

test("an engine's knight BFS with dist[] as run B: its dist is read as Westcott's asp, lined up, and a missing file mask is named at its layer", async ({ page }) => {
  await gotoApp(page, '?alg=westcott&step=knight&src=g1&tgt=a8&mode=code');
  await page.getByLabel('C code').fill(knightPaths(true));
  await expect(page.locator('#code-status')).toContainText('knightPaths ran', { timeout: 20_000 });
  await codeAsRunB(page);
  const note = page.locator('#compare-as-note');
  const menu = page.getByLabel("A's asp is B's");
  const first = page.locator('#compare-first');
  // No name in common: B's dist is proposed as A's asp, and said so.
  await expect(note).toHaveText("B's dist is read as A's asp: the runs have no name in common. Change it:");
  await expect(menu).toHaveValue('dist');
  await expect(first).toHaveText(/^The two runs do not differ in their layers or answers: both return \d+\.\s*$/);
  // Lined up by value: A holds each frame while B's statements get there.
  const [, pairs] = await counter(page);
  expect(pairs).toBeGreaterThan(10);
  await screenshot(page, 'compare-read-as-proposed');

  // The h-file wraps onto the a-file without r1's mask: the second
  // layer (from h3) gains a2 and a6, and that layer is named.
  await tab(page, 'Code').click();
  await page.getByLabel('C code').fill(knightPaths(false));
  await expect(page.locator('#code-status')).toContainText('knightPaths ran', { timeout: 20_000 });
  await tab(page, 'Compare').click();
  await expect(page.locator('#compare-b-status')).toBeEmpty({ timeout: 20_000 });
  await expect(first).toHaveText(/^They first differ at frame \d+ \(A's frame \d+, B's frame \d+\): asp\[2\] \(B's dist\[2\]\)\./);
  await first.getByRole('button', { name: 'Show it' }).click();
  await expect(page.getByLabel('Difference of')).toHaveValue('asp[2]');
  // Shown where B sets its dist[2], with the wrapped a2 in it, before A
  // has its asp[2].
  await expect(page.locator('#diff-text')).toContainText(/^asp\[2\]: only in A 0 \(none\); only in B \d+ \([^)]*a2/);

  // Changed by the menu, by keyboard: none of B's names read as asp,
  // so nothing is compared frame by frame; then dist again, as chosen.
  await menu.focus();
  await menu.selectOption('');
  await expect(page).toHaveURL(/[?&]as=-/);
  await expect(note).toHaveText("B's names are read as they are. Read one of them as A's:");
  await expect(first).toContainText('no register in common');
  await menu.selectOption('dist');
  await expect(page).toHaveURL(/[?&]as=dist(:|%3A)asp/);
  await expect(note).toHaveText("B's dist is read as A's asp. Change it:");
  await expect(first).toContainText("asp[2] (B's dist[2])");

  // Reloaded, the link keeps the choice.
  await page.reload();
  await expect(page.locator('#compare-b-status')).toBeEmpty({ timeout: 20_000 });
  await expect(page.getByLabel("A's asp is B's")).toHaveValue('dist', { timeout: 20_000 });
  await expect(page.locator('#compare-as-note')).toHaveText("B's dist is read as A's asp. Change it:");
  await expect(page.locator('#compare-first')).toContainText("asp[2] (B's dist[2])");

  // A damaged as= is named, and the rest of the link is used.
  await gotoApp(page, '?alg=westcott&mode=compare&vs=code&as=d%5B1%5D%3Aasp');
  await expect(page.locator('#notice')).toContainText('Some parts of this link could not be used: ignored as=d[1]:asp');
  await expect(page.getByLabel('Run B')).toHaveValue('code');
});
