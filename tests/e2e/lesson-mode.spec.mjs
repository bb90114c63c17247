// The Lesson mode: built-in lessons loaded from the background worker on first
// use, steps by mouse and by keys (Page Down/Page Up), the step's frame range,
// the presenter view (P, Escape), authoring (add the Play view, edit, reorder,
// delete), by mouse and by keyboard alone, sharing as a link and as a file that
// opens again, bad files, and a lesson embed.
import { readFile } from 'node:fs/promises';
import { test, expect, gotoApp, screenshot } from './harness.mjs';
import { counter } from './app-helpers.mjs';
import { newAppPage } from './embed-helpers.mjs';

test.describe.configure({ timeout: 90_000 });

const tab = (page, name) => page.getByRole('tablist', { name: 'Mode' }).getByRole('tab', { name });

test('a built-in lesson: steps by mouse and keys, its frame range, the presenter view', async ({ page }) => {
  await gotoApp(page);
  await tab(page, 'Lesson').click();
  await expect(page.locator('#lesson-title')).toHaveText("The king's shortest paths");
  await expect(page.locator('#lesson-counter')).toHaveText('Lesson step 1 of 4');
  await expect(page.locator('#lesson-text')).toContainText('A king stands on e4');
  await expect(page.locator('#lesson-text code').first()).toHaveText('asp[0]');
  // Step 1 shows frames 0 to 1 of the seed trace.
  expect(await counter(page)).toEqual([1, 2]);
  await page.getByRole('button', { name: 'Next ▶' }).click();
  await expect(page.locator('#lesson-counter')).toHaveText('Lesson step 2 of 4');
  // Frames 2 to 6: five frames, starting with the first ring.
  expect(await counter(page)).toEqual([1, 5]);
  await expect(page.locator('#caption')).toContainText('Step 1: the frontier asp[1]');
  await page.locator('body').click({ position: { x: 5, y: 5 } });
  await page.keyboard.press('PageDown');
  await expect(page.locator('#lesson-counter')).toHaveText('Lesson step 3 of 4');
  await page.keyboard.press('PageUp');
  await expect(page.locator('#lesson-counter')).toHaveText('Lesson step 2 of 4');
  await page.keyboard.press('End');
  await expect(page.locator('#caption')).toContainText('sq1 meets sq2');
  await expect(page).toHaveURL(/lesson=king-paths/);
  await expect(page).toHaveURL(/ls=1/);
  // Presenter view by key: no tabs, a larger board; Escape leaves it.
  const small = (await page.locator('#board').boundingBox()).width;
  await page.keyboard.press('p');
  await expect(page.locator('#presenter')).toBeVisible();
  await expect(page.getByRole('tablist')).toHaveCount(0);
  const large = (await page.locator('#board').boundingBox()).width;
  expect(large).toBeGreaterThan(small);
  // The whole playback bar, the speed too, is on the screen.
  const speed = await page.getByLabel('Speed').boundingBox();
  expect(speed.y + speed.height).toBeLessThanOrEqual(page.viewportSize().height);
  // The legend explains the class's board, and nothing scrolls.
  await expect(page.locator('#presenter .legend li')).not.toHaveCount(0);
  await expect(page.locator('#presenter .legend')).toContainText('Layer k (its number)');
  expect(await page.evaluate(() => document.documentElement.scrollHeight - innerHeight)).toBeLessThanOrEqual(0);
  await screenshot(page, 'lesson-presenter');
  await page.keyboard.press('PageDown');
  await expect(page.locator('#lesson-counter')).toHaveText('Lesson step 3 of 4');
  await page.keyboard.press('Escape');
  await expect(page.locator('#presenter')).toHaveCount(0);
  await expect(tab(page, 'Lesson')).toHaveAttribute('aria-selected', 'true');
  // Another built-in lesson.
  await page.getByLabel('Built-in lesson').selectOption('dumb7-kogge');
  await expect(page.locator('#lesson-title')).toHaveText('Dumb7Fill against Kogge-Stone');
  await screenshot(page, 'lesson-mode');
});

test('authoring: add the Play view, edit, reorder, delete, share by link and by file', async ({ page }, testInfo) => {
  await gotoApp(page, '?alg=bfs&src=a1&tgt=h8&frame=3');
  await tab(page, 'Lesson').click();
  await expect(page.locator('#lesson-counter')).toHaveText('Lesson step 1 of 4');
  await page.getByRole('button', { name: "Add the Play tab's view as a step" }).click();
  await expect(page.locator('#lesson-counter')).toHaveText('Lesson step 2 of 5');
  // The new step shows the BFS board from frame 3.
  await expect(page.locator('#caption')).toContainText('Step 3');
  await page.getByLabel('Text of step 2').fill('Watch the `cur` frontier.');
  await page.getByLabel('Text of step 2').blur();
  await expect(page.locator('#lesson-text code')).toHaveText('cur');
  await page.getByLabel('Title').fill('My BFS lesson');
  await page.getByLabel('Title').blur();
  await expect(page.locator('#lesson-title')).toHaveText('My BFS lesson');
  await page.getByRole('button', { name: 'Move step earlier' }).click();
  await expect(page.locator('#lesson-counter')).toHaveText('Lesson step 1 of 5');
  await expect(page.locator('#lesson-text')).toContainText('Watch the');
  await page.getByRole('button', { name: 'Next ▶' }).click();
  await page.getByRole('button', { name: 'Delete step' }).click();
  await expect(page.locator('#lesson-counter')).toHaveText('Lesson step 1 of 4');
  // A delete can be undone, once; then deleted again.
  await expect(page.locator('#lesson-deleted')).toHaveText('Step 2 deleted. Undo (U)');
  await page.getByRole('button', { name: 'Undo (U)' }).click();
  await expect(page.locator('#lesson-counter')).toHaveText('Lesson step 2 of 5');
  // The edit before it is Undo's next; Redo would make the delete again.
  await expect(page.locator('#lesson-deleted')).toHaveText('Step moved to place 1. Undo (U) Redo (Ctrl+Y)');
  // Undo took its own button away: the focus is on Delete, not the page.
  await expect(page.getByRole('button', { name: 'Delete step' })).toBeFocused();
  await page.getByRole('button', { name: 'Delete step' }).click();
  await expect(page.locator('#lesson-counter')).toHaveText('Lesson step 1 of 4');
  // The link carries the lesson whole and opens it again.
  // (The address is written 200 ms after the last change: wait for the one
  // after the delete, back at step 1, which has no ls=.)
  await expect(page).toHaveURL(/^(?!.*ls=).*lesson=%7B.*My%20BFS%20lesson/);
  const url = page.url();
  await gotoApp(page, url.slice(url.indexOf('?')));
  await expect(page.locator('#lesson-title')).toHaveText('My BFS lesson');
  await expect(page.locator('#lesson-counter')).toHaveText('Lesson step 1 of 4');
  await expect(page.locator('#lesson-text')).toContainText('Watch the');
  // The file downloads and opens again.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download lesson file' }).click(),
  ]);
  const file = testInfo.outputPath('lesson.json');
  await download.saveAs(file);
  await gotoApp(page, '?mode=lesson');
  await expect(page.locator('#lesson-title')).toHaveText("The king's shortest paths");
  await page.getByLabel('Open a lesson file').setInputFiles(file);
  await expect(page.locator('#lesson-title')).toHaveText('My BFS lesson');
  await expect(page.locator('#lesson-counter')).toHaveText('Lesson step 1 of 4');
});

test('authoring with the keyboard alone: add, edit, reorder, delete, share', async ({ page, context, baseURL }, testInfo) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  await gotoApp(page, '?mode=lesson&alg=bfs&src=a1&tgt=h8&frame=3');
  // The file chooser F opens, watched from the start (waited for only
  // around the key press, it was missed in one run of three).
  const chooser = page.waitForEvent('filechooser');
  await expect(page.locator('#lesson-counter')).toHaveText('Lesson step 1 of 4');
  const counterIs = (text) => expect(page.locator('#lesson-counter')).toHaveText(text);
  const stepText = page.locator('#lesson-text');
  const field = page.locator('#lesson-step-text');
  // Every editing control names its key.
  await expect(page.locator('#lesson-add')).toHaveAttribute('aria-keyshortcuts', 'A');
  await expect(page.locator('#lesson-up')).toHaveAttribute('aria-keyshortcuts', 'Alt+ArrowUp');
  await expect(page.locator('#lesson-keys li')).toHaveCount(22);
  await expect(page.locator('#lesson-keys li', { hasText: 'move the step' }).locator('kbd')).toHaveText('Alt+↑ / Alt+↓');
  // The hint lists the playback keys and the speed too.
  const listed = await page.locator('#lesson-keys kbd').allTextContents();
  for (const key of ['Space', '← / →', 'Home / End', '− / +', 'Page Down / Page Up', 'P', '?']) expect(listed).toContain(key);

  // The editing keys work with the focus in the lesson: a click there gives
  // it. A adds the Play tab's view (BFS at frame 3) after step 1; E edits its
  // text, Escape leaves the field (and keeps the text) for its panel.
  await page.locator('#lesson-text').click();
  await page.keyboard.press('a');
  await counterIs('Lesson step 2 of 5');
  await expect(page.locator('#caption')).toContainText('Step 3');
  await page.keyboard.press('e');
  await expect(field).toBeFocused();
  await page.keyboard.type('First: the `cur` frontier.');
  await page.keyboard.press('Escape');
  await expect(field).not.toBeFocused();
  await expect(page.locator('#lesson-text code')).toHaveText('cur');
  // T edits the title, selected: what is typed replaces it.
  await page.keyboard.press('t');
  await expect(page.locator('#lesson-title-field')).toBeFocused();
  await page.keyboard.type('My keyboard lesson');
  await page.keyboard.press('Escape');
  await expect(page.locator('#lesson-title')).toHaveText('My keyboard lesson');
  // A second step. Typing in the field sends no keys to the page: "Second
  // step" holds S (download), E, C and P, and Delete deletes a letter only.
  await page.keyboard.press('a');
  await counterIs('Lesson step 3 of 6');
  await page.keyboard.press('e');
  await page.keyboard.type('Second stepp');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('Delete');
  await expect(field).toHaveValue('Second step');
  await page.keyboard.press('Escape');
  await counterIs('Lesson step 3 of 6');
  await expect(stepText).toHaveText('Second step');
  await expect(page.locator('#presenter')).toHaveCount(0);
  await expect(page.locator('#lesson-status')).toHaveText('');

  // Alt+Up moves it before the first one; Alt+Down moves it back and on.
  await page.keyboard.press('Alt+ArrowUp');
  await counterIs('Lesson step 2 of 6');
  await expect(stepText).toHaveText('Second step');
  await page.keyboard.press('PageDown');
  await expect(stepText).toContainText('First: the');
  await page.keyboard.press('PageUp');
  await page.keyboard.press('Alt+ArrowDown');
  await page.keyboard.press('Alt+ArrowDown');
  await counterIs('Lesson step 4 of 6');
  await expect(stepText).toHaveText('Second step');
  await page.keyboard.press('Alt+ArrowUp');
  await counterIs('Lesson step 3 of 6');
  // Delete deletes the built-in step now after it (step 4), showing step 3.
  await page.keyboard.press('PageDown');
  await expect(stepText).toContainText('Each iteration grows');
  await page.keyboard.press('Delete');
  await counterIs('Lesson step 3 of 5');
  await expect(stepText).toHaveText('Second step');
  // U puts it back; Delete takes it again.
  await page.keyboard.press('u');
  await counterIs('Lesson step 4 of 6');
  await expect(stepText).toContainText('Each iteration grows');
  await page.keyboard.press('Delete');
  await counterIs('Lesson step 3 of 5');
  await page.keyboard.press('PageUp');
  await expect(stepText).toContainText('First: the');
  await page.keyboard.press('PageDown');

  // L copies the link; it opens the lesson at this step in another page.
  await page.keyboard.press('l');
  await expect(page.locator('#lesson-status')).toHaveText('Lesson link copied: it opens at step 3. Copy a link to step 1');
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(link.startsWith(baseURL)).toBe(true);
  const other = await newAppPage(context);
  await gotoApp(other, link);
  await expect(other.locator('#lesson-title')).toHaveText('My keyboard lesson');
  await expect(other.locator('#lesson-counter')).toHaveText('Lesson step 3 of 5');
  await expect(other.locator('#lesson-text')).toHaveText('Second step');
  await other.keyboard.press('PageUp');
  await expect(other.locator('#lesson-text')).toContainText('First: the');
  await expect(other.locator('#lesson-text code')).toHaveText('cur');
  // Or from step 1, for a class.
  await page.getByRole('button', { name: 'Copy a link to step 1' }).click();
  await expect(page.locator('#lesson-status')).toHaveText('Lesson link copied.');
  const fromStart = await page.evaluate(() => navigator.clipboard.readText());
  expect(fromStart).not.toMatch(/[?&]l[sf]=/);
  await gotoApp(other, fromStart);
  await expect(other.locator('#lesson-counter')).toHaveText('Lesson step 1 of 5');
  await other.close();

  // S downloads the lesson file, with the steps in their new order.
  const [download] = await Promise.all([page.waitForEvent('download'), page.keyboard.press('s')]);
  const file = testInfo.outputPath('keyboard-lesson.json');
  await download.saveAs(file);
  const saved = JSON.parse(await readFile(file, 'utf8'));
  expect(saved.title).toBe('My keyboard lesson');
  expect(saved.steps.map((s) => s.text.slice(0, 11))).toEqual([
    'A king stan',
    'First: the ',
    'Second step',
    expect.any(String),
    expect.any(String),
  ]);
  // Named after its title: a teacher's lessons do not clash.
  expect(download.suggestedFilename()).toBe('my-keyboard-lesson.fillscope-lesson.json');
  await expect(page.locator('#lesson-status')).toHaveText(/^Downloaded my-keyboard-lesson\.fillscope-lesson\.json\.$/);
  // F opens the file picker, C focuses the built-in lessons.
  await page.keyboard.press('f');
  await (await chooser).setFiles(file);
  await expect(page.locator('#lesson-counter')).toHaveText('Lesson step 1 of 5');
  await expect(page.locator('#lesson-title')).toHaveText('My keyboard lesson');
  // What was said of the lesson before goes with it.
  await expect(page.locator('#lesson-status')).toHaveText('');
  await page.keyboard.press('c');
  await expect(page.getByLabel('Built-in lesson')).toBeFocused();
  // Escape leaves the menu, as it leaves the text fields: the lesson's keys
  // work again (T edits the title) and the lesson on show stays.
  await page.keyboard.press('Escape');
  await expect(page.getByLabel('Built-in lesson')).not.toBeFocused();
  await page.keyboard.press('t');
  await expect(page.locator('#lesson-title-field')).toBeFocused();
  await expect(page.locator('#lesson-counter')).toHaveText('Lesson step 1 of 5');
});

test('the presenter view by key: every control has one, the hint lists them', async ({ page }) => {
  await gotoApp(page, '?mode=lesson&lesson=king-paths&ls=1');
  await expect(page.locator('#lesson-counter')).toHaveText('Lesson step 2 of 4');
  await page.keyboard.press('p');
  await expect(page.locator('#presenter')).toBeVisible();
  const hint = page.locator('#presenter-keys');
  await expect(hint.locator('kbd')).toHaveText(['Page Down / Page Up', 'Space', '← / →', 'Home / End', 'P or Escape', 'O / Q', '− / +', '?']);
  // Each key stays on one line with what it does.
  for (const li of await hint.locator('li').all()) {
    const { height } = await li.boundingBox();
    const line = await li.evaluate((el) => parseFloat(getComputedStyle(el).fontSize) * 1.6);
    expect(height).toBeLessThan(line);
  }
  await expect(page.locator('#presenter-exit')).toHaveAttribute('aria-keyshortcuts', 'Escape P');
  await expect(page.locator('#lesson-open-play')).toHaveAttribute('aria-keyshortcuts', 'O');
  await expect(page.locator('#lesson-open-quiz')).toHaveAttribute('aria-keyshortcuts', 'Q');
  // + and - step through the speed menu.
  await expect(page.locator('#speed')).toHaveValue('2');
  await page.keyboard.press('+');
  await expect(page.locator('#speed')).toHaveValue('4');
  await page.keyboard.press('-');
  await page.keyboard.press('-');
  await expect(page.locator('#speed')).toHaveValue('1');
  await page.keyboard.press('End');
  await expect(page.locator('#caption')).toContainText('sq1 meets sq2');
  await page.keyboard.press('Home');
  expect((await counter(page))[0]).toBe(1);
  // The editing keys do nothing here: the panels are not on show.
  await page.keyboard.press('a');
  await page.keyboard.press('Delete');
  await expect(page.locator('#lesson-counter')).toHaveText('Lesson step 2 of 4');
  await screenshot(page, 'lesson-presenter-keys');
  await page.keyboard.press('p');
  await expect(page.locator('#presenter')).toHaveCount(0);
});

test('a bad lesson file or link says what is wrong and the page keeps working', async ({ page }) => {
  await gotoApp(page, '?mode=lesson');
  await expect(page.locator('#lesson-counter')).toHaveText('Lesson step 1 of 4');
  await page.getByLabel('Open a lesson file').setInputFiles({
    name: 'bad.json',
    mimeType: 'application/json',
    buffer: Buffer.from('{"title": "x", "steps": [{"text": "", "link": "?alg=nope"}]}'),
  });
  // A step's link that cannot all be used does not refuse the file: it
  // opens, and the notice says what was left out.
  await expect(page.locator('#notice')).toContainText("Some parts of this lesson could not be used: Step 1's link: ignored alg=nope");
  await expect(page.locator('#lesson-title')).toHaveText('x');
  await expect(page.locator('#lesson-counter')).toHaveText('Lesson step 1 of 1');
  // A file with no steps is no lesson: refused, and the lesson on show stays.
  await page.getByLabel('Open a lesson file').setInputFiles({
    name: 'empty.json',
    mimeType: 'application/json',
    buffer: Buffer.from('{"title": "y", "steps": []}'),
  });
  await expect(page.locator('#lesson-text .error')).toContainText('The lesson has no steps.');
  await expect(page.locator('#lesson-title')).toHaveText('x');
  await gotoApp(page, '?mode=lesson&lesson=no-such-lesson');
  await expect(page.locator('#lesson-text .error')).toContainText('There is no built-in lesson called "no-such-lesson"');
  await page.getByLabel('Built-in lesson').selectOption('bfs-voronoi');
  await expect(page.locator('#lesson-counter')).toHaveText('Lesson step 1 of 6');
  await gotoApp(page, '?mode=lesson&lesson=%7Bnot%20json');
  await expect(page.locator('#lesson-text .error')).toContainText('This is not a fillscope lesson file');
  // The address keeps what the link asked for: a copy of it loses nothing.
  await page.waitForTimeout(400);
  expect(new URL(page.url()).searchParams.get('lesson')).toBe('{not json');
  // A lesson cut short says so in plain words, and is kept too.
  await gotoApp(page, '?mode=lesson&lesson=%7B%22title%22%3A%22My%20kni');
  await expect(page.locator('#lesson-text .error')).toContainText('The lesson stops short');
  await page.waitForTimeout(400);
  expect(new URL(page.url()).searchParams.get('lesson')).toBe('{"title":"My kni');
});

test('a lesson embed shows the step, its text and Back/Next', async ({ page }) => {
  await page.setViewportSize({ width: 480, height: 640 });
  await gotoApp(page, '?embed=1&mode=lesson&lesson=occluded-attacks&ls=1');
  await expect(page.getByRole('tablist')).toHaveCount(0);
  await expect(page.locator('#lesson-counter')).toHaveText('Lesson step 2 of 3');
  await expect(page.locator('#lesson-text')).toContainText('shifted one more step');
  await page.getByRole('button', { name: 'Next ▶' }).click();
  await expect(page.locator('#lesson-counter')).toHaveText('Lesson step 3 of 3');
  await expect(page.getByRole('gridcell')).toHaveCount(64);
  await screenshot(page, 'lesson-embed');
});

// A blog's embed whose lesson link lost its end: the reader is told, and
// shown no board (the example's would pass for the author's), with the way
// to the full app, which keeps the link's text.
test('a lesson embed whose lesson cannot be read says so and shows no other board', async ({ page }) => {
  await page.setViewportSize({ width: 480, height: 640 });
  await gotoApp(page, '?embed=1&mode=lesson&lesson=%7B%22title%22%3A%22My%20kni');
  await expect(page.locator('#lesson-text .error')).toContainText('The lesson in the link could not be read');
  await expect(page.getByText('Without its lesson this embed has no board to show.')).toBeVisible();
  await expect(page.getByRole('gridcell')).toHaveCount(0);
  await expect(page.locator('#frame-counter')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Next ▶' })).toHaveCount(0);
  const open = page.getByRole('link', { name: 'Open in fillscope' });
  await expect(open).toBeVisible();
  expect(new URL(await open.getAttribute('href'), page.url()).searchParams.get('lesson')).toBe('{"title":"My kni');
  await screenshot(page, 'lesson-embed-unreadable');
});

test('lesson steps on the 9x9 board and with four Voronoi sides show their own boards', async ({ page }) => {
  await gotoApp(page, './?mode=lesson&lesson=bfs-voronoi&ls=4');
  const squares = page.locator('#board [role=gridcell]');
  await expect(page.locator('#lesson-counter')).toHaveText('Lesson step 5 of 6');
  await expect(squares).toHaveCount(81);
  await expect(page.getByRole('gridcell', { name: /^e1, source/ })).toHaveCount(1);
  await expect(page.locator('#lesson-text')).toContainText('9x9 board');
  // Page Down: the three players on the 9x9 board, side C on a5.
  await page.locator('#lesson-text').click();
  await page.keyboard.press('PageDown');
  await expect(page.locator('#lesson-counter')).toHaveText('Lesson step 6 of 6');
  await expect(page.getByRole('gridcell', { name: /^a5, side C/ })).toHaveCount(1);
  await page.keyboard.press('End');
  await expect(page.getByRole('gridcell', { name: /^b5, .*result C/ })).toHaveCount(1);
  await screenshot(page, 'lesson-nine');
  // Back twice: four sides on the 8x8 board.
  await page.keyboard.press('PageUp');
  await page.keyboard.press('PageUp');
  await expect(page.locator('#lesson-counter')).toHaveText('Lesson step 4 of 6');
  await expect(squares).toHaveCount(64);
  await expect(page.getByRole('gridcell', { name: /^a8, side C/ })).toHaveCount(1);
  await expect(page.getByRole('gridcell', { name: /^h1, side D/ })).toHaveCount(1);
  await expect(page.locator('#nine-elsewhere')).toHaveCount(0);
});

test("a step added from the 9x9 board after its first frame reads back from the link on reload", async ({ page }) => {
  await gotoApp(page, '?alg=bfs&board=9x9&src=i9&tgt=a1&frame=3');
  await tab(page, 'Lesson').click();
  await expect(page.locator('#lesson-counter')).toHaveText('Lesson step 1 of 4');
  await page.getByRole('button', { name: "Add the Play tab's view as a step" }).click();
  await expect(page.locator('#lesson-counter')).toHaveText('Lesson step 2 of 5');
  await expect(page.locator('#board [role=gridcell]')).toHaveCount(81);
  await expect(page).toHaveURL(/lesson=/);
  await page.reload();
  await expect(page.locator('#lesson-counter')).toHaveText('Lesson step 2 of 5', { timeout: 20_000 });
  await expect(page.locator('#board [role=gridcell]')).toHaveCount(81);
  await expect(page.getByText('could not be read')).toHaveCount(0);
});

test('a lesson edited here is set aside, not lost, when a built-in lesson or a link replaces it', async ({ page }) => {
  await gotoApp(page, '?alg=bfs&src=a1&tgt=h8');
  await tab(page, 'Lesson').click();
  await expect(page.locator('#lesson-counter')).toHaveText('Lesson step 1 of 4');
  await page.getByLabel('Title').fill('Precious lesson');
  await page.getByLabel('Title').blur();
  const pick = page.locator('#lesson-pick');
  await expect(pick).toHaveValue('');
  // A built-in lesson over it: the picker offers the edited one back.
  await pick.selectOption('king-paths');
  await expect(page.locator('#lesson-title')).toHaveText("The king's shortest paths");
  const aside = pick.locator('option[value="=own"]');
  await expect(aside).toHaveText('Your lesson set aside (edited here)');
  await pick.selectOption('=own');
  await expect(page.locator('#lesson-title')).toHaveText('Precious lesson');
  await expect(aside).toHaveCount(0);
  // A link opened later replaces the saved record; the lesson stays on offer.
  await expect(page).toHaveURL(/Precious%20lesson/);
  await page.waitForTimeout(300);
  await gotoApp(page, '?mode=lesson');
  await expect(page.locator('#lesson-title')).toHaveText("The king's shortest paths");
  await page.waitForTimeout(300);
  const again = page.url();
  await gotoApp(page, again.slice(again.indexOf('?')));
  await expect(page.locator('#lesson-title')).toHaveText("The king's shortest paths");
  await pick.selectOption('=own');
  await expect(page.locator('#lesson-title')).toHaveText('Precious lesson');
  await expect(page.locator('#lesson-counter')).toHaveText('Lesson step 1 of 4');
});

test('the presenter view fits a 4:3 projector (1024x768): no sideways scrolling, the board and Leave in sight', async ({ page }) => {
  await page.setViewportSize({ width: 1024, height: 768 });
  await gotoApp(page, '?mode=lesson');
  await expect(page.locator('#lesson-counter')).toHaveText('Lesson step 1 of 4', { timeout: 20_000 });
  await page.locator('body').click({ position: { x: 2, y: 2 } });
  await page.keyboard.press('p');
  const exit = page.locator('#presenter-exit');
  await expect(exit).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1024);
  const inView = async (loc) => {
    const r = await loc.boundingBox();
    return r.y >= 0 && r.y + r.height <= 768 && r.x >= 0 && r.x + r.width <= 1024;
  };
  expect(await inView(page.locator('#board'))).toBe(true);
  expect(await inView(exit)).toBe(true);
  expect(await inView(page.getByRole('button', { name: /Next/ }))).toBe(true);
  await screenshot(page, 'presenter-1024x768');
});

test('on a 320 px phone the lesson does not scroll sideways', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await gotoApp(page, '?mode=lesson');
  await expect(page.locator('#lesson-counter')).toHaveText('Lesson step 1 of 4', { timeout: 20_000 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
});

// On a phone the presenter view opens from the button far down the page:
// it shows from its top with the focus on it (named for a screen reader),
// and leaving it gives the focus back to the button.
test('the presenter view takes the focus and the top of the page, and gives them back', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await gotoApp(page, '?mode=lesson&lesson=king-paths');
  const open = page.locator('#presenter-open');
  await expect(open).toBeEnabled({ timeout: 20_000 });
  await open.scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
  await open.click();
  await expect(page.locator('#presenter')).toBeFocused();
  await expect(page.locator('#presenter')).toHaveAccessibleName(/^Presenter view: /);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await page.keyboard.press('Escape');
  await expect(page.locator('#presenter')).toHaveCount(0);
  await expect(open).toBeFocused();
});

test('Next ▶ at the last step and Back at the first keep the keyboard focus in the step buttons', async ({ page }) => {
  await gotoApp(page);
  await tab(page, 'Lesson').click();
  await expect(page.locator('#lesson-counter')).toHaveText('Lesson step 1 of 4');
  const next = page.locator('#lesson-next');
  await next.focus();
  for (let i = 0; i < 3; i++) await page.keyboard.press('Enter');
  await expect(page.locator('#lesson-counter')).toHaveText('Lesson step 4 of 4');
  await expect(next).toBeDisabled();
  // The focus went to Back, in the same group, not to the page.
  await expect(page.locator('#lesson-back')).toBeFocused();
  for (let i = 0; i < 3; i++) await page.keyboard.press('Enter');
  await expect(page.locator('#lesson-counter')).toHaveText('Lesson step 1 of 4');
  await expect(page.locator('#lesson-back')).toBeDisabled();
  await expect(next).toBeFocused();
});

test('text typed into a step or the title is kept by a reload before the field is left', async ({ page }) => {
  await gotoApp(page, '?mode=lesson&lesson=king-paths&ls=2');
  const text = page.locator('#lesson-step-text');
  await expect(text).toBeEnabled({ timeout: 20_000 });
  const before = await text.inputValue();
  await text.focus();
  await page.keyboard.press('End');
  await page.keyboard.type(' Typed in class.');
  await page.locator('#lesson-title-field').focus();
  await page.keyboard.press('End');
  await page.keyboard.type(' (edited)');
  // Still in the field: no change event yet. The address follows in 200 ms.
  await expect(page).toHaveURL(/Typed/);
  await page.reload();
  await expect(page.locator('#lesson-step-text')).toHaveValue(`${before} Typed in class.`, { timeout: 20_000 });
  await expect(page.locator('#lesson-title-field')).toHaveValue(/\(edited\)$/);
});

test('on a tablet (768x1024, touch) the presenter view keeps its way out in sight', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ viewport: { width: 768, height: 1024 }, hasTouch: true, baseURL });
  const page = await newAppPage(context);
  await gotoApp(page, '?mode=lesson');
  await expect(page.locator('#lesson-counter')).toHaveText('Lesson step 1 of 4', { timeout: 20_000 });
  await page.locator('#presenter-open').tap();
  const exit = page.locator('#presenter-exit');
  const r = await exit.boundingBox();
  expect(r.y >= 0 && r.y + r.height <= 1024 && r.x + r.width <= 768, JSON.stringify(r)).toBe(true);
  await screenshot(page, 'presenter-768x1024');
  // Scrolled into the board (the step's text is above it), the board's
  // rows under the way out are hidden by its strip, not covered by the
  // button: a point just below the strip on the h-file is a square.
  for (const y of [30, 200]) {
    await page.evaluate((y) => {
      const strip = parseFloat(getComputedStyle(document.querySelector('#presenter'), '::before').height);
      const top = document.getElementById('board').getBoundingClientRect().top + window.scrollY;
      window.scrollTo(0, top - strip + y);
    }, y);
    const under = await page.evaluate(() => {
      const strip = parseFloat(getComputedStyle(document.querySelector('#presenter'), '::before').height);
      const exit = document.querySelector('#presenter-exit').getBoundingClientRect();
      const h = document.querySelector('#board [role=gridcell][aria-label^="h"]').getBoundingClientRect();
      const at = document.elementFromPoint(h.left + h.width / 2, strip + 2);
      return { strip, exitBottom: exit.bottom, square: !!at?.closest('#board') };
    });
    expect(under.exitBottom, `scrolled ${y}`).toBeLessThanOrEqual(under.strip);
    expect(under.square, `scrolled ${y}: a square just below the strip`).toBe(true);
    await expect(exit).toBeInViewport();
  }
  await exit.tap();
  await expect(page.locator('#presenter')).toHaveCount(0);
  await context.close();
});

test('a Move or Delete button its press disables hands the focus to its sibling, never to Add', async ({ page }) => {
  await gotoApp(page, '?mode=lesson&lesson=king-paths&ls=2');
  await expect(page.locator('#lesson-counter')).toHaveText('Lesson step 3 of 4', { timeout: 20_000 });
  await page.locator('#lesson-down').focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('#lesson-counter')).toHaveText('Lesson step 4 of 4');
  await expect(page.locator('#lesson-down')).toBeDisabled();
  await expect(page.locator('#lesson-up')).toBeFocused();
  // A second Enter moves the step back: it adds nothing.
  await page.keyboard.press('Enter');
  await expect(page.locator('#lesson-counter')).toHaveText('Lesson step 3 of 4');
  // Deleting down to one step: the focus goes to the title, not Add.
  await page.locator('#lesson-delete').focus();
  for (let n = 3; n >= 1; n--) {
    await page.keyboard.press('Enter');
    await expect(page.locator('#lesson-counter')).toHaveText(new RegExp(`of ${n}$`));
  }
  await expect(page.locator('#lesson-delete')).toBeDisabled();
  await expect(page.locator('#lesson-title-field')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('#lesson-counter')).toHaveText('Lesson step 1 of 1');
});

test('text typed just before a reload, before the address took it, is kept', async ({ page }) => {
  await gotoApp(page, '?mode=lesson&lesson=king-paths&ls=2');
  const text = page.locator('#lesson-step-text');
  await expect(text).toBeEnabled({ timeout: 20_000 });
  const before = await text.inputValue();
  await text.focus();
  await page.keyboard.press('End');
  await page.keyboard.type(' Just now.');
  // No wait: the address is written 200 ms after the last change.
  await page.reload();
  await expect(page.locator('#lesson-step-text')).toHaveValue(`${before} Just now.`, { timeout: 20_000 });
  await expect(page).toHaveURL(/Just%20now/);
  // Another link opened in the tab is not overridden by a change due.
  await page.locator('#lesson-step-text').focus();
  await page.keyboard.type(' Again.');
  await page.goto('./?mode=lesson&lesson=king-paths&ls=1');
  await expect(page.locator('#lesson-counter')).toHaveText('Lesson step 2 of 4', { timeout: 20_000 });
});

test('New lesson starts an empty lesson of one step, the Play view, and sets the edited one aside', async ({ page }) => {
  await gotoApp(page, '?alg=bfs&src=a1&tgt=h8');
  await tab(page, 'Lesson').click();
  await expect(page.locator('#lesson-counter')).toHaveText('Lesson step 1 of 4');
  await page.getByLabel('Title').fill('Edited built-in');
  await page.getByLabel('Title').blur();
  await page.getByRole('button', { name: 'New lesson' }).click();
  await expect(page.locator('#lesson-title')).toHaveText('New lesson');
  await expect(page.locator('#lesson-counter')).toHaveText('Lesson step 1 of 1');
  await expect(page.getByLabel('Text of step 1')).toHaveValue('');
  // Its step is the Play tab's board: the BFS from a1 to h8.
  await expect(page.locator('#board [data-square=a1]')).toHaveAttribute('aria-label', /source/);
  await expect(page.locator('#board [data-square=h8]')).toHaveAttribute('aria-label', /target/);
  // The lesson edited before is offered back, and the new one is in the link.
  await expect(page.locator('#lesson-pick option[value="=own"]')).toHaveText('Your lesson set aside (edited here)');
  await expect(page).toHaveURL(/New%20lesson/);
  await page.reload();
  await expect(page.locator('#lesson-title')).toHaveText('New lesson', { timeout: 20_000 });
});

test('a reload mid-lesson keeps the frame within the step and the presenter view', async ({ page }) => {
  await gotoApp(page, '?mode=lesson&lesson=king-paths');
  await expect(page.locator('#lesson-title')).toHaveText("The king's shortest paths", { timeout: 20_000 });
  await page.getByRole('button', { name: 'Next ▶' }).click();
  await expect(page.locator('#lesson-counter')).toHaveText('Lesson step 2 of 4');
  await page.getByRole('button', { name: 'Step forward' }).click();
  await page.getByRole('button', { name: 'Step forward' }).click();
  const frame = await page.locator('#frame-counter').textContent();
  expect(frame).toMatch(/^Frame 3 \//);
  await page.keyboard.press('p');
  await expect(page.locator('#presenter')).toBeVisible();
  await expect(page).toHaveURL(/lf=2/);
  await expect(page).toHaveURL(/present=1/);
  await page.reload();
  await expect(page.locator('#presenter')).toBeVisible({ timeout: 20_000 });
  await expect(page.locator('#lesson-counter')).toHaveText('Lesson step 2 of 4');
  await expect(page.locator('#frame-counter')).toHaveText(frame);
  // Leaving the presenter view leaves it out of the address.
  await page.keyboard.press('Escape');
  await expect(page.locator('#presenter')).toHaveCount(0);
  await expect(page).not.toHaveURL(/present=/);
});

test('a lesson edited in one tab is kept when another tab saves over it, and the page says so', async ({ page, context }) => {
  await gotoApp(page, '?alg=bfs&src=a1&tgt=h8');
  await tab(page, 'Lesson').click();
  await page.getByRole('button', { name: 'New lesson' }).click();
  await page.getByLabel('Title').fill('Tab one lesson');
  await page.getByLabel('Title').blur();
  await page.waitForTimeout(400);
  // A second tab opens the page and changes its board: it saves its own record.
  const other = await newAppPage(context);
  await other.goto('./?alg=westcott&src=e4&tgt=a1');
  await other.waitForSelector('#board [role=gridcell]');
  await other.locator('#board [data-square=h1]').click();
  await other.waitForTimeout(400);
  await expect(page.locator('#notice')).toContainText("Another fillscope tab saved its own work in this browser. This tab's lesson is kept");
  // The next visit offers the lesson back.
  await other.goto('./?mode=lesson&lesson=king-paths');
  await expect(other.locator('#lesson-title')).toHaveText("The king's shortest paths", { timeout: 20_000 });
  await other.locator('#lesson-pick').selectOption('=own');
  await expect(other.locator('#lesson-title')).toHaveText('Tab one lesson');
});

// A lesson's embed and link open at the frame on show within the step, as
// Play's carry `frame=` (they opened at the step's first frame); the embed
// may start at step 1 instead.
test('the lesson embed and link keep the frame within the step, or the embed starts at step 1', async ({ page, context, baseURL }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  await gotoApp(page, '?mode=lesson&lesson=king-paths&ls=1&lf=2');
  await expect(page.locator('#lesson-title')).toHaveText("The king's shortest paths", { timeout: 20_000 });
  await expect(page.locator('#frame-counter')).toHaveText(/^Frame 3 \//);
  // Copy lesson link says where its link opens.
  await page.getByRole('button', { name: 'Copy lesson link' }).click();
  await expect(page.locator('#lesson-status')).toHaveText('Lesson link copied: it opens at step 2, frame 3. Copy a link to step 1');
  await page.getByRole('button', { name: 'Embed lesson' }).click();
  const snippet = await page.getByRole('textbox', { name: 'Embed code' }).inputValue();
  expect(snippet).toContain('ls=1&amp;lf=2');
  expect(snippet).toContain(' title="fillscope: the lesson The king\'s shortest paths"');
  // Or from the lesson's beginning, for a blog's readers.
  await page.getByLabel('Start at step 1 (not step 2, on show here)').check();
  const fromStart = await page.getByRole('textbox', { name: 'Embed code' }).inputValue();
  expect(fromStart).toContain('lesson=king-paths');
  expect(fromStart).not.toMatch(/[?;]l[sf]=/);
  const src = snippet.match(/src="([^"]+)"/)[1].replaceAll('&amp;', '&');
  await gotoApp(page, src.replace(/^https?:\/\/[^/]+\//, './'));
  await expect(page.locator('#frame-counter')).toHaveText(/^Frame 3 \//, { timeout: 20_000 });
  const start = fromStart.match(/src="([^"]+)"/)[1].replaceAll('&amp;', '&');
  await gotoApp(page, start.replace(/^https?:\/\/[^/]+\//, './'));
  await expect(page.locator('#lesson-counter')).toHaveText(/^Lesson step 1 of/, { timeout: 20_000 });
  await expect(page.locator('#frame-counter')).toHaveText(/^Frame 1 \//);
});

// A blog's lesson embed at common sizes: the board takes the frame's width
// when it is tall (it was 347 px of 480, between blank bands), and stands
// beside the step's text when it is short (it was 8 px tall at 374x204).
for (const [w, h, least] of [[374, 204, 100], [480, 360, 200], [480, 711, 440], [640, 480, 300]]) {
  test(`a lesson embed at ${w}x${h} keeps a board of ${least} px or more, and every control in view`, async ({ page }) => {
    await page.setViewportSize({ width: w, height: h });
    await gotoApp(page, '?embed=1&mode=lesson&lesson=occluded-attacks&ls=1');
    await expect(page.locator('#lesson-counter')).toHaveText('Lesson step 2 of 3');
    const fit = await page.evaluate(() => {
      const d = document.documentElement;
      const r = document.getElementById('board').getBoundingClientRect();
      return { sw: d.scrollWidth, cw: d.clientWidth, sh: d.scrollHeight, ch: d.clientHeight, board: [r.left, r.top, r.right, r.bottom] };
    });
    expect(fit.sw, 'no horizontal scrollbar').toBeLessThanOrEqual(fit.cw);
    expect(fit.sh, 'no vertical scrollbar').toBeLessThanOrEqual(fit.ch);
    const [left, top, right, bottom] = fit.board;
    expect(right - left, 'board width').toBeGreaterThanOrEqual(least);
    expect(left >= 0 && top >= 0 && right <= w && bottom <= h, 'board inside the frame').toBe(true);
    for (const b of ['◀ Back', 'Next ▶']) await expect(page.getByRole('button', { name: b })).toBeInViewport({ ratio: 1 });
    await expect(page.locator('#lesson-text')).toBeInViewport();
    await expect(page.getByRole('link', { name: 'Open in fillscope' })).toBeInViewport();
    await screenshot(page, `lesson-embed-${w}x${h}`);
  });
}

test('a lesson embed of short texts still gives the board the frame\'s width (480x711)', async ({ page }) => {
  await page.setViewportSize({ width: 480, height: 711 });
  const lesson = JSON.stringify({ title: 'Kings', steps: [{ text: 'A king.', link: '?alg=westcott&src=0x10', from: 0 }] });
  await gotoApp(page, `?embed=1&mode=lesson&lesson=${encodeURIComponent(lesson)}`);
  await expect(page.locator('#lesson-counter')).toHaveText('Lesson step 1 of 1');
  const width = await page.evaluate(() => document.getElementById('board').getBoundingClientRect().width);
  expect(width).toBeGreaterThanOrEqual(440);
});

// A link past its lesson's last step and its step's last frame shows the
// last of each and says so, in the presenter view too (it was silent).
test('a lesson link past the last step and frame says so, in the presenter view too', async ({ page }) => {
  await gotoApp(page, '?mode=lesson&lesson=king-paths&ls=99&lf=999&present=1');
  await expect(page.locator('#presenter')).toBeVisible();
  await expect(page.locator('#lesson-counter')).toHaveText('Lesson step 4 of 4');
  const notice = page.locator('#presenter #notice');
  await expect(notice).toContainText('The link asks for step 100 (ls=99), but the lesson has 4 steps: step 4 is shown.');
  await expect(notice).toContainText(/The link asks for frame 1000 of step 4 \(lf=999\), but the step has (\d+) frames: frame \1 is shown\./);
  await screenshot(page, 'lesson-presenter-past-end');
});

// A tablet held upright: the presenter view shows the step's text above the
// board, both in sight (the text was below the board, out of sight).
test('the presenter view on a portrait screen puts the step text above the board, both in sight', async ({ page }) => {
  await page.setViewportSize({ width: 768, height: 1024 });
  await gotoApp(page, '?mode=lesson&lesson=king-paths&ls=1&present=1');
  await expect(page.locator('#presenter')).toBeVisible();
  const text = await page.locator('#lesson-text').boundingBox();
  const board = await page.locator('#board').boundingBox();
  expect(text.y + text.height).toBeLessThanOrEqual(board.y);
  expect(board.y + board.height).toBeLessThanOrEqual(1024);
  expect(board.width).toBeGreaterThan(400);
  await expect(page.getByRole('button', { name: 'Next ▶' })).toBeInViewport({ ratio: 1 });
  await expect(page.getByRole('button', { name: /Play/ }).first()).toBeInViewport({ ratio: 1 });
  await screenshot(page, 'lesson-presenter-portrait');
});

// A projector's 1920x1080 or 1280x720 at 200% zoom (960x540, 640x360), or
// 150% (853x480): the step's text beside the board, not below the screen's
// edge with the right half empty.
for (const [w, h, least] of [[960, 540, 330], [853, 480, 280], [640, 360, 180]]) {
  test(`the presenter view at ${w}x${h} keeps the step's text and Next beside a ${least} px board`, async ({ page }) => {
    await page.setViewportSize({ width: w, height: h });
    await gotoApp(page, '?mode=lesson&lesson=king-paths&present=1');
    await expect(page.locator('#lesson-counter')).toHaveText('Lesson step 1 of 4', { timeout: 20_000 });
    const board = await page.locator('#board').boundingBox();
    expect(board.width, 'board width').toBeGreaterThanOrEqual(least);
    expect(board.y + board.height, 'board inside the screen').toBeLessThanOrEqual(h);
    await expect(page.getByRole('button', { name: 'Next ▶' })).toBeInViewport({ ratio: 1 });
    await expect(page.locator('#lesson-text p').first()).toBeInViewport();
    const side = await page.locator('#lesson-text').boundingBox();
    expect(side.x, 'the text beside the board').toBeGreaterThan(board.x + board.width);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth), 'no sideways scrolling').toBe(true);
    await screenshot(page, `lesson-presenter-${w}x${h}`);
  });
}

test('Back out of the presenter view, then Forward, shows the presenter view again', async ({ page }) => {
  await gotoApp(page);
  await page.getByRole('tab', { name: 'Lesson' }).click();
  await expect(page.locator('#lesson-counter')).toHaveText('Lesson step 1 of 4', { timeout: 20_000 });
  await page.keyboard.press('p');
  await expect(page.locator('#presenter')).toBeVisible();
  await page.keyboard.press('PageDown');
  await expect(page.locator('#lesson-counter')).toHaveText('Lesson step 2 of 4');
  await expect.poll(() => page.url()).toMatch(/present=1/);
  await page.goBack();
  await expect(page.getByRole('tab', { name: 'Play' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.locator('#presenter')).toHaveCount(0);
  await page.goForward();
  await expect(page.locator('#presenter')).toBeVisible();
  await expect(page.locator('#lesson-counter')).toHaveText('Lesson step 2 of 4');
});

// On a small projector the presenter view's side (the lesson's text, its
// keys and the legend) scrolls: the keyboard reaches it, and its arrows
// scroll it to the legend.
test.describe('the presenter view on a short landscape window (853x480)', () => {
  test.use({ viewport: { width: 853, height: 480 }, deviceScaleFactor: 1.5 });
  test('the side that scrolls takes the focus, and the arrow keys scroll it to the legend', async ({ page }) => {
    await gotoApp(page, '?mode=lesson&lesson=bfs-voronoi&present=1&ls=1');
    const side = page.locator('.presenter-side');
    await expect(side).toBeVisible();
    expect(await side.evaluate((e) => e.scrollHeight > e.clientHeight), 'the side scrolls').toBe(true);
    // Tab reaches it.
    for (let i = 0; i < 25 && !(await side.evaluate((e) => e === document.activeElement)); i++) await page.keyboard.press('Tab');
    await expect(side).toBeFocused();
    await expect(side).toHaveAccessibleName('Lesson text and legend');
    for (let i = 0; i < 30; i++) await page.keyboard.press('ArrowDown');
    await expect.poll(() => side.evaluate((e) => e.scrollTop)).toBeGreaterThan(0);
    // (The scroll may be smooth: its end, not its start, shows the legend.)
    const legend = page.locator('.presenter-side .legend');
    await expect.poll(async () => (await legend.boundingBox()).y).toBeLessThan(480);
    // The lesson stayed on its step.
    await expect(page.locator('.presenter')).toContainText('Lesson step 2 of');
  });
});

// A shared lesson with a bad part in some steps opens: each step shows what
// can be used, and the notice lists what was ignored, step by step.
test('a lesson link with bad parts in its steps opens and says what was ignored in each', async ({ page }) => {
  const lesson = {
    title: 'T',
    steps: [
      { text: 'a', link: '?alg=bfs&src=e1&zzz=1', from: 0 },
      { text: 'b', link: '?alg=nosuch&src=e9', from: 999 },
    ],
  };
  await gotoApp(page, `?mode=lesson&lesson=${encodeURIComponent(JSON.stringify(lesson))}`);
  await expect(page.locator('#lesson-title')).toHaveText('T');
  await expect(page.locator('#lesson-counter')).toHaveText('Lesson step 1 of 2');
  await expect(page.locator('#lesson-text')).toContainText('a');
  await expect(page.locator('#lesson-text .error')).toHaveCount(0);
  const notice = page.locator('#notice');
  await expect(notice).toContainText('Some parts of this lesson could not be used:');
  await expect(notice).toContainText("Step 1's link: ignored zzz=1: unknown parameter.");
  await expect(notice).toContainText("Step 2's link: ignored alg=nosuch");
  await expect(notice).toContainText("Step 2's link: ignored src=e9");
  await expect(notice).toContainText(/Step 2 asks for frames 999 to \d+, but its fill has frames 0 to (\d+): frames \1 to \1 are shown\./);
  await expect(notice).toContainText('The rest of the lesson is shown.');
  // Step 1 is BFS from e1, as its link says.
  await expect(page.getByRole('gridcell', { name: /^e1, source/ })).toHaveCount(1);
  await expect(page.locator('#lesson-title-field')).toHaveValue('T');
  await expect(page.locator('#lesson-step-text')).toHaveValue('a');
  // Step 2 shows its one frame left: the last of its run.
  await page.getByRole('button', { name: 'Next ▶' }).click();
  expect(await counter(page)).toEqual([1, 1]);
});

test.describe('when the worker cannot load, the Lesson tab', () => {
  const LOADER = /\/fillscope-worker-loader-[0-9a-f]+\.js$/;
  test.use({ allowedProblems: [/HTTP 404: .*fillscope-worker|status of 404|request failed: GET .*fillscope-worker.*ERR_FAILED/] });

  test('asks again on the next visit once it can', async ({ page }) => {
    await page.context().route(LOADER, (route) => route.fulfill({ status: 404, body: 'gone' }));
    await gotoApp(page, '?mode=compare');
    await tab(page, 'Lesson').click();
    await expect(page.locator('#lesson-text .error')).toContainText('The lessons could not be loaded: The background worker could not be loaded');
    await expect(page.locator('#lesson-text')).toContainText('Check the connection, then');
    await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
    // Back online: the next visit to the tab loads the lessons.
    await page.context().unroute(LOADER);
    await tab(page, 'Play').click();
    await tab(page, 'Lesson').click();
    await expect(page.locator('#lesson-counter')).toHaveText('Lesson step 1 of 4');
    await expect(page.locator('#lesson-text .error')).toHaveCount(0);
    await expect(page.locator('#lesson-pick option')).not.toHaveCount(0);
    await expect(page.locator('#lesson-pick option[value="king-paths"]')).toHaveCount(1);
  });

  test('asks again with Try again, the link\'s lesson too', async ({ page }) => {
    await page.context().route(LOADER, (route) => route.fulfill({ status: 404, body: 'gone' }));
    const lesson = { title: 'Mine', steps: [{ text: 'hello', link: '?alg=bfs&src=a1' }] };
    await gotoApp(page, `?mode=lesson&lesson=${encodeURIComponent(JSON.stringify(lesson))}`);
    await expect(page.locator('#lesson-text .error')).toContainText('could not be loaded');
    await page.context().unroute(LOADER);
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.locator('#lesson-title')).toHaveText('Mine');
    await expect(page.locator('#lesson-text')).toContainText('hello');
    await expect(page.locator('#lesson-text .error')).toHaveCount(0);
    await expect(page.locator('#lesson-pick option[value="king-paths"]')).toHaveCount(1);
  });
});

test("the editor sets the frames a step shows, and the lesson's file keeps them", async ({ page }) => {
  await gotoApp(page, '?mode=lesson&alg=bfs&src=a1&tgt=h8');
  await expect(page.locator('#lesson-counter')).toHaveText('Lesson step 1 of 4');
  await page.getByRole('button', { name: 'New lesson' }).click();
  await expect(page.locator('#lesson-counter')).toHaveText('Lesson step 1 of 1');
  const frames = (await counter(page))[1];
  await expect(page.getByLabel('To frame')).toHaveValue(String(frames));
  await page.getByLabel('From frame').fill('3');
  await page.getByLabel('From frame').press('Enter');
  await page.getByLabel('To frame').fill('5');
  await page.getByLabel('To frame').press('Enter');
  // Frames 3 to 5 (from 1): three frames, 0-based 2 to 4 in the file.
  await expect.poll(() => counter(page)).toEqual([1, 3]);
  await expect.poll(() => new URL(page.url()).searchParams.get('lesson')).toContain('"from":2,"to":4');
  // Past the run's end: kept within it, and saved as "to the end".
  await page.getByLabel('To frame').fill('999');
  await page.getByLabel('To frame').press('Enter');
  await expect(page.getByLabel('To frame')).toHaveValue(String(frames));
  await expect.poll(() => counter(page)).toEqual([1, frames - 2]);
  await expect.poll(() => new URL(page.url()).searchParams.get('lesson')).not.toContain('"to"');
  // Again past the end, the range unchanged: the field still shows the last frame.
  await page.getByLabel('To frame').fill('500');
  await page.getByLabel('To frame').press('Enter');
  await expect(page.getByLabel('To frame')).toHaveValue(String(frames));
});

test('a step added by a stray key comes off again with U or Undo, the built-in lesson as it was', async ({ page }) => {
  await gotoApp(page, '?mode=lesson&lesson=king-paths');
  await expect(page.locator('#lesson-counter')).toHaveText('Lesson step 1 of 4');
  await page.locator('#author-title').click();
  await page.keyboard.press('a');
  await expect(page.locator('#lesson-counter')).toHaveText('Lesson step 2 of 5');
  await expect(page.locator('#lesson-deleted')).toContainText('Step 2 added.');
  await page.keyboard.press('u');
  await expect(page.locator('#lesson-counter')).toHaveText('Lesson step 1 of 4');
  await expect(page.locator('#lesson-pick')).toHaveValue('king-paths');
  await expect.poll(() => new URL(page.url()).searchParams.get('lesson')).toBe('king-paths');
  // The Undo button does the same.
  await page.keyboard.press('a');
  await expect(page.locator('#lesson-counter')).toHaveText('Lesson step 2 of 5');
  await page.getByRole('button', { name: 'Undo (U)' }).click();
  await expect(page.locator('#lesson-counter')).toHaveText('Lesson step 1 of 4');
  await expect(page.locator('#lesson-pick')).toHaveValue('king-paths');
  await expect(page.locator('#lesson-deleted')).toHaveText('Redo (Ctrl+Y)');
});

/** The squares of the board on show, each as its accessible name says it. */
const boardLabels = (page) =>
  page.locator('#board [role=gridcell]').evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')));

test('a lesson step opens in Play and in the Quiz with its board and frame, and the Lesson tab comes back at that step', async ({ page }) => {
  await gotoApp(page, '?mode=lesson&lesson=king-paths');
  await page.getByRole('button', { name: 'Next ▶' }).click();
  await expect(page.locator('#lesson-counter')).toHaveText('Lesson step 2 of 4');
  // Step 2 shows frames 2 to 6 of the seed run; one frame on: frame 3.
  await page.locator('body').click({ position: { x: 5, y: 5 } });
  await page.keyboard.press('ArrowRight');
  expect(await counter(page)).toEqual([2, 5]);
  const caption = await page.locator('#caption').textContent();
  const step = await boardLabels(page);
  expect(step.some((l) => l.startsWith('e4, source'))).toBe(true);

  await page.getByRole('button', { name: 'Open in Play' }).click();
  await expect(tab(page, 'Play')).toHaveAttribute('aria-selected', 'true');
  await expect(page.locator('#caption')).toHaveText(caption);
  expect(await boardLabels(page)).toEqual(step);
  // Its link is the step's board at its frame.
  await expect.poll(() => new URL(page.url()).searchParams.get('frame')).toBe('3');

  // The Lesson tab is as it was: the same lesson, step and frame.
  await tab(page, 'Lesson').click();
  await expect(page.locator('#lesson-counter')).toHaveText('Lesson step 2 of 4');
  await expect(page.locator('#lesson-title')).toHaveText("The king's shortest paths");
  await expect(page.locator('#lesson-pick')).toHaveValue('king-paths');
  await expect(page.locator('#caption')).toHaveText(caption);
  expect(await boardLabels(page)).toEqual(step);

  // The Quiz asks for the next frontier on that board: it shows frame 3.
  await page.getByRole('button', { name: 'Quiz this board' }).click();
  await expect(tab(page, 'Quiz')).toHaveAttribute('aria-selected', 'true');
  await expect(page.locator('#quiz-prompt')).toContainText('Question 1 of');
  expect(await boardLabels(page)).toEqual(step);
  await tab(page, 'Lesson').click();
  await expect(page.locator('#lesson-counter')).toHaveText('Lesson step 2 of 4');

  // By key, from the presenter view too: O opens Play, Q the Quiz.
  await page.locator('body').click({ position: { x: 5, y: 5 } });
  await page.keyboard.press('PageDown');
  await expect(page.locator('#lesson-counter')).toHaveText('Lesson step 3 of 4');
  const third = await boardLabels(page);
  await page.keyboard.press('o');
  await expect(tab(page, 'Play')).toHaveAttribute('aria-selected', 'true');
  expect(await boardLabels(page)).toEqual(third);
  await tab(page, 'Lesson').click();
  await page.locator('body').click({ position: { x: 5, y: 5 } });
  await page.keyboard.press('p');
  await expect(page.locator('#presenter')).toBeVisible();
  await expect(page.locator('#presenter').getByRole('button', { name: 'Quiz this board' })).toBeVisible();
  await page.keyboard.press('q');
  await expect(tab(page, 'Quiz')).toHaveAttribute('aria-selected', 'true');
  await tab(page, 'Lesson').click();
  await expect(page.locator('#lesson-counter')).toHaveText('Lesson step 3 of 4');
  expect(await boardLabels(page)).toEqual(third);
});

test("a lesson file's notes are said when it opens and again at the step they concern", async ({ page }) => {
  const lesson = {
    title: 'Mended',
    steps: [
      { text: 'a', link: '?alg=bfs&src=a1&tgt=h8', from: 0 },
      { text: 'b', link: '?alg=bfs&src=a1&tgt=h8&zzz=1', from: 0 },
      { text: 'c', link: '?alg=bfs&src=a1&tgt=h8', from: 999 },
    ],
  };
  await gotoApp(page, '?mode=lesson');
  await expect(page.locator('#lesson-counter')).toHaveText('Lesson step 1 of 4');
  await page.getByLabel('Open a lesson file').setInputFiles({
    name: 'mended.fillscope-lesson.json',
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify(lesson)),
  });
  await expect(page.locator('#lesson-title')).toHaveText('Mended');
  // The summary, once, as before.
  await expect(page.locator('#notice')).toContainText("Some parts of this lesson could not be used: Step 2's link: ignored zzz=1: unknown parameter.");
  const note = page.locator('#lesson-text .lesson-note');
  await expect(note).toHaveCount(0);
  await page.getByRole('button', { name: 'Next ▶' }).click();
  await expect(page.locator('#lesson-counter')).toHaveText('Lesson step 2 of 3');
  await expect(note).toHaveText(["Note: Step 2's link: ignored zzz=1: unknown parameter."]);
  await page.getByRole('button', { name: 'Next ▶' }).click();
  await expect(note).toHaveText([/^Note: Step 3 asks for frames 999 to \d+, but its fill has frames 0 to \d+/]);
  // In the presenter view too.
  await page.locator('body').click({ position: { x: 5, y: 5 } });
  await page.keyboard.press('p');
  await expect(page.locator('#presenter .lesson-note')).toHaveCount(1);
});

test('Ctrl+Z after a 9x9 step opened in Play gives back the 8x8 board it replaced, and Ctrl+Y the step again', async ({ page }) => {
  // Play shows BFS on the 8x8 board, a blocker on c3.
  await gotoApp(page, '?mode=lesson&lesson=bfs-voronoi&ls=4&alg=bfs&src=a1&tgt=h8&blk=c3');
  await expect(page.locator('#lesson-counter')).toHaveText('Lesson step 5 of 6');
  const squares = page.locator('#board [role=gridcell]');
  await expect(squares).toHaveCount(81);
  const step = await boardLabels(page);
  await page.getByRole('button', { name: 'Open in Play' }).click();
  await expect(tab(page, 'Play')).toHaveAttribute('aria-selected', 'true');
  await expect(squares).toHaveCount(81);
  await expect.poll(() => new URL(page.url()).searchParams.get('board')).toBe('9x9');
  await page.locator('body').click({ position: { x: 5, y: 5 } });
  await page.keyboard.press('Control+z');
  await expect(squares).toHaveCount(64);
  await expect(page.getByRole('gridcell', { name: /^c3, blocker/ })).toHaveCount(1);
  await expect.poll(() => new URL(page.url()).searchParams.get('board')).toBe(null);
  await page.keyboard.press('Control+y');
  await expect(squares).toHaveCount(81);
  await expect.poll(() => new URL(page.url()).searchParams.get('board')).toBe('9x9');
  // The step's board, at its first frame as the step showed it.
  await page.keyboard.press('Home');
  expect(await boardLabels(page)).toEqual(step);
});

test('the presenter view stays through a visit to another tab, until it is left', async ({ page }) => {
  await gotoApp(page, '?mode=lesson&lesson=king-paths');
  const presenter = page.locator('#presenter');
  await expect(page.locator('#lesson-counter')).toHaveText('Lesson step 1 of 4');
  await page.locator('body').click({ position: { x: 5, y: 5 } });
  await page.keyboard.press('PageDown');
  await page.keyboard.press('p');
  await expect(presenter).toBeVisible();
  // O opens the step in Play (whose address keeps present=1 for the
  // Lesson tab, so that a reload there keeps it too: teach-gaps.spec.mjs);
  // the Lesson tab brings the presenter view back, at the same step, with
  // the focus on it.
  await page.keyboard.press('o');
  await expect(tab(page, 'Play')).toHaveAttribute('aria-selected', 'true');
  await expect.poll(() => new URL(page.url()).searchParams.get('present')).toBe('1');
  await tab(page, 'Lesson').click();
  await expect(presenter).toBeVisible();
  await expect(presenter).toBeFocused();
  await expect(page.locator('#lesson-counter')).toHaveText('Lesson step 2 of 4');
  await expect.poll(() => new URL(page.url()).searchParams.get('present')).toBe('1');
  // Q and the Quiz, the same.
  await page.keyboard.press('q');
  await expect(tab(page, 'Quiz')).toHaveAttribute('aria-selected', 'true');
  await tab(page, 'Lesson').click();
  await expect(presenter).toBeVisible();
  // Left with Escape, it stays left after a visit to Play.
  await page.keyboard.press('Escape');
  await expect(presenter).toHaveCount(0);
  await tab(page, 'Play').click();
  await tab(page, 'Lesson').click();
  await expect(page.locator('#lesson-counter')).toHaveText('Lesson step 2 of 4');
  await expect(presenter).toHaveCount(0);
});

test('Redo makes the lesson edits undone again (Ctrl+Shift+Z, Ctrl+Y, its button); a new edit drops them', async ({ page }) => {
  await gotoApp(page, '?mode=lesson&lesson=king-paths');
  const count = page.locator('#lesson-counter');
  const status = page.locator('#lesson-deleted');
  const redo = page.locator('#lesson-redo');
  await expect(count).toHaveText('Lesson step 1 of 4');
  await page.locator('#author-title').click();
  // Two edits: a step added after step 1, then moved to place 1.
  await page.keyboard.press('a');
  await page.keyboard.press('Alt+ArrowUp');
  await expect(count).toHaveText('Lesson step 1 of 5');
  await expect(status).toHaveText('Step moved to place 1. Undo (U)');
  await expect(redo).toHaveCount(0);
  // Ctrl+Z takes both back, as U does.
  await page.keyboard.press('Control+z');
  await expect(count).toHaveText('Lesson step 2 of 5');
  await expect(status).toHaveText('Step 2 added. Undo (U) Redo (Ctrl+Y)');
  await page.keyboard.press('Control+z');
  await expect(count).toHaveText('Lesson step 1 of 4');
  await expect(page.locator('#lesson-pick')).toHaveValue('king-paths');
  await expect(status).toHaveText('Redo (Ctrl+Y)');
  // Ctrl+Shift+Z makes the add again, Ctrl+Y the move.
  await page.keyboard.press('Control+Shift+Z');
  await expect(count).toHaveText('Lesson step 2 of 5');
  await expect(status).toHaveText('Step 2 added. Undo (U) Redo (Ctrl+Y)');
  await page.keyboard.press('Control+y');
  await expect(count).toHaveText('Lesson step 1 of 5');
  await expect(status).toHaveText('Step moved to place 1. Undo (U)');
  await expect(page.locator('#lesson-text')).toHaveText('');
  // The button does the same, and leaves the focus on Undo.
  await page.keyboard.press('u');
  await expect(count).toHaveText('Lesson step 2 of 5');
  await redo.click();
  await expect(count).toHaveText('Lesson step 1 of 5');
  await expect(redo).toHaveCount(0);
  await expect(page.locator('#lesson-undo')).toBeFocused();
  // A new edit after an undo drops what Redo had left.
  await page.keyboard.press('u');
  await expect(count).toHaveText('Lesson step 2 of 5');
  await expect(redo).toHaveCount(1);
  await page.keyboard.press('Alt+ArrowDown');
  await expect(count).toHaveText('Lesson step 3 of 5');
  await expect(status).toHaveText('Step moved to place 3. Undo (U)');
  await expect(redo).toHaveCount(0);
  await page.keyboard.press('Control+y');
  await expect(count).toHaveText('Lesson step 3 of 5');
});

test('a step added, then the lesson edited: Undo takes back the edit, then the add', async ({ page }) => {
  await gotoApp(page, '?mode=lesson&lesson=king-paths');
  await expect(page.locator('#lesson-counter')).toHaveText('Lesson step 1 of 4');
  await page.getByRole('button', { name: "Add the Play tab's view as a step" }).click();
  await expect(page.locator('#lesson-counter')).toHaveText('Lesson step 2 of 5');
  // Its text typed, a key at a time: one edit.
  await page.getByLabel('Text of step 2').pressSequentially('Mine');
  await page.keyboard.press('Escape');
  await expect(page.locator('#lesson-text')).toHaveText('Mine');
  const status = page.locator('#lesson-deleted');
  // The first U takes back the typing, the step stays; the page says
  // what the next one takes back.
  await page.keyboard.press('u');
  await expect(page.getByLabel('Text of step 2')).toHaveValue('');
  await expect(page.locator('#lesson-counter')).toHaveText('Lesson step 2 of 5');
  await expect(status).toHaveText('Step 2 added. Undo (U) Redo (Ctrl+Y)');
  await page.keyboard.press('u');
  await expect(page.locator('#lesson-counter')).toHaveText('Lesson step 1 of 4');
  await expect(page.locator('#lesson-pick')).toHaveValue('king-paths');
  await expect(status).toHaveText('Redo (Ctrl+Y)');
  await expect.poll(() => new URL(page.url()).searchParams.get('lesson')).toBe('king-paths');
});
