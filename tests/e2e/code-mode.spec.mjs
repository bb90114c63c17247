// The Code mode: a pasted C routine run by the background worker on the Play
// tab's board, its parameters bound, stepped with keys, its wrapped bits
// flagged; the code shared by link and shown in an embed; a runaway loop
// stopped while the page stays usable.
import { test, expect, gotoApp, screenshot } from './harness.mjs';
import { cell, counter, openPreset } from './app-helpers.mjs';
import { newAppPage } from './embed-helpers.mjs';
import { ROOT } from './server.mjs';
import { readFileSync } from 'node:fs';
import path from 'node:path';

test.describe.configure({ timeout: 90_000 });

const tabs = (page) => page.getByRole('tablist', { name: 'Mode' });
const source = (page) => page.getByLabel('C code');
const status = (page) => page.locator('#code-status');
// The lines of code an embed lists (it has no editor).
const listed = (page) => page.getByRole('list', { name: 'C code' }).locator('code').allTextContents();

// A king-step flood from gen through pro, with the east and west masks
// left out: bits wrap between the a- and h-files.
const WRAPPING = `U64 kingFlood(U64 gen, U64 pro) {
    U64 flood = gen;
    while (gen) {
        U64 next = (gen << 1) | (gen >> 1);
        next |= (next | gen) << 8;
        next |= (next | gen) >> 8;
        gen = next & pro & ~flood;
        flood |= gen;
    }
    return flood;
}
`;

test('the starter routine runs on the board and its wrap is flagged at the shift', async ({ page }) => {
  await gotoApp(page);
  await tabs(page).getByRole('tab', { name: 'Code' }).click();
  await expect(page).toHaveURL(/mode=code/);
  await expect(source(page)).toHaveValue(/U64 eastOccluded\(U64 gen, U64 pro\)/);
  await expect(status(page)).toContainText('eastOccluded ran', { timeout: 20_000 });
  // e4 runs east to h4, then h4 << 1 lands on a5: a wrap.
  const findings = page.locator('#code-findings');
  await expect(findings).toContainText('Line 10');
  await expect(findings).toContainText('a5');
  await screenshot(page, 'code-starter');
  // Show it: the board marks where the wrapped bit landed, whether or not
  // a variable is drawn.
  await findings.getByRole('button', { name: 'Show it' }).first().click();
  await expect(cell(page, 'a5')).toHaveAttribute('aria-label', /wrapped bits/);
  await expect(page.locator('[role=gridcell][aria-label*="wrapped bits"]')).toHaveCount(1);
  await expect(page.locator('#code-legend li').filter({ hasText: /^wrapped bits \(/ })).toHaveCount(1);
  await expect(page.locator('#code-legend li').filter({ hasText: 'Source' })).toHaveCount(1);
});

test('paste, bind, step with keys, and check against a built-in fill', async ({ page }) => {
  await gotoApp(page, '?mode=code');
  await source(page).fill(WRAPPING);
  await expect(status(page)).toContainText('kingFlood ran', { timeout: 20_000 });
  await expect(status(page)).toContainText('returned 0x');
  // The parameters took the board's sets by name.
  await expect(page.locator('#bind-gen')).toHaveValue('src');
  await expect(page.locator('#bind-pro')).toHaveValue('open');
  // The wrap is found: e4's flood reaches the h-file and spills onto the a-file.
  await expect(page.locator('#code-findings')).toContainText('Line 4');
  // Bind gen to the targets (a1, h8): the run starts again from there.
  await page.locator('#bind-gen').selectOption('tgt');
  await expect(page).toHaveURL(/bind=gen%3Atgt/);
  await expect(page.locator('#code-vars')).toContainText('gen');
  // Step with the keys, from the board's side of the page.
  await page.locator('#code-drawn').click();
  await page.keyboard.press('Home');
  expect((await counter(page))[0]).toBe(1);
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  expect((await counter(page))[0]).toBe(3);
  await expect(page.locator('.gutter-line.current')).toHaveCount(1);
  // A breakpoint on line 8 (flood |= gen), then B runs to it.
  await page.getByRole('button', { name: 'Breakpoint on line 8' }).click();
  await expect(page).toHaveURL(/bp=8/);
  await page.locator('#code-drawn').click();
  await page.keyboard.press('b');
  await expect(page.locator('.gutter-line.current')).toHaveText('8');
  // Against the king-step shortest paths' squares: the wrap makes them differ.
  await page.locator('#code-against').selectOption('connected');
  await expect(page.locator('#code-diff')).toBeVisible();
  await screenshot(page, 'code-stepping');
});

test('a compile error names the line, column and fix, and the code is kept', async ({ page }) => {
  await gotoApp(page, '?mode=code');
  const broken = 'U64 f(U64 sliders) {\n    return slider << 8;\n}\n';
  await source(page).fill(broken);
  await expect(status(page)).toContainText('Line 2', { timeout: 20_000 });
  await expect(status(page)).toContainText('did you mean `sliders`?');
  await expect(page.locator('.gutter-line.error')).toHaveText('2');
  await page.reload();
  await page.waitForFunction(() => window.__fillscopeFull === true);
  await expect(source(page)).toHaveValue(broken);
});

test('the code travels by link and shows in an embed', async ({ page, context }) => {
  await gotoApp(page, '?mode=code');
  await source(page).fill(WRAPPING);
  await expect(status(page)).toContainText('kingFlood ran', { timeout: 20_000 });
  await expect(page).toHaveURL(/code=[A-Za-z0-9_-]{20,}/);
  const link = page.url();
  const other = await newAppPage(context);
  await gotoApp(other, link.slice(link.indexOf('?')));
  await expect(source(other)).toHaveValue(WRAPPING);
  await expect(status(other)).toContainText('kingFlood ran', { timeout: 20_000 });
  const embed = await newAppPage(context);
  await gotoApp(embed, `${link.slice(link.indexOf('?'))}&embed=1`);
  await expect(embed.getByRole('tablist', { name: 'Mode' })).toHaveCount(0);
  // The code is read there, line by line, not edited.
  await expect.poll(() => listed(embed)).toEqual(WRAPPING.trimEnd().split('\n'));
  await expect(embed.getByRole('textbox')).toHaveCount(0);
  await expect(embed.locator('#code-status')).toContainText('kingFlood ran', { timeout: 20_000 });
  await expect(embed.locator('#code-board')).toBeVisible();
  // The wrap the code was shared for is said in the embed too.
  await expect(embed.locator('#code-findings')).toContainText('Line 4: `gen << 1` moved bits across the a/h-file edge');
  await screenshot(embed, 'code-embed');
});

test("the Code tab's Share panel copies its link and embeds the code, its title naming what it shows", async ({ page, context }) => {
  await gotoApp(page, '?mode=code');
  await source(page).fill(WRAPPING);
  await expect(status(page)).toContainText('kingFlood ran', { timeout: 20_000 });
  const share = page.locator('#share');
  await expect(share.getByRole('button', { name: 'Copy link' })).toBeVisible();
  await share.getByRole('button', { name: 'Embed', exact: true }).click();
  const snippet = await page.getByRole('textbox', { name: 'Embed code' }).inputValue();
  expect(snippet).toContain('title="fillscope: C code run on a board, step by step"');
  const src = snippet.match(/src="([^"]+)"/)[1].replaceAll('&amp;', '&');
  expect(src).toMatch(/mode=code/);
  expect(src).toMatch(/embed=1/);
  expect(src).toMatch(/code=[A-Za-z0-9_-]{20,}/);
  const embed = await newAppPage(context);
  await gotoApp(embed, src.slice(src.indexOf('?')));
  await expect.poll(() => listed(embed)).toEqual(WRAPPING.trimEnd().split('\n'));
  await expect(embed.locator('#code-findings')).toContainText('Line 4:', { timeout: 20_000 });
  // At the height offered, what the run found is in the frame, over the
  // code.
  const height = +snippet.match(/height="(\d+)"/)[1];
  await embed.setViewportSize({ width: 480, height });
  await gotoApp(embed, src.slice(src.indexOf('?')));
  await expect(embed.locator('#code-findings')).toBeInViewport({ ratio: 1, timeout: 20_000 });
  await expect(embed.locator('#code-board')).toBeInViewport({ ratio: 1 });
});

test('a loop that never ends is stopped, and the page stays usable', async ({ page }) => {
  await gotoApp(page, '?mode=code');
  // A state that repeats: the loop is named with the steps that match.
  await source(page).fill('U64 spin(U64 gen) {\n    int i = 0;\n    while (gen) {\n        i = (i + 1) % 4;\n    }\n    return gen;\n}\n');
  await expect(status(page)).toContainText('never ends', { timeout: 20_000 });
  await expect(status(page)).toContainText('line 3');
  // A counter that changes on every pass does not hide it: the condition
  // reads only gen, which a pass leaves as it was.
  await source(page).fill('U64 count(U64 gen) {\n    U64 i = 0;\n    while (gen) {\n        i++;\n    }\n    return i;\n}\n');
  await expect(status(page)).toContainText('never ends: its condition reads only `gen`', { timeout: 20_000 });
  // A loop whose state never repeats, and that may end, runs into the budget.
  await source(page).fill('U64 count(U64 gen) {\n    U64 i = 0;\n    while (i != (gen | 0x8000000000000000ULL)) {\n        i++;\n    }\n    return i;\n}\n');
  await expect(status(page)).toContainText('used up its statement budget of 100000 statements', { timeout: 20_000 });
  // A budget of ten million: the run takes a while; Stop ends it at once.
  await page.locator('#code-steps').fill('10000000');
  await page.locator('#code-steps').press('Enter');
  await page.locator('#code-steps').blur();
  const stop = page.locator('#code-stop');
  await expect(stop).toBeVisible({ timeout: 20_000 });
  // Meanwhile the board and values on show are the last run's (budget
  // 100000), dimmed, and the status says so.
  const before = "The board and values on show are the last run's, of the code as it was before.";
  await expect(status(page)).toHaveText(`Running… ${before}`);
  await expect(page.locator('.stage.stale #code-board')).toHaveCount(1);
  await expect(page.locator('.code-vars-wrap.stale')).toHaveCount(1);
  // The page answers while the worker runs: the editor takes typing.
  await source(page).press('End');
  await stop.click();
  await expect(status(page)).toContainText('You stopped the run');
  await expect(status(page)).toContainText(before);
  await expect(page.locator('.stage.stale #code-board')).toHaveCount(1);
  await expect(source(page)).toHaveValue(/U64 count/);
  await expect(status(page)).toContainText('Run it again, or change the code, a parameter or the statement budget.');
  // Run again: the same request runs once more, and can be stopped again.
  await page.locator('#code-again').click();
  await expect(stop).toBeVisible({ timeout: 20_000 });
  await expect(page.locator('#code-again')).toHaveCount(0);
  await stop.click();
  await expect(status(page)).toContainText('You stopped the run');
  // A budget past the most is brought to it, and the page says so; the
  // field shows every digit.
  await page.locator('#code-steps').fill('100000000');
  await page.locator('#code-steps').press('Enter');
  await expect(page.locator('#notice')).toContainText(
    'The statement budget is a number from 1 to 10000000: 100000000 is out of range, so it is 10000000.',
  );
  await expect(page.locator('#code-steps')).toHaveValue('10000000');
  expect(await page.locator('#code-steps').evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
  // The next run starts a fresh worker.
  await page.locator('#code-steps').fill('1000');
  await page.locator('#code-steps').press('Enter');
  await expect(status(page)).toContainText('used up its statement budget of 1000 statements', { timeout: 20_000 });
  await expect(cell(page, 'e4')).toBeVisible();
  // The run on show is the code's own again.
  await expect(status(page)).not.toContainText(before);
  await expect(page.locator('.stale')).toHaveCount(0);
});

// An engine developer's starting layers, typed as squares as a set
// parameter's are.
test('an array parameter\'s starting values take squares, kept in the link', async ({ page }) => {
  await gotoApp(page, '?mode=code');
  await source(page).fill('U64 f(U64 asp[]) {\n    return asp[0] | asp[1];\n}\n');
  await expect(status(page)).toContainText('f ran', { timeout: 20_000 });
  await page.locator('#bind-asp').fill('2');
  await page.locator('#bind-asp').press('Enter');
  await page.locator('#bind-asp-values').fill('e4 h8');
  await page.locator('#bind-asp-values').press('Enter');
  await expect(status(page)).toContainText('returned 0x8000000010000000', { timeout: 20_000 });
  await expect(page).toHaveURL(/bind=asp%3A2%3Be4%3Bh8/);
  await page.reload();
  await expect(page.locator('#bind-asp-values')).toHaveValue('e4 h8', { timeout: 20_000 });
  await expect(status(page)).toContainText('returned 0x8000000010000000', { timeout: 20_000 });
});

test('an array parameter takes the length and starting values typed for it, kept in the link', async ({ page }) => {
  await gotoApp(page, '?mode=code');
  await source(page).fill('U64 f(U64 asp[]) {\n    asp[1] = asp[0] << 1;\n    return asp[7];\n}\n');
  await expect(status(page)).toContainText('f ran', { timeout: 20_000 });
  // By default: 64 elements, all 0.
  await expect(page.locator('#bind-asp')).toHaveValue('64');
  await expect(status(page)).toContainText('returned 0x0000000000000000');
  await page.locator('#bind-asp').fill('8');
  await page.locator('#bind-asp').press('Enter');
  await page.locator('#bind-asp-values').fill('0x10 0 0 0 0 0 0 5');
  await page.locator('#bind-asp-values').press('Enter');
  await expect(status(page)).toContainText('returned 0x0000000000000005', { timeout: 20_000 });
  await expect(page).toHaveURL(/bind=asp%3A8%3B0x10%3B0%3B0%3B0%3B0%3B0%3B0%3B5/);
  // asp[1] = asp[0] << 1 = 0x20.
  await expect(page.locator('#code-vars')).toContainText('0x0000000000000020');
  // Fewer elements than values: the run says what does not fit.
  await page.locator('#bind-asp').fill('4');
  await page.locator('#bind-asp').press('Enter');
  await expect(page.getByText('8 starting values do not fit in 4 elements')).toBeVisible({ timeout: 20_000 });
  // Four elements, no values: the read of asp[7] stops the run, and says so.
  await page.locator('#bind-asp-values').fill('');
  await page.locator('#bind-asp-values').press('Enter');
  await expect(page.getByText('past the end of `asp` (4 elements)').first()).toBeVisible({ timeout: 20_000 });
  // Opened again from the link: the same binding, the same fields.
  await page.reload();
  await expect(page.locator('#bind-asp')).toHaveValue('4', { timeout: 20_000 });
  await expect(page.locator('#bind-asp-values')).toHaveValue('');
  await screenshot(page, 'code-array-binding');
});

test('on the 9x9 board, 128-bit parameters take its sets and the board draws 81 squares', async ({ page }) => {
  // The Play tab's 9x9 board: a source on a1 and a wall east of it.
  await gotoApp(page, './?alg=bfs&board=9x9&src=a1&tgt=i9&we=0x1&mode=code');
  const code = [
    'typedef unsigned __int128 B;',
    'B flood(B gen, B pro) {',
    '    B f = gen;',
    '    for (int i = 0; i < 16; i++) f |= ((f << 9) | (f >> 9)) & pro;',
    '    return f;',
    '}',
    '',
  ].join('\n');
  await source(page).fill(code);
  await expect(status(page)).toContainText('flood ran', { timeout: 20_000 });
  // a1's file, up the board nine bits a row: a1..a9 (bits 0, 9, ..., 72).
  let want = 0n;
  for (let r = 0; r < 9; r++) want |= 1n << BigInt(9 * r);
  await expect(status(page)).toContainText(`returned 0x${want.toString(16).padStart(32, '0')}`);
  const squares = page.locator('#code-board [role=gridcell]');
  await expect(squares).toHaveCount(81);
  await expect(cell(page, 'a9').first()).toHaveAccessibleName(/result/);
  await expect(page.locator('#code-nine')).toBeVisible();
  await screenshot(page, 'code-nine');
});

test('checked against a built-in fill: the result, and each layer where both have them', async ({ page }) => {
  await gotoApp(page, '?mode=code');
  await expect(page.locator('#code-preset')).toBeEnabled({ timeout: 20_000 });
  await page.locator('#code-preset').selectOption('westcott');
  await expect(status(page)).toContainText('ran', { timeout: 20_000 });
  await page.locator('#code-against').selectOption('westcott');
  // The team's C Westcott on the seed board: every layer is the built-in's.
  const what = page.locator('#code-against-what');
  // The result, the built-in's registers at its end, its layers 0 to 4.
  const options = await what.locator('option').allTextContents();
  expect(options[0]).toBe('the result');
  expect(options.filter((o) => o.startsWith('its '))).not.toHaveLength(0);
  expect(options.filter((o) => o.startsWith('layer '))).toEqual(['layer 0', 'layer 1', 'layer 2', 'layer 3', 'layer 4']);
  for (const k of [0, 2, 4]) {
    await what.selectOption(String(k));
    await expect(page.locator('#code-diff')).toContainText(`Your layer ${k} is the same as`);
  }
  // A fill with no layers has none to offer: layer 4 is said to be missing.
  await page.locator('#code-against').selectOption('dumb7');
  expect((await what.locator('option').allTextContents()).filter((o) => o.startsWith('layer '))).toEqual([]);
  await expect(page.locator('#code-part-gone')).toContainText('has no layer 4 on this board: the result is compared instead.');
  await page.locator('#code-against').selectOption('westcott');
  await expect(what).toHaveValue('4');
  // Against the bit-shift BFS, layer 2 differs: all squares two rook steps
  // from e4 (e6 among them), not just those on a king's shortest path.
  await page.locator('#code-against').selectOption('bfs');
  await what.selectOption('2');
  await expect(page.locator('#code-diff')).toContainText('Your layer 2 differs from');
  await expect(page.locator('#code-diff')).toContainText('e6');
  // The board marks the squares only in one of them.
  await expect(page.locator('#code-board').getByRole('gridcell', { name: /^e6,/ })).toHaveAccessibleName(/, only the built-in's$/);
  await expect(page.locator('#code-diff-key li')).toHaveText([/^Only yours \(/, /^Only the built-in's \(/, /^In both \(/]);
  await expect(page.locator('#code-drawn')).toHaveText(/^The board: your layer 2 against the layer 2 of Bit-shift BFS with walls/);
  await screenshot(page, 'code-against-layers');
  // The check is in the link (against=, part=): a reload, or the link
  // opened elsewhere, shows the same check.
  await expect.poll(() => new URL(page.url()).search).toContain('against=bfs');
  expect(new URL(page.url()).searchParams.get('part')).toBe('2');
  await page.reload();
  await expect(page.locator('#code-against')).toHaveValue('bfs', { timeout: 20_000 });
  await expect(page.locator('#code-against-what')).toHaveValue('2', { timeout: 20_000 });
  await expect(page.locator('#code-diff')).toContainText('Your layer 2 differs from', { timeout: 20_000 });
});

test('the board draws two picked variables, each its own way, and the link keeps them', async ({ page }) => {
  await gotoApp(page, '?mode=code');
  // d4 and e4 in flood, f4 in front; the return value is empty, so that the
  // last frame's result covers none of them.
  await source(page).fill([
    'U64 two(U64 gen) {',
    '    U64 flood = 0x18000000ull;',
    '    U64 front = 0x20000000ull;',
    '    return flood & front;',
    '}',
    '',
  ].join('\n'));
  await expect(status(page)).toContainText('two ran', { timeout: 20_000 });
  const board = page.locator('#code-board');
  const square = (sq) => board.getByRole('gridcell', { name: new RegExp(`^${sq}(,|$)`) });
  const drawn = page.locator('#code-drawn');
  // At the return, by default: nothing assigned, so no frontier.
  await expect(drawn).toContainText('the return value 0x0000000000000000 (result).');
  // Pick flood as filled and front as the result, from their menus.
  await page.getByLabel('How flood is drawn').selectOption('filled');
  await page.getByLabel('How front is drawn').selectOption('result');
  await expect(page).toHaveURL(/draw=flood:filled;front:result/);
  await expect(page.getByRole('checkbox', { name: 'Draw flood' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Draw front' })).toBeChecked();
  await expect(drawn).toContainText('flood (filled), front (result)');
  // The legend names each drawn value beside its look, the board's own.
  const legend = page.locator('#code-legend li');
  await expect(legend.filter({ hasText: /^flood \(/ })).toHaveAttribute('data-look', 'filled');
  await expect(legend.filter({ hasText: /^front \(/ })).toHaveAttribute('data-look', 'result');
  const both = async () => {
    await expect(square('d4')).toHaveAccessibleName(/filled/);
    await expect(square('d4')).toHaveClass(/\bfilled\b/);
    await expect(square('f4')).toHaveAccessibleName(/result/);
    await expect(square('f4')).toHaveClass(/\bresult\b/);
    await expect(square('f4')).not.toHaveClass(/\bfilled\b/);
    await expect(square('d5')).not.toHaveClass(/\b(filled|result)\b/);
  };
  await both();
  await screenshot(page, 'code-draw-two');
  // Opened again from the link: the same picks, the same board.
  await page.reload();
  await page.waitForFunction(() => window.__fillscopeFull === true);
  await expect(status(page)).toContainText('two ran', { timeout: 20_000 });
  await both();
  // By keyboard: Space on front's checkbox hides it.
  await page.getByRole('checkbox', { name: 'Draw front' }).focus();
  await page.keyboard.press('Space');
  await expect(page).toHaveURL(/draw=flood:filled;front:off/);
  await expect(square('f4')).not.toHaveClass(/\bresult\b/);
  await expect(square('d4')).toHaveClass(/\bfilled\b/);
  // Back to the defaults: at line 3, front (just assigned) is the frontier.
  await page.locator('#code-draw-reset').click();
  await expect(page).not.toHaveURL(/draw=/);
  await drawn.click();
  await page.keyboard.press('Home');
  await page.keyboard.press('ArrowRight');
  await expect(page.locator('#code-vars caption')).toContainText('line 3');
  await expect(square('f4')).toHaveClass(/\bfrontier\b/);
  await expect(square('d4')).not.toHaveClass(/\bfilled\b/);
  // A malformed draw= is named, and the board draws the defaults.
  const link = page.url().replace(/&draw=[^&]*/, '') + '&draw=flood:purple';
  await gotoApp(page, link.slice(link.indexOf('?')));
  await page.waitForFunction(() => window.__fillscopeFull === true);
  await expect(page.locator('#notice')).toContainText("The Code tab draws its defaults: `flood:purple` in the link's draw= is not variable:how", { timeout: 20_000 });
  await expect(status(page)).toContainText('two ran', { timeout: 20_000 });
  await expect(page).not.toHaveURL(/draw=/);
  await expect(page.getByRole('checkbox', { name: 'Draw flood' })).not.toBeChecked();
});

test('a rooks parameter takes the sources, and an array of zeros reads as its zeros, not as one never assigned', async ({ page }) => {
  await gotoApp(page, '?mode=code');
  await source(page).fill(`U64 seen[64];
int k[2];
U64 eastAttacks(U64 rooks, U64 empty) {
    U64 t[4];
    k[0] = 4;
    return (rooks << 1) & empty;
}
`);
  await expect(status(page)).toContainText('eastAttacks ran', { timeout: 20_000 });
  await expect(page.locator('#bind-rooks')).toHaveValue('src');
  await expect(page.locator('#bind-empty')).toHaveValue('open');
  await expect(status(page)).not.toContainText('returned 0x0000000000000000');
  // A global array starts as 64 zeros; `{4, 0}` keeps its zero; a local
  // never assigned is `{}`.
  await expect(page.locator('.var-value', { hasText: '{0 × 64}' })).toHaveCount(1);
  await expect(page.locator('.var-value', { hasText: /^\{4, 0\}$/ })).toHaveCount(1);
  await expect(page.locator('.var-value', { hasText: /^\{\}$/ })).toHaveCount(1);
});

test('white and black parameters take the Play tab\'s pawns', async ({ page }) => {
  await gotoApp(page, '?alg=pawns&white=e4&black=d6&mode=code');
  await source(page).fill('U64 pawns(U64 white, U64 black) {\n  return white | black;\n}');
  await expect(status(page)).toContainText('pawns ran', { timeout: 20_000 });
  // e4 is bit 28, d6 bit 43.
  await expect(status(page)).toContainText('returned 0x0000080010000000');
  await expect(page.locator('#bind-white')).toHaveValue('white');
  await expect(page.locator('#bind-black')).toHaveValue('black');
  // The board draws the pawns the code takes, and the legend names them.
  const board = page.locator('#code-board');
  await expect(board.getByRole('gridcell', { name: /^e4,.*white pawn/ })).toHaveCount(1);
  await expect(board.getByRole('gridcell', { name: /^d6,.*black pawn/ })).toHaveCount(1);
  await expect(page.locator('#code-legend li').filter({ hasText: /pawn/i })).toHaveCount(2);
});

test('on the 9x9 board the BFS preset opens as 128-bit code, and U64 parameters given its sets are named with what they lose', async ({ page }) => {
  await gotoApp(page, './?alg=bfs&board=9x9&src=e5&tgt=i9&mode=code');
  const preset = page.locator('#code-preset');
  await expect(preset).toBeEnabled({ timeout: 20_000 });
  // The menu says which presets have a 9x9 form.
  await expect(preset.locator('option[value=bfs]')).toHaveText('Bit-shift BFS (9x9, 128-bit)');
  await expect(preset.locator('option[value=westcott]')).toContainText('(8x8 only, 64-bit)');
  await preset.selectOption('bfs');
  await expect(source(page)).toHaveValue(/int bfs\(U128 start, U128 target, U128 open, U128 wn, U128 we, U128 layer\[81\]\)/);
  // e5 to i9: 8 steps, as the Play tab's BFS says; i9 is reached in layer 8.
  await expect(status(page)).toContainText('bfs ran', { timeout: 20_000 });
  await expect(status(page)).toContainText('returned 8.');
  await expect(page.locator('#code-params')).toContainText('unsigned __int128 target');
  await expect(cell(page, 'i9').first()).toHaveAccessibleName(/layer 8/);
  const narrow = page.locator('#code-narrow');
  await expect(narrow).toHaveAttribute('aria-live', 'polite');
  await expect(narrow).toHaveText('');
  const width = () => page.evaluate(() => document.documentElement.scrollWidth);
  expect(await width()).toBeLessThanOrEqual(1280);

  // The 64-bit preset on the same board: never a silent truncation.
  await source(page).fill(readFileSync(path.join(ROOT, 'crates/play/presets/bfs.c'), 'utf8'));
  await expect(status(page)).toContainText('bfs ran', { timeout: 20_000 });
  await expect(status(page)).toContainText('returned 13.');
  await expect(narrow).toContainText(
    'On the 9x9 board, `start` (the sources), `target` (the targets), `open` (the open squares), ' +
      '`wn` (the walls on north edges) and `we` (the walls on east edges) are `U64`',
  );
  await expect(narrow).toContainText("a U64 holds only the board's first 64 squares (a1 to a8)");
  await expect(narrow).toContainText('`<< 8` is not a move north on this board');
  await expect(narrow).toContainText('`target` loses i9');
  await expect(narrow).toContainText('Declare them `unsigned __int128`, or switch the Play tab to the 8x8 board.');
  // Its 64-element `layer` row wraps instead of widening the page.
  await expect(page.locator('#code-vars')).toContainText('layer');
  expect(await width()).toBeLessThanOrEqual(1280);
  await screenshot(page, 'code-nine-u64');
});

test('on the 9x9 board the code is checked against the built-in BFS and Voronoi, in 9x9 squares', async ({ page }) => {
  await gotoApp(page, './?alg=bfs&board=9x9&src=e5&tgt=i9&mode=code');
  const preset = page.locator('#code-preset');
  await expect(preset).toBeEnabled({ timeout: 20_000 });
  await preset.selectOption('bfs');
  await expect(status(page)).toContainText('returned 8.', { timeout: 20_000 });
  // Only the fills with a 9x9 form are offered.
  const against = page.locator('#code-against');
  expect(await against.locator('option').evaluateAll((os) => os.map((o) => o.value))).toEqual(['', 'bfs', 'voronoi']);
  await against.selectOption('bfs');
  const diff = page.locator('#code-diff');
  await expect(diff).toHaveText('Your result is the same as that of Bit-shift BFS with walls: both return 8.');
  await page.locator('#code-against-what').selectOption('8');
  await expect(diff).toContainText('Your layer 8 is the same as the layer 8 of Bit-shift BFS with walls:');
  await expect(diff).toContainText('i9');
  // A set against Voronoi's regions, named as 9x9 squares: i1 is a tie
  // (8 steps from e5 and from i9), and bit 9 is a2 (b2 on the 8x8 board).
  await source(page).fill('unsigned __int128 up(unsigned __int128 start) {\n  return start << 9;\n}\n');
  await expect(status(page)).toContainText('up ran', { timeout: 20_000 });
  await against.selectOption('voronoi');
  // Voronoi has no layer 8: its result is compared, and the menu says so.
  await expect(page.locator('#code-against-what')).toHaveValue('');
  await expect(diff).toContainText('Your result differs from the result of Voronoi partition');
  await expect(diff).toContainText('Only in Voronoi partition: a1, b1, c1, d1, e1, f1, g1, h1, a2, b2,');
  await expect(page.locator('#code-part-gone')).toHaveText(/^Voronoi partition.* has no layer 8 on this board: the result is compared instead\.$/);
  // The pick is kept: back on the BFS, layer 8 is compared again.
  await against.selectOption('bfs');
  await expect(page.locator('#code-against-what')).toHaveValue('8');
  await expect(page.locator('#code-part-gone')).toHaveCount(0);
  await against.selectOption('voronoi');
  await expect(page.locator('#code-nine')).not.toContainText('8x8 board');
  await screenshot(page, 'code-nine-check');
});

test("the BFS presets go round the board's walls, as the Play tab's BFS does, on both boards", async ({ page }) => {
  // 8x8: a wall on e4's north edge; e4 to e6 is 4 steps round it, not 2.
  await gotoApp(page, './?alg=bfs&src=e4&tgt=e6&wn=e4&mode=code');
  const preset = page.locator('#code-preset');
  await expect(preset).toBeEnabled({ timeout: 20_000 });
  await preset.selectOption('bfs');
  await expect(status(page)).toContainText('bfs ran', { timeout: 20_000 });
  await expect(status(page)).toContainText('returned 4.');
  await expect(page.locator('#bind-wn')).toHaveValue('wn');
  await expect(page.locator('#bind-we')).toHaveValue('we');
  await expect(page.locator('#code-vars')).toContainText('0x0000000010000000');
  // The board shows the walls the code was given.
  await expect(page.locator('#code-board').getByRole('gridcell', { name: /^e4,.*wall north/ })).toHaveCount(1);
  // 9x9: walls on e5's north, east and south edges; e5 to i9 is 10 steps.
  await gotoApp(page, './?alg=bfs&board=9x9&src=e5&tgt=i9&wn=e4,e5&we=e5&mode=code');
  await expect(preset).toBeEnabled({ timeout: 20_000 });
  await preset.selectOption('bfs');
  await expect(status(page)).toContainText('bfs ran', { timeout: 20_000 });
  await expect(status(page)).toContainText('returned 10.');
  await expect(page.locator('#code-board').getByRole('gridcell', { name: /^e5,.*wall north.*wall east/ })).toHaveCount(1);
  // The Play tab says the same.
  await page.getByRole('tablist', { name: 'Mode' }).getByRole('tab', { name: 'Play' }).click();
  await page.locator('body').click({ position: { x: 5, y: 5 } });
  await page.keyboard.press('End');
  await expect(page.locator('#caption')).toHaveText('A target is reached after 10 steps: stop');
});

// A Code embed in a small frame: the board over the code, the code scrolling
// in its box, and the current line kept in sight as the frames go by.
test('Code embed: the current line stays in sight (480x300), and the board sits beside the code (480x400)', async ({ page }) => {
  await page.setViewportSize({ width: 480, height: 300 });
  await gotoApp(page, './?embed=1&mode=code');
  const side = page.locator('.code-scroll');
  const inSight = () =>
    side.evaluate((el) => {
      const row = el.querySelector('.code-row.current');
      if (!row) return null;
      const s = el.getBoundingClientRect();
      const r = row.getBoundingClientRect();
      return r.top >= s.top - 1 && r.bottom <= s.bottom + 1;
    });
  // The embed opens on the last frame: `return flood;`, below the box's first lines.
  await expect.poll(inSight).toBe(true);
  expect(await side.evaluate((el) => el.scrollTop)).toBeGreaterThan(0);
  await page.getByRole('button', { name: 'First frame' }).click();
  await expect.poll(inSight).toBe(true);
  for (let i = 0; i < 6; i++) {
    await page.getByRole('button', { name: 'Step forward' }).click();
    await expect.poll(inSight).toBe(true);
  }
  // Nothing scrolls sideways, and the board is whole beside the code, big
  // enough to read.
  await page.setViewportSize({ width: 480, height: 400 });
  await expect.poll(inSight).toBe(true);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(480);
  const board = await page.getByRole('grid').boundingBox();
  expect(board.width).toBeGreaterThan(160);
  const code = await side.boundingBox();
  expect(code.x).toBeGreaterThanOrEqual(board.x + board.width);
});

// The starter routine's embed at each size the Embed dialog gives: what
// the run found (its wrap at the shift, four lines at 480 px) shows whole
// above the code, which scrolls under it to the current line (the code's
// scrolling took the finding's first lines out of a 480x549 frame, and the
// whole of it out of a 320x600 one).
test('a Code embed at the Embed dialog\'s sizes shows the run\'s status and finding whole, the current line in sight under them', async ({ page, context }) => {
  await gotoApp(page, '?mode=code');
  await expect(status(page)).toContainText('eastOccluded ran', { timeout: 20_000 });
  await page.locator('#share').getByRole('button', { name: 'Embed', exact: true }).click();
  const code = page.getByRole('textbox', { name: 'Embed code' });
  const embed = await newAppPage(context);
  for (const width of [320, 480, 640, 800]) {
    await page.getByLabel('Width').selectOption(String(width));
    await expect(code).toHaveValue(new RegExp(`width="${width}"`));
    const snippet = await code.inputValue();
    const height = Number(/height="(\d+)"/.exec(snippet)[1]);
    const src = /src="([^"]+)"/.exec(snippet)[1].replaceAll('&amp;', '&');
    await embed.setViewportSize({ width, height });
    await gotoApp(embed, src.slice(src.indexOf('?')));
    const label = `${width}x${height}`;
    await expect(embed.locator('#code-findings'), label).toContainText('Line 10:', { timeout: 20_000 });
    await expect(embed.locator('.code-row.current'), label).toHaveCount(1);
    // Let the code box scroll to the current line first.
    await embed.waitForTimeout(300);
    const m = await embed.evaluate(() => {
      const box = (sel) => document.querySelector(sel).getBoundingClientRect();
      const findings = document.querySelector('#code-findings');
      return {
        side: box('.code-side'), status: box('#code-status'), findings: box('#code-findings'),
        // (Before the code had a box of its own, the side scrolled.)
        scroll: box(document.querySelector('.code-scroll') ? '.code-scroll' : '.code-side'), row: box('.code-row.current'),
        findingsCut: findings.scrollHeight > findings.clientHeight + 1,
        page: [document.documentElement.scrollWidth, innerWidth, document.documentElement.scrollHeight, innerHeight],
      };
    });
    for (const part of ['status', 'findings']) {
      expect(m[part].top, `${label}: the ${part}'s top in sight`).toBeGreaterThanOrEqual(m.side.top - 0.5);
      expect(m[part].bottom, `${label}: the ${part}'s foot in sight`).toBeLessThanOrEqual(Math.min(m.side.bottom, height) + 0.5);
    }
    expect(m.findingsCut, `${label}: the finding needs no scrolling`).toBe(false);
    expect(m.row.top, `${label}: the current line in sight`).toBeGreaterThanOrEqual(m.scroll.top - 1);
    expect(m.row.bottom, `${label}: the current line in sight`).toBeLessThanOrEqual(m.scroll.bottom + 1);
    expect(m.page[0], `${label}: no horizontal scrollbar`).toBeLessThanOrEqual(m.page[1]);
    expect(m.page[2], `${label}: no vertical scrollbar`).toBeLessThanOrEqual(m.page[3]);
    if (width === 320 || width === 480) await screenshot(embed, `code-embed-${label}`);
  }
  await embed.close();
});

// An author's iframe of a Code link 600 px wide (and a phone's 320 px
// column): a line too long for the frame wraps, cut off nowhere (the
// editor's lines ran past the frame's right edge, the scrollbar that
// reached them under the code, out of sight), its rows after the first
// indented past its own indent, its number beside its first row.
const LONG_LINES = `typedef unsigned long long U64;
// East fill: every square the generators reach going east over open squares (the propagators).
U64 eastFill(U64 gen, U64 pro) {
    pro &= 0xfefefefefefefefeULL; // the a-file masked off: a bit shifted east from the h-file would wrap onto it
    gen |= pro & (gen << 1);
    pro &= (pro << 1);
    gen |= pro & (gen << 2);
    pro &= (pro << 2);
    gen |= pro & (gen << 4);
    return gen;
}
`;

test('a Code embed 600 px wide wraps long lines under their own indent and cuts none off (and at 320 px)', async ({ page }) => {
  await gotoApp(page, '?alg=fill&dir=east&src=b4&mode=code');
  await source(page).fill(LONG_LINES);
  await expect(status(page)).toContainText('eastFill ran', { timeout: 20_000 });
  await expect(page).toHaveURL(/code=/);
  const link = page.url();
  for (const [w, h] of [[600, 670], [320, 600]]) {
    await page.setViewportSize({ width: w, height: h });
    await gotoApp(page, `${link.slice(link.indexOf('?'))}&embed=1`);
    await expect(status(page)).toContainText('eastFill ran', { timeout: 20_000 });
    // Nothing on the code's side is wider than the room it shows it in,
    // and nothing widens the page.
    const cut = await page.locator('.code-side').evaluate((side) =>
      [side, ...side.querySelectorAll('*')]
        .filter((e) => e.scrollWidth > e.clientWidth + 1)
        .map((e) => `${e.tagName}.${e.className} ${e.scrollWidth} > ${e.clientWidth}`),
    );
    expect(cut, `${w}x${h}`).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(w);
    // Each line of the code, whitespace and all, in its own row, every
    // piece of its text within the listing's box.
    const listing = page.getByRole('list', { name: 'C code' });
    const lines = await listing.locator('li').evaluateAll((lis) => {
      // The boxes of an element's text, a row each.
      const rows = (el) =>
        [...el.childNodes]
          .filter((n) => n.nodeType === Node.TEXT_NODE)
          .flatMap((n) => {
            const range = document.createRange();
            range.selectNodeContents(n);
            return [...range.getClientRects()];
          })
          .filter((r) => r.width > 0);
      return lis.map((li) => {
        const [lead, rest] = [li.querySelector('.lead'), li.querySelector('.rest')];
        const text = [...rows(lead), ...rows(rest)];
        const box = li.closest('ol').getBoundingClientRect();
        return {
          number: rows(li.querySelector('.ln'))[0].top,
          inside: text.every((r) => r.left >= box.left - 1 && r.right <= box.right + 1),
          // Each row's leftmost box (a row may end in a box of its own,
          // the space it breaks at).
          lefts: [...Map.groupBy(rows(rest), (r) => Math.round(r.top)).values()].map((rs) => Math.min(...rs.map((r) => r.left))),
          first: text.length ? Math.min(...text.map((r) => r.top)) : null,
        };
      });
    });
    expect(await listed(page)).toEqual(LONG_LINES.trimEnd().split('\n'));
    for (const [i, l] of lines.entries()) {
      expect(l.inside, `${w}x${h}: line ${i + 1} within the box`).toBe(true);
      if (l.first !== null) expect(Math.abs(l.number - l.first), `${w}x${h}: line ${i + 1}'s number beside its first row`).toBeLessThan(2);
    }
    // Line 4 (the mask and its comment) takes several rows; each after
    // the first starts 2 characters past the first row's text, which
    // starts after the line's own 4-space indent.
    const long = lines[3];
    expect(long.lefts.length, `${w}x${h}: line 4's rows`).toBeGreaterThan(1);
    const ch = await listing.evaluate((ol) => {
      const probe = document.createElement('span');
      probe.textContent = '0000000000';
      ol.querySelector('.rest').append(probe);
      const width = probe.getBoundingClientRect().width / 10;
      probe.remove();
      return width;
    });
    const firstLeft = long.lefts[0];
    for (const left of long.lefts.slice(1)) expect(Math.abs(left - firstLeft - 2 * ch), `${w}x${h}: a continuation's indent`).toBeLessThan(1.5);
    const indent = await listing.locator('li').nth(3).evaluate((li) => li.querySelector('.rest').getBoundingClientRect().left - li.querySelector('.lead').getBoundingClientRect().left);
    expect(Math.abs(indent - 4 * ch), `${w}x${h}: line 4's own indent`).toBeLessThan(1.5);
    await screenshot(page, `code-embed-long-lines-${w}x${h}`);
  }
});

test("9x9 Code embed at 480x400: the note on U64 parameters stays beside the board, not over it", async ({ page }) => {
  await page.setViewportSize({ width: 480, height: 400 });
  await gotoApp(page, './?embed=1&mode=code&board=9x9&alg=bfs&src=e5&tgt=i9');
  const note = page.locator('#code-narrow .code-narrow');
  await expect(note).toContainText('On the 9x9 board', { timeout: 20_000 });
  const board = await page.getByRole('grid').boundingBox();
  expect(board.width).toBeGreaterThan(160);
  await note.scrollIntoViewIfNeeded();
  const box = await note.boundingBox();
  const overlaps = box.x < board.x + board.width && board.x < box.x + box.width && box.y < board.y + board.height && board.y < box.y + box.height;
  expect(overlaps).toBe(false);
  await screenshot(page, 'code-embed-nine-480x400');
});

test('a number parameter given a set by a link, or a number it cannot hold, is refused with a message', async ({ page }) => {
  await gotoApp(page, '?mode=code');
  await source(page).fill('int f(int n) { return n; }\n');
  await expect(status(page)).toContainText('returned 0', { timeout: 20_000 });
  await page.locator('#bind-n').fill('4294967296');
  await page.locator('#bind-n').press('Enter');
  await expect(status(page)).toContainText('`4294967296` does not fit in an `int` (-2147483648 to 2147483647)', { timeout: 20_000 });
  // A binding is no line of the source: none is named or marked.
  await expect(status(page)).toHaveText(/^Parameter `n`: /);
  await page.locator('#bind-n').fill('-7');
  await page.locator('#bind-n').press('Enter');
  await expect(status(page)).toContainText('returned -7', { timeout: 20_000 });
  // The same code from a link that binds n to the sources.
  await expect(page).toHaveURL(/code=/);
  const url = new URL(page.url());
  url.searchParams.set('bind', 'n:src');
  await page.goto(url.toString());
  await expect(status(page)).toContainText(
    'it is an `int`, so it takes a number, not the sources: give it a number, or declare it `U64` to take a set',
    { timeout: 20_000 },
  );
  // The parameter stays on offer, to be given a number.
  await page.locator('#bind-n').fill('3');
  await page.locator('#bind-n').press('Enter');
  await expect(status(page)).toContainText('returned 3', { timeout: 20_000 });
  // A link's hex number shows in the field as the link writes it.
  url.searchParams.set('bind', 'n:0x7,zz:src');
  await page.goto(url.toString());
  await expect(status(page)).toContainText('returned 7', { timeout: 20_000 });
  await expect(page.locator('#bind-n')).toHaveValue('0x7');
  // A binding for a parameter the function does not have is named.
  await expect(page.locator('#code-stray-binds')).toHaveText('f has no parameter `zz`: its binding in the link is not used.');
  // Hex typed as engines write it is taken whole (a number field kept 01).
  await page.locator('#bind-n').fill('0x1f');
  await page.locator('#bind-n').press('Enter');
  await expect(status(page)).toContainText('returned 31', { timeout: 20_000 });
});

test("checked against its own fill, a preset agrees: the occluded fill's flood, and Westcott's returned number", async ({ page }) => {
  await openPreset(page, '?alg=fill&src=e4&mode=code', 'dumb7');
  await page.locator('#code-against').selectOption('dumb7');
  // The built-in's result is the attack set, one shift past the fill the
  // preset returns: the check says which of its registers is the same.
  await expect(page.locator('#code-diff')).toContainText('Your result is the `flood` of Occluded fill: Dumb7Fill');
  await page.locator('#code-against-what').selectOption('=flood');
  await expect(page.locator('#code-diff')).toHaveText(/^Your result is the same as the `flood` of Occluded fill: Dumb7Fill: /);

  await openPreset(page, '?alg=westcott&src=e4&tgt=a1,h8&mode=code', 'westcott');
  await page.locator('#code-against').selectOption('westcott');
  await expect(page.locator('#code-diff')).toHaveText(/^Your result is the same as that of All shortest paths \(Westcott\): both return \d+\.$/);
});

test('sides C and D on the board reach a parameter named c or d, and the two-side preset says it runs without them', async ({ page }) => {
  await openPreset(page, '?alg=voronoi&src=e4&tgt=h8&sc=a1&mode=code', 'voronoi');
  await expect(page.locator('#code-sides')).toHaveText(
    "The board has Voronoi's side C, but no parameter takes it: the routine runs without it. Bind a set parameter to it below to pass it.",
  );
  // A routine with a third side takes it by name.
  await source(page).fill('U64 f(U64 a, U64 b, U64 c) {\n    return a | b | c;\n}\n');
  await expect(page.locator('#code-status')).toContainText('ran', { timeout: 20_000 });
  await expect(page.locator('#code-sides')).toHaveCount(0);
  await expect(page.locator('#bind-c')).toHaveValue('sc');
});

test("an entry the code does not have is said without a line, shown as picked, and another pick runs", async ({ page }) => {
  await gotoApp(page, '?mode=code&entry=nothere');
  await expect(status(page)).toHaveText('there is no function `nothere` to run: pick one under Run', { timeout: 20_000 });
  const entry = page.locator('#code-entry');
  await expect(entry.locator('option:checked')).toHaveText('nothere (not in the code)');
  await entry.selectOption({ label: 'the last function' });
  await expect(status(page)).toContainText('ran', { timeout: 20_000 });
  await expect(entry.locator('option', { hasText: 'not in the code' })).toHaveCount(0);
});

test('the line numbers stay in sight when a long line scrolls the editor sideways', async ({ page }) => {
  await gotoApp(page, '?mode=code');
  await expect(status(page)).toContainText('ran', { timeout: 20_000 });
  await source(page).fill(`U64 f(U64 gen) {\n    return gen; // ${'a long comment '.repeat(30)}\n}\n`);
  await source(page).press('Control+End');
  await page.locator('#code-editor').evaluate((el) => { el.scrollLeft = el.scrollWidth; });
  const editor = await page.locator('#code-editor').boundingBox();
  const gutter = await page.locator('.code-gutter').boundingBox();
  expect(Math.abs(gutter.x - editor.x)).toBeLessThan(4);
});

test("the user's code is set aside, not lost, when a preset or a link replaces it", async ({ page }) => {
  await gotoApp(page, '?mode=code');
  const preset = page.locator('#code-preset');
  await expect(preset).toBeEnabled({ timeout: 20_000 });
  const mine = 'U64 mine(U64 gen) {\n  return gen << 8;\n}\n';
  await source(page).fill(mine);
  await expect(status(page)).toContainText('mine ran', { timeout: 20_000 });
  await preset.selectOption('westcott');
  await expect(status(page)).toContainText('allShortestPaths ran', { timeout: 20_000 });
  const aside = preset.locator('option[value="=own"]');
  await expect(aside).toHaveText('Your code set aside (before the last preset)');
  await preset.selectOption('=own');
  await expect(source(page)).toHaveValue(mine);
  await expect(aside).toHaveCount(0);
  // A link opened later replaces the saved record; the code stays on offer.
  await page.waitForTimeout(300);
  await gotoApp(page, '?mode=code&alg=bfs');
  await expect(preset).toBeEnabled({ timeout: 20_000 });
  await expect(source(page)).not.toHaveValue(mine);
  await preset.selectOption('=own');
  await expect(source(page)).toHaveValue(mine);
  await expect(status(page)).toContainText('mine ran', { timeout: 20_000 });
});

test("a Code link keeps the Code tab's frame; one past the run's end is said and shows the last", async ({ page }) => {
  await gotoApp(page, '?mode=code');
  await expect(status(page)).toContainText('ran', { timeout: 20_000 });
  const counter = page.locator('#frame-counter');
  const total = Number((await counter.textContent()).match(/\/ (\d+)/)[1]);
  await expect(counter).toHaveText(`Frame ${total} / ${total}`);
  // At the result, the link has no frame; a few steps back, it has that one.
  await expect(page).not.toHaveURL(/[?&]frame=/);
  await page.locator('body').click({ position: { x: 5, y: 5 } });
  for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowLeft');
  await expect(counter).toHaveText(`Frame ${total - 3} / ${total}`);
  await expect(page).toHaveURL(new RegExp(`[?&]frame=${total - 4}(&|$)`));
  const url = page.url();
  await gotoApp(page, url.slice(url.indexOf('?')));
  await expect(counter).toHaveText(`Frame ${total - 3} / ${total}`, { timeout: 20_000 });
  await expect(page.locator('#notice')).toHaveCount(0);
  // Past the end: the last frame, and a notice about the code's frames.
  await gotoApp(page, '?mode=code&frame=99999');
  await expect(counter).toHaveText(`Frame ${total} / ${total}`, { timeout: 20_000 });
  await expect(page.locator('#notice')).toContainText(`frame=99999 is past the code's last frame (frame=0 to frame=${total - 1}`);
});

test("a returned number that differs from the built-in's says what the built-in's counts", async ({ page }) => {
  await gotoApp(page, '?mode=code');
  const preset = page.locator('#code-preset');
  await expect(preset).toBeEnabled({ timeout: 20_000 });
  await preset.selectOption('westcott');
  await expect(status(page)).toContainText('returned 5', { timeout: 20_000 });
  await page.locator('#code-against').selectOption('bfs');
  await expect(page.locator('#code-diff')).toHaveText(
    'Your result differs from that of Bit-shift BFS with walls: yours returns 5, Bit-shift BFS with walls returns 7 ' +
      '(the steps to the nearest target, or its number of layers when none is reached).',
  );
});

test("Show it on a stop far down a long routine scrolls the editor to the stop's line", async ({ page }) => {
  await gotoApp(page, '?mode=code');
  const filler = Array.from({ length: 70 }, (_, i) => `    x = x + ${i};`).join('\n');
  await source(page).fill(`int spin(int x) {\n${filler}\n    while (x >= 0) { x = x; }\n    return x;\n}\n`);
  await expect(status(page)).toContainText('stopped at line 72', { timeout: 20_000 });
  await page.locator('#code-editor').evaluate((e) => { e.scrollTop = 0; });
  await page.locator('#code-findings').getByRole('button', { name: 'Show it' }).click();
  const inView = () =>
    page.evaluate(() => {
      const box = document.getElementById('code-editor').getBoundingClientRect();
      const row = document.querySelector('#code-editor .code-row.current').getBoundingClientRect();
      return row.top >= box.top && row.bottom <= box.bottom;
    });
  await expect.poll(inView).toBe(true);
});

// Stepping by keys or the slider keeps the executing line in the editor's
// sight, as the step buttons do; typing in the editor leaves its view alone.
test('keys and the slider keep the current line of a long routine in the editor', async ({ page }) => {
  await gotoApp(page, '?mode=code');
  const filler = Array.from({ length: 70 }, (_, i) => `    x = x + ${i};`).join('\n');
  await source(page).fill(`int count(int x) {\n${filler}\n    return x;\n}\n`);
  await expect(status(page)).toContainText('count ran', { timeout: 20_000 });
  const inView = () =>
    page.evaluate(() => {
      const box = document.getElementById('code-editor').getBoundingClientRect();
      const row = document.querySelector('#code-editor .code-row.current').getBoundingClientRect();
      return row.top >= box.top && row.bottom <= box.bottom;
    });
  // Leave the editor, as the hint says, and step from outside it.
  await page.locator('#code-help').click();
  await page.keyboard.press('Home');
  await expect(page.locator('#frame-counter')).toHaveText(/^Frame 1 \//);
  await expect.poll(inView).toBe(true);
  await page.keyboard.press('End');
  await expect(page.locator('#frame-counter')).toHaveText(/^Frame 71 \/ 71/);
  await expect.poll(inView).toBe(true);
  await page.keyboard.press('Home');
  await expect.poll(inView).toBe(true);
  for (let i = 0; i < 40; i++) await page.keyboard.press('ArrowRight');
  await expect(page.locator('#frame-counter')).toHaveText(/^Frame 41 \//);
  await expect.poll(inView).toBe(true);
  // The slider, dragged to its end by keys.
  await page.getByRole('slider').focus();
  await page.keyboard.press('End');
  await expect(page.locator('#frame-counter')).toHaveText(/^Frame 71 \//);
  await expect.poll(inView).toBe(true);
});

test("a Code link whose code was cut short says so, not what its frame and entry lack in the starter routine", async ({ page }) => {
  await gotoApp(page, '?mode=code');
  await source(page).fill('U64 noEaOccl(U64 gen, U64 pro) {\n  pro &= 0xfefefefefefefefeULL;\n  gen |= pro & (gen << 9);\n  return gen;\n}\n');
  await expect(status(page)).toContainText('noEaOccl ran', { timeout: 20_000 });
  await expect(page).toHaveURL(/code=/);
  const packed = page.url().match(/code=([^&]*)/)[1];
  const cut = page.url().replace(/code=[^&]*/, `code=${packed.slice(0, 40)}`) + '&entry=noEaOccl&frame=2';
  await gotoApp(page, cut);
  const notice = page.locator('#notice');
  await expect(notice).toContainText('The Code tab shows the starter routine: the code in this link is damaged');
  await expect(status(page)).toContainText('eastOccluded ran', { timeout: 20_000 });
  await expect(page.locator('#notice')).not.toContainText('frame=2');
  await expect(page.getByText('there is no function `noEaOccl`')).toHaveCount(0);
});

// The default code's run has 111 frames: its counter stays on the playback
// buttons' row at a laptop's and a projector's sizes.
test('a three-digit frame counter stays on the buttons\' row', async ({ page }) => {
  for (const [width, height] of [[1280, 720], [1280, 800], [1920, 1080]]) {
    await page.setViewportSize({ width, height });
    await gotoApp(page, '?mode=code');
    await expect(page.locator('#frame-counter')).toHaveText(/^Frame \d{3} \/ \d{3}$/, { timeout: 20_000 });
    const play = await page.getByRole('button', { name: 'Play', exact: true }).boundingBox();
    const counter = await page.locator('#frame-counter').boundingBox();
    expect(Math.abs(counter.y + counter.height / 2 - (play.y + play.height / 2)), `${width}x${height}`).toBeLessThan(play.height / 2);
  }
});

test("an engine's debug prints are skipped with a note, and the routine runs as without them", async ({ page }) => {
  await gotoApp(page, '?mode=code');
  const code = `#include <stdio.h>
typedef unsigned long long U64;
U64 nortFlood(U64 gen, U64 pro) {
    U64 flood = gen;
    for (int i = 0; i < 7; i++) {
        gen = (gen << 8) & pro;
        flood |= gen;
        printf("step %d: %016llx\\n", i, flood);
    }
    return flood;
}
`;
  await source(page).fill(code);
  await expect(status(page)).toContainText('nortFlood ran', { timeout: 20_000 });
  const note = page.locator('#code-findings .finding-output');
  await expect(note).toHaveCount(1);
  await expect(note).toContainText('Line 8: `printf` writes nothing here');
  // e4 north through an open board: the e-file from e4 up.
  await page.locator('body').click({ position: { x: 5, y: 5 } });
  await page.keyboard.press('End');
  for (const sq of ['e5', 'e8']) await expect(cell(page, sq)).toHaveAttribute('aria-label', /result|filled|frontier/);
  await screenshot(page, 'code-printf-skipped');
});

// A set held in a signed int64_t with h8 set, shifted south: gcc and clang
// copy the sign bit down, filling rank 8. The run says so at the shift, in
// the findings' style, and the board shows what gcc would return.
test('a negative signed value shifted right is flagged with the fix, and the board shows the filled rank', async ({ page }) => {
  await gotoApp(page, '?mode=code');
  const code = `#include <stdint.h>
typedef unsigned long long U64;
U64 south(void) {
    int64_t b = (int64_t)0x8000000000000010ULL; /* h8 and e1 */
    b = b >> 8;
    return (U64)b;
}
`;
  await source(page).fill(code);
  await expect(status(page)).toContainText('south ran', { timeout: 20_000 });
  const note = page.locator('#code-findings .finding-signed-shift');
  await expect(note).toHaveCount(1);
  await expect(note).toContainText('Line 5: `b >> 8` shifts a negative `int64_t` right, which C leaves to the compiler: gcc and clang copy its sign bit (h8) into the 8 bits emptied at the top, setting all of rank 8; hold the set in a `uint64_t` (`U64`) to shift in zeros.');
  // Marked as a fault, as a wrap is.
  await expect(note).toHaveCSS('border-left-width', '4px');
  // The last frame: h8 moved to h7, and all of rank 8 is the copied sign.
  await page.locator('body').click({ position: { x: 5, y: 5 } });
  await page.keyboard.press('End');
  for (const sq of ['a8', 'd8', 'h8', 'h7']) await expect(cell(page, sq)).toHaveAttribute('aria-label', /result/);
  for (const sq of ['g7', 'e1', 'e2']) await expect(cell(page, sq)).not.toHaveAttribute('aria-label', /result/);
  await screenshot(page, 'code-signed-shift');
});

// An engine's whole source file pasted (60 KB, the routine last): it is
// kept whole and its last routine runs. The Code tab kept 20 KB, cut the
// routine off and ran another in its place.
test('a long source file is kept whole, and its last routine runs', async ({ page }) => {
  await gotoApp(page, '?mode=code');
  const lines = ['typedef unsigned long long U64;'];
  for (let i = 0; lines.join('\n').length < 60_000; i++) {
    lines.push(`U64 helper${i}(U64 b) { U64 r = b; r |= (b << 8) & 0xffffffffffffff00ULL; return r ^ ${i}ULL; }`);
  }
  lines.push('U64 northOne(U64 b) { return b << 8; }');
  const code = `${lines.join('\n')}\n`;
  await source(page).fill(code);
  await expect(status(page)).toContainText('northOne ran', { timeout: 30_000 });
  await expect(source(page)).toHaveValue(code);
  await expect(page.locator('#notice')).toHaveCount(0);
});
