// The app against the core: build boards by clicking, play the trace, and
// check every frame against what the fillscope CLI computes.
import { test, expect, gotoApp } from './harness.mjs';
import { cell, tool, boardNames, shownRegisters, counter, cliJson, buildSeedByClicks, expectBoardShows } from './app-helpers.mjs';

test.describe.configure({ timeout: 90_000 });

test('seed example by clicks: every frame matches the core', async ({ page }) => {
  await gotoApp(page);
  await expect(page.getByRole('grid', { name: 'Board' })).toBeVisible();
  await expect(page.getByRole('gridcell')).toHaveCount(64);
  await buildSeedByClicks(page);
  await page.getByLabel('Algorithm').selectOption({ label: 'All shortest paths (Westcott)' });
  await page.getByLabel('Step kind').selectOption('king');
  await expect(page.locator('#meaning')).toHaveText('Blockers = squares outside path · Sources = sq1 · Targets = sq2');

  const trace = cliJson(['paths', '--from', 'e4', '--to', 'a1,h8', '--trace']);
  expect(trace.frames.length).toBeGreaterThan(2);
  await page.locator('body').click({ position: { x: 5, y: 5 } });
  await page.keyboard.press('Home');
  const [, n] = await counter(page);
  expect(n).toBe(trace.frames.length);

  for (let i = 0; i < trace.frames.length; i++) {
    const f = trace.frames[i];
    await expect(page.locator('#frame-counter')).toHaveText(`Frame ${i + 1} / ${n}`);
    expect(await shownRegisters(page), `registers of frame ${i + 1}`).toEqual(
      f.registers.map((r) => [r.name, r.value]),
    );
    await expect(page.locator('#caption')).toHaveText(f.caption);
    await expect(page.locator('#code li[aria-current="true"]')).toHaveAttribute('data-line', String(f.line));
    await expectBoardShows(page, f, { sources: ['e4'], targets: ['a1', 'h8'] });
    if (i + 1 < trace.frames.length) await page.getByRole('button', { name: 'Step forward' }).click();
  }
  await expect(page.getByRole('button', { name: 'Step forward' })).toBeDisabled();
  // The backward pass reuses sq1 and sq2, yet the user's S and T stay on the board.
  expect(trace.frames.at(-1).registers.some((r) => ['source', 'target'].includes(r.role.kind))).toBe(false);
  await expect(cell(page, 'e4')).toHaveAccessibleName(/^e4, source/);
  await expect(cell(page, 'e4').locator('.mark-s')).toBeVisible();
  await expect(cell(page, 'h8').locator('.mark-t')).toBeVisible();
});

test('keyboard playback: Space, arrows, Home and End', async ({ page }) => {
  await gotoApp(page);
  await page.getByRole('button', { name: 'Seed example' }).click();
  const [, n] = await counter(page);
  await page.locator('body').click({ position: { x: 5, y: 5 } });
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  expect(await counter(page)).toEqual([3, n]);
  await page.keyboard.press('ArrowLeft');
  expect(await counter(page)).toEqual([2, n]);
  await page.keyboard.press('End');
  expect(await counter(page)).toEqual([n, n]);
  await page.keyboard.press('Home');
  expect(await counter(page)).toEqual([1, n]);

  await page.getByLabel('Speed').selectOption('16');
  await page.locator('body').click({ position: { x: 5, y: 5 } });
  await page.keyboard.press(' ');
  await expect(page.getByRole('button', { name: 'Pause' })).toBeVisible();
  await expect.poll(async () => (await counter(page))[0]).toBeGreaterThan(2);
  await page.keyboard.press(' ');
  await expect(page.getByRole('button', { name: 'Play' })).toBeVisible();
  const stopped = (await counter(page))[0];
  await page.waitForTimeout(300);
  expect((await counter(page))[0]).toBe(stopped);
  // Played to the end it stops by itself.
  await page.keyboard.press(' ');
  await expect(page.locator('#frame-counter')).toHaveText(`Frame ${n} / ${n}`, { timeout: 5000 });
  await expect(page.getByRole('button', { name: 'Play' })).toBeVisible();

  // Space on a focused button plays once (not twice); keys in a text field are the field's.
  await page.keyboard.press('Home');
  await page.getByRole('button', { name: 'Play' }).focus();
  await page.keyboard.press(' ');
  await expect(page.getByRole('button', { name: 'Pause' })).toBeVisible();
  await page.keyboard.press(' ');
  await expect(page.getByRole('button', { name: 'Play' })).toBeVisible();
  await page.keyboard.press('Home');
  await page.getByLabel('sq1', { exact: true }).focus();
  await page.keyboard.press('End');
  expect((await counter(page))[0]).toBe(1);
});

test('register fields: hex, decimal and squares set the board; bad text shows an error and changes nothing', async ({ page }) => {
  await gotoApp(page);
  await page.getByRole('button', { name: 'Seed example' }).click();
  const sq1 = page.getByLabel('sq1', { exact: true });
  await expect(sq1).toHaveValue('0x0000000010000000');
  await expect(page.getByLabel('sq2', { exact: true })).toHaveValue('0x8000000000000001');
  await expect(page.getByLabel('path', { exact: true })).toHaveValue('0xffffffffffffffff');

  await sq1.fill('0x200'); // b2
  await sq1.press('Enter');
  await expect(cell(page, 'b2')).toHaveAccessibleName(/^b2, source/);
  await expect(cell(page, 'e4')).toHaveAccessibleName('e4');
  await expect(sq1).toHaveValue('0x0000000000000200');

  await sq1.fill('1'); // decimal 1 = a1
  await sq1.press('Enter');
  await expect(cell(page, 'a1')).toHaveAccessibleName(/^a1, source, target/);

  await sq1.fill('c3, d4');
  await sq1.press('Enter');
  await expect(sq1).toHaveValue('0x0000000008040000');

  await page.getByLabel('path', { exact: true }).fill('all');
  await page.getByLabel('path', { exact: true }).press('Enter');

  const before = await boardNames(page);
  const registersBefore = await shownRegisters(page);
  await sq1.fill('e4,z9');
  await sq1.press('Enter');
  const error = page.locator('#reg-sq1-error');
  await expect(error).toHaveText('column 4: `z9` is not a square (files a-h, ranks 1-8)');
  await expect(sq1).toHaveAttribute('aria-invalid', 'true');
  await expect(sq1).toHaveAttribute('aria-describedby', 'reg-sq1-error');
  await expect(sq1).toHaveValue('e4,z9');
  expect(await boardNames(page)).toEqual(before);
  expect(await shownRegisters(page)).toEqual(registersBefore);

  // Too many hex digits is an error too; fixing the text clears it.
  await sq1.fill('0x12345678123456789');
  await sq1.press('Enter');
  await expect(error).toBeVisible();
  expect(await boardNames(page)).toEqual(before);
  await sq1.fill('h1');
  await sq1.press('Enter');
  await expect(error).toHaveCount(0);
  await expect(sq1).toHaveAttribute('aria-invalid', 'false');
  await expect(cell(page, 'h1')).toHaveAccessibleName(/^h1, source/);

  // Blockers: path without c3 makes c3 a blocker.
  const path = page.getByLabel('path', { exact: true });
  await path.fill('0xfffffffffffbffff');
  await path.press('Enter');
  await expect(cell(page, 'c3')).toHaveAccessibleName('c3, blocker');
});

test('painting: click, drag, erase; tools say what they set', async ({ page }) => {
  await gotoApp(page);
  await page.getByRole('button', { name: 'Clear' }).click();
  await tool(page, 'Blocker');
  await cell(page, 'c3').click();
  await expect(cell(page, 'c3')).toHaveAccessibleName('c3, blocker');
  // Drag from a2 to d2 paints the squares between.
  const a2 = await cell(page, 'a2').boundingBox();
  const d2 = await cell(page, 'd2').boundingBox();
  await page.mouse.move(a2.x + a2.width / 2, a2.y + a2.height / 2);
  await page.mouse.down();
  await page.mouse.move(d2.x + d2.width / 2, d2.y + d2.height / 2, { steps: 12 });
  await page.mouse.up();
  for (const sq of ['a2', 'b2', 'c2', 'd2']) await expect(cell(page, sq)).toHaveAccessibleName(`${sq}, blocker`);
  await expect(cell(page, 'e2')).toHaveAccessibleName('e2');
  await tool(page, 'Erase');
  await cell(page, 'b2').click();
  await expect(cell(page, 'b2')).toHaveAccessibleName('b2');
  await expect(page.getByLabel('path', { exact: true })).toHaveValue('0xfffffffffffbf2ff');

  // Each algorithm says what the marks mean.
  const meanings = {
    'Occluded / attack fill': 'Blockers = squares outside pro · Sources = gen',
    'Slider attacks (set-wise)': 'Blockers = occupied · Sources = sliders',
    'Voronoi partition': /^Blockers = squares outside open · Sources = a · Targets = b/,
  };
  for (const [label, text] of Object.entries(meanings)) {
    await page.getByLabel('Algorithm').selectOption({ label });
    await expect(page.locator('#meaning')).toHaveText(text);
  }
  await expect(page.getByLabel('Piece')).toHaveCount(0);
  await page.getByLabel('Algorithm').selectOption({ label: 'Slider attacks (set-wise)' });
  await expect(page.getByLabel('Piece')).toBeVisible();
  await expect(page.getByLabel('occupied', { exact: true })).toHaveValue('0x0000000000040d00');

  // Random board: a new board, still one source.
  await page.getByLabel('Algorithm').selectOption({ label: 'All shortest paths (Westcott)' });
  const before = await boardNames(page);
  await page.getByRole('button', { name: 'Random board' }).click();
  const after = await boardNames(page);
  expect(after).not.toEqual(before);
  expect(after.filter((n) => / source/.test(n)).length).toBe(1);
});

test('walls: the Wall tool toggles the wall across a square edge (BFS)', async ({ page }) => {
  await gotoApp(page);
  await page.getByRole('button', { name: 'Seed example' }).click();
  await expect(page.getByRole('button', { name: 'Wall', exact: true })).toHaveCount(0);
  await page.getByLabel('Algorithm').selectOption({ label: 'Bit-shift BFS with walls' });
  await tool(page, 'Wall');
  const box = await cell(page, 'e4').boundingBox();
  // Near the top edge of e4: the wall between e4 and e5.
  await page.mouse.click(box.x + box.width / 2, box.y + 3);
  await expect(cell(page, 'e4')).toHaveAccessibleName(/wall north/);
  await expect(cell(page, 'e5')).toHaveAccessibleName(/wall south/);
  // The middle of a square does nothing; the edge again removes the wall.
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  await expect(cell(page, 'e4')).toHaveAccessibleName(/wall north/);
  await page.mouse.click(box.x + box.width / 2, box.y + 3);
  await expect(cell(page, 'e4')).not.toHaveAccessibleName(/wall/);
  // Right edge: e4 | f4; the trace changes (the core sees the wall).
  await page.mouse.click(box.x + box.width - 3, box.y + box.height / 2);
  await expect(cell(page, 'f4')).toHaveAccessibleName(/wall west/);
});

test('reload keeps the board, algorithm, options and frame; unreadable storage gives a notice', async ({ page }) => {
  await gotoApp(page);
  await page.getByRole('button', { name: 'Clear' }).click();
  await tool(page, 'Source');
  await cell(page, 'b2').click();
  await tool(page, 'Target');
  await cell(page, 'g7').click();
  await tool(page, 'Blocker');
  await cell(page, 'd4').click();
  await page.getByLabel('Algorithm').selectOption({ label: 'Squares connected' });
  await page.getByLabel('Step kind').selectOption('knight');
  await page.locator('body').click({ position: { x: 5, y: 5 } });
  await page.keyboard.press('ArrowRight');
  const names = await boardNames(page);
  const count = await counter(page);
  // Open the bare address (no query): a link would win over storage, so the
  // board, algorithm, options and frame must come back from LocalStorage.
  // (Wait for the favicon first, or leaving the page aborts its request.)
  await page.waitForLoadState('networkidle');
  await gotoApp(page, './');
  expect(await boardNames(page)).toEqual(names);
  expect(await counter(page)).toEqual(count);
  await expect(page.getByLabel('Algorithm')).toHaveValue('connected');
  await expect(page.getByLabel('Step kind')).toHaveValue('knight');

  // Storage is read only when the address has no query (a link wins).
  // A damaged record keeps its usable parts (here the log typed in the
  // Log tab) and names the rest; what is no record at all is dropped.
  await page.evaluate(() => localStorage.setItem('fillscope.state.v2', '?alg=westcott&src=banana&log=sq1%20%3D%200x10'));
  await page.waitForLoadState('networkidle');
  await gotoApp(page, './');
  await expect(page.locator('#notice')).toContainText('Some parts of the board saved in this browser could not be used');
  await expect(page.locator('#notice')).toContainText('src=banana');
  await expect(page.getByRole('grid', { name: 'Board' })).toBeVisible();
  await page.getByRole('button', { name: 'Dismiss' }).click();
  await expect(page.locator('#notice')).toHaveCount(0);
  await page.waitForLoadState('networkidle');
  expect(await page.evaluate(() => localStorage.getItem('fillscope.state.v2'))).toContain('log=sq1');
  await page.evaluate(() => localStorage.setItem('fillscope.state.v2', 'banana'));
  await page.waitForLoadState('networkidle');
  await gotoApp(page, './');
  await expect(page.locator('#notice')).toContainText('could not be read');
  await expect(cell(page, 'e4')).toHaveAccessibleName(/^e4, source/);
});

test("Moshammer's variant that never returns: notice, repeating frames, page stays responsive", async ({ page }) => {
  // h8 walled off by blockers on g7, g8 and h7: the frontier from a1 never meets it.
  const through = '0x3fbfffffffffffff';
  const trace = cliJson(['paths', '--from', 'a1', '--to', 'h8', '--through', through, '--variant', 'moshammer', '--trace']);
  expect(trace.outcome.kind).toBe('never_terminates');
  await gotoApp(page);
  await page.getByLabel('Algorithm').selectOption({ label: 'All shortest paths (Moshammer)' });
  for (const [name, value] of [['sq1', 'a1'], ['sq2', 'h8'], ['path', through]]) {
    await page.getByLabel(name, { exact: true }).fill(value);
    await page.getByLabel(name, { exact: true }).press('Enter');
  }
  const notice = page.locator('#loop-notice');
  await expect(notice).toBeVisible();
  await expect(notice).toContainText(
    `asp[${trace.outcome.repeat_at}] repeats asp[${trace.outcome.first_seen}]`,
  );
  await expect(notice).toContainText('runs forever');
  expect(await counter(page)).toEqual([1, trace.frames.length]);
  await page.locator('body').click({ position: { x: 5, y: 5 } });
  await page.keyboard.press('End');
  const last = trace.frames.at(-1);
  expect(await shownRegisters(page)).toEqual(last.registers.map((r) => [r.name, r.value]));
  await expect(page.locator('#caption')).toHaveText(last.caption);
  // Still responsive: stepping and editing work.
  await page.keyboard.press('ArrowLeft');
  expect((await counter(page))[0]).toBe(trace.frames.length - 1);
  await page.getByRole('button', { name: 'Seed example' }).click();
  await expect(notice).toHaveCount(0);
});

test('copy button puts the register value on the clipboard and says Copied', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await gotoApp(page);
  await page.getByRole('button', { name: 'Seed example' }).click();
  await page.keyboard.press('End');
  const [[name, value]] = (await shownRegisters(page)).filter(([n]) => n === 'sq2');
  const button = page.getByRole('button', { name: `Copy ${name}`, exact: true });
  await button.click();
  await expect(button).toHaveText('Copied');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(value);
});

// Colour is never the only cue, and it comes from classes (the CSP allows no
// style attributes): layer k's square takes one of eight hues in turn (so k
// and k + 8 share one, k and k + 1 do not) and carries its number; frontier
// squares carry a dashed ring.
test('layer colours: eight hues in turn, numbers on the squares, a dashed frontier ring', async ({ page }) => {
  // A king's path snaking through three walls, at frame 30 of 61: layers 0 to 28.
  await gotoApp(page, './?alg=westcott&src=a1&tgt=a8&blk=0x7f00fe007f00&frame=29');
  expect(await counter(page)).toEqual([30, 61]);
  const squares = await page.locator('#board [role=gridcell]').evaluateAll((els) =>
    els.map((el) => ({
      name: el.getAttribute('aria-label'),
      style: el.getAttribute('style'),
      frontier: el.classList.contains('frontier'),
      number: el.querySelector('.num').textContent,
      background: getComputedStyle(el).backgroundColor,
      outline: getComputedStyle(el).outlineStyle,
    })),
  );
  expect(squares.filter((s) => s.style !== null)).toEqual([]);
  // The newest layer of each square not on the frontier, and its colour.
  const hue = new Map();
  for (const s of squares) {
    // "layer 3" or "layers 3 to 28 (26 layers)".
    const layers = [...s.name.matchAll(/layers? (\d+)(?: to (\d+))?/g)].map((m) => Number(m[2] ?? m[1]));
    if (s.frontier || layers.length === 0) continue;
    const k = Math.max(...layers);
    expect(s.number).toBe(String(k));
    if (hue.has(k)) expect(hue.get(k)).toBe(s.background);
    hue.set(k, s.background);
  }
  const shown = [...hue.keys()].sort((a, b) => a - b);
  expect(shown.length).toBeGreaterThan(16);
  let pairs = 0;
  for (const k of shown) {
    if (hue.has(k + 8)) {
      expect(hue.get(k + 8), `layers ${k} and ${k + 8}`).toBe(hue.get(k));
      pairs++;
    }
    if (hue.has(k + 1)) expect(hue.get(k + 1), `layers ${k} and ${k + 1}`).not.toBe(hue.get(k));
  }
  expect(pairs).toBeGreaterThan(4);
  const frontier = squares.filter((s) => s.frontier);
  expect(frontier.length).toBeGreaterThan(0);
  for (const s of frontier) expect(s.outline, s.name).toBe('dashed');
});

test('a square holds only the marks it shows, through edits and frames', async ({ page }) => {
  await gotoApp(page);
  await page.getByRole('button', { name: 'Seed example' }).click();
  // Every mark element on the board is shown, and belongs to its square's role.
  const marks = () =>
    page.locator('#board [role=gridcell]').evaluateAll((els) =>
      els.flatMap((el) =>
        [...el.querySelectorAll('.mark')].map((m) => ({
          square: el.dataset.square,
          mark: [...m.classList].find((c) => c.startsWith('mark-')),
          shown: m.getClientRects().length > 0,
        })),
      ),
    );
  const seed = [
    { square: 'h8', mark: 'mark-t', shown: true },
    { square: 'e4', mark: 'mark-s', shown: true },
    { square: 'a1', mark: 'mark-t', shown: true },
  ];
  expect(await marks()).toEqual(seed);
  await tool(page, 'Target');
  await cell(page, 'e4').click();
  await expect(cell(page, 'e4')).toHaveAccessibleName(/^e4, source, target/);
  expect((await marks()).filter((m) => m.square === 'e4')).toEqual([
    { square: 'e4', mark: 'mark-s', shown: true },
    { square: 'e4', mark: 'mark-t', shown: true },
  ]);
  await tool(page, 'Erase');
  await cell(page, 'e4').click();
  expect((await marks()).filter((m) => m.square === 'e4')).toEqual([]);
  await tool(page, 'Source');
  await cell(page, 'e4').click();
  // Stepping keeps the marks as they are, and the layer numbers beside them.
  await page.locator('body').click({ position: { x: 5, y: 5 } });
  await page.keyboard.press('Home');
  for (let i = 0; i < 4; i++) await page.keyboard.press('ArrowRight');
  expect(await marks()).toEqual(seed);
  await expect(cell(page, 'd5')).toHaveAccessibleName(/^d5, layer 1/);
  await expect(cell(page, 'd5').locator('.num')).toHaveText('1');
});

// A menu the user has picked from keeps showing the value in use when
// another fill's menu takes its place (the Step kind menu became the
// Direction menu and showed "east" while the fill ran north).
test('each option menu shows the value in use after the algorithm changes', async ({ page }) => {
  await gotoApp(page, '?alg=westcott&src=e4&tgt=a1,h8');
  await page.getByLabel('Algorithm').selectOption('moshammer');
  await page.getByLabel('Step kind').selectOption('bishop');
  await page.getByLabel('Algorithm').selectOption('fill');
  await expect(page.getByLabel('Direction')).toHaveValue('nort');
  await expect(page.locator('#caption')).toContainText('nort');
  // Picking east now changes the fill.
  await page.getByLabel('Direction').selectOption('east');
  await expect(page).toHaveURL(/dir=east/);
  // A keyboard user keeps the focus on the menu as its value moves.
  await page.getByLabel('Direction').focus();
  await page.keyboard.press('ArrowDown');
  await expect(page).toHaveURL(/dir=soEa/);
  await expect(page.getByLabel('Direction')).toBeFocused();
  await expect(page.getByLabel('Direction')).toHaveValue('soEa');
  // An action that changes a value changes its menu too: the occluded
  // fill's seed example points south.
  await page.getByRole('button', { name: 'Seed example', exact: true }).click();
  await expect(page.getByLabel('Algorithm')).toHaveValue('fill');
  await expect(page.getByLabel('Direction')).toHaveValue('sout');
  await page.getByLabel('Algorithm').selectOption('westcott');
  await expect(page.getByLabel('Step kind')).toHaveValue('bishop');
});

// Seed example gives the fill in use its own example, not Westcott's: the
// pawn fills got Westcott's empty board and 32 frames of zeros.
test('Seed example keeps the fill: the pawn fills get a pawn structure, BFS its walls', async ({ page }) => {
  await gotoApp(page, './?alg=pawns');
  await page.getByRole('button', { name: 'Seed example', exact: true }).click();
  await expect(page.getByLabel('Algorithm')).toHaveValue('pawns');
  await expect(page.getByLabel('white', { exact: true })).toHaveValue('0x000000110804e200');
  await expect(page).toHaveURL(/alg=pawns/);
  // The passed pawn on a5 is white's one passed pawn.
  const caption = page.locator('#caption');
  for (let i = 0; i < 32 && !/^w_passed/.test(await caption.textContent()); i++) {
    await page.getByRole('button', { name: 'Step forward' }).click();
  }
  await expect(caption).toHaveText(/^w_passed \(1 square/);
  await page.getByLabel('Algorithm').selectOption({ label: 'Bit-shift BFS with walls' });
  await page.getByRole('button', { name: 'Seed example', exact: true }).click();
  await expect(page.getByLabel('Algorithm')).toHaveValue('bfs');
  // The wall across ranks 4 and 5 (a- to f-files), and the one between d and e.
  await expect(page).toHaveURL(/src=0x10&tgt=0xff00000000000000&wn=0x3f000000&we=0x808080000000000/);
});

// Every edit of the board can be undone and redone, by button and key; Clear,
// Seed example and Random board, which replace the board in one click, say
// what Undo puts back; a drag is one edit.
test('edits of the board come back with Undo or Ctrl+Z, and again with Redo or Ctrl+Shift+Z', async ({ page }) => {
  const link = '?alg=bfs&src=0x10&tgt=0xff00000000000000&wn=0x3f000000&we=0x808080000000000&blk=0x2232008a0048000';
  await gotoApp(page, link);
  const names = await boardNames(page);
  // The link's keys, in whatever order the page writes them.
  const keys = (url) => [...new URL(url, page.url()).searchParams].map(String).sort();
  const status = page.locator('#undo-board');
  const undo = page.locator('#undo');
  const redo = page.locator('#redo');
  await expect(status).toHaveText('');
  await expect(undo).toBeDisabled();
  await expect(redo).toBeDisabled();
  await page.getByRole('button', { name: 'Clear', exact: true }).click();
  await expect(status).toHaveText('The board was cleared: Undo (Ctrl+Z) puts it back.');
  await expect.poll(() => boardNames(page)).not.toEqual(names);
  const cleared = await boardNames(page);
  await undo.click();
  await expect.poll(() => boardNames(page)).toEqual(names);
  await expect.poll(() => keys(page.url())).toEqual(keys(link));
  await expect(status).toHaveText('');
  // Nothing left to undo: the focus stays among the board's buttons.
  await expect(undo).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Clear', exact: true })).toBeFocused();
  await redo.click();
  await expect.poll(() => boardNames(page)).toEqual(cleared);
  await page.keyboard.press('Control+z');
  await expect.poll(() => boardNames(page)).toEqual(names);
  await page.keyboard.press('Control+Shift+z');
  await expect.poll(() => boardNames(page)).toEqual(cleared);
  await page.keyboard.press('Control+y');
  await page.keyboard.press('Control+z');
  await expect.poll(() => boardNames(page)).toEqual(names);
  // By key from the Algorithm menu too (a menu has no undo of its own).
  await page.getByRole('button', { name: 'Seed example' }).click();
  await expect(status).toHaveText('The seed example replaced the board: Undo (Ctrl+Z) puts it back.');
  await page.getByLabel('Algorithm').focus();
  await page.keyboard.press('Control+z');
  await expect.poll(() => boardNames(page)).toEqual(names);
  // A click is an edit of its own; a drag across four squares is one.
  await tool(page, 'Blocker');
  await cell(page, 'a5').click();
  await expect(cell(page, 'a5')).toHaveAccessibleName(/^a5, blocker/);
  const clicked = await boardNames(page);
  const box = async (sq) => {
    const b = await cell(page, sq).boundingBox();
    return [b.x + b.width / 2, b.y + b.height / 2];
  };
  await page.mouse.move(...(await box('a6')));
  await page.mouse.down();
  for (const sq of ['b6', 'c6', 'd6']) await page.mouse.move(...(await box(sq)), { steps: 4 });
  await page.mouse.up();
  await expect(cell(page, 'd6')).toHaveAccessibleName(/^d6, blocker/);
  await expect(status).toHaveText('');
  await page.keyboard.press('Control+z');
  await expect.poll(() => boardNames(page)).toEqual(clicked);
  await page.keyboard.press('Control+z');
  await expect.poll(() => boardNames(page)).toEqual(names);
  // A text field keeps Ctrl+Z for its own text.
  await page.getByRole('button', { name: 'Clear', exact: true }).click();
  await expect.poll(() => boardNames(page)).toEqual(cleared);
  await page.getByLabel('open', { exact: true }).focus();
  await page.keyboard.press('Control+z');
  // (A redraw would come at once: give it the time one takes.)
  await page.waitForTimeout(300);
  expect(await boardNames(page)).toEqual(cleared);
});

// A 1280x720 screen at 150% zoom (853x480) and similar short landscape
// windows: the board, the playback bar and the caption all in sight, the
// bar beside the board (it used to be under it, below the fold).
for (const [w, h, scale] of [[853, 480, 1.5], [800, 600, 1], [1000, 700, 1]]) {
  test.describe(`at ${w}x${h}`, () => {
    test.use({ viewport: { width: w, height: h }, deviceScaleFactor: scale });
    test('the Play tab shows the board, the playback bar and the caption without scrolling', async ({ page }) => {
      await gotoApp(page, './?alg=westcott&src=e4&tgt=a1,h8&frame=3');
      await expect(page.locator('#caption')).toHaveText('Step 2: the frontier asp[2] adds 16 squares');
      const inView = async (loc) => {
        const b = await loc.boundingBox();
        return b && b.y >= 0 && b.x >= 0 && b.y + b.height <= h && b.x + b.width <= w;
      };
      for (const what of ['#board', '#frame-counter', '#caption']) {
        expect(await inView(page.locator(what)), what).toBe(true);
      }
      for (const name of ['First frame', 'Step back', 'Step forward', 'Last frame']) {
        expect(await inView(page.getByRole('button', { name, exact: true })), name).toBe(true);
      }
      // Stepping keeps it so, and the board stays a useful size.
      await page.getByRole('button', { name: 'Step forward', exact: true }).click();
      expect(await inView(page.locator('#caption'))).toBe(true);
      expect((await page.locator('#board').boundingBox()).width).toBeGreaterThan(250);
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
    });
  });
}
