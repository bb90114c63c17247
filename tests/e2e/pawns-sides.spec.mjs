// Pawns and Voronoi's third and fourth sides as marks of their own: placed
// with their tools, by mouse and by keyboard, checked frame by frame against
// the CLI, shared by link and opened in an embed; and on the 9x9 board.
import { test, expect, gotoApp, screenshot, waitForFullApp } from './harness.mjs';
import { cell, tool, counter, cliJson, shownRegisters, panelRows, stepAndCheck } from './app-helpers.mjs';
import { newAppPage } from './embed-helpers.mjs';

test.describe.configure({ timeout: 90_000 });

test('pawns: placed with their own tools, checked against the CLI, shared by link and embedded', async ({ page, context }) => {
  await gotoApp(page);
  await page.getByLabel('Algorithm').selectOption({ label: 'Pawn fills and spans' });
  // The first-load page hands the pawn fills to the full app.
  await waitForFullApp(page);
  const tools = page.getByRole('group', { name: 'Tool' }).getByRole('button');
  await expect(tools).toHaveText(['White pawn', 'Black pawn', 'Erase']);
  await expect(page.locator('#meaning')).toHaveText('White pawn = white · Black pawn = black');
  await page.getByRole('button', { name: 'Clear', exact: true }).click();
  await tool(page, 'White pawn');
  for (const sq of ['a2', 'b3', 'c4', 'e4', 'd5']) await cell(page, sq).click();
  await tool(page, 'Black pawn');
  // A black pawn on d5 takes the white one's place.
  for (const sq of ['b5', 'd5', 'f7']) await cell(page, sq).click();
  await expect(cell(page, 'd5')).toHaveAccessibleName(/^d5, black pawn/);
  await expect(cell(page, 'e4')).toHaveAccessibleName(/^e4, white pawn/);
  await expect(cell(page, 'e4').locator('.mark-wp')).toBeVisible();
  await expect(cell(page, 'd5').locator('.mark-bp')).toBeVisible();
  await expect(page.locator('.legend li[data-look="white-pawn"]')).toContainText('White pawn (disc marked P)');
  await expect(page.locator('.legend li[data-look="black-pawn"]')).toContainText('Black pawn (square marked P)');

  const white = ['a2', 'b3', 'c4', 'e4'];
  const black = ['b5', 'd5', 'f7'];
  const trace = cliJson(['pawns', '--white', white.join(','), '--black', black.join(','), '--trace']);
  await stepAndCheck(page, trace, { white, black });
  await screenshot(page, 'pawns');

  // The address follows the state a moment after the last change.
  await expect.poll(() => page.url()).toContain(`frame=${trace.frames.length - 1}`);
  const link = page.url();
  expect(link).toContain('white=');
  expect(link).toContain('black=');
  const other = await newAppPage(context);
  await gotoApp(other, link);
  const n = trace.frames.length;
  await expect.poll(() => counter(other)).toEqual([n, n]);
  expect(await shownRegisters(other)).toEqual(panelRows(trace.frames[n - 1]));
  await expect(cell(other, 'e4')).toHaveAccessibleName(/^e4, white pawn/);

  const embed = await newAppPage(context);
  await gotoApp(embed, `${link}&embed=1`);
  await expect(cell(embed, 'f7')).toHaveAccessibleName(/^f7, black pawn/);
  await screenshot(embed, 'pawns-embed');

  // A link from before the pawns had keys opens on the same pawns.
  await gotoApp(other, `./?alg=pawns&src=${white.join(',')}&tgt=${black.join(',')}`);
  await expect(cell(other, 'e4')).toHaveAccessibleName(/^e4, white pawn/);
  await expect(cell(other, 'd5')).toHaveAccessibleName(/^d5, black pawn/);
});

test('Voronoi with four sides: seeds placed by keyboard, checked against the CLI, shared and embedded', async ({ page, context }) => {
  await gotoApp(page, './?alg=voronoi&src=a1&tgt=h8&blk=d4,e5');
  await expect(page.getByRole('group', { name: 'Tool' }).getByRole('button')).toHaveText([
    'Blocker', 'Source', 'Target', 'Side C', 'Side D', 'Erase', 'Wall',
  ]);
  // The keyboard alone: focus a tool and press Enter, then the board's arrows and Space.
  const place = async (name, moves) => {
    await page.getByRole('button', { name, exact: true }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name, exact: true })).toHaveAttribute('aria-pressed', 'true');
    await cell(page, 'a8').focus();
    for (const key of moves) await page.keyboard.press(key);
    await page.keyboard.press('Space');
  };
  await place('Side C', []); // a8
  // A third side: the first-load page hands the run to the full app.
  await waitForFullApp(page);
  await expect(cell(page, 'a8')).toHaveAccessibleName(/^a8, side C/);
  await place('Side D', ['End', 'ArrowDown', 'ArrowDown', 'ArrowDown', 'ArrowDown', 'ArrowDown', 'ArrowDown', 'ArrowDown']); // h1
  await expect(cell(page, 'a8')).toHaveAccessibleName(/^a8, side C/);
  await expect(cell(page, 'h1')).toHaveAccessibleName(/^h1, side D/);

  // The CLI's run with the same closed squares (all but d4 and e5 open).
  const trace = cliJson([
    'voronoi', '--side', 'a1', '--side', 'h8', '--side', 'a8', '--side', 'h1',
    '--open', '0xffffffeff7ffffff', '--trace',
  ]);
  expect(trace.algorithm).toBe('voronoi-sides');
  await stepAndCheck(page, trace, { sources: ['a1'], targets: ['h8'], side_c: ['a8'], side_d: ['h1'] });
  await expect(cell(page, 'a7')).toHaveAccessibleName(/result C/);
  await expect(cell(page, 'h2')).toHaveAccessibleName(/result D/);
  for (const look of ['side-c', 'side-d', 'result-c', 'result-d']) {
    await expect(page.locator(`.legend li[data-look="${look}"]`)).toHaveCount(1);
  }
  await expect(page.locator('#code')).toContainText('fn voronoi_sides(a: u64, b: u64, c: u64, d: u64');
  await screenshot(page, 'voronoi-four-sides');

  await expect.poll(() => page.url()).toContain(`frame=${trace.frames.length - 1}`);
  const link = page.url();
  expect(link).toContain('sd=0x80');
  expect(link).toContain('sc=0x100000000000000');
  const embed = await newAppPage(context);
  await gotoApp(embed, `${link}&embed=1`);
  await expect(cell(embed, 'a7')).toHaveAccessibleName(/result C/);
  await expect(cell(embed, 'h1')).toHaveAccessibleName(/^h1, side D/);
  await screenshot(embed, 'voronoi-four-sides-embed');
});

test('Voronoi on the 9x9 board with a third side', async ({ page }) => {
  await gotoApp(page, './?alg=voronoi&board=9x9&src=a1&tgt=i9&sc=a9');
  await expect(page.locator('#board [role=gridcell]')).toHaveCount(81);
  await expect(cell(page, 'a9')).toHaveAccessibleName(/^a9, side C/);
  await tool(page, 'Side D');
  await cell(page, 'i1').click();
  const trace = cliJson([
    'voronoi', '--board', '9x9', '--side', 'a1', '--side', 'i9', '--side', 'a9', '--side', 'i1', '--trace',
  ]);
  const n = trace.frames.length;
  await expect.poll(() => counter(page)).toEqual([1, n]);
  await page.locator('#caption').click();
  await page.keyboard.press('End');
  await expect.poll(() => counter(page)).toEqual([n, n]);
  expect(await shownRegisters(page)).toEqual(panelRows(trace.frames[n - 1]));
  await expect(cell(page, 'b9')).toHaveAccessibleName(/result C/);
  await expect(cell(page, 'i2')).toHaveAccessibleName(/result D/);
  await expect.poll(() => page.url()).toContain('sd=0x100');
  await screenshot(page, 'voronoi-nine-four-sides');
});

// A square holds one pawn, however the pawns come: a link giving a square to
// both colours, or a set typed into a field. The page says which pawns it
// took off, and the fields, the registers and the board agree.
test('pawns: a square given to both colours keeps one pawn, and the page says so', async ({ page }) => {
  await gotoApp(page, './?alg=pawns&white=0xff00&black=0xff00');
  await expect(page.locator('#notice')).toContainText('white= and black= both put a pawn on a2, b2, c2');
  const white = page.getByLabel('white', { exact: true });
  const black = page.getByLabel('black', { exact: true });
  await expect(black).toHaveValue('0x0000000000000000');
  await expect(white).toHaveValue('0x000000000000ff00');
  await expect(cell(page, 'a2')).toHaveAccessibleName(/white pawn/);
  await expect(cell(page, 'a2')).not.toHaveAccessibleName(/black pawn/);

  await black.fill('a2,b2,a7');
  await black.press('Enter');
  await expect(page.locator('#notice')).toContainText('black took the white pawns off a2, b2: a square holds one pawn');
  await expect(white).toHaveValue('0x000000000000fc00');
  await expect(cell(page, 'a2')).toHaveAccessibleName(/black pawn/);
  await expect(cell(page, 'a2')).not.toHaveAccessibleName(/white pawn/);
  await page.keyboard.press('End');
  const rows = Object.fromEntries(await shownRegisters(page));
  expect(rows.black).toBe('0x0001000000000300');
  expect(rows.white).toBe('0x000000000000fc00');
});
