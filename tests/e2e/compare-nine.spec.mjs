// The Compare mode on the 9x9 Great Escape board: run A is the Play tab's
// 9x9 BFS, run B a 9x9 fill on A's board or on a board of its own. One
// playback steps both, the difference board is a 9x9 board whose squares
// are named (e2, only in B), the first difference is named, the link
// carries it all (a reload keeps it), a Compare embed shows it and the
// exports (SVG, text, PNG, GIF) draw the three 9x9 boards.
import { test, expect, gotoApp, screenshot } from './harness.mjs';
import { decodedSize, download, tool } from './app-helpers.mjs';

test.describe.configure({ timeout: 60_000 });

const tab = (page, name) => page.getByRole('tablist', { name: 'Mode' }).getByRole('tab', { name });
const diffCell = (page, sq) => page.locator('#board-diff').getByRole('gridcell', { name: new RegExp(`^${sq}(,|$)`) });
const runCaption = (page, side) => page.locator(`#board-${side}-caption`);
const playCell = (page, sq) => page.locator('#board').getByRole('gridcell', { name: new RegExp(`^${sq}(,|$)`) });

test('a 9x9 link opens in Compare: three 9x9 boards, stepped together, Voronoi against BFS', async ({ page }) => {
  await gotoApp(page, '?alg=bfs&board=9x9&src=e1&tgt=e9&mode=compare');
  await expect(page.locator('#nine-elsewhere')).toHaveCount(0);
  for (const side of ['a', 'b', 'diff']) {
    await expect(page.locator(`#board-${side} [role=gridcell]`)).toHaveCount(81);
  }
  await expect(page.locator('#board-a-title')).toContainText('A: Bit-shift BFS');
  // Run B's default on this board: Voronoi (Westcott has no 9x9 form), and
  // the menu offers the 9x9 fills only.
  await expect(page.getByLabel('Run B')).toHaveValue('voronoi');
  await expect(page.getByLabel('Run B').locator('option[value=westcott]')).toHaveCount(0);
  // One step: both runs move on.
  await page.getByRole('button', { name: /step forward/i }).click();
  await expect(runCaption(page, 'a')).toContainText('Step 1');
  await expect(page.locator('#diff-text')).toContainText('answer:');
  await expect(diffCell(page, 'i9')).toHaveCount(1);
  await screenshot(page, 'compare-nine');
});

test('B on a board of its own: a wall added to A\'s board is the first difference, named on the 9x9 difference board; a reload keeps it', async ({ page }) => {
  await gotoApp(page, '?alg=bfs&board=9x9&src=e1&tgt=e9&mode=compare');
  await page.getByLabel('Run B').selectOption('bfs');
  await expect(page.locator('#compare-first')).toContainText('do not differ');
  await page.getByRole('button', { name: 'Keep this board for B' }).click();
  await expect(page).toHaveURL(/bsrc=/);
  // A wall north of e1 on A's board, in the Play tab.
  await tab(page, 'Play').click();
  await tool(page, 'Wall');
  const e1 = await playCell(page, 'e1').boundingBox();
  await page.mouse.click(e1.x + e1.width / 2, e1.y + 3);
  await expect(playCell(page, 'e1')).toHaveAccessibleName(/wall north/);
  await expect(page).toHaveURL(/wn=/);
  await tab(page, 'Compare').click();
  await expect(page.locator('#board-b-title')).toContainText('on a board of its own');
  const first = page.locator('#compare-first');
  await expect(first).toContainText('They first differ at frame 2');
  await expect(first).toContainText('layer[1]');
  await page.getByRole('button', { name: 'Show it' }).click();
  await page.getByLabel('Difference of').selectOption('layer[1]');
  await expect(page).toHaveURL(/reg=layer%5B1%5D/);
  await expect(diffCell(page, 'e2')).toHaveAttribute('aria-label', 'e2, only in B');
  await expect(diffCell(page, 'd1')).toHaveAttribute('aria-label', 'd1, in both');
  await expect(page.locator('#diff-text')).toContainText('layer[1]: only in A 0 (none); only in B 1 (e2); in both 2');
  // The comparison exports on this board too (see the test of its files below).
  await expect(page.locator('#compare-export').getByRole('button', { name: 'Download SVG' })).toBeVisible();
  await screenshot(page, 'compare-nine-own-board');
  // A reload shows the same pair on the same boards.
  await page.reload();
  await page.waitForFunction(() => window.__fillscopeStarted === true);
  await expect(page.locator('#board-diff [role=gridcell]')).toHaveCount(81);
  await expect(diffCell(page, 'e2')).toHaveAttribute('aria-label', 'e2, only in B');
  await expect(page.locator('#board-b-title')).toContainText('on a board of its own');
});

test('a 9x9 Compare embed shows the three 9x9 boards, and the embed dialog has no 8x8 note', async ({ page }) => {
  const link = '?alg=bfs&board=9x9&src=e1&tgt=e9&wn=0x10&mode=compare&vs=bfs&bsrc=e1&btgt=e9&reg=layer%5B1%5D&frame=1';
  await gotoApp(page, link);
  await page.getByRole('button', { name: 'Embed', exact: true }).click();
  await expect(page.locator('#embed-nine')).toHaveCount(0);
  await page.keyboard.press('Escape');
  await gotoApp(page, `${link}&embed=1`);
  await expect(page.locator('#nine-elsewhere')).toHaveCount(0);
  await expect(page.locator('.compare-boards [role=grid]')).toHaveCount(3);
  await expect(page.locator('#board-diff [role=gridcell]')).toHaveCount(81);
  await expect(diffCell(page, 'e2')).toHaveAttribute('aria-label', 'e2, only in B');
  const open = page.getByRole('link', { name: 'Open in fillscope' });
  await expect(open).toHaveAttribute('href', /board=9x9/);
  await expect(open).toHaveAttribute('href', /mode=compare/);
  await screenshot(page, 'compare-nine-embed');
});

// The user's code as run B on the 9x9 board: the Code tab's BFS preset in
// its 128-bit form, run on the board on show, lined up with the built-in
// BFS by its layers. As written it differs in nothing; stepping north
// through the wall north of e4, it reaches e5 a layer early, and the
// first difference names that layer and shows e5 on the 9x9 difference
// board.
test("your code as run B on the 9x9 board: the BFS preset agrees with the built-in, a wrong copy's first difference is named", async ({ page }) => {
  // Two runs of the code in the worker, on a shared machine.
  test.setTimeout(120_000);
  await gotoApp(page, '?alg=bfs&board=9x9&src=e1&tgt=e9&wn=0x80000000&mode=code');
  const preset = page.locator('#code-preset');
  await expect(preset).toBeEnabled({ timeout: 20_000 });
  await preset.selectOption('bfs');
  const source = page.getByLabel('C code');
  await expect(source).toHaveValue(/U128 layer\[81\]/);
  await expect(page.locator('#code-status')).toContainText('returned 10.', { timeout: 20_000 });
  await tab(page, 'Compare').click();
  await page.getByLabel('Run B').selectOption('code');
  await expect(page).toHaveURL(/vs=code/);
  await expect(page.locator('#board-b-title')).toContainText('B: your code (Code tab)');
  for (const side of ['a', 'b', 'diff']) {
    await expect(page.locator(`#board-${side} [role=gridcell]`)).toHaveCount(81);
  }
  await expect(page.locator('#compare-b-status')).not.toContainText('8x8');
  const first = page.locator('#compare-first');
  await expect(first).toHaveText('The two runs do not differ in their layers or answers: both return 10.', { timeout: 20_000 });
  await page.getByRole('button', { name: 'Last frame' }).click();
  await expect(runCaption(page, 'b')).toContainText('Line');
  await expect(page.locator('#diff-text')).toContainText(/answer: only in A 0 \(none\); only in B 0 \(none\)/);
  await screenshot(page, 'compare-nine-code');

  // A copy that ignores the walls on north edges.
  await tab(page, 'Code').click();
  const text = await source.inputValue();
  const wrong = text.replace('con[0] = (open >> 9) & ~wn;', 'con[0] = open >> 9;');
  expect(wrong).not.toBe(text);
  await source.fill(wrong);
  await expect(page.locator('#code-status')).toContainText('returned 8.', { timeout: 20_000 });
  await tab(page, 'Compare').click();
  await expect(first).toContainText('They first differ at frame', { timeout: 20_000 });
  await expect(first).toContainText('layer[4]');
  await page.getByLabel('Difference of').selectOption('layer[4]');
  // To the last pair (the playback may be there already).
  const last = page.getByRole('button', { name: 'Last frame' });
  if (await last.isEnabled()) await last.click();
  await expect(last).toBeDisabled();
  await expect(diffCell(page, 'e5')).toHaveAttribute('aria-label', 'e5, only in B');
  await expect(page.locator('#diff-text')).toContainText('layer[4]: only in A 0 (none); only in B 1 (e5)');
  await screenshot(page, 'compare-nine-code-wrong');
});

// The log as run B on the 9x9 board: read as 128-bit values (the Log tab's
// 9x9 reader), each value beside the frame of A whose register of its name
// takes it; the first that parts is named. Without values it says so, and
// run A still steps.
test('with the 9x9 board on show, the log as run B is read on the 9x9 board and lined up with A', async ({ page }) => {
  await gotoApp(page, '?alg=bfs&board=9x9&src=a1&tgt=i9&mode=compare&vs=log');
  await expect(page.locator('#board-b-title')).toContainText('B: your log (Log tab)');
  await expect(page.locator('#compare-b-status')).toContainText('The Log tab has no values');
  await expect(page.locator('#board-a [role=gridcell]')).toHaveCount(81);
  await expect(page.locator('#diff-text')).toHaveText('Nothing to compare while run B has no frames.');
  // Layers 1 and 2 from a1 (b1, a2; c1, b2, a3), layer 2 with i9 wrongly in it.
  const log = 'layer[1] = 0x202\nlayer[2] = 0x00000000000100000000000000040404\n';
  await gotoApp(page, `?alg=bfs&board=9x9&src=a1&tgt=i9&mode=compare&vs=log&log=${encodeURIComponent(log)}`);
  await expect(page.locator('#compare-b-status')).toHaveCount(0);
  await expect(page.locator('#board-b [role=gridcell]')).toHaveCount(81);
  await expect(page.locator('#compare-first')).toHaveText(/^They first differ at frame 2 \(A's frame \d+, B's frame 2\): layer\[2\]\./);
  await page.locator('#compare-first').getByRole('button', { name: 'Show it' }).click();
  await expect(page.locator('#board-b-caption')).toContainText('Value 2 (layer[2]) parts from the fill');
  await expect(diffCell(page, 'i9')).toHaveAttribute('aria-label', 'i9, only in B');
});

// The exports of a 9x9 comparison: BFS from e1 with a wall north of e1 (A)
// against BFS on B's own board without it, by layer[1], at the second pair.
// Worked by hand: A's layer[1] is d1, f1 and B's d1, f1, e2, so e2 is only
// in B and d1, f1 in both.
test('the 9x9 Compare exports draw the three 9x9 boards: SVG, text, PNG and GIF', async ({ page }) => {
  await gotoApp(page, '?alg=bfs&board=9x9&src=e1&tgt=e9&wn=0x10&mode=compare&vs=bfs&bsrc=e1&btgt=e9&reg=layer%5B1%5D&frame=1');
  await expect(diffCell(page, 'e2')).toHaveAttribute('aria-label', 'e2, only in B');
  const exports = page.locator('#compare-export');
  await expect(exports).not.toContainText('8x8 board only');
  const stem = 'fillscope-compare-bfs-bfs';
  const labels = ['A: Bit-shift BFS with walls', 'B: Bit-shift BFS with walls, on a board of its own', 'Difference: layer[1]'];

  const svg = await download(page, 'Download SVG', exports);
  expect(svg.name).toBe(`${stem}-frame2.svg`);
  const info = await page.evaluate((text) => {
    const doc = new DOMParser().parseFromString(text, 'image/svg+xml');
    const boards = [...doc.documentElement.children].filter((e) => e.localName === 'svg');
    const look = (b, sq) => b.querySelector(`[data-square="${sq}"] .fill`)?.getAttribute('data-look') ?? null;
    return {
      error: doc.getElementsByTagName('parsererror').length,
      boards: boards.map((b) => ({
        id: b.getAttribute('data-board'),
        label: [...b.children].find((e) => e.localName === 'text')?.textContent,
        squares: b.querySelectorAll('[data-square]').length,
        i9: b.querySelectorAll('[data-square="i9"]').length,
        walls: b.querySelectorAll('.wall').length,
      })),
      diff: ['e2', 'd1', 'f1', 'e3', 'i9'].map((sq) => look(boards[2], sq)),
    };
  }, svg.bytes.toString('utf8'));
  expect(info.error).toBe(0);
  expect(info.boards).toEqual([
    { id: 'a', label: labels[0], squares: 81, i9: 1, walls: 1 },
    { id: 'b', label: labels[1], squares: 81, i9: 1, walls: 0 },
    { id: 'difference', label: labels[2], squares: 81, i9: 1, walls: 0 },
  ]);
  expect(info.diff).toEqual(['result-b', 'tie', 'tie', null, null]);

  const text = await download(page, 'Download text', exports);
  expect(text.name).toBe(`${stem}-frame2.txt`);
  const body = text.bytes.toString('utf8');
  for (const label of labels) expect(body).toContain(`== ${label} ==`);
  // The difference's boards: nine ranks of nine files, rank 9 on top.
  const lines = body.slice(body.indexOf('== Difference')).split('\n');
  const header = lines.findIndex((l) => l.startsWith('only A '));
  const empty = '. . . . . . . . .';
  const row = (a, b, both) => `${a}   ${b}   ${both}`;
  expect(lines.slice(header + 1, header + 11)).toEqual([
    ...Array(7).fill(row(empty, empty, empty)),
    row(empty, '. . . . 1 . . . .', empty),
    row(empty, empty, '. . . 1 . 1 . . .'),
    '',
  ]);
  // e2 is bit 4 + 9 = 13: 32 hex digits.
  expect(body).toContain('only B = 0x00000000000000000000000000002000');
  expect(body).toContain('only B: Result B (cross-hatch)');

  // PNG and GIF: three boards of 9 squares of 48 px with 22 px of labels
  // (454 px), 12 px apart and around, under a 44 px band for two lines of
  // labels.
  const size = [12 + 3 * (454 + 12), 12 + 44 + 454 + 12];
  const png = await download(page, 'Download PNG', exports);
  expect(png.name).toBe(`${stem}-frame2.png`);
  expect([...png.bytes.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  expect(await decodedSize(page, png.bytes, 'image/png')).toEqual(size);

  const gif = await download(page, 'Download GIF', exports);
  expect(gif.name).toBe(`${stem}.gif`);
  expect(gif.bytes.subarray(0, 6).toString('latin1')).toBe('GIF89a');
  expect(await decodedSize(page, gif.bytes, 'image/gif')).toEqual(size);
  await expect(page.locator('#compare-export-status')).toHaveText(new RegExp(`^Downloaded ${stem}\\.gif \\(\\d+ bytes\\)\\.$`));
  await expect(page.locator('#compare-export-error')).toHaveCount(0);
  await page.locator('#compare-export').screenshot({ path: 'tests/artifacts/compare-nine-export-panel.png' });
});
