// The "Mode" tab list and the Log mode: tabs by mouse and keyboard, the mode in
// the link, on reload and with Back; pasting an engine's values, the square
// mapping, the check against a fill with the first differing value and its XOR;
// the Log mode in an embed.
import { test, expect, gotoApp, screenshot } from './harness.mjs';
import { cell, counter, shownRegisters } from './app-helpers.mjs';
import { newAppPage } from './embed-helpers.mjs';

test.describe.configure({ timeout: 60_000 });

// The seed example's forward pass as an engine prints it (e4 to a1 and h8,
// king steps), with b2 wrongly in layer 2.
const WRONG = `sq1 = 0x10000000
sq2 = 0x8000000000000001
path = 0xffffffffffffffff
asp[1] = 0x0000003828380000
asp[2] = 0x00007c4444447e00
asp[3] = 0x00fe8282828282fe
`;
const RIGHT = WRONG.replace('0x00007c4444447e00', '0x00007c4444447c00');

const tabs = (page) => page.getByRole('tablist', { name: 'Mode' });
const tab = (page, name) => tabs(page).getByRole('tab', { name });

test('tabs by mouse: the mode is in the link, kept on reload, and Back returns', async ({ page }) => {
  await gotoApp(page);
  await expect(tab(page, 'Play')).toHaveAttribute('aria-selected', 'true');
  await expect(page.locator('#panel-play')).toBeVisible();
  await tab(page, 'Log').click();
  await expect(tab(page, 'Log')).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel', { name: 'Log' })).toBeVisible();
  await expect(page.getByLabel('Values from a log, a debugger or a test failure')).toBeVisible();
  await expect(page).toHaveURL(/mode=log/);
  await page.reload();
  await page.waitForFunction(() => window.__fillscopeStarted === true);
  await expect(tab(page, 'Log')).toHaveAttribute('aria-selected', 'true');
  await page.goBack();
  await expect(tab(page, 'Play')).toHaveAttribute('aria-selected', 'true');
  await expect(page.locator('#panel-play')).toBeVisible();
  await expect(page.getByLabel('Algorithm')).toBeVisible();
});

test('tabs by keyboard: arrows move between tabs and do not step playback', async ({ page }) => {
  await gotoApp(page);
  const before = await counter(page);
  await tab(page, 'Play').focus();
  // Tab order: Play, Compare, Quiz, Log, Lesson, Code; the arrows wrap around.
  const order = ['Play', 'Compare', 'Quiz', 'Log', 'Lesson', 'Code'];
  for (const name of [...order.slice(1), 'Play']) {
    await page.keyboard.press('ArrowRight');
    await expect(tab(page, name)).toHaveAttribute('aria-selected', 'true');
    await expect(tab(page, name)).toBeFocused();
  }
  for (const name of ['Code', 'Lesson', 'Log', 'Quiz', 'Compare', 'Play']) {
    await page.keyboard.press('ArrowLeft');
    await expect(tab(page, name)).toHaveAttribute('aria-selected', 'true');
  }
  await page.keyboard.press('End');
  await expect(tab(page, 'Code')).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Home');
  await expect(tab(page, 'Play')).toHaveAttribute('aria-selected', 'true');
  expect(await counter(page)).toEqual(before);
  // Only the selected tab is in the Tab order.
  await expect(tab(page, 'Log')).toHaveAttribute('tabindex', '-1');
});

test('a pasted log is read, checked, and its first wrong value shown with the XOR', async ({ page }) => {
  await gotoApp(page, '?mode=log');
  // Nothing pasted, nothing on the board: no legend yet.
  await expect(page.getByRole('heading', { name: 'Legend' })).toHaveCount(0);
  const text = page.getByLabel('Values from a log, a debugger or a test failure');
  await text.fill(`${WRONG}nothing on this line\n`);
  await expect(page.getByRole('heading', { name: 'Legend' })).toHaveCount(1);
  await expect(page.locator('#log-read')).toHaveText('Read 6 values; 1 line unread.');
  await expect(page.locator('#log-skipped')).toContainText('line 7: nothing on this line — no number on it, nor name = number');
  const verdict = page.locator('#log-verdict');
  await expect(verdict).toContainText('The first 3 values give the board.');
  await expect(verdict).toContainText("value 5 parts from the fill: it is not the fill's asp[2] at frame 4");
  await expect(verdict).toContainText('They differ on 1 square (b2)');
  await page.getByRole('button', { name: 'Show value 5' }).click();
  expect(await counter(page)).toEqual([5, 6]);
  expect(await shownRegisters(page)).toEqual([
    ['asp[2]', '0x00007c4444447e00'],
    ['fill', '0x00007c4444447c00'],
    ['xor', '0x0000000000000200'],
  ]);
  // The board marks the log's board (sources and targets) and the XOR square.
  await expect(cell(page, 'e4')).toHaveAttribute('aria-label', /source/);
  await expect(cell(page, 'a1')).toHaveAttribute('aria-label', /target/);
  await expect(cell(page, 'b2')).toHaveAttribute('aria-label', /result/);
  await screenshot(page, 'log-mode-differs');
  // The playback keys step through the log's values.
  await page.locator('body').click({ position: { x: 5, y: 5 } });
  await page.keyboard.press('Home');
  expect(await counter(page)).toEqual([1, 6]);
  await page.keyboard.press('ArrowRight');
  expect(await counter(page)).toEqual([2, 6]);
  // Fixing the value: everything agrees, and the log stops before the
  // backward pass, which changes asp[3] at frame 9.
  await text.fill(RIGHT);
  await expect(verdict).toContainText("3 values agree, but the log stops early: the fill's asp[3] at frame 9 is");
  // Clicks on the Log mode's board change nothing.
  const names = await page.locator('#board [role=gridcell]').evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')));
  await cell(page, 'd5').click();
  expect(await page.locator('#board [role=gridcell]').evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')))).toEqual(names);
});

test("a BFS log's walls (wn, we) give the board its walls, drawn on the Log board", async ({ page }) => {
  await gotoApp(page, '?alg=bfs&src=e4&tgt=a1,h8&mode=log');
  // A wall on e4's north edge (bit 28 of wn) and on its east edge (bit 28 of we).
  await page.getByLabel('Values from a log, a debugger or a test failure').fill('wn = 0x10000000\nwe = 0x10000000\nstart = 0x10000000\n');
  await expect(page.locator('#log-verdict')).toContainText('The first 3 values give the board.');
  const e4 = page.locator('#board [data-square=e4]');
  await expect(e4).toHaveAccessibleName(/wall north/);
  await expect(e4).toHaveAccessibleName(/wall east/);
  await expect(page.locator('#board [data-square=f4]')).toHaveAccessibleName(/wall west/);
});

test('the square mapping reads and writes values and is drawn', async ({ page }) => {
  await gotoApp(page, '?mode=log');
  await page.getByLabel('Square mapping (bit 0, bit 1)').selectOption('a8-b8');
  const grid = page.locator('#mapping-grid');
  await expect(grid.locator('caption')).toContainText('a8-b8');
  // Rank 8 is the first row: a8 is bit 0, b8 bit 1; a1 is bit 56.
  await expect(grid.locator('tbody tr').first().locator('td').nth(0)).toHaveText('0');
  await expect(grid.locator('tbody tr').first().locator('td').nth(1)).toHaveText('1');
  await expect(grid.locator('tbody tr').last().locator('td').nth(0)).toHaveText('56');
  // Bit 0 in a8-b8 is a8 on the board; the register shows it as pasted.
  await page.getByLabel('Values from a log, a debugger or a test failure').fill('gen = 0x1');
  await expect(cell(page, 'a8')).toHaveAttribute('aria-label', /frontier/);
  expect(await shownRegisters(page)).toEqual([['gen', '0x0000000000000001']]);
  await expect(page).toHaveURL(/map=a8-b8/);
  await expect(page).toHaveURL(/log=gen%20%3D%200x1/);
});

test('a Log mode embed shows the log on the board and nothing to edit', async ({ page }) => {
  const log = encodeURIComponent(WRONG);
  await gotoApp(page, `?embed=1&mode=log&log=${log}`);
  await expect(page.getByRole('tablist')).toHaveCount(0);
  await expect(page.locator('#log-text')).toHaveCount(0);
  await expect(page.getByRole('gridcell')).toHaveCount(64);
  // Which value is on show is said over the board.
  await expect(page.locator('#caption')).toHaveText(/^Value 1 of \d+: sq1/);
  await page.getByRole('button', { name: 'Last frame' }).click();
  await expect(page.locator('#caption')).toHaveText(/^Value (\d+) of \1: /);
  await expect(cell(page, 'h2')).toHaveAttribute('aria-label', /frontier/);
  await screenshot(page, 'log-mode-embed');
});

test("the Log tab's Share panel embeds the log, and the embed shows its values", async ({ page, context }) => {
  await gotoApp(page, '?mode=log');
  await page.getByLabel('Values from a log').fill(WRONG);
  await page.locator('#share').getByRole('button', { name: 'Embed', exact: true }).click();
  const snippet = await page.getByRole('textbox', { name: 'Embed code' }).inputValue();
  expect(snippet).toContain('title="fillscope: values from a log, each on a board"');
  const src = snippet.match(/src="([^"]+)"/)[1].replaceAll('&amp;', '&');
  expect(src).toMatch(/mode=log/);
  expect(src).toMatch(/[?&]log=/);
  const embed = await newAppPage(context);
  await gotoApp(embed, src.slice(src.indexOf('?')));
  await expect(embed.getByRole('tablist')).toHaveCount(0);
  await embed.getByRole('button', { name: 'Last frame' }).click();
  await expect(cell(embed, 'h2')).toHaveAttribute('aria-label', /frontier/);
});

test("the verdict writes the fill's values in the mapping chosen, as the Registers panel does", async ({ page }) => {
  await gotoApp(page, '?alg=fill&dir=nort&mode=log');
  await page.getByLabel('Square mapping (bit 0, bit 1)').selectOption('h1-h2');
  const text = page.getByLabel('Values from a log, a debugger or a test failure');
  // In h1-h2, bit 0 is h1 and bit 1 is h2: the fill starts on h1 alone.
  // (0x5, h1 and h3, is no value the fill's flood ever takes. The log's
  // only flood, after the inputs, is set against the fill's last: the
  // h-file, bits 0 to 7.)
  await text.fill('gen = 0x1\npro = 0xffffffffffffffff\nflood = 0x5\n');
  const verdict = page.locator('#log-verdict');
  await expect(verdict).toContainText("value 3 parts from the fill: it is not the fill's flood at frame 8 (0x00000000000000ff)");
  await expect(verdict).toContainText('They differ on 6 squares (h2, h4, h5, h6, h7, h8)');
  await page.getByRole('button', { name: 'Show value 3' }).click();
  expect(await shownRegisters(page)).toEqual([
    ['flood', '0x0000000000000005'],
    ['fill', '0x00000000000000ff'],
    ['xor', '0x00000000000000fa'],
  ]);
  // A log that stops early names the fill's next value in the mapping too:
  // heading north, the fill floods h1 and h2, bits 0 and 1.
  await text.fill('gen = 0x1\npro = 0xffffffffffffffff\nflood = 0x1\n');
  await expect(verdict).toContainText("but the log stops early: the fill's flood at frame 2 is 0x0000000000000003.");
});

test('frames are numbered from 1, as the Play tab counts them', async ({ page }) => {
  // The seed example's log up to asp[4], which lacks a1.
  const log = `${RIGHT}asp[4] = 0xff01010101010100\n`;
  await gotoApp(page, `?alg=westcott&src=e4&tgt=a1,h8&mode=log&log=${encodeURIComponent(log)}`);
  await expect(page.locator('#log-verdict')).toContainText("value 7 parts from the fill: it is not the fill's asp[4] at frame 6 (");
  await page.getByRole('button', { name: 'Show value 7' }).click();
  await expect(page.locator('#caption')).toHaveText('Value 7 (asp[4]) parts from the fill: its asp[4] at frame 6 differs on 1 square (xor)');
  // In the Play tab asp[4] first appears at frame 6.
  await tab(page, 'Play').click();
  await page.locator('body').click({ position: { x: 5, y: 5 } });
  await page.keyboard.press('Home');
  for (let k = 0; k < 4; k++) await page.keyboard.press('ArrowRight');
  expect(await counter(page)).toEqual([5, 13]);
  expect((await shownRegisters(page)).map(([name]) => name)).not.toContain('asp[4]');
  await page.keyboard.press('ArrowRight');
  expect(await counter(page)).toEqual([6, 13]);
  expect(await shownRegisters(page)).toContainEqual(['asp[4]', '0xff01010101010101']);
});

test('each unread line says why it gave no value', async ({ page }) => {
  await gotoApp(page, '?mode=log');
  await page
    .getByLabel('Values from a log, a debugger or a test failure')
    .fill('gen = 0x10\nreturn 5;\nx += 5\n0x10 0x20\n7 apples\nnothing here\nasp[2] = zz\n');
  await expect(page.locator('#log-read')).toHaveText('Read 1 value; 6 lines unread.');
  await expect(page.locator('#log-skipped li')).toHaveText([
    'line 2: return 5; — text before 5 but not in the form name = 5',
    'line 3: x += 5 — text before 5 but not in the form name = 5',
    'line 4: 0x10 0x20 — more than one number on it, and none in the form name = number',
    'line 5: 7 apples — text after 7: a number alone is read only on a line of its own',
    'line 6: nothing here — no number on it, nor name = number',
    'line 7: asp[2] = zz — asp[2] is given zz, which is not a number (hex 0x..., binary 0b..., 16 hex digits or decimal)',
  ]);
});

test('a value whose name the fill never has is named as such', async ({ page }) => {
  await gotoApp(page, '?alg=westcott&src=e4&tgt=a1,h8&mode=log');
  await page.getByLabel('Values from a log, a debugger or a test failure').fill('sq1 = 0x10000000\nfrobnicate = 0x1\n');
  await expect(page.locator('#log-verdict')).toContainText(
    'value 2 has nothing to match: All shortest paths (Westcott) has no value named frobnicate on this board.',
  );
});

// With no values there is nothing to step through: the counter says so and
// the slider is off (it used to read "Frame 0 / 0" beside a slider at 1).
test('an empty log says it has no frames', async ({ page }) => {
  await gotoApp(page, '?mode=log');
  await expect(page.locator('#frame-counter')).toHaveText('No frames', { timeout: 20_000 });
  await expect(page.locator('#frame-slider')).toBeDisabled();
  await expect(page.locator('#frame-slider')).toHaveAttribute('aria-valuetext', 'No frames');
});

test('the layers printed after the routine returned (printf %016llx) agree, and the verdict says they are final values', async ({ page }) => {
  await gotoApp(page, '?mode=log');
  const text = page.getByLabel('Values from a log, a debugger or a test failure');
  await text.fill(
    [
      'sq1 = 0000000010000000',
      'sq2 = 8000000000000001',
      'asp[0] = 0000000010000000',
      'asp[1] = 0000003008080000',
      'asp[2] = 0000600000040400',
      'asp[3] = 00c0000000000202',
      'asp[4] = 8000000000000001',
    ].join('\n'),
  );
  const verdict = page.locator('#log-verdict');
  await expect(verdict).toContainText('The first 2 values give the board. All 5 values after them agree with');
  await expect(verdict).toContainText('Some values are left out: the 4 values the fill gave those registers before the ones printed are not in the log.');
});

test('a gdb session reads as the fill: its print commands name the values, and an array gives its elements', async ({ page }) => {
  await gotoApp(page, '?mode=log');
  const text = page.getByLabel('Values from a log, a debugger or a test failure');
  await text.fill(
    [
      '(gdb) p sq1',
      '$1 = 268435456',
      '(gdb) p sq2',
      // gdb prints in decimal: these 19 digits are 0x8000000000000001.
      '$2 = 9223372036854775809',
      '(gdb) p/x asp',
      '$3 = {0x10000000, 0x3008080000, 0x600000040400, 0xc0000000000202, 0x8000000000000001, 0x0 <repeats 59 times>}',
    ].join('\n'),
  );
  await expect(page.locator('#log-read')).toHaveText('Read 7 values; 0 lines unread.');
  const verdict = page.locator('#log-verdict');
  await expect(verdict).toContainText('The first 2 values give the board. All 5 values after them agree with');
  // The frames are named as the engine's code names them.
  await expect(page.locator('#log-skipped li')).toHaveCount(0);
  await expect(page.locator('#panel-log')).toContainText('Value 1 of 7: sq1');
  await page.getByRole('button', { name: 'Last frame' }).click();
  await expect(page.locator('#panel-log')).toContainText('Value 7 of 7: asp[4]');
});

test("the Log tab's fill menu shows the occluded fill for Kogge-Stone and the rotate loop, and keeps their method", async ({ page }) => {
  for (const method of ['kogge-stone', 'rotate']) {
    await gotoApp(page, `?mode=log&alg=fill&method=${method}&dir=east&src=e4`);
    const menu = page.getByLabel('Fill', { exact: true });
    await expect(menu).toHaveValue('fill');
    await expect(menu.locator('option:checked')).toHaveText('Occluded / attack fill');
    // Picked again, once the other fill is on show, the fill keeps its
    // method (it was lost unless the second pick came before the page
    // redrew).
    await menu.selectOption('westcott');
    await expect(page).toHaveURL(/alg=westcott/);
    await expect(menu).toHaveValue('westcott');
    await menu.selectOption('fill');
    await expect(page).toHaveURL(new RegExp(`method=${method}`));
  }
  // The Play tab's menu, too.
  await page.getByRole('tab', { name: 'Play' }).click();
  const play = page.getByLabel('Algorithm', { exact: true });
  await play.selectOption('westcott');
  await expect(page).toHaveURL(/alg=westcott/);
  await play.selectOption('fill');
  await expect(page).toHaveURL(/method=rotate/);
});

// A paste longer than the Log tab reads is cut after a whole line, and the
// page says so. The textarea's own limit cut it silently in the middle of a
// value: the seed's right answer, cut to `asp[4] = 0x8000`, was called wrong.
test('a log too long to read whole is cut after a whole line, with a notice', async ({ page }) => {
  await gotoApp(page, '?mode=log');
  const line = 'info string depth 20 seldepth 31 nodes 123456 nps 99\n';
  // The limit falls inside the last value.
  const chatter = line.repeat(Math.floor((20000 - RIGHT.length - 10) / line.length));
  const right = `${RIGHT}asp[4] = 0x8000000000000001\n`;
  expect((chatter + RIGHT).length).toBeLessThan(20000);
  expect((chatter + right).length).toBeGreaterThan(20000);
  const text = page.getByLabel('Values from a log, a debugger or a test failure');
  await text.fill(chatter + right);
  await expect(page.locator('.notice').first()).toContainText(/The log is \d+ bytes, more than the 20000 the Log tab reads/);
  const kept = await text.inputValue();
  expect(kept.endsWith('\n')).toBe(true);
  expect(kept.length).toBeLessThanOrEqual(20000);
  // No value is read from a piece of a line.
  await expect(page.locator('#log-verdict')).not.toContainText('parts from the fill');
  // A log that fits takes the notice away.
  await text.fill(right);
  await expect(page.locator('.notice')).toHaveCount(0);
  await expect(page.locator('#log-verdict')).toContainText('agree');
});

// A long log goes in the address packed: 420 lines made an address of
// 17,000 characters, which the server refused (HTTP 431) on every reload.
test('a long log survives a reload: the address carries it packed', async ({ page }) => {
  await gotoApp(page, '?mode=log');
  let text = '';
  for (let i = 0; i < 420; i++) text += `info depth ${i} nodes ${i * 7919}\n`;
  text += RIGHT;
  await page.getByLabel('Values from a log, a debugger or a test failure').fill(text);
  await expect(page).toHaveURL(/logz=/);
  const url = page.url();
  expect(url).not.toContain('log=');
  expect(url.length).toBeLessThan(8000);
  const response = await page.reload();
  expect(response.status()).toBe(200);
  await expect(page.getByLabel('Values from a log, a debugger or a test failure')).toHaveValue(text, { timeout: 20_000 });
  await expect(page.locator('#log-verdict')).toContainText('agree');
});

// printf("%llx") writes hex without 0x or padding: the log is read as hex,
// and the page says why. It read `sq1 = 10000000` as decimal (six sources)
// and called the seed's right answer wrong.
test('a log of hex without 0x is read as hex, and says so', async ({ page }) => {
  await gotoApp(page, '?mode=log');
  const nopad = RIGHT.replace(/0x0*/g, '').replace('ffffffffffffffff', 'ffffffffffffffff');
  expect(nopad).toContain('asp[1] = 3828380000');
  await page.getByLabel('Values from a log, a debugger or a test failure').fill(nopad);
  // Line 3 (path = ffffffffffffffff) is the first with a hex letter.
  await expect(page.locator('#log-bare-hex')).toContainText('Numbers without 0x are read as hex: line 3');
  await expect(page.locator('#log-verdict')).toContainText('The first 3 values give the board.');
  await expect(page.locator('#log-verdict')).toContainText('agree');
  await expect(cell(page, 'e4')).toHaveAttribute('aria-label', /source/);
});

test("beside 0x values, printf's %llu digits are decimal, and the page says which line", async ({ page }) => {
  await gotoApp(page, '?mode=log&alg=fill&dir=nort');
  // e5, e6 and e7 as %llu prints them: 4521260532891648.
  const log = 'gen = 0x0000000010000000\npro = 0xffffffffffffffff\n[movegen.c:120] attacks = 4521260532891648\n';
  await page.getByLabel('Values from a log, a debugger or a test failure').fill(log);
  await expect(page.locator('#log-bare-hex')).toContainText('16 digits without 0x are read as decimal (line 3)');
  // The file and line before it are no value: three values, the third attacks.
  await expect.poll(() => counter(page).then(([, n]) => n)).toBe(3);
  await page.locator('body').click({ position: { x: 5, y: 5 } });
  await page.keyboard.press('End');
  await expect.poll(() => shownRegisters(page)).toContainEqual(['attacks', '0x0010101000000000']);
  await expect(page.locator('#log-skipped')).toHaveCount(0);
});

test('a board printed as a diagram is one value, named by its title line', async ({ page }) => {
  await gotoApp(page, '?mode=log');
  const rows = ['. . . . x . . .', '. . . . x . . .', '. . . . x . . .', '. . . . x . . .', 'x x x x . x x x', '. . . . x . . .', '. . . . x . . .', '. . . . x . . .'];
  await page.getByLabel('Values from a log, a debugger or a test failure').fill(`attacks:\n${rows.join('\n')}\n`);
  await expect.poll(() => counter(page)).toEqual([1, 1]);
  await expect.poll(() => shownRegisters(page)).toContainEqual(['attacks', '0x10101010ef101010']);
  await expect(page.locator('#log-skipped')).toHaveCount(0);
});

test('the value on show is in the link: a reload, a copied link and an embed open at it', async ({ page, context }) => {
  await gotoApp(page, '?mode=log');
  await page.getByLabel('Values from a log').fill(WRONG);
  await page.getByRole('button', { name: 'Last frame' }).click();
  await expect(page.locator('#caption')).toHaveText(/^Value 6 \(asp\[3\]\)|^Value 6 of 6/);
  await expect.poll(() => new URL(page.url()).searchParams.get('frame')).toBe('5');
  await page.reload();
  await expect(page.locator('#caption')).toHaveText(/^Value 6/);
  // The embed opens at the first wrong value, with its caption whole and a
  // key to the board's looks.
  await page.locator('#log-show').click();
  await expect(page.locator('#caption')).toHaveText(/^Value 5 \(asp\[2\]\) parts from the fill/);
  await page.locator('#share').getByRole('button', { name: 'Embed', exact: true }).click();
  const snippet = await page.getByRole('textbox', { name: 'Embed code' }).inputValue();
  const src = snippet.match(/src="([^"]+)"/)[1].replaceAll('&amp;', '&');
  expect(src).toMatch(/[?&]frame=4(&|$)/);
  const embed = await newAppPage(context);
  await embed.setViewportSize({ width: 320, height: 480 });
  await gotoApp(embed, src.slice(src.indexOf('?')));
  const caption = embed.locator('#caption');
  await expect(caption).toHaveText(/differs on \d+ squares? \(xor\)$/);
  // Not cut: the caption's text fits its box.
  expect(await caption.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
  await expect(embed.locator('#log-key li')).toHaveText([/^fill \(/, /^xor \(/]);
  // The key's swatches are the board's looks.
  for (const li of await embed.locator('#log-key li').all()) {
    const look = await li.getAttribute('data-look');
    await expect(embed.locator(`.grid .sq.${look}`).first()).toBeVisible();
  }
  // The board still fits the frame below them.
  const board = await embed.locator('.board-wrap').boundingBox();
  expect(board.y + board.height).toBeLessThanOrEqual(480);
  await screenshot(embed, 'log-mode-embed-at-wrong-value');
  // A frame past the last value shows the last, and says so.
  await gotoApp(embed, src.slice(src.indexOf('?')).replace(/frame=4/, 'frame=40'));
  await expect(embed.locator('#caption')).toHaveText(/^Value 6/);
  // (An embed folds its notice to one line, opened by a click.)
  await expect(embed.locator('.notice')).toContainText("frame=40 is past the log's last value");
});

test('a Log embed whose log gives no value says which line gave none and why', async ({ page }) => {
  // A link whose log was cut inside a percent escape.
  await gotoApp(page, '?mode=log&embed=1&log=sq1%20%3D%200x1000%2');
  await expect(page.locator('#caption')).toHaveText(/^No values read: line 1 gave none \(.+\)\.$/);
});

// lldb's frame variable prints every local: an int and a pointer (an
// address) are no sets, and are skipped, saying why; Rust's dbg! prints a
// list an element a line, read element by element. Before, the pointer was
// read as a board (its address's bits) and each line of the list was
// skipped.
test("lldb's pointers and ints are skipped as no sets, and dbg!'s list an element a line is read", async ({ page }) => {
  await gotoApp(page, '?mode=log');
  const text = page.getByLabel('Values from a log, a debugger or a test failure');
  await text.fill(
    [
      '(lldb) frame variable',
      '(U64) sq1 = 268435456',
      '(U64) sq2 = 9223372036854775809',
      '(int) n = 3',
      '(U64 *) out = 0x00007fffffffe5c0',
      '[src/main.rs:20:5] asp = [',
      '    268435456,',
      '    206293172224,',
      '    105553116529664,',
      '    54043195528446466,',
      '    9223372036854775809,',
      '    0,',
      ']',
    ].join('\n'),
  );
  await expect(page.locator('#log-read')).toHaveText('Read 7 values; 3 lines unread.');
  await expect(page.locator('#log-skipped li')).toHaveText([
    'line 1: (lldb) frame variable — no number on it, nor name = number',
    'line 4: (int) n = 3 — (int): an integer of 32 bits or fewer, not a 64-bit set',
    'line 5: (U64 *) out = 0x00007fffffffe5c0 — (U64 *): a pointer (an address), not a 64-bit set',
  ]);
  await expect(page.locator('#log-verdict')).toContainText('The first 2 values give the board. All 5 values after them agree with');
  await page.getByRole('button', { name: 'Last frame' }).click();
  await expect(page.locator('#panel-log')).toContainText('Value 7 of 7: asp[4]');
});
