// Defects found by an exploratory review, each pinned by the check that
// found it: Space presses the focused button, keys stay in an open dialog,
// the speed menu shows a link's speed, small embeds keep their labels and
// board, two-digit layers stay readable, narrow screens do not clip menus.
import { test, expect, gotoApp, screenshot } from './harness.mjs';
import { boardNames, cell, counter } from './app-helpers.mjs';

const SEED = '?alg=westcott&src=0x10000000&tgt=0x8000000000000001';

test('Space and Enter press the focused button instead of playing', async ({ page }) => {
  await gotoApp(page, `${SEED}&frame=3`);
  const [k] = await counter(page);

  await page.getByRole('button', { name: 'Blocker', exact: true }).focus();
  await page.keyboard.press(' ');
  await expect(page.getByRole('button', { name: 'Blocker', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('button', { name: 'Play' })).toBeVisible();
  expect((await counter(page))[0]).toBe(k);

  await page.getByRole('button', { name: 'Step forward' }).focus();
  await page.keyboard.press(' ');
  expect((await counter(page))[0]).toBe(k + 1);
  await expect(page.getByRole('button', { name: 'Play' })).toBeVisible();

  await page.getByRole('button', { name: 'Clear', exact: true }).focus();
  await page.keyboard.press(' ');
  await expect.poll(async () => (await boardNames(page)).filter((n) => /source|target/.test(n)).length).toBe(0);
  await expect(page.getByRole('button', { name: 'Play' })).toBeVisible();

  // Arrows on a button still step: only Space and Enter belong to the button.
  await page.getByRole('button', { name: 'Seed example' }).click();
  await page.keyboard.press('Home');
  await page.keyboard.press('ArrowRight');
  expect((await counter(page))[0]).toBe(2);
});

test('keys pressed in the open Embed dialog do not drive the board behind it', async ({ page }) => {
  await gotoApp(page, `${SEED}&frame=3`);
  const [k] = await counter(page);
  await page.getByRole('button', { name: 'Embed' }).click();
  await page.getByRole('button', { name: 'Copy code' }).focus();
  for (const key of ['ArrowRight', 'End', 'Home', ' ']) await page.keyboard.press(key);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
  expect((await counter(page))[0]).toBe(k);
  await expect(page.getByRole('button', { name: 'Play' })).toBeVisible();
});

test('the Speed menu shows the speed a link asked for', async ({ page }) => {
  const speed = page.getByLabel('Speed', { exact: true });
  for (const [asked, shown] of [['3', '3 frames/s'], ['0.25', '0.25 frames/s'], ['30', '30 frames/s'], ['1', '1 frame/s'], ['16', '16 frames/s']]) {
    await gotoApp(page, `${SEED}&speed=${asked}`);
    await expect(speed.locator('option:checked')).toHaveText(shown);
  }
  // The standard speeds stay on offer and picking one works.
  await speed.selectOption({ label: '8 frames/s' });
  await expect(speed.locator('option:checked')).toHaveText('8 frames/s');
  await expect.poll(() => page.evaluate(() => location.search)).toContain('speed=8');
});

test('a tiny embed keeps rank labels beside their rows, and a notice does not crush the board', async ({ page }) => {
  await page.setViewportSize({ width: 280, height: 200 });
  await gotoApp(page, `${SEED}&embed=1&frame=4`);
  const rows = await page.locator('#board .row').evaluateAll((els) => els.map((e) => {
    const r = e.getBoundingClientRect();
    return [r.top, r.bottom];
  }));
  const labels = await page.locator('.ranks span').evaluateAll((els) => els.map((e) => {
    const r = e.getBoundingClientRect();
    return [e.textContent, (r.top + r.bottom) / 2, r.height];
  }));
  expect(labels.map((l) => l[0])).toEqual(['8', '7', '6', '5', '4', '3', '2', '1']);
  labels.forEach(([text, mid, h], i) => {
    expect(h, `label ${text} is drawn`).toBeGreaterThan(0);
    expect(mid, `label ${text} beside its row`).toBeGreaterThanOrEqual(rows[i][0] - 0.5);
    expect(mid, `label ${text} beside its row`).toBeLessThanOrEqual(rows[i][1] + 0.5);
  });
  await screenshot(page, 'embed-280x200');

  const before = await page.locator('#board').boundingBox();
  await gotoApp(page, `${SEED}&embed=1&frame=4&src=z9&speed=-1`);
  await expect(page.locator('#notice')).toBeVisible();
  const withNotice = await page.locator('#board').boundingBox();
  expect(withNotice.width).toBeGreaterThan(before.width - 1);
  const d = await page.evaluate(() => [document.documentElement.scrollHeight, innerHeight, document.documentElement.scrollWidth, innerWidth]);
  expect(d[0]).toBeLessThanOrEqual(d[1]);
  expect(d[2]).toBeLessThanOrEqual(d[3]);
  await screenshot(page, 'embed-280x200-notice');
  await page.getByRole('button', { name: 'Dismiss' }).click();
  await expect(page.locator('#notice')).toHaveCount(0);
});

test('two-digit layer numbers are not covered by the S mark', async ({ page }) => {
  // Moshammer's frontier comes back to a1 every other step on this
  // corridor (ranks 1 and 3 and h2); frame 14 numbers a1 "14".
  await gotoApp(page, '?alg=moshammer&src=a1&tgt=a3&blk=0xffffffffff007f00&frame=14');
  const a1 = cell(page, 'a1');
  const num = a1.locator('.num');
  await expect(num).toHaveText(/^\d\d$/);
  // The square's class makes its number small.
  await expect(a1).toHaveClass(/\bn2\b/);
  const n = await num.evaluate((e) => {
    const r = document.createRange();
    r.selectNodeContents(e);
    const b = r.getBoundingClientRect();
    return { left: b.left, top: b.top, right: b.right, bottom: b.bottom };
  });
  const s = await a1.locator('.mark-s').boundingBox();
  const overlap = s.x + s.width > n.left && s.y + s.height > n.top && n.right > s.x && n.bottom > s.y;
  expect(overlap, `S mark ${JSON.stringify(s)} against digits ${JSON.stringify(n)}`).toBe(false);
  // Readable from the back of a room: at least 0.36 of the square (0.3
  // was hard to read), and inside it.
  const sq = await a1.boundingBox();
  const size = await num.evaluate((e) => parseFloat(getComputedStyle(e).fontSize));
  expect(size / sq.width).toBeGreaterThan(0.35);
  expect(n.right).toBeLessThanOrEqual(sq.x + sq.width);
  expect(n.bottom).toBeLessThanOrEqual(sq.y + sq.height);
});

test('at 320 px the Algorithm menu and register names fit', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 700 });
  await gotoApp(page, '?alg=bfs&src=0x10000000&tgt=0x8000000000000001&frame=4');
  const select = await page.getByLabel('Algorithm').boundingBox();
  expect(select.x + select.width).toBeLessThanOrEqual(320);
  const clipped = await page.locator('#registers tr[data-register]').evaluateAll((rows) =>
    rows
      .map((r) => r.querySelector('.reg-name'))
      .filter((th) => th.scrollWidth > th.clientWidth + 1)
      .map((th) => th.textContent),
  );
  expect(clipped).toEqual([]);
  await screenshot(page, 'narrow-320-bfs');
});

// A button its own press disables keeps the keyboard on the bar: the focus
// goes to Play, not to the page.
test('Step forward to the last frame leaves the focus on Play', async ({ page }) => {
  await gotoApp(page, `${SEED}&frame=11`);
  await page.getByRole('button', { name: 'Step forward' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('#frame-counter')).toHaveText('Frame 13 / 13');
  await expect(page.getByRole('button', { name: 'Step forward' })).toBeDisabled();
  await expect(page.locator('.controls button.play')).toBeFocused();
  await page.getByRole('button', { name: 'First frame' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('.controls button.play')).toBeFocused();
});

// Dismissing a notice in Compare or Code puts the focus on that mode's
// board, as in Play.
test('Dismiss puts the focus on the board in Compare and Code too', async ({ page }) => {
  for (const mode of ['compare', 'code']) {
    await gotoApp(page, `?mode=${mode}&src=zz`);
    const dismiss = page.getByRole('button', { name: 'Dismiss' });
    await dismiss.focus();
    await page.keyboard.press('Enter');
    await expect(page.locator('#notice')).toHaveCount(0);
    expect(await page.evaluate(() => document.activeElement.getAttribute('role'))).toBe('gridcell');
  }
});
