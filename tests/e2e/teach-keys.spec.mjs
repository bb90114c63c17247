// A teacher at a projector, keyboard only: what they set up and step to
// stays on show when they ask for the keys, the focus comes back to where
// it was, and it stays on the playback bar when a key disables the button
// it is on.
import { test, expect, gotoApp, screenshot } from './harness.mjs';
import { counter } from './app-helpers.mjs';

/** Presses Tab (or Shift+Tab) until the focused element matches `selector`. */
async function tabUntil(page, selector, key = 'Tab') {
  for (let i = 0; i < 80; i++) {
    await page.keyboard.press(key);
    if (await page.evaluate((s) => document.activeElement?.matches(s) ?? false, selector)) return;
  }
  throw new Error(`${key} never reached ${selector}`);
}

test('? on a fresh Play tab keeps the step kind and the frame on show, and Escape gives the focus back to Play', async ({ page }) => {
  await page.setViewportSize({ width: 1024, height: 768 });
  await gotoApp(page);
  // The knight's step, picked with the arrows in the Step kind menu.
  const step = page.locator('#step');
  await tabUntil(page, '#step');
  for (let i = 0; i < 8 && (await step.inputValue()) !== 'knight'; i++) await page.keyboard.press('ArrowDown');
  await expect(step).toHaveValue('knight');
  // Two steps forward from the Play button.
  await tabUntil(page, '.controls .play');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  const [at, of] = await counter(page);
  expect(at).toBe(3);
  // The key help is the full app's: the first ? hands the page over to it.
  await page.keyboard.press('?');
  const help = page.getByRole('dialog', { name: 'Keys in the Play tab' });
  await expect(help).toBeVisible({ timeout: 20_000 });
  await screenshot(page, 'teach-keys-help');
  await page.keyboard.press('Escape');
  await expect(help).toBeHidden();
  // The focus is back on the Play button, not at the top of the page.
  await expect(page.locator('.controls .play')).toBeFocused();
  // The same run at the same frame: not the board the page opened with.
  await expect(step).toHaveValue('knight');
  expect(await counter(page)).toEqual([at, of]);
  await expect(page).toHaveURL(/[?&]step=knight\b/);
});

test('a key that disables the playback button with the focus moves the focus to Play, not the page', async ({ page }) => {
  await page.setViewportSize({ width: 1024, height: 768 });
  await gotoApp(page);
  const play = page.locator('.controls .play');
  await tabUntil(page, '.controls .play');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  // Home on Step back: the first frame disables it.
  await page.keyboard.press('Shift+Tab');
  await expect(page.getByRole('button', { name: 'Step back' })).toBeFocused();
  await page.keyboard.press('Home');
  expect((await counter(page))[0]).toBe(1);
  await expect(page.getByRole('button', { name: 'Step back' })).toBeDisabled();
  await expect(play).toBeFocused();
  // End on Step forward: the last frame disables it.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Step forward' })).toBeFocused();
  await page.keyboard.press('End');
  const [at, of] = await counter(page);
  expect(at).toBe(of);
  await expect(play).toBeFocused();
});

test('in the presenter view, Page Down with the focus on Step back keeps the focus on the bar', async ({ page }) => {
  await page.setViewportSize({ width: 1024, height: 768 });
  await gotoApp(page, '?mode=lesson');
  await tabUntil(page, '#presenter-open');
  await page.keyboard.press('Enter');
  await expect(page.locator('#presenter')).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await tabUntil(page, '.controls [aria-label="Step back"]');
  // The next lesson step opens at its first frame: Step back is disabled.
  await expect(page.locator('#lesson-counter')).toHaveText(/^Lesson step 1 of/);
  await page.keyboard.press('PageDown');
  await expect(page.locator('#lesson-counter')).toHaveText(/^Lesson step 2 of/);
  await expect(page.getByRole('button', { name: 'Step back' })).toBeDisabled();
  await expect(page.locator('.controls .play')).toBeFocused();
  await screenshot(page, 'teach-keys-presenter');
});
