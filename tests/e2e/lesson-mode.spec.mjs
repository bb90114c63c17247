// The Lesson mode: built-in lessons loaded from the background worker on first
// use, steps by mouse and by keys (Page Down/Page Up), the step's frame range,
// the presenter view (P, Escape), authoring (add the Play view, edit, reorder,
// delete), sharing as a link and as a file that opens again, bad files, and a
// lesson embed.
import { test, expect, gotoApp, screenshot } from './harness.mjs';
import { counter } from './app-helpers.mjs';

test.describe.configure({ timeout: 90_000 });

const tab = (page, name) => page.getByRole('tablist', { name: 'Mode' }).getByRole('tab', { name });

test('a built-in lesson: steps by mouse and keys, its frame range, the presenter view', async ({ page }) => {
  await gotoApp(page);
  await tab(page, 'Lesson').click();
  await expect(page.locator('#lesson-title')).toHaveText("The king's shortest paths");
  await expect(page.locator('#lesson-counter')).toHaveText('Step 1 of 4');
  await expect(page.locator('#lesson-text')).toContainText('A king stands on e4');
  await expect(page.locator('#lesson-text code').first()).toHaveText('asp[0]');
  // Step 1 shows frames 0 to 1 of the seed trace.
  expect(await counter(page)).toEqual([1, 2]);
  await page.getByRole('button', { name: 'Next ▶' }).click();
  await expect(page.locator('#lesson-counter')).toHaveText('Step 2 of 4');
  // Frames 2 to 6: five frames, starting with the first ring.
  expect(await counter(page)).toEqual([1, 5]);
  await expect(page.locator('#caption')).toContainText('Step 1: the frontier asp[1]');
  await page.locator('body').click({ position: { x: 5, y: 5 } });
  await page.keyboard.press('PageDown');
  await expect(page.locator('#lesson-counter')).toHaveText('Step 3 of 4');
  await page.keyboard.press('PageUp');
  await expect(page.locator('#lesson-counter')).toHaveText('Step 2 of 4');
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
  await screenshot(page, 'lesson-presenter');
  await page.keyboard.press('PageDown');
  await expect(page.locator('#lesson-counter')).toHaveText('Step 3 of 4');
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
  await expect(page.locator('#lesson-counter')).toHaveText('Step 1 of 4');
  await page.getByRole('button', { name: "Add the Play tab's view as a step" }).click();
  await expect(page.locator('#lesson-counter')).toHaveText('Step 2 of 5');
  // The new step shows the BFS board from frame 3.
  await expect(page.locator('#caption')).toContainText('Step 3');
  await page.getByLabel('Text of step 2').fill('Watch the `cur` frontier.');
  await page.getByLabel('Text of step 2').blur();
  await expect(page.locator('#lesson-text code')).toHaveText('cur');
  await page.getByLabel('Title').fill('My BFS lesson');
  await page.getByLabel('Title').blur();
  await expect(page.locator('#lesson-title')).toHaveText('My BFS lesson');
  await page.getByRole('button', { name: 'Move step earlier' }).click();
  await expect(page.locator('#lesson-counter')).toHaveText('Step 1 of 5');
  await expect(page.locator('#lesson-text')).toContainText('Watch the');
  await page.getByRole('button', { name: 'Next ▶' }).click();
  await page.getByRole('button', { name: 'Delete step' }).click();
  await expect(page.locator('#lesson-counter')).toHaveText('Step 1 of 4');
  // The link carries the lesson whole and opens it again.
  // (The address is written 200 ms after the last change: wait for the one
  // after the delete, back at step 1, which has no ls=.)
  await expect(page).toHaveURL(/^(?!.*ls=).*lesson=%7B.*My%20BFS%20lesson/);
  const url = page.url();
  await gotoApp(page, url.slice(url.indexOf('?')));
  await expect(page.locator('#lesson-title')).toHaveText('My BFS lesson');
  await expect(page.locator('#lesson-counter')).toHaveText('Step 1 of 4');
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
  await expect(page.locator('#lesson-counter')).toHaveText('Step 1 of 4');
});

test('a bad lesson file or link says what is wrong and the page keeps working', async ({ page }) => {
  await gotoApp(page, '?mode=lesson');
  await expect(page.locator('#lesson-counter')).toHaveText('Step 1 of 4');
  await page.getByLabel('Open a lesson file').setInputFiles({
    name: 'bad.json',
    mimeType: 'application/json',
    buffer: Buffer.from('{"title": "x", "steps": [{"text": "", "link": "?alg=nope"}]}'),
  });
  await expect(page.locator('#lesson-text .error')).toContainText("Step 1's link: ignored alg=nope");
  // The lesson on show stays.
  await expect(page.locator('#lesson-counter')).toHaveText('Step 1 of 4');
  await gotoApp(page, '?mode=lesson&lesson=no-such-lesson');
  await expect(page.locator('#lesson-text .error')).toContainText('There is no built-in lesson called "no-such-lesson"');
  await page.getByLabel('Built-in lesson').selectOption('bfs-voronoi');
  await expect(page.locator('#lesson-counter')).toHaveText('Step 1 of 3');
  await gotoApp(page, '?mode=lesson&lesson=%7Bnot%20json');
  await expect(page.locator('#lesson-text .error')).toContainText('This is not a fillscope lesson file');
});

test('a lesson embed shows the step, its text and Back/Next', async ({ page }) => {
  await page.setViewportSize({ width: 480, height: 640 });
  await gotoApp(page, '?embed=1&mode=lesson&lesson=occluded-attacks&ls=1');
  await expect(page.getByRole('tablist')).toHaveCount(0);
  await expect(page.locator('#lesson-counter')).toHaveText('Step 2 of 3');
  await expect(page.locator('#lesson-text')).toContainText('shifted one more step');
  await page.getByRole('button', { name: 'Next ▶' }).click();
  await expect(page.locator('#lesson-counter')).toHaveText('Step 3 of 3');
  await expect(page.getByRole('gridcell')).toHaveCount(64);
  await screenshot(page, 'lesson-embed');
});
