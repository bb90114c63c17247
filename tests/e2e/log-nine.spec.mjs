// The Log mode on the 9x9 Great Escape board: 128-bit values as engines print
// them (0x and 32 digits, %016llx%016llx, halves side by side, .hi/.lo), each a
// frame on the 9x9 board, checked against the Play tab's 9x9 BFS; a value with
// bits past i9 and two numbers that could be either half are skipped with why;
// the link and a reload bring the log, its board and its mapping back; the
// embed shows the 9x9 board. A board drawn as a diagram of 9 rows of 9 is one
// value; one of 8 rows of 8 is skipped, saying what it is. The forms it shares
// with the 8x8 reader (gdb's arrays, a name and a space, C suffixes,
// googletest's Value of:, a struct's fields as inputs) are read there too.
import { test, expect, gotoApp } from './harness.mjs';
import { cell, counter, shownRegisters } from './app-helpers.mjs';

test.describe.configure({ timeout: 60_000 });

// BFS from a1 to i9 on the empty 9x9 board: layer k is the squares with
// file + rank = k (bit = file + 9 * rank).
const layer = (k) => {
  let v = 0n;
  for (let f = 0; f < 9; f++) for (let r = 0; r < 9; r++) if (f + r === k) v |= 1n << BigInt(f + 9 * r);
  return v;
};
const hex32 = (v) => v.toString(16).padStart(32, '0');
const I9 = 1n << 80n;
const half = (v) => [hex32(v).slice(0, 16), hex32(v).slice(16)];
const LOG = [
  `layer[1] = 0x${layer(1).toString(16)}`,
  `layer[2]: ${hex32(layer(2))}`,
  `[bfs.cpp:42] layer[3].hi = 0x${(layer(3) >> 64n).toString(16)}, layer[3].lo = 0x${(layer(3) & ((1n << 64n) - 1n)).toString(16)}`,
  `cur = 0x${(1n << 100n).toString(16)}`,
  'x = 0x1 0x200',
  // i9 wrongly in layer 4, printed as %016llx %016llx.
  `layer[4] = ${half(layer(4) | I9).join(' ')}`,
  '',
].join('\n');
const BOARD = '?alg=bfs&board=9x9&src=a1&tgt=i9';

async function expectVerdict(page) {
  await expect(page.locator('#log-read')).toHaveText('Read 4 values; 2 lines unread.');
  const skipped = page.locator('#log-skipped');
  await expect(skipped).toContainText('line 4:');
  await expect(skipped).toContainText('cur sets bit 100, past i9 (bit 80)');
  await expect(skipped).toContainText('line 5:');
  await expect(skipped).toContainText('which is the high half is not guessed');
  const verdict = page.locator('#log-verdict');
  await expect(verdict).toContainText('3 values agree; value 4 parts from the fill: it is not the fill\'s layer[4]');
  await expect(verdict).toContainText(`(0x${hex32(layer(4))})`);
  await expect(verdict).toContainText('They differ on 1 square (i9)');
}

test('a 9x9 log is read as 128-bit values, stepped on the 9x9 board, checked, and kept by the link', async ({ page }) => {
  await gotoApp(page, `${BOARD}&mode=log`);
  await expect(page.locator('#nine-elsewhere')).toHaveCount(0);
  await expect(page.locator('#log-nine-forms')).toContainText('128-bit values');
  await page.getByLabel('Values from a log, a debugger or a test failure').fill(LOG);
  await expectVerdict(page);
  await expect(page.getByRole('gridcell')).toHaveCount(81);
  await page.getByRole('button', { name: 'Show value 4' }).click();
  expect(await counter(page)).toEqual([4, 4]);
  expect(await shownRegisters(page)).toEqual([
    ['layer[4]', `0x${hex32(layer(4) | I9)}`],
    ['fill', `0x${hex32(layer(4))}`],
    ['xor', `0x${hex32(I9)}`],
  ]);
  await expect(cell(page, 'i9')).toHaveAttribute('aria-label', /result/);
  await expect(cell(page, 'a1')).toHaveAttribute('aria-label', /source/);
  // Stepping: value 1 is layer 1, b1 and a2.
  await page.locator('body').click({ position: { x: 5, y: 5 } });
  await page.keyboard.press('Home');
  expect(await counter(page)).toEqual([1, 4]);
  await expect(page.locator('#caption')).toHaveText('Value 1 of 4: layer[1]');
  await expect(cell(page, 'b1')).toHaveAttribute('aria-label', /frontier/);
  await expect(cell(page, 'a2')).toHaveAttribute('aria-label', /frontier/);
  await page.keyboard.press('ArrowRight');
  expect(await counter(page)).toEqual([2, 4]);
  await expect(cell(page, 'c1')).toHaveAttribute('aria-label', /frontier/);
  // The link carries the log and the 9x9 board: a reload reads them again.
  await expect(page).toHaveURL(/board=9x9/);
  await expect(page).toHaveURL(/log=/);
  await page.reload();
  await page.waitForFunction(() => window.__fillscopeFull === true);
  await expectVerdict(page);
  await expect(page.getByRole('gridcell')).toHaveCount(81);
});

test("the 9x9 Log tab names a call's value as written and a square's by the word before it, as its hint says", async ({ page }) => {
  await gotoApp(page, `${BOARD}&mode=log`);
  await expect(page.locator('#log-nine-forms')).toContainText('a call or a cast (reach(e1) = 0x200)');
  await page
    .getByLabel('Values from a log, a debugger or a test failure')
    .fill(`reach(e1) = 0x${layer(1).toString(16)}\nwalls at e5 = 0x${I9.toString(16)}\n`);
  await expect(page.locator('#log-read')).toHaveText('Read 2 values; 0 lines unread.');
  await page.locator('body').click({ position: { x: 5, y: 5 } });
  await page.keyboard.press('Home');
  await expect(page.locator('#caption')).toHaveText('Value 1 of 2: reach(e1)');
  await page.keyboard.press('ArrowRight');
  await expect(page.locator('#caption')).toHaveText('Value 2 of 2: walls');
});

test("the 9x9 mappings: CodinGame's a9-b9 (y down from the top row) reads and is kept by the link", async ({ page }) => {
  await gotoApp(page, `${BOARD}&mode=log`);
  const mapping = page.getByLabel('Square mapping (bit 0, bit 1)');
  await expect(mapping.locator('option')).toHaveText(['a1-b1', 'a1-a2', 'i1-h1', 'i1-i2', 'a9-b9', 'a9-a8', 'i9-h9', 'i9-i8']);
  await mapping.selectOption('a9-b9');
  await expect(page.locator('#mapping-grid caption')).toHaveText('Bit numbers in a9-b9 (bits 0 and 1 outlined)');
  // Bits 0 and 9 are a9 and a8 in CodinGame's numbering.
  await page.getByLabel('Values from a log, a debugger or a test failure').fill('p = 0x201\n');
  await expect(cell(page, 'a9')).toHaveAttribute('aria-label', /frontier/);
  await expect(cell(page, 'a8')).toHaveAttribute('aria-label', /frontier/);
  // The address is written a moment after each change: the log's write
  // can come after the mapping's.
  await expect(page).toHaveURL(/map=a9-b9/);
  await expect(page).toHaveURL(/log=/);
  await page.reload();
  await page.waitForFunction(() => window.__fillscopeFull === true);
  await expect(mapping).toHaveValue('a9-b9');
  await expect(cell(page, 'a8')).toHaveAttribute('aria-label', /frontier/);
});

test('a 9x9 Log embed shows the log on the 9x9 board', async ({ page }) => {
  await gotoApp(page, `${BOARD}&embed=1&mode=log&log=${encodeURIComponent(LOG)}`);
  await expect(page.locator('#log-text')).toHaveCount(0);
  await expect(page.getByRole('gridcell')).toHaveCount(81);
  await expect(page.locator('#caption')).toHaveText('Value 1 of 4: layer[1]');
  await page.getByRole('button', { name: 'Last frame' }).click();
  await expect(page.locator('#caption')).toHaveText(/^Value 4 \(layer\[4\]\) parts from the fill/);
  await expect(cell(page, 'i9')).toHaveAttribute('aria-label', /result/);
});

test('a 9x9 board drawn as a diagram is one value; an 8x8 diagram is skipped, saying what it is', async ({ page }) => {
  await gotoApp(page, `${BOARD}&mode=log`);
  // The e-file and the 5th rank but e5, as a Great Escape bot prints a
  // board: rank 9 on top.
  let cross = 0n;
  for (let k = 0; k < 9; k++) if (k !== 4) cross |= (1n << BigInt(4 + 9 * k)) | (1n << BigInt(k + 9 * 4));
  const nine = [];
  for (let r = 8; r >= 0; r--) {
    const row = [];
    for (let f = 0; f < 9; f++) row.push((cross >> BigInt(f + 9 * r)) & 1n ? 'x' : '.');
    nine.push(row.join(' '));
  }
  const eight = [...Array(7).fill('00001000'), '10000000'];
  await page
    .getByLabel('Values from a log, a debugger or a test failure')
    .fill(`walls:\n${nine.join('\n')}\nattacks:\n${eight.join('\n')}\n`);
  // `attacks:` and the 8x8 diagram's eight rows give no value.
  await expect(page.locator('#log-read')).toHaveText('Read 1 value; 9 lines unread.');
  expect(await counter(page)).toEqual([1, 1]);
  expect(await shownRegisters(page)).toContainEqual(['walls', `0x${hex32(cross)}`]);
  await expect(cell(page, 'e9')).toHaveAttribute('aria-label', /frontier/);
  await expect(cell(page, 'e5')).not.toHaveAttribute('aria-label', /frontier/);
  const skipped = page.locator('#log-skipped li');
  await expect(skipped.nth(1)).toHaveText(
    'line 12: 00001000 — attacks is an 8x8 board drawn as a diagram, 8 rows of 8 squares on lines 12-19, which the 9x9 board does not read: read it on the 8x8 board',
  );
  await expect(skipped.nth(2)).toHaveText('line 13: 00001000 — part of the diagram from line 12');
});

// The forms the 9x9 reader now shares with the 8x8 one: a struct's fields
// as the board's inputs (s.start, s->target), gdb's print of an array (each
// element a 128-bit value, named after `p layer`), a name and a space with a
// C suffix, and googletest's Value of:/Actual:. The BFS's layer 0 is its
// start, a1. Before, the fields gave no input and each other line was
// skipped.
test("the 9x9 Log tab reads gdb's arrays, spaced names, C suffixes, googletest and a struct's inputs, as on 8x8", async ({ page }) => {
  await gotoApp(page, `${BOARD}&mode=log`);
  await expect(page.locator('#log-nine-forms')).toContainText('a name and a space (attacks 0x10)');
  const log = [
    's.start = 0x1',
    `s->target = 0x${I9.toString(16)}`,
    '(gdb) p layer',
    `$1 = {1, ${layer(1)}, ${layer(2)}, 0 <repeats 14 times>}`,
    `layer[3] 0x${layer(3).toString(16)}ULL`,
    'Value of: layer[4]',
    `  Actual: ${layer(4)}`,
  ].join('\n');
  await page.getByLabel('Values from a log, a debugger or a test failure').fill(log);
  await expect(page.locator('#log-read')).toHaveText('Read 7 values; 0 lines unread.');
  await expect(page.locator('#log-verdict')).toContainText(
    'The first 2 values give the board. All 5 values after them agree',
  );
  await page.locator('body').click({ position: { x: 5, y: 5 } });
  await page.keyboard.press('Home');
  const names = [];
  for (let k = 0; k < 7; k++) {
    names.push(await page.locator('#caption').textContent());
    await page.keyboard.press('ArrowRight');
  }
  expect(names).toEqual([
    'Value 1 of 7: s.start',
    // `s->target = ...` is named by the name before `=`, on both boards.
    'Value 2 of 7: target',
    'Value 3 of 7: layer[0]',
    'Value 4 of 7: layer[1]',
    'Value 5 of 7: layer[2]',
    'Value 6 of 7: layer[3]',
    'Value 7 of 7: layer[4]',
  ]);
});

// Rust's and Python's lists, read on the 9x9 board as on 8x8 (after a name,
// element by element; alone on their line, nameless), and lldb's print of an
// int, skipped as no set. Before, each list line was skipped and the int was
// read as a board of b1, c1 and d1.
test("the 9x9 Log tab reads Rust's and Python's lists and skips lldb's (int), as on 8x8", async ({ page }) => {
  await gotoApp(page, `${BOARD}&mode=log`);
  await expect(page.locator('#log-nine-forms')).toContainText("Rust's and Python's lists");
  const text = page.getByLabel('Values from a log, a debugger or a test failure');
  await text.fill(
    ['(lldb) p sq', '(int) $0 = 28', `layer = [1, ${layer(1)}, 0x${layer(2).toString(16)}, 0]`].join('\n'),
  );
  await expect(page.locator('#log-read')).toHaveText('Read 3 values; 1 line unread.');
  await expect(page.locator('#log-skipped li')).toHaveText([
    'line 2: (int) $0 = 28 — (int): an integer of 32 bits or fewer, not a 128-bit set',
  ]);
  await expect(page.locator('#log-verdict')).toContainText('All 3 values');
  await expect(page.locator('#panel-log')).toContainText('Value 1 of 3: layer[0]');
  // A list alone on its line, as print(layer) writes it: its values nameless.
  await text.fill(`[1, ${layer(1)}, ${layer(2)}]`);
  await expect(page.locator('#log-read')).toHaveText('Read 3 values; 0 lines unread.');
  await expect(page.locator('#panel-log')).toContainText('Value 1 of 3: (no name)');
  // The last, layer 2: c1, b2 and a3.
  await page.getByRole('button', { name: 'Last frame' }).click();
  await expect(page.locator('#panel-log')).toContainText('Value 3 of 3: (no name)');
  for (const sq of ['c1', 'b2', 'a3']) await expect(cell(page, sq)).toHaveAttribute('aria-label', /frontier/);
  await expect(cell(page, 'b1')).not.toHaveAttribute('aria-label', /frontier/);
});
