// Copying without the async clipboard. On a plain-http address
// `navigator.clipboard` does not exist; every copy button (Copy link, the
// embed dialog's Copy code, the export's Copy text, a register's Copy) must
// then still give the user the value: through the older `copy` command, or,
// when that does not work either, as selected text with a message saying to
// copy it by hand. Never a console error (the harness fails the test on one).
import { test, expect, gotoApp } from './harness.mjs';

/**
 * Removes `navigator.clipboard` before the app starts and records what each
 * `copy` event carried (the app's own listener sets the text first; this one,
 * on window, runs after it). With `noCommand`, the `copy` command reports that
 * it did not run, as in a browser without it.
 */
async function withoutClipboard(page, { noCommand = false } = {}) {
  await page.addInitScript((noCommand) => {
    delete Navigator.prototype.clipboard;
    window.__copied = [];
    window.addEventListener('copy', (e) => window.__copied.push(e.clipboardData.getData('text/plain')));
    if (noCommand) Document.prototype.execCommand = () => false;
  }, noCommand);
}

const copied = (page) => page.evaluate(() => window.__copied);
/** The text the page has selected: in a focused field, or in the document. */
const selected = (page) =>
  page.evaluate(() => {
    const el = document.activeElement;
    if (el && 'selectionStart' in el && el.selectionEnd > el.selectionStart) {
      return el.value.slice(el.selectionStart, el.selectionEnd);
    }
    return String(getSelection());
  });

/** Opens the seed example at its last frame. */
async function open(page) {
  await gotoApp(page, './?alg=westcott&src=e4&tgt=a1,h8&frame=12');
  expect(await page.evaluate(() => 'clipboard' in navigator)).toBe(false);
}

test('without navigator.clipboard every copy button still copies, through the copy command', async ({ page, baseURL }) => {
  await withoutClipboard(page);
  await open(page);

  await page.getByRole('button', { name: 'Copy link' }).click();
  await expect(page.locator('#share-status')).toHaveText('Link copied');
  const link = (await copied(page)).at(-1);
  expect(link.startsWith(baseURL)).toBe(true);
  expect(link).toContain('frame=12');

  await page.getByRole('button', { name: 'Embed', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Embed this board' });
  await dialog.getByRole('button', { name: 'Copy code' }).click();
  await expect(dialog.getByRole('status')).toHaveText('Code copied');
  expect((await copied(page)).at(-1)).toBe(await dialog.getByRole('textbox', { name: 'Embed code' }).inputValue());
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: 'Trace as text' }).click();
  const trace = await page.locator('#export-textarea').inputValue();
  expect(trace.split('\n').length).toBeGreaterThan(50);
  await page.getByRole('button', { name: 'Copy text' }).click();
  await expect(page.locator('#export-status')).toHaveText('Copied to the clipboard.');
  // Line breaks and all.
  expect((await copied(page)).at(-1)).toBe(trace);

  const value = await page.locator('tr[data-register="sq2"] .reg-value').textContent();
  expect(value).toMatch(/^0x[0-9a-f]{16}$/);
  const button = page.getByRole('button', { name: 'Copy sq2', exact: true });
  await button.click();
  await expect(button).toHaveText('Copied');
  expect((await copied(page)).at(-1)).toBe(value);
  expect(await copied(page)).toHaveLength(4);
});

test('with neither clipboard nor copy command, each value is shown selected with a message', async ({ page }) => {
  await withoutClipboard(page, { noCommand: true });
  await open(page);

  await page.getByRole('button', { name: 'Copy link' }).click();
  await expect(page.locator('#share-status')).toHaveText(/not available.*Ctrl\+C/);
  const field = page.getByRole('textbox', { name: 'Link' });
  await expect(field).toBeFocused();
  expect(await selected(page)).toBe(await field.inputValue());
  expect(await field.inputValue()).toContain('frame=12');

  await page.getByRole('button', { name: 'Embed', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Embed this board' });
  await dialog.getByRole('button', { name: 'Copy code' }).click();
  await expect(dialog.getByRole('status')).toHaveText(/not available.*Ctrl\+C/);
  const code = dialog.getByRole('textbox', { name: 'Embed code' });
  await expect(code).toBeFocused();
  expect(await selected(page)).toBe(await code.inputValue());
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: 'Frame as text' }).click();
  await page.getByRole('button', { name: 'Copy text' }).click();
  await expect(page.locator('#export-status')).toHaveText(/not available.*Ctrl\+C/);
  const area = page.locator('#export-textarea');
  await expect(area).toBeFocused();
  expect(await selected(page)).toBe(await area.inputValue());

  const button = page.getByRole('button', { name: 'Copy sq2', exact: true });
  await button.click();
  await expect(button).toHaveText('Not copied');
  await expect(page.locator('#registers-status')).toHaveText(/not available: the value of sq2 is selected.*Ctrl\+C/);
  const value = await page.locator('tr[data-register="sq2"] .reg-value').textContent();
  expect(value).toMatch(/^0x[0-9a-f]{16}$/);
  expect(await selected(page)).toBe(value);
  // Nothing was copied behind the user's back.
  expect(await copied(page)).toEqual([]);
});
