// A panic in the wasm app must show a visible error, not a frozen or blank page.
// There is no known way to make the app panic, so the test makes a browser API
// fail under it: Yew treats a failing `setAttribute` as a bug and panics
// ("invalid attribute key"), which is exactly the path a real panic takes. The
// attribute is the Frame slider's aria-valuetext, which Yew sets on every step.
import { test, expect, gotoApp, screenshot } from './harness.mjs';

// The panic is expected here: the hook's console.error and the wasm trap
// (panic = "abort" ends in `unreachable`) that follows it.
test.use({ allowedProblems: [/fillscope panicked|RuntimeError: unreachable/] });

test('a panic shows a visible error banner instead of a frozen page', async ({ page }) => {
  await gotoApp(page);
  await page.getByRole('button', { name: 'Seed example' }).click();
  await expect(page.locator('#panic-banner')).toHaveCount(0);
  await page.evaluate(() => {
    const real = Element.prototype.setAttribute;
    Element.prototype.setAttribute = function (name, value) {
      if (name === 'aria-valuetext' && this.id === 'frame-slider') {
        throw new DOMException('refused by the test', 'InvalidCharacterError');
      }
      return real.call(this, name, value);
    };
  });
  await page.getByRole('button', { name: 'Step forward' }).click();
  const banner = page.locator('#panic-banner');
  await expect(banner).toBeVisible();
  await expect(banner).toHaveAttribute('role', 'alert');
  await expect(banner).toContainText('Something went wrong inside fillscope');
  await expect(banner).toContainText('invalid attribute key');
  await expect(banner).toContainText('Reload the page');
  // The banner is at the top of the page, in view, and the board is still there.
  const box = await banner.boundingBox();
  expect(box.y).toBeLessThan(5);
  expect(box.height).toBeGreaterThan(20);
  await expect(page.getByRole('grid', { name: 'Board' })).toBeVisible();
  await screenshot(page, 'panic-banner');
});
