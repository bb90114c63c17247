// Touch painting on a phone-sized screen: a tap paints one square, a drag
// (pointer events of pointerType "touch") paints every square it crosses.
import { test, expect, gotoApp, screenshot } from './harness.mjs';
import { cell, tool } from './app-helpers.mjs';

test.use({ hasTouch: true, isMobile: true, viewport: { width: 390, height: 844 } });

const centre = async (page, sq) => {
  const b = await page.locator(`[data-square=${sq}]`).boundingBox();
  return { x: b.x + b.width / 2, y: b.y + b.height / 2 };
};

test('tap and drag paint squares on a touch screen', async ({ page }) => {
  await gotoApp(page);
  await page.getByRole('button', { name: 'Clear', exact: true }).click();
  await tool(page, 'Blocker');
  await cell(page, 'c3').scrollIntoViewIfNeeded();
  const c3 = await centre(page, 'c3');
  await page.touchscreen.tap(c3.x, c3.y);
  await expect(cell(page, 'c3')).toHaveAttribute('aria-label', /^c3, blocker/);
  await expect(cell(page, 'd3')).not.toHaveAttribute('aria-label', /blocker/);

  // Drag b6 -> g6 with touch pointer events.
  const [from, to] = [await centre(page, 'b6'), await centre(page, 'g6')];
  await page.evaluate(
    ({ from, to }) => {
      const grid = document.getElementById('board');
      const ev = (type, x, y) =>
        grid.dispatchEvent(
          new PointerEvent(type, { bubbles: true, cancelable: true, pointerId: 7, pointerType: 'touch', isPrimary: true, button: type === 'pointermove' ? -1 : 0, buttons: type === 'pointerup' ? 0 : 1, clientX: x, clientY: y }),
        );
      ev('pointerdown', from.x, from.y);
      for (let i = 1; i <= 10; i++) ev('pointermove', from.x + ((to.x - from.x) * i) / 10, from.y);
      ev('pointerup', to.x, to.y);
    },
    { from, to },
  );
  for (const sq of ['b6', 'c6', 'd6', 'e6', 'f6', 'g6']) {
    await expect(cell(page, sq)).toHaveAttribute('aria-label', new RegExp(`^${sq}, blocker`));
  }
  for (const sq of ['a6', 'h6', 'b5', 'b7']) {
    await expect(cell(page, sq)).not.toHaveAttribute('aria-label', /blocker/);
  }
  // The board does not scroll or zoom under a finger.
  expect(await page.locator('#board').evaluate((el) => getComputedStyle(el).touchAction)).toBe('none');
  await screenshot(page, 'touch-painted');
});

test('reduced motion turns transitions and animations off', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await gotoApp(page);
  const styles = await page.evaluate(() =>
    [...document.querySelectorAll('button, .sq, .code .line')].slice(0, 200).map((el) => {
      const s = getComputedStyle(el);
      return [s.transitionDuration, s.animationName];
    }),
  );
  for (const [d, a] of styles) {
    expect(d.split(',').every((x) => parseFloat(x) === 0)).toBe(true);
    expect(a).toBe('none');
  }
  // Nothing plays by itself.
  await expect(page.locator('.play')).toHaveAttribute('aria-label', 'Play');
});
