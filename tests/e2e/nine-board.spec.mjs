// The rest of the seeds in the page: the 9x9 Great Escape board (walls built by
// clicks, stepped, shared by link, opened in an embed) and a rook-slide path.
import { test, expect, gotoApp, screenshot } from './harness.mjs';
import { cell, tool, counter, cliJson, shownRegisters, panelRows, stepThrough, stepAndCheck, expectBoardShows, download, decodedSize } from './app-helpers.mjs';
import { newAppPage } from './embed-helpers.mjs';

/** Clicks near the middle of one edge of a square: 'n', 'e', 's' or 'w'. */
async function clickEdge(page, sq, side) {
  const b = await cell(page, sq).boundingBox();
  const at = {
    n: [b.x + b.width / 2, b.y + 3],
    s: [b.x + b.width / 2, b.y + b.height - 3],
    e: [b.x + b.width - 3, b.y + b.height / 2],
    w: [b.x + 3, b.y + b.height / 2],
  }[side];
  await page.mouse.click(at[0], at[1]);
}


test('9x9 board: walls built by clicks, stepped, checked against the CLI, shared by link and embedded', async ({ page, context }) => {
  await gotoApp(page);
  await page.getByLabel('Algorithm').selectOption({ label: 'Bit-shift BFS with walls' });
  await page.getByLabel('Board size').selectOption('9x9');
  const squares = page.locator('#board [role=gridcell]');
  await expect(squares).toHaveCount(81);
  await expect(page.locator('.board-wrap .files')).toHaveText('abcdefghi');
  await expect(page.locator('.board-wrap .ranks')).toHaveText('987654321');
  await expect(cell(page, 'i9')).toHaveCount(1);

  await page.getByRole('button', { name: 'Clear', exact: true }).click();
  await tool(page, 'Source');
  await cell(page, 'e1').click();
  await tool(page, 'Target');
  await cell(page, 'i9').click();
  // A wall across d-f between ranks 4 and 5, and one on the i-file's west side.
  await tool(page, 'Wall');
  for (const sq of ['d4', 'e4', 'f4']) await clickEdge(page, sq, 'n');
  await clickEdge(page, 'i8', 'w');
  await expect(cell(page, 'e4')).toHaveAccessibleName(/wall north/);
  await expect(cell(page, 'e5')).toHaveAccessibleName(/wall south/);
  await expect(cell(page, 'h8')).toHaveAccessibleName(/wall east/);
  await expect(cell(page, 'i8')).toHaveAccessibleName(/wall west/);

  // The whole run, from the core through the CLI, with the same walls.
  const trace = cliJson([
    'bfs', '--board', '9x9', '--from', 'e1', '--to', 'i9',
    '--wall', 'd4-d5,e4-e5,f4-f5,h8-i8', '--trace',
  ]);
  expect(trace.board).toBe('9x9');
  const n = trace.frames.length;
  // Step by keys: every frame's registers as the CLI wrote them (32 hex digits).
  await stepThrough(page, trace, async (frame) => {
    expect(await shownRegisters(page)).toEqual(panelRows(frame));
    await expect(page.locator('#caption')).toHaveText(frame.caption);
  });
  const last = trace.frames[n - 1];
  expect(last.registers.every((r) => /^0x[0-9a-f]{32}$/.test(r.value))).toBe(true);
  // i9 is reached: its square names its layer, the route's length.
  await expect(cell(page, 'i9')).toHaveAccessibleName(new RegExp(`layer ${trace.outcome.value}`));
  await screenshot(page, 'nine-board');

  // The link carries the 9x9 board and the frame (the address follows the
  // state a moment after the last change), and opens them again.
  await expect.poll(() => page.url()).toContain(`frame=${n - 1}`);
  const link = page.url();
  expect(link).toContain('board=9x9');
  const other = await newAppPage(context);
  await gotoApp(other, link);
  await expect(other.locator('#board [role=gridcell]')).toHaveCount(81);
  await expect.poll(() => counter(other)).toEqual([n, n]);
  expect(await shownRegisters(other)).toEqual(panelRows(last));
  await expect(cell(other, 'e4')).toHaveAccessibleName(/wall north/);

  // An embed of it shows the same board and takes no clicks.
  const embed = await newAppPage(context);
  await gotoApp(embed, `${link}&embed=1`);
  const embedded = embed.locator('#board [role=gridcell]');
  await expect(embedded).toHaveCount(81);
  const before = await embedded.evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')));
  await cell(embed, 'a9').click();
  expect(await embedded.evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')))).toEqual(before);
  await expect(cell(embed, 'i9')).toHaveAccessibleName(new RegExp(`layer ${trace.outcome.value}`));
  await screenshot(embed, 'nine-board-embed');

  // Compare and Log work on this board (compare-nine.spec.mjs,
  // log-nine.spec.mjs); Play shows the 9x9 one again.
  const tabs = page.getByRole('tablist', { name: 'Mode' });
  await tabs.getByRole('tab', { name: 'Compare' }).click();
  await expect(page.locator('#nine-elsewhere')).toHaveCount(0);
  await expect(page.locator('#board-diff [role=gridcell]')).toHaveCount(81);
  await tabs.getByRole('tab', { name: 'Log' }).click();
  await expect(page.locator('#nine-elsewhere')).toHaveCount(0);
  await expect(page.locator('#board [role=gridcell]')).toHaveCount(81);
  await tabs.getByRole('tab', { name: 'Play' }).click();
  await expect(squares).toHaveCount(81);

  // Back to 8x8: the board the page had before is there again.
  await page.getByLabel('Board size').selectOption('8x8');
  await expect(squares).toHaveCount(64);
  await expect(cell(page, 'i9')).toHaveCount(0);
});

test('9x9 board exports: text, SVG and, from the worker, PNG and GIF of the 9x9 board', async ({ page }) => {
  test.setTimeout(60_000);
  await gotoApp(page, './?alg=bfs&board=9x9&src=a1&tgt=i9&wn=d4,e4,f4&frame=3');
  await expect(page.locator('#board [role=gridcell]')).toHaveCount(81);
  const exportPanel = page.locator('#export');
  // The frame as text: 9x9 diagrams and 32-digit values.
  await exportPanel.getByRole('button', { name: 'Frame as text' }).click();
  const text = await page.locator('#export-textarea').inputValue();
  expect(text).toMatch(/= 0x[0-9a-f]{32}\n/);
  expect(text).toContain('. . . . . . . . .');
  const svg = await download(page, 'Download SVG', exportPanel);
  expect(svg.name).toBe('fillscope-bfs-9x9-frame4.svg');
  const doc = svg.bytes.toString();
  expect((doc.match(/data-square="/g) || []).length).toBe(81);
  expect(doc).toContain('data-square="i9"');
  expect(doc).toContain('class="wall"');
  const png = await download(page, 'Download PNG', exportPanel);
  expect(png.name).toBe('fillscope-bfs-9x9-frame4.png');
  const [w, h] = await decodedSize(page, png.bytes, 'image/png');
  const gif = await download(page, 'Download GIF', exportPanel);
  expect(gif.name).toBe('fillscope-bfs-9x9-trace.gif');
  expect(await decodedSize(page, gif.bytes, 'image/gif')).toEqual([w, h]);
  // The 8x8 board's PNG of the same fill is one square narrower.
  await page.getByLabel('Board size').selectOption('8x8');
  await expect(page.locator('#board [role=gridcell]')).toHaveCount(64);
  const eight = await download(page, 'Download PNG', exportPanel);
  const [w8, h8] = await decodedSize(page, eight.bytes, 'image/png');
  expect(w - w8).toBe(h - h8);
  expect(w - w8).toBeGreaterThan(10);
});

test('9x9 board by keyboard: arrows reach i9, Space marks it, Shift+arrow walls it', async ({ page }) => {
  await gotoApp(page, './?alg=voronoi&board=9x9&src=a1');
  await expect(page.locator('#board [role=gridcell]')).toHaveCount(81);
  await cell(page, 'a9').focus();
  for (let i = 0; i < 8; i++) await page.keyboard.press('ArrowRight');
  await expect(cell(page, 'i9')).toBeFocused();
  await tool(page, 'Target');
  await cell(page, 'i9').focus();
  await page.keyboard.press('Space');
  await expect(cell(page, 'i9')).toHaveAccessibleName(/^i9, target/);
  await tool(page, 'Wall');
  await cell(page, 'i9').focus();
  await page.keyboard.press('Shift+ArrowDown');
  await expect(cell(page, 'i8')).toHaveAccessibleName(/wall north/);
  // Voronoi between a1 (side A) and i9 (side B), as the CLI says.
  const trace = cliJson(['voronoi', '--board', '9x9', '--a', 'a1', '--b', 'i9', '--wall', 'i8-i9', '--trace']);
  await page.locator('#caption').click();
  await page.keyboard.press('End');
  await expect.poll(() => counter(page)).toEqual([trace.frames.length, trace.frames.length]);
  expect(await shownRegisters(page)).toEqual(panelRows(trace.frames.at(-1)));
});

test('a rook-slide path built by clicks: stepped, checked against the CLI, shared and embedded', async ({ page, context }) => {
  await gotoApp(page);
  await page.getByRole('button', { name: 'Clear', exact: true }).click();
  await page.getByLabel('Step kind').selectOption('rook-slide');
  await tool(page, 'Source');
  await cell(page, 'a1').click();
  await tool(page, 'Target');
  await cell(page, 'h8').click();
  await tool(page, 'Blocker');
  for (const sq of ['a5', 'c1', 'd4', 'f8']) await cell(page, sq).click();
  // Every square but the four blockers (a5 = bit 32, c1 = 2, d4 = 27, f8 = 61).
  const blocked = [32n, 2n, 27n, 61n].reduce((m, b) => m | (1n << b), 0n);
  const through = `0x${(((1n << 64n) - 1n) & ~blocked).toString(16)}`;
  const trace = cliJson(['paths', '--from', 'a1', '--to', 'h8', '--through', through, '--step', 'rook-slide', '--trace']);
  const n = trace.frames.length;
  const marks = { sources: ['a1'], targets: ['h8'] };
  await stepThrough(page, trace, (frame) => expectBoardShows(page, frame, marks));
  // A rook needs 3 slides round these blockers (the routine counts asp[0] too).
  expect(trace.outcome).toEqual({ kind: 'returned', value: 4 });
  await expect(cell(page, 'h8')).toHaveAccessibleName(/layer 3/);
  await screenshot(page, 'rook-slide');
  // The address follows the state a moment after the last change.
  await expect.poll(() => page.url()).toContain(`frame=${n - 1}`);
  const link = page.url();
  expect(link).toContain('step=rook-slide');
  const embed = await newAppPage(context);
  await gotoApp(embed, `${link}&embed=1`);
  await expect(embed.locator('#board [role=gridcell]')).toHaveCount(64);
  await expectBoardShows(embed, trace.frames[n - 1], marks);
});

test('reach with rook slides: each ply and each direction\'s rays, stepped against the CLI, with the per-ply counts', async ({ page }) => {
  await gotoApp(page, './?alg=reach&step=rook-slide&src=d4&blk=e7,h3');
  // Every square but the two blockers (e7 = bit 52, h3 = 23).
  const through = `0x${(((1n << 64n) - 1n) & ~((1n << 52n) | (1n << 23n))).toString(16)}`;
  const trace = cliJson(['reach', '--from', 'd4', '--through', through, '--step', 'rook-slide', '--trace']);
  await stepAndCheck(page, trace, { sources: ['d4'] });
  // The captions count each ply's new squares, as a mobility term would.
  const captions = trace.frames.map((f) => f.caption);
  expect(captions.filter((c) => /^ply\[\d+\]/.test(c)).length).toBeGreaterThanOrEqual(2);
  expect(captions.some((c) => c.startsWith('rook-slide rays nort'))).toBe(true);
  await expect(page.locator('#caption')).toHaveText(captions[captions.length - 1]);
  await expect(page.locator('#caption')).toContainText('squares reached');
});

// The 9x9 board's registers have fields, as the 8x8 board's do: 128-bit
// values, square lists up to i9, the parser's messages for what does not fit.
test('9x9 board: every input register has a field of 128-bit values', async ({ page }) => {
  await gotoApp(page, './?alg=bfs&board=9x9&src=e5&tgt=i9');
  const start = page.getByLabel('start', { exact: true });
  const target = page.getByLabel('target', { exact: true });
  const open = page.getByLabel('open', { exact: true });
  // e5 = bit 4 + 9 * 4 = 40; i9 = bit 80; open: all 81 squares.
  await expect(start).toHaveValue('0x00000000000000000000010000000000');
  await expect(target).toHaveValue('0x00000000000100000000000000000000');
  await expect(open).toHaveValue('0x000000000001ffffffffffffffffffff');
  // Each field shows its whole value.
  for (const field of [start, target, open]) {
    expect(await field.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
  }

  // A square list moves the target; the board and the run follow.
  await target.fill('a9, i1');
  await target.press('Enter');
  await expect(cell(page, 'a9')).toHaveAccessibleName(/^a9, target/);
  await expect(cell(page, 'i1')).toHaveAccessibleName(/^i1, target/);
  await expect(cell(page, 'i9')).not.toHaveAccessibleName(/target/);
  await expect(target).toHaveValue('0x00000000000001000000000000000100');
  // Closing e6 through `open` puts a blocker there.
  await open.fill('0x000000000001fffffffdffffffffffff');
  await open.press('Enter');
  await expect(cell(page, 'e6')).toHaveAccessibleName(/^e6, blocker/);
  // What a 9x9 set cannot hold is refused with the parser's message, and the board stays.
  await start.fill('0x40000000000000000000000000000000');
  await start.press('Enter');
  await expect(page.locator('#reg-start-error')).toContainText('bit 126 is set, beyond the 9x9 board');
  await expect(cell(page, 'e5')).toHaveAccessibleName(/^e5, source/);
  await start.fill('j1');
  await start.press('Enter');
  await expect(page.locator('#reg-start-error')).not.toHaveText('');
  await expect(cell(page, 'e5')).toHaveAccessibleName(/^e5, source/);
});

test('switching to the 9x9 board and back keeps both boards, from the first-load page on', async ({ page }) => {
  // A fresh page: the 9x9 board is the first thing that needs the full app.
  await gotoApp(page);
  await page.getByLabel('Algorithm').selectOption({ label: 'Bit-shift BFS with walls' });
  await tool(page, 'Blocker');
  await cell(page, 'd4').click();
  await expect(cell(page, 'd4')).toHaveAccessibleName(/^d4, blocker/);
  await page.getByLabel('Board size').selectOption('9x9');
  await expect(page.locator('#board [role=gridcell]')).toHaveCount(81, { timeout: 20_000 });
  // The 9x9 board starts as a copy of the 8x8 one.
  await expect(cell(page, 'd4')).toHaveAccessibleName(/^d4, blocker/);
  await tool(page, 'Blocker');
  await cell(page, 'i9').click();
  await expect(cell(page, 'i9')).toHaveAccessibleName(/^i9, blocker/);
  await page.getByLabel('Board size').selectOption('8x8');
  await expect(page.locator('#board [role=gridcell]')).toHaveCount(64);
  await expect(cell(page, 'd4')).toHaveAccessibleName(/^d4, blocker/);
  await expect(cell(page, 'e4')).toHaveAccessibleName(/^e4, source/);
  await page.getByLabel('Board size').selectOption('9x9');
  await expect(page.locator('#board [role=gridcell]')).toHaveCount(81);
  await expect(cell(page, 'i9')).toHaveAccessibleName(/^i9, blocker/);
  await expect(cell(page, 'd4')).toHaveAccessibleName(/^d4, blocker/);
  // The link holds the board on show.
  await expect(page).toHaveURL(/board=9x9/);
  // The hand-over to the full app opened no link: nothing says a link
  // replaced the board.
  await expect(page.getByText(/before a link replaced it/)).toHaveCount(0);
});
