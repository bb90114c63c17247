// Keyboard only: Tab to the board, arrows, Space/Enter to paint, Shift+arrow
// walls, then playback keys, and the live region after stepping.
import { test, expect, gotoApp, screenshot } from './harness.mjs';
import { cell, counter } from './app-helpers.mjs';

const focusedSquare = (page) => page.evaluate(() => document.activeElement?.dataset?.square ?? null);

/** Presses Tab until the focus is on the board (at most 60 times). */
async function tabToBoard(page) {
  for (let i = 0; i < 60; i++) {
    await page.keyboard.press('Tab');
    if (await focusedSquare(page)) return;
  }
  throw new Error('Tab never reached the board');
}

/** Presses Tab until the focused element has this accessible name. */
async function tabTo(page, name) {
  for (let i = 0; i < 80; i++) {
    await page.keyboard.press('Tab');
    const got = await page.evaluate(() => {
      const el = document.activeElement;
      return el?.getAttribute('aria-label') || el?.textContent?.trim();
    });
    if (got === name) return;
  }
  throw new Error(`Tab never reached ${name}`);
}

test('a whole edit and playback with the keyboard only', async ({ page }) => {
  await gotoApp(page);
  // The Play tab says its keys on the page, not only in the buttons' tips.
  await expect(page.locator('#play-keys')).toBeVisible();
  for (const key of ['Space', '← / →', 'Home / End']) await expect(page.locator('#play-keys')).toContainText(key);
  // Clear the board and pick the Source tool by keyboard.
  await tabTo(page, 'Clear');
  await page.keyboard.press('Enter');
  await expect(cell(page, 'e4')).toHaveAttribute('aria-label', 'e4');
  await tabTo(page, 'Source');
  await page.keyboard.press('Space');
  await expect(page.getByRole('button', { name: 'Source', exact: true })).toHaveAttribute('aria-pressed', 'true');

  // Exactly one square is in the tab order; Tab reaches it.
  expect(await page.locator('#board [role=gridcell][tabindex="0"]').count()).toBe(1);
  await tabToBoard(page);
  expect(await focusedSquare(page)).toBe('a8');
  // a8 -> e8 -> e4
  for (let i = 0; i < 4; i++) await page.keyboard.press('ArrowRight');
  for (let i = 0; i < 4; i++) await page.keyboard.press('ArrowDown');
  expect(await focusedSquare(page)).toBe('e4');
  await expect(page.locator('[data-square=e4]')).toHaveAttribute('tabindex', '0');
  await expect(page.locator('[data-square=a8]')).toHaveAttribute('tabindex', '-1');
  await screenshot(page, 'keyboard-focus-e4');
  const before = await counter(page);
  await page.keyboard.press('Space'); // paints, does not play
  await expect(cell(page, 'e4')).toHaveAttribute('aria-label', /^e4, source/);
  expect(await page.locator('.play').getAttribute('aria-label')).toBe('Play');
  expect((await counter(page))[0]).toBe(before[0]);
  // Home/End go to the row's ends; arrows stop at the edge.
  await page.keyboard.press('End');
  expect(await focusedSquare(page)).toBe('h4');
  await page.keyboard.press('ArrowRight');
  expect(await focusedSquare(page)).toBe('h4');
  await page.keyboard.press('Home');
  expect(await focusedSquare(page)).toBe('a4');
  for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowDown');
  expect(await focusedSquare(page)).toBe('a1');

  // Target on a1 and h8: Shift+Tab back to the tools, then return to the board.
  await page.keyboard.press('Shift+Tab');
  await tabTo(page, 'Target');
  await page.keyboard.press('Enter');
  await tabToBoard(page);
  expect(await focusedSquare(page)).toBe('a1'); // the board remembers its square
  await page.keyboard.press('Enter');
  for (let i = 0; i < 7; i++) await page.keyboard.press('ArrowUp');
  await page.keyboard.press('End');
  expect(await focusedSquare(page)).toBe('h8');
  await page.keyboard.press('Enter');
  await expect(cell(page, 'a1')).toHaveAttribute('aria-label', /^a1, target/);
  await expect(cell(page, 'h8')).toHaveAttribute('aria-label', /^h8, target/);

  // Playback keys work again once focus leaves the board.
  await tabTo(page, 'Step forward');
  const [k0, n] = await counter(page);
  expect(n).toBeGreaterThan(3);
  await page.keyboard.press('Enter');
  expect((await counter(page))[0]).toBe(k0 + 1);
  await expect(page.locator('#live')).toHaveText(new RegExp(`^Frame ${k0 + 1} of ${n}\\. `));
  await page.keyboard.press('End');
  await expect.poll(async () => (await counter(page))[0]).toBe(n);
  // The announcement follows the repaint in a task of its own.
  await expect(page.locator('#live')).toContainText(`Frame ${n} of ${n}. `);
  await page.keyboard.press('Home');
  await expect.poll(async () => (await counter(page))[0]).toBe(1);
  await page.keyboard.press('Space'); // focus is on a button: Space presses it (Step forward)
  await screenshot(page, 'keyboard-button-focus');
});

test('Shift+arrow toggles walls with the Wall tool', async ({ page }) => {
  await gotoApp(page, './?alg=bfs');
  const alg = page.getByRole('combobox', { name: /algorithm/i });
  if ((await alg.inputValue()) !== 'bfs') await alg.selectOption('bfs');
  await page.getByRole('button', { name: 'Wall', exact: true }).click();
  await cell(page, 'd4').focus();
  await page.keyboard.press('Shift+ArrowUp');
  await expect(cell(page, 'd4')).toHaveAttribute('aria-label', /wall north/);
  await expect(cell(page, 'd5')).toHaveAttribute('aria-label', /wall south/);
  expect(await focusedSquare(page)).toBe('d4');
  await page.keyboard.press('Shift+ArrowRight');
  await expect(cell(page, 'e4')).toHaveAttribute('aria-label', /wall west/);
  await page.keyboard.press('Shift+ArrowUp');
  await expect(cell(page, 'd4')).not.toHaveAttribute('aria-label', /wall north/);
  await expect(page.locator('#board-help')).toContainText('Shift and an arrow key toggles the wall');
  // Each key's edit is said: what the square shows now.
  const said = page.locator('.board-wrap .said');
  await expect(said).toHaveAttribute('aria-live', 'polite');
  await expect(said).toHaveText('d4, wall east');
  await page.getByRole('button', { name: 'Source', exact: true }).click();
  await cell(page, 'b2').focus();
  await page.keyboard.press('Space');
  await expect(said).toHaveText(/^b2, source/);
});

test('the live region announces frame changes with the squares of the register each frame sets', async ({ page }) => {
  await gotoApp(page);
  await expect(page.locator('#live')).toHaveAttribute('aria-live', 'polite');
  const [, n] = await counter(page);
  const caps = [];
  for (let k = 2; k <= n; k++) {
    await page.getByRole('button', { name: 'Step forward' }).click();
    const caption = (await page.locator('#caption').textContent()).replace(/\.$/, '');
    await expect(page.locator('#live')).toHaveText(new RegExp(`^Frame ${k} of ${n}\\. `));
    const text = await page.locator('#live').textContent();
    expect(text.startsWith(`Frame ${k} of ${n}. ${caption}.`), text).toBe(true);
    caps.push(text);
  }
  // The seed's layers: the frontier asp[1] is e4's eight neighbours, and
  // h8 is in asp[4].
  const all = caps.join(' ');
  expect(all).toContain('asp[1]: 8 squares: d3, e3, f3, d4, f4, d5, e5, f5.');
  expect(all).toMatch(/asp\[4\]: [^.]*\bh8\b/);
  // Editing the board does not announce.
  const before = await page.locator('#live').textContent();
  await page.getByRole('button', { name: 'Blocker', exact: true }).click();
  await cell(page, 'c6').click();
  await page.waitForTimeout(300);
  expect(await page.locator('#live').textContent()).toBe(before);
});

// The board and the tab list keep only the keys they use: after a click on
// a tab, or with the focus on a board, Page Down, P and Escape still work,
// and Space plays or pauses from a board that takes no marks.
test('page keys work with the focus on a tab or a board', async ({ page }) => {
  await gotoApp(page, '?alg=westcott&src=e4&tgt=a1,h8');
  await page.getByRole('tablist', { name: 'Mode' }).getByRole('tab', { name: 'Lesson' }).click();
  await expect(page.locator('#lesson-counter')).toHaveText('Lesson step 1 of 4', { timeout: 20_000 });
  await page.keyboard.press('PageDown');
  await expect(page.locator('#lesson-counter')).toHaveText('Lesson step 2 of 4');
  await page.keyboard.press('p');
  await expect(page.locator('#presenter-exit')).toBeVisible();
  await page.locator('#board [role=gridcell]').first().focus();
  await page.keyboard.press('PageDown');
  await expect(page.locator('#lesson-counter')).toHaveText('Lesson step 3 of 4');
  await page.keyboard.press('Escape');
  await expect(page.locator('#presenter-exit')).toHaveCount(0);
  // An embed's board is read-only: Space from it plays and pauses.
  await gotoApp(page, '?alg=westcott&src=e4&tgt=a1,h8&embed=1&frame=0');
  await page.locator('#board [role=gridcell]').first().focus();
  await page.keyboard.press(' ');
  await expect(page.getByRole('button', { name: /Pause/ })).toBeVisible();
  await page.keyboard.press(' ');
  await expect(page.getByRole('button', { name: /Play/ })).toBeVisible();
});

// The backward pass of the tester's link (e4 to a1 and h8): each frame
// says the squares of the asp[i] its caption names, worked by hand from
// the trace's registers (asp[3] = 0x00c0000000000202: b1, b2, g7, h7), not
// the squares the backward fill of sq2 newly paints (a2, g8, ...); the last
// frame says the squares of the paths, every asp[i] together.
test('stepping the backward pass says the squares each asp[i] keeps, and the last frame the paths', async ({ page }) => {
  await gotoApp(page, './?alg=westcott&src=0x10000000&tgt=0x8000000000000001&frame=6');
  const live = page.locator('#live');
  await page.getByRole('button', { name: 'Step forward' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(live).toHaveText(/^Frame 8 of 13\. Keep only the squares of sq2 reached/);
  await expect(live).toHaveText(/ asp\[4\]: a1, h8\.$/);
  await page.keyboard.press('ArrowRight');
  await expect(live).toHaveText(
    'Frame 9 of 13. Backward step: asp[3] keeps the squares one step nearer sq2. asp[3]: b1, b2, g7, h7.',
  );
  expect(await live.textContent()).not.toMatch(/\ba2\b/);
  for (let k = 0; k < 3; k++) await page.keyboard.press('ArrowRight');
  await expect(live).toHaveText(
    'Frame 12 of 13. Backward step: asp[0] keeps the squares one step nearer sq2. asp[0]: e4.',
  );
  await page.keyboard.press('ArrowRight');
  await expect(live).toHaveText(
    'Frame 13 of 13. return 5: 4 moves, all shortest paths in asp. ' +
      'asp: 15 squares: a1, b1, b2, c2, c3, d3, d4, e4, e5, f5, f6, g6, g7, h7, h8.',
  );
});

// An embed's Play board and Compare boards say their steps as the page
// does, from a region out of sight that says nothing when the embed loads.
/** Whether the live region is out of sight: a clipped box of 1 px at most. */
const outOfSight = (live) =>
  live.evaluate((e) => {
    const r = e.getBoundingClientRect();
    return r.width <= 1 && r.height <= 1 && getComputedStyle(e).overflow === 'hidden';
  });

test('a Play embed says the frame it steps to, and nothing on load', async ({ page }) => {
  const live = page.locator('#live');
  await gotoApp(page, './?alg=westcott&src=0x10000000&tgt=0x8000000000000001&embed=1&frame=7');
  await expect(live).toHaveAttribute('aria-live', 'polite');
  expect(await outOfSight(live)).toBe(true);
  await page.waitForTimeout(600);
  await expect(live).toHaveText('');
  await page.getByRole('button', { name: 'Step forward' }).click();
  await expect(live).toHaveText(
    'Frame 9 of 13. Backward step: asp[3] keeps the squares one step nearer sq2. asp[3]: b1, b2, g7, h7.',
  );
});

test('a Compare embed says the pair it steps to, and nothing on load', async ({ page }) => {
  const live = page.locator('#live');
  await gotoApp(page, './?alg=westcott&src=e4&tgt=a1,h8&mode=compare&vs=moshammer&embed=1');
  await expect(page.locator('#diff-text')).toContainText('only in A');
  await expect(live).toHaveAttribute('aria-live', 'polite');
  expect(await outOfSight(live)).toBe(true);
  await page.waitForTimeout(600);
  await expect(live).toHaveText('');
  await page.getByRole('button', { name: 'Step forward' }).click();
  await expect(live).toHaveText(/^Pair 2 of \d+\. A: .+\. B: .+\. .*only in A/);
});

// Lesson, Code and Log embeds say their steps too, from the same region:
// silent as the embed loads, then what the step the bar went to shows.
test('a Lesson embed says the frame it steps to, and nothing on load', async ({ page }) => {
  const live = page.locator('#live');
  await gotoApp(page, './?mode=lesson&lesson=king-paths&embed=1');
  await expect(page.locator('#lesson-counter')).toHaveText(/^Lesson step 1 of/, { timeout: 20_000 });
  await expect(live).toHaveAttribute('aria-live', 'polite');
  expect(await outOfSight(live)).toBe(true);
  await page.waitForTimeout(600);
  await expect(live).toHaveText('');
  await page.getByRole('button', { name: 'Step forward' }).click();
  // Frame 2 of the lesson's first step (e4 to a1 and h8): asp[0] = sq1, e4.
  await expect(live).toHaveText(/^Frame 2 of \d+\. asp\[0\] = sq1\b.*\. asp\[0\]: e4\.$/);
});

test('a Code embed says the step it goes to, and nothing on load', async ({ page }) => {
  const live = page.locator('#live');
  await gotoApp(page, './?embed=1&mode=code');
  await expect(page.locator('#code-status')).toContainText('ran', { timeout: 20_000 });
  await expect(live).toHaveAttribute('aria-live', 'polite');
  expect(await outOfSight(live)).toBe(true);
  await page.waitForTimeout(600);
  await expect(live).toHaveText('');
  // The embed opens at the run's last step: one back.
  const [k, n] = await counter(page);
  expect(k).toBe(n);
  await page.getByRole('button', { name: 'Step back' }).click();
  await expect(live).toHaveText(new RegExp(`^Step ${n - 1} of ${n}: line \\d+, in \\w+\\.$`));
});

test('a Log embed says the value it steps to, with its squares, and nothing on load', async ({ page }) => {
  const live = page.locator('#live');
  // gen at e2, then at e2 and e3 (0x1000 is bit 12, e2; 0x100000 bit 20, e3).
  await gotoApp(page, `./?embed=1&mode=log&log=${encodeURIComponent('gen = 0x1000\ngen = 0x101000\n')}`);
  await expect(page.locator('#caption')).toHaveText(/^Value 1 of 2: gen/);
  await expect(live).toHaveAttribute('aria-live', 'polite');
  expect(await outOfSight(live)).toBe(true);
  await page.waitForTimeout(600);
  await expect(live).toHaveText('');
  await page.getByRole('button', { name: 'Step forward' }).click();
  const caption = (await page.locator('#caption').textContent()).replace(/\.$/, '');
  expect(caption).toMatch(/^Value 2 of 2: gen/);
  await expect(live).toHaveText(`${caption}. gen adds e3.`);
});

// The words a keyboard edit leaves in the board's live region say the
// square as it is; once the frame changes they would be stale, so they go.
test('the words of a keyboard edit go once the frame changes', async ({ page }) => {
  await gotoApp(page);
  await page.getByRole('button', { name: 'Blocker', exact: true }).click();
  await cell(page, 'd5').focus();
  await page.keyboard.press('Space');
  const said = page.locator('.board-wrap .said');
  await expect(said).toHaveText(/^d5, blocker/);
  // It stays while nothing else changes.
  await page.waitForTimeout(400);
  await expect(said).toHaveText(/^d5, blocker/);
  const [k] = await counter(page);
  await page.getByRole('button', { name: k > 1 ? 'Step back' : 'Step forward' }).click();
  await expect.poll(async () => (await counter(page))[0]).not.toBe(k);
  await expect(said).toHaveText('');
  // The next key's edit is said again.
  await cell(page, 'c6').focus();
  await page.keyboard.press('Enter');
  await expect(said).toHaveText(/^c6, blocker/);
});

// Stepping or scrubbing through frames quickly says the frame the user
// stops at, once, rather than every frame on the way (a screen reader
// could not keep up, and would read stale frames).
test('the live region says the frame a quick run of steps stops at, once', async ({ page }) => {
  await gotoApp(page);
  const [, n] = await counter(page);
  await page.locator('#live').evaluate((el) => {
    window.__said = [];
    new MutationObserver(() => window.__said.push(el.textContent)).observe(el, { childList: true, characterData: true, subtree: true });
  });
  await page.getByRole('button', { name: 'Step forward' }).focus();
  for (let k = 0; k < 6; k++) await page.keyboard.press('ArrowRight');
  await expect(page.locator('#live')).toHaveText(new RegExp(`^Frame 7 of ${n}\\. `));
  await page.waitForTimeout(500);
  const said = await page.evaluate(() => window.__said);
  expect(said.filter((t) => t.startsWith('Frame ')), JSON.stringify(said)).toHaveLength(1);
});

// Compare, Lesson and Code say their own steps as the Play tab does.
test('the modes say their steps in a live region', async ({ page }) => {
  test.setTimeout(90_000);
  const live = page.locator('#live');
  await gotoApp(page, '?mode=compare');
  await expect(page.locator('#diff-text')).toContainText('only in A', { timeout: 20_000 });
  await page.getByRole('button', { name: 'Step forward' }).click();
  // Each run's caption is a sentence of its own: "A: ... . B: ... ."
  const sentence = async (id) => (await page.locator(id).textContent()).replace(/\.$/, '');
  const [a, b] = [await sentence('#board-a-caption'), await sentence('#board-b-caption')];
  await expect(live).toHaveText(/^Pair 2 of \d+\. /);
  expect(await live.textContent()).toMatch(/ only in A/);
  expect(await live.textContent()).toContain(`. A: ${a}. B: ${b}. `);
  await gotoApp(page, '?mode=lesson&lesson=king-paths');
  await expect(page.locator('#lesson-counter')).toHaveText(/^Lesson step 1 of/, { timeout: 20_000 });
  await page.getByRole('button', { name: 'Step forward' }).click();
  await expect(live).toHaveText(/^Frame 2 of \d+\. \S/);
  // The Code tab opens at the run's result, its last step.
  await gotoApp(page, '?mode=code');
  await expect(page.locator('#code-status')).toContainText('ran', { timeout: 20_000 });
  await expect(page.getByRole('button', { name: 'Step back' })).toBeEnabled();
  await page.getByRole('button', { name: 'Step back' }).click();
  await expect(live).toHaveText(/^Step \d+ of \d+: line \d+, in \w+\./);
});

test('arrowing through the Algorithm menu keeps the focus on it, as its option menus come and go and as the pawn fills load the full app', async ({ page }) => {
  await gotoApp(page);
  const menu = page.locator('#algorithm');
  await menu.focus();
  const ids = await menu.evaluate((s) => [...s.options].map((o) => o.value));
  for (const want of ids.slice(1)) {
    await page.keyboard.press('ArrowDown');
    // The pawn fills are drawn by the full app, which takes the page over.
    await expect(page.locator('#algorithm')).toHaveValue(want, { timeout: 15_000 });
    await expect(page.locator('#algorithm')).toBeFocused();
  }
  // And back up, each option menu in turn.
  await page.keyboard.press('ArrowUp');
  await expect(page.locator('#algorithm')).toHaveValue(ids.at(-2));
  await expect(page.locator('#algorithm')).toBeFocused();
});

// A presentation clicker sends Page Down, Page Up, P and Escape wherever
// the focus is: in the presenter view they reach the lesson from the Speed
// menu and the Frame slider too, and do not also move them.
test('in the presenter view a clicker\'s keys reach the lesson from the Speed menu and the Frame slider', async ({ page }) => {
  await gotoApp(page, '?mode=lesson&lesson=king-paths');
  const step = page.locator('#lesson-counter');
  await expect(step).toHaveText('Lesson step 1 of 4', { timeout: 20_000 });
  await page.keyboard.press('p');
  await expect(page.locator('#presenter')).toBeVisible();
  const speed = page.locator('#speed');
  await expect(speed).toHaveValue('2');
  await speed.focus();
  await page.keyboard.press('PageDown');
  await expect(step).toHaveText('Lesson step 2 of 4');
  await page.keyboard.press('PageDown');
  await expect(step).toHaveText('Lesson step 3 of 4');
  await page.keyboard.press('PageUp');
  await expect(step).toHaveText('Lesson step 2 of 4');
  await expect(speed).toHaveValue('2');
  await expect(speed).toBeFocused();
  // ? from the menu lists the presenter view's keys; Escape closes the
  // list alone, and the menu has the focus again.
  await page.keyboard.press('?');
  const help = page.getByRole('dialog', { name: 'Keys in the presenter view' });
  await expect(help).toBeVisible();
  await expect(help.locator('dt kbd', { hasText: 'P or Escape' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(help).toBeHidden();
  await expect(page.locator('#presenter')).toBeVisible();
  await expect(speed).toBeFocused();
  // The slider: Page Down is the next step, not a frame back or on.
  const slider = page.locator('#frame-slider');
  await slider.focus();
  await page.keyboard.press('End');
  const frame = await slider.inputValue();
  await page.keyboard.press('PageDown');
  await expect(step).toHaveText('Lesson step 3 of 4');
  await expect(slider).toHaveValue('1');
  await page.keyboard.press('PageUp');
  await expect(step).toHaveText('Lesson step 2 of 4');
  expect(Number(frame)).toBeGreaterThan(1);
  // Escape on the menu while it is open closes the menu only (its popup
  // takes the key), then leaves the presenter view from the closed menu.
  await speed.focus();
  await page.keyboard.press('Alt+ArrowDown');
  await expect.poll(() => speed.evaluate((s) => s.matches(':open'))).toBe(true);
  await page.keyboard.press('Escape');
  await expect.poll(() => speed.evaluate((s) => s.matches(':open'))).toBe(false);
  await expect(page.locator('#presenter')).toBeVisible();
  await expect(speed).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page.locator('#presenter')).toHaveCount(0);
  await page.keyboard.press('p');
  await expect(page.locator('#presenter')).toBeVisible();
  // Escape on the slider leaves the presenter view, P on the menu too.
  await slider.focus();
  await page.keyboard.press('Escape');
  await expect(page.locator('#presenter')).toHaveCount(0);
  await expect(page.locator('#presenter-open')).toBeFocused();
  await page.keyboard.press('p');
  await expect(page.locator('#presenter')).toBeVisible();
  await page.locator('#speed').focus();
  await page.keyboard.press('p');
  await expect(page.locator('#presenter')).toHaveCount(0);
  // Off the presenter view the menu keeps its own keys: Page Down there
  // is the menu's, not the next step.
  await page.locator('#speed').focus();
  await page.keyboard.press('PageDown');
  await expect(step).toHaveText('Lesson step 2 of 4');
});

// The help's headings say where a key works: ? and Ctrl+Z from a menu or
// slider too, Space and the arrows not (the menu or slider takes them).
// All of them were under "Outside text fields".
test('the key help lists each key under where it works', async ({ page }) => {
  await gotoApp(page, '?alg=westcott&src=e4&tgt=a1,h8');
  await cell(page, 'e4').focus();
  await page.keyboard.press('?');
  const help = page.getByRole('dialog', { name: 'Keys in the Play tab' });
  await expect(help).toBeVisible({ timeout: 20_000 });
  const headings = await help.evaluate((d) => {
    const out = {};
    for (const dt of d.querySelectorAll('dt')) out[dt.textContent.trim()] = dt.closest('dl').previousElementSibling.textContent;
    return out;
  });
  for (const key of ['Ctrl+Z', 'Ctrl+Y', '?']) expect(headings[key], JSON.stringify(headings)).toBe('Anywhere but in a text field');
  for (const key of ['Space', '← / →', 'Home / End']) expect(headings[key], JSON.stringify(headings)).toBe('Outside text fields, menus and sliders');
});

test('? opens the key help listing the tab\'s keys, the focus kept inside; Escape closes it and gives the focus back', async ({ page }) => {
  await gotoApp(page, '?alg=westcott&src=e4&tgt=a1,h8');
  const help = page.getByRole('dialog', { name: 'Keys in the Play tab' });
  // Typed into a field, ? is text.
  const field = page.locator('#reg-sq1');
  await field.focus();
  await page.keyboard.press('?');
  await expect(help).toBeHidden();
  await expect(field).toHaveValue(/\?$/);
  await field.fill('e4');
  await cell(page, 'e4').focus();
  // The help is the full app's: the first ? loads it, then opens the help.
  await page.keyboard.press('?');
  await expect(help).toBeVisible({ timeout: 20_000 });
  for (const key of ['Space', '← / →', 'Home / End', 'Ctrl+Z', 'Ctrl+Shift+Z', 'Ctrl+Y', '1–4', '?']) {
    await expect(help.locator('dt kbd', { hasText: key }).first()).toBeVisible();
  }
  await expect(help).toContainText('1 Blocker, 2 Source, 3 Target, 4 Erase');
  // Not the other tabs' keys.
  await expect(help).not.toContainText('Page Down');
  // Tab never leaves the dialog for the page behind it.
  for (let i = 0; i < 4; i++) {
    await page.keyboard.press('Tab');
    const outside = await page.evaluate(() => {
      const el = document.activeElement;
      return el && el !== document.body && !el.closest('dialog') ? el.outerHTML.slice(0, 80) : null;
    });
    expect(outside).toBeNull();
  }
  // Keys pressed while it is open are not the page's: → does not step.
  const [k] = await counter(page);
  await page.keyboard.press('ArrowRight');
  expect((await counter(page))[0]).toBe(k);
  await page.keyboard.press('Escape');
  await expect(help).toBeHidden();
  await expect(cell(page, 'e4')).toBeFocused();
  await expect(page.getByRole('button', { name: 'Play' })).toBeVisible();
  // The Keys button opens it too, and gets the focus back.
  await page.getByRole('button', { name: 'Keys (?)' }).click();
  await expect(help).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('button', { name: 'Keys (?)' })).toBeFocused();
  // The lists under the tab say the same keys.
  for (const key of ['Ctrl+Z', 'Ctrl+Y', '1, 2, …', '?']) await expect(page.locator('#play-keys')).toContainText(key);
});

test('a tool key picks the tool with the focus on the board or the tools, and does nothing in a text field or elsewhere', async ({ page }) => {
  await gotoApp(page, '?alg=westcott&src=e4&tgt=a1,h8');
  const pressed = (name) => expect(page.getByRole('button', { name, exact: true })).toHaveAttribute('aria-pressed', 'true');
  await cell(page, 'c3').focus();
  await page.keyboard.press('3');
  await pressed('Target');
  // Each tool's tip says its key.
  await expect(page.getByRole('button', { name: 'Target', exact: true })).toHaveAttribute('title', /\(3\b/);
  await expect(page.getByRole('button', { name: 'Target', exact: true })).toHaveAttribute('aria-keyshortcuts', '3');
  await page.keyboard.press('Space');
  await expect(cell(page, 'c3')).toHaveAttribute('aria-label', /^c3, target/);
  await page.keyboard.press('1');
  await pressed('Blocker');
  await page.keyboard.press('9'); // no ninth tool: nothing
  await pressed('Blocker');
  // From the tool buttons too.
  await page.getByRole('button', { name: 'Source', exact: true }).focus();
  await page.keyboard.press('4');
  await pressed('Erase');
  // In a text field a digit is typed, and the tool stays.
  const field = page.locator('#reg-sq1');
  await field.focus();
  await page.keyboard.press('2');
  await expect(field).toHaveValue(/2$/);
  await pressed('Erase');
  // Elsewhere on the page (a playback button) it does nothing.
  await page.getByRole('button', { name: 'Step forward' }).focus();
  await page.keyboard.press('2');
  await pressed('Erase');
});

test('the quiz\'s buttons have keys on its board: C checks, H hints, N goes on', async ({ page }) => {
  await gotoApp(page, '?alg=westcott&src=e4&tgt=a1,h8&mode=quiz');
  const status = page.locator('#quiz-status');
  // Off the board the letters do nothing.
  await page.getByRole('tab', { name: 'Quiz' }).focus();
  await page.keyboard.press('h');
  await expect(status).not.toContainText('Hint');
  await cell(page, 'd4').focus();
  await page.keyboard.press('h');
  await expect(status).toContainText('Hint: the frontier holds 8 squares.');
  await page.keyboard.press('Space');
  await page.keyboard.press('c');
  await expect(status).toContainText('Not quite: 1 correct, 7 missed, 0 extra.');
  await expect(cell(page, 'd4')).toBeFocused();
  await page.keyboard.press('n');
  await expect(page.locator('#quiz-prompt')).toContainText('Question 2 of');
  // The tab lists them, and the buttons name them.
  await expect(page.locator('#quiz-keys')).toContainText('C / H / R / N');
  await expect(page.locator('#quiz-check')).toHaveAttribute('aria-keyshortcuts', 'C');
});

test('the lesson\'s editing keys work with the focus in the lesson, not from the tabs', async ({ page }) => {
  await gotoApp(page, '?mode=lesson&lesson=king-paths');
  const step = page.locator('#lesson-counter');
  await expect(step).toHaveText('Lesson step 1 of 4', { timeout: 20_000 });
  await page.getByRole('tab', { name: 'Lesson' }).focus();
  for (const key of ['a', 'Delete', 't']) await page.keyboard.press(key);
  await expect(step).toHaveText('Lesson step 1 of 4');
  await expect(page.locator('#lesson-title-field')).not.toBeFocused();
  // A click in the lesson gives it the focus: its keys work.
  await page.locator('#lesson-text').click();
  await page.keyboard.press('a');
  await expect(step).toHaveText('Lesson step 2 of 5');
  await page.keyboard.press('Delete');
  await expect(step).toHaveText('Lesson step 1 of 4');
  // The help lists them under the lesson.
  await page.keyboard.press('?');
  const help = page.getByRole('dialog', { name: 'Keys in the Lesson tab' });
  await expect(help).toContainText('In the lesson (click it or Tab into it first)');
  await expect(help.locator('dt kbd', { hasText: 'Alt+↑ / Alt+↓' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(help).toBeHidden();
});
