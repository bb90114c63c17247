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
  // A swipe up or down is the page's (it scrolls); sideways is the board's.
  expect(await page.locator('#board').evaluate((el) => getComputedStyle(el).touchAction)).toBe('pan-y pinch-zoom');
  await screenshot(page, 'touch-painted');
});

/** A finger's swipe up from `at`: touch events through the browser's own input, which scrolls for them. */
async function swipeUp(page, at, distance = 300) {
  const cdp = await page.context().newCDPSession(page);
  const [x, y] = [Math.round(at.x), Math.round(at.y)];
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] });
  for (let i = 1; i <= 20; i++) {
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x, y: y - (distance * i) / 20 }] });
    await page.waitForTimeout(16);
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

// A swipe that starts on the board scrolls the page and paints nothing
// (it used to paint a column of sources); a board that takes no marks
// scrolls too.
test('a swipe up on a board scrolls the page and edits nothing', async ({ page }) => {
  await page.setViewportSize({ width: 768, height: 1024 });
  await gotoApp(page);
  const before = await page.locator('#board [role=gridcell]').evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')));
  await expect(page).toHaveURL(/src=/);
  const url = page.url();
  // From near d2's top edge: the finger crosses into d3 before the
  // browser takes the swipe.
  const d2 = await page.locator('[data-square=d2]').boundingBox();
  await swipeUp(page, { x: d2.x + d2.width / 2, y: d2.y + 10 });
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
  const after = await page.locator('#board [role=gridcell]').evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')));
  expect(after).toEqual(before);
  expect(page.url()).toBe(url);

  await gotoApp(page, '?mode=compare');
  const a = page.getByRole('grid', { name: /Board A/ });
  await expect(a).toBeVisible({ timeout: 20_000 });
  expect(await a.evaluate((el) => getComputedStyle(el).touchAction)).toBe('auto');
  const box = await a.boundingBox();
  await swipeUp(page, { x: box.x + box.width / 2, y: box.y + box.height / 2 });
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
});

// With the Wall tool a finger toggles the wall on the square's nearest
// edge wherever it taps (a finger cannot aim at a thin edge zone).
test('a tap with the Wall tool toggles the nearest edge', async ({ page }) => {
  await gotoApp(page, '?alg=bfs&src=a1&tgt=h8');
  await tool(page, 'Wall');
  await cell(page, 'd4').scrollIntoViewIfNeeded();
  const b = await cell(page, 'd4').boundingBox();
  // A third of the way down from the top edge: the north wall.
  await page.touchscreen.tap(b.x + b.width / 2, b.y + b.height / 3);
  await expect(cell(page, 'd4')).toHaveAttribute('aria-label', /wall north/);
  await expect(page).toHaveURL(/wn=0x0*8000000(&|$)/);
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

// A phone's narrow column: a register's 16 digits break between their
// halves, never after 15 with one digit alone below; the speed menu keeps
// its label; the Code tab runs past no edge at 320 px.
test('phone widths: register values, the speed label and the Code tab fit', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 667 });
  await gotoApp(page);
  // At 375 px the value takes two lines, broken in the middle.
  const parts = await page.locator('#registers .reg-value').first().evaluate((el) =>
    [...el.childNodes]
      .filter((n) => n.nodeType === Node.TEXT_NODE)
      .map((n) => {
        const r = document.createRange();
        r.selectNodeContents(n);
        return { text: n.textContent, top: Math.round(r.getBoundingClientRect().top) };
      }),
  );
  expect(parts.map((p) => p.text.length)).toEqual([10, 8]);
  expect(parts[0].text).toMatch(/^0x[0-9a-f]{8}$/);
  expect(parts[1].top).toBeGreaterThan(parts[0].top);
  const label = await page.locator('label[for=speed]').boundingBox();
  const menu = await page.locator('#speed').boundingBox();
  expect(Math.abs(label.y + label.height / 2 - (menu.y + menu.height / 2))).toBeLessThan(menu.height / 2);
  await page.setViewportSize({ width: 320, height: 640 });
  await gotoApp(page, '?mode=code');
  await expect(page.locator('#code-status')).toContainText('ran', { timeout: 20_000 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  const past = await page.evaluate(() =>
    [...document.querySelectorAll('button, select, input')]
      .filter((e) => {
        const r = e.getBoundingClientRect();
        return r.width > 0 && r.right > innerWidth + 1;
      })
      .map((e) => e.id || e.textContent),
  );
  expect(past).toEqual([]);
});

// A phone has no keys to press: the lists of keys under the boards are
// left out (a mouse's page shows them: keyboard.spec).
test("no list of keys on a phone", async ({ page }) => {
  await gotoApp(page);
  await expect(page.locator('#board')).toBeVisible();
  await expect(page.locator('#play-keys')).toBeHidden();
  await gotoApp(page, '?mode=quiz');
  await expect(page.locator('#quiz-prompt')).toBeVisible();
  await expect(page.locator('.keys-hint')).toBeHidden();
});
