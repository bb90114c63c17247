// Embed mode (embed=1): board and a compact bar, fitting any frame size;
// theme, bg, controls, autoplay, loop; several embeds on one page stay
// independent; the Embed dialog of the full app.
import { test, expect, gotoApp, screenshot } from './harness.mjs';
import { boardNames, counter } from './app-helpers.mjs';
import { newAppPage } from './embed-helpers.mjs';

test.describe.configure({ timeout: 90_000 });

const SEED = '?alg=westcott&src=0x10000000&tgt=0x8000000000000001';

/** Overflow and board geometry inside a document (page or frame). */
const geometry = (target) =>
  target.evaluate(() => {
    const d = document.documentElement;
    const g = document.querySelector('#board').getBoundingClientRect();
    return {
      scrollW: d.scrollWidth, clientW: d.clientWidth, scrollH: d.scrollHeight, clientH: d.clientHeight,
      bodyScrollW: document.body.scrollWidth, bodyScrollH: document.body.scrollHeight,
      board: { w: g.width, h: g.height, left: g.left, top: g.top, right: g.right, bottom: g.bottom },
      vw: innerWidth, vh: innerHeight,
    };
  });

function expectFits(geo, label) {
  expect(geo.scrollW, `${label}: no horizontal scrollbar`).toBeLessThanOrEqual(geo.clientW);
  expect(geo.scrollH, `${label}: no vertical scrollbar`).toBeLessThanOrEqual(geo.clientH);
  expect(geo.bodyScrollH, `${label}: body fits`).toBeLessThanOrEqual(geo.vh);
  expect(Math.abs(geo.board.w - geo.board.h), `${label}: square board ${geo.board.w}x${geo.board.h}`).toBeLessThanOrEqual(1);
  expect(geo.board.left).toBeGreaterThanOrEqual(0);
  expect(geo.board.right).toBeLessThanOrEqual(geo.vw + 0.5);
  expect(geo.board.bottom).toBeLessThanOrEqual(geo.vh + 0.5);
}

async function frameCounter(frame) {
  const text = await frame.locator('#frame-counter').textContent();
  const m = /^Frame (\d+) \/ (\d+)$/.exec(text);
  expect(m, text).not.toBeNull();
  return [Number(m[1]), Number(m[2])];
}

test('two embeds on one page: render, match their links, fit, play and take keys independently', async ({ page }) => {
  await page.setViewportSize({ width: 1000, height: 1300 });
  await page.goto('/__fixtures/embeds.html');
  const a = page.frameLocator('#a');
  const b = page.frameLocator('#b');
  for (const f of [a, b]) {
    await expect(f.getByRole('grid', { name: 'Board' })).toBeVisible({ timeout: 20_000 });
    await expect(f.getByRole('gridcell')).toHaveCount(64);
    // No editor, registers or code in an embed.
    await expect(f.getByLabel('Algorithm')).toHaveCount(0);
    await expect(f.locator('#registers, #code, .editor')).toHaveCount(0);
  }
  const fa = page.frame({ url: /alg=westcott/ });
  const fb = page.frame({ url: /alg=bfs/ });
  const ga = await geometry(fa);
  const gb = await geometry(fb);
  expectFits(ga, 'embed a (320 px)');
  expectFits(gb, 'embed b (640 px)');
  expect(ga.vw).toBe(320);
  expect(gb.vw).toBe(640);
  // The board uses the room it has.
  expect(ga.board.w).toBeGreaterThan(250);
  expect(gb.board.w).toBeGreaterThan(560);
  await expect(b.locator('html')).toHaveAttribute('data-theme', 'dark');

  // Each matches its link opened as the full app.
  const namesA = await boardNames(a.locator('html'));
  const namesB = await boardNames(b.locator('html'));
  const full = await newAppPage(page.context());
  await gotoApp(full, SEED);
  expect(await boardNames(full)).toEqual(namesA);
  await gotoApp(full, '?alg=bfs&src=0x1&tgt=0x8000000000000000&blk=0x20202004040404&wn=0x10000000&we=0x2');
  expect(await boardNames(full)).toEqual(namesB);
  await full.close();

  // Keys go to the frame that has focus (outside the board, whose squares
  // take arrow keys themselves).
  await a.locator('#frame-counter').click();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  expect((await frameCounter(a))[0]).toBe(3);
  expect((await frameCounter(b))[0]).toBe(1);
  await b.locator('#frame-counter').click();
  await page.keyboard.press('End');
  const [kb, nb] = await frameCounter(b);
  expect(kb).toBe(nb);
  expect((await frameCounter(a))[0]).toBe(3);

  // Playing one leaves the other alone.
  await b.locator('#frame-counter').click();
  await page.keyboard.press('Home');
  await a.getByRole('button', { name: 'Play' }).click();
  await expect.poll(async () => (await frameCounter(a))[0], { timeout: 10_000 }).toBeGreaterThan(4);
  expect((await frameCounter(b))[0]).toBe(1);
  await expect(b.getByRole('button', { name: 'Play' })).toBeVisible();
  // Clicking an embedded board does not edit it.
  const before = await boardNames(b.locator('html'));
  await b.locator('[data-square=d4]').click();
  expect(await boardNames(b.locator('html'))).toEqual(before);
  // Embeds never write LocalStorage.
  expect(await fa.evaluate(() => localStorage.length)).toBe(0);
  await screenshot(page, 'embed-host-page');
});

for (const [w, h] of [[280, 340], [320, 372], [640, 692], [1000, 1052], [1000, 437], [283, 611], [517, 333]]) {
  for (const controls of ['full', 'minimal', 'none']) {
    test(`embed at ${w}x${h}, controls=${controls}: no scrollbars, square board that fits`, async ({ page }) => {
      await page.setViewportSize({ width: w, height: h });
      await gotoApp(page, `${SEED}&embed=1&controls=${controls}`);
      const g = await geometry(page);
      expectFits(g, `${w}x${h}`);
      // The board is as large as the smaller side allows (labels and bar aside).
      const bar = controls === 'none' ? 0 : (await page.locator('.embed-bar').boundingBox()).height;
      const room = Math.min(w, h - bar);
      expect(g.board.w, `board side at ${w}x${h}`).toBeGreaterThan(room - 60);
      if (w === 280 && controls === 'full') await screenshot(page, 'embed-280-full');
      if (w === 1000 && h === 437) await screenshot(page, `embed-1000x437-${controls}`);
    });
  }
}

test('controls=full, minimal and none show the right buttons', async ({ page }) => {
  await page.setViewportSize({ width: 480, height: 540 });
  await gotoApp(page, `${SEED}&embed=1`);
  for (const name of ['First frame', 'Step back', 'Play', 'Step forward', 'Last frame']) {
    await expect(page.getByRole('button', { name, exact: true })).toBeVisible();
  }
  await expect(page.getByRole('slider', { name: 'Frame' })).toBeVisible();
  await expect(page.locator('#frame-counter')).toHaveText(/^Frame 1 \/ \d+$/);
  const open = page.getByRole('link', { name: 'Open in fillscope' });
  await expect(open).toBeVisible();
  const href = await open.getAttribute('href');
  expect(href).toContain('alg=westcott');
  expect(href).not.toContain('embed=');

  await gotoApp(page, `${SEED}&embed=1&controls=minimal`);
  await expect(page.getByRole('button', { name: 'Play' })).toBeVisible();
  await expect(page.locator('#frame-counter')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Step forward' })).toHaveCount(0);
  await expect(page.getByRole('slider')).toHaveCount(0);

  await gotoApp(page, `${SEED}&embed=1&controls=none`);
  await expect(page.getByRole('button')).toHaveCount(0);
  await expect(page.locator('#frame-counter')).toHaveCount(0);
  // Keys still drive it.
  await page.mouse.click(2, 2);
  await page.keyboard.press('End');
  await expect.poll(() => page.evaluate(() => location.search)).toMatch(/frame=\d+/);
});

test('theme=dark, bg=transparent and bg=colour', async ({ page }) => {
  await gotoApp(page, `${SEED}&embed=1&theme=dark`);
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  const dark = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  await gotoApp(page, `${SEED}&embed=1&theme=light`);
  const light = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  expect(light).toBe('rgb(255, 255, 255)');
  expect(dark).not.toBe(light);
  await gotoApp(page, `${SEED}&embed=1&bg=transparent`);
  expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe('rgba(0, 0, 0, 0)');
  await gotoApp(page, `${SEED}&embed=1&bg=%23336699`);
  expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe('rgb(51, 102, 153)');
  // Anything else is refused with a notice and the theme's background stays.
  await gotoApp(page, `${SEED}&embed=1&theme=light&bg=red;background:url(x)`);
  await expect(page.locator('#notice')).toContainText('bg=');
  expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe('rgb(255, 255, 255)');
});

test('theme=auto follows prefers-color-scheme', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await gotoApp(page, `${SEED}&embed=1`);
  const darkBg = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  expect(darkBg).not.toBe('rgb(255, 255, 255)');
  await page.emulateMedia({ colorScheme: 'light' });
  expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe('rgb(255, 255, 255)');
});

test('autoplay plays to the end and stops; with loop it starts over', async ({ page }) => {
  await gotoApp(page, `${SEED}&embed=1&autoplay=1&speed=30`);
  const [, n] = await frameCounter(page);
  await expect(page.locator('#frame-counter')).toHaveText(`Frame ${n} / ${n}`, { timeout: 10_000 });
  await expect(page.getByRole('button', { name: 'Play' })).toBeVisible();
  await page.waitForTimeout(300);
  expect((await frameCounter(page))[0]).toBe(n);

  await gotoApp(page, `${SEED}&embed=1&autoplay=1&loop=1&speed=30`);
  const seen = new Set();
  await expect
    .poll(async () => {
      const [k] = await frameCounter(page);
      // Wrapped: saw the last frame, then an early one again.
      if (seen.has(n) && k < n / 2) return 'wrapped';
      seen.add(k);
      return k;
    }, { timeout: 10_000, intervals: [20] })
    .toBe('wrapped');
  await expect(page.getByRole('button', { name: 'Pause' })).toBeVisible();
  // Without autoplay nothing moves.
  await gotoApp(page, `${SEED}&embed=1&loop=1&speed=30`);
  await page.waitForTimeout(400);
  expect((await frameCounter(page))[0]).toBe(1);
  // A reader who asked for less motion gets no autoplay: Play starts it,
  // Space too, from the (read-only) board of an embed without controls.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await gotoApp(page, `${SEED}&embed=1&autoplay=1&loop=1&speed=30&frame=0`);
  await page.waitForTimeout(400);
  expect((await frameCounter(page))[0]).toBe(1);
  await page.getByRole('button', { name: 'Play' }).click();
  await expect(page.getByRole('button', { name: 'Pause' })).toBeVisible();
  await gotoApp(page, `${SEED}&embed=1&autoplay=1&loop=1&speed=30&frame=0&controls=none`);
  const still = await boardNames(page);
  await page.waitForTimeout(300);
  expect(await boardNames(page)).toEqual(still);
  await page.locator('#board [role=gridcell]').first().focus();
  await page.keyboard.press(' ');
  await expect.poll(() => boardNames(page), { timeout: 5_000 }).not.toEqual(still);
});

test('the Embed dialog shows a snippet for the current state; Escape closes it', async ({ page, context, baseURL }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  await gotoApp(page, `${SEED}&blk=0x1c00000000`);
  await page.getByRole('button', { name: 'Step forward' }).click();
  const opener = page.getByRole('button', { name: 'Embed', exact: true });
  await opener.click();
  const dialog = page.getByRole('dialog', { name: 'Embed this board' });
  await expect(dialog).toBeVisible();
  // Opened, the focus is on its first control.
  await expect(page.getByLabel('Width')).toBeFocused();
  await page.getByLabel('Width').selectOption('640');
  await page.getByLabel('Controls').selectOption('minimal');
  await page.getByLabel('Embed theme').selectOption('dark');
  await page.getByLabel('Autoplay').check();
  await page.getByLabel('Loop').check();
  const code = page.getByRole('textbox', { name: 'Embed code' });
  const snippet = await code.inputValue();
  expect(snippet).toMatch(/^<iframe src="http:\/\/127\.0\.0\.1:\d+\/\?alg=westcott&amp;.*" width="640" height="\d+" title="fillscope: [^"]+"/);
  for (const part of ['embed=1', 'theme=dark', 'controls=minimal', 'autoplay=1', 'loop=1', 'frame=1', 'blk=0x1c00000000']) {
    expect(snippet).toContain(part);
  }
  await screenshot(page, 'embed-dialog');
  await dialog.getByRole('button', { name: 'Copy code' }).click();
  await expect(dialog.getByRole('status')).toHaveText('Code copied');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(snippet);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
  // Opened again, it keeps the choices.
  await opener.click();
  await expect(page.getByLabel('Width')).toHaveValue('640');
  await expect(page.getByLabel('Controls')).toHaveValue('minimal');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // The snippet's address opens the embed it describes.
  const src = /src="([^"]+)"/.exec(snippet)[1].replaceAll('&amp;', '&');
  const names = await boardNames(page);
  const [k] = await counter(page);
  const embed = await newAppPage(context);
  await embed.setViewportSize({ width: 640, height: Number(/height="(\d+)"/.exec(snippet)[1]) });
  await embed.emulateMedia({ reducedMotion: 'reduce' });
  await gotoApp(embed, src.replace('autoplay=1', 'autoplay=0'));
  expect(await boardNames(embed)).toEqual(names);
  expect((await frameCounter(embed))[0]).toBe(k);
  expectFits(await geometry(embed), 'snippet size');
  await embed.close();
});

// Authors embed a quiz or a comparison from the page, as they do a board.
test('the Quiz and Compare modes have the Share panel: their embed snippet opens the same mode', async ({ page }) => {
  const titles = {
    quiz: 'fillscope: a quiz on All shortest paths (Westcott)',
    compare: 'fillscope: two runs compared, All shortest paths (Westcott) first',
  };
  for (const [mode, want] of [['quiz', 'mode=quiz'], ['compare', 'mode=compare']]) {
    await gotoApp(page, `${SEED}&mode=${mode}`);
    await page.getByRole('button', { name: 'Embed', exact: true }).click();
    const snippet = await page.getByRole('textbox', { name: 'Embed code' }).inputValue();
    expect(snippet).toContain(want);
    // Its title says what the frame holds, for a screen reader's list of frames.
    expect(snippet).toContain(`title="${titles[mode]}"`);
    expect(snippet).toContain('embed=1');
    await page.keyboard.press('Escape');
    const src = snippet.match(/src="([^"]+)"/)[1].replaceAll('&amp;', '&');
    await gotoApp(page, src.slice(src.indexOf('?')));
    await expect(page.locator('[role=tablist]')).toHaveCount(0);
    if (mode === 'quiz') await expect(page.locator('#quiz-prompt')).toContainText('Question 1 of');
    else await expect(page.locator('.compare-boards [role=grid]')).toHaveCount(3);
  }
});

// A notice in a small embed takes one line above the board, which gives
// up that much, until the reader opens it; it covers none of the board, and
// the whole text is in the alert.
test('a notice in a 320x240 embed takes one line until opened', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 240 });
  await gotoApp(page, `${SEED}&embed=1&frame=999&dst=a1`);
  const notice = page.locator('#notice');
  await expect(notice).toContainText('frame=999 is past the last frame');
  await expect(notice).toContainText('ignored dst=a1');
  const closed = await notice.boundingBox();
  expect(closed.height).toBeLessThan(40);
  const board = await page.locator('#board').boundingBox();
  expect(board.y).toBeGreaterThanOrEqual(closed.y + closed.height);
  expect(board.height).toBeGreaterThan(100);
  await notice.locator('summary').click();
  const open = await notice.boundingBox();
  expect(open.height).toBeGreaterThan(closed.height + 20);
  await notice.getByRole('button', { name: 'Dismiss' }).click();
  await expect(notice).toHaveCount(0);
});

// bg=transparent shows the host page behind a dark embed (a dark colour
// scheme in a frame on a light page used to get an opaque black backdrop).
test('a dark embed with bg=transparent shows the host page behind it', async ({ page }) => {
  await page.goto('/__fixtures/transparent.html');
  const f = page.frameLocator('#dark');
  await expect(f.getByRole('grid', { name: 'Board' })).toBeVisible({ timeout: 20_000 });
  await expect(f.locator('html')).toHaveAttribute('data-theme', 'dark');
  const box = await page.locator('#dark').boundingBox();
  const shot = await page.screenshot({ clip: { x: box.x + 2, y: box.y + 2, width: 2, height: 2 } });
  // The top left corner of the frame, outside the board: the host's green
  // (the screenshot's pixel, decoded by the browser).
  const rgb = await page.evaluate(async (b64) => {
    const bytes = Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));
    const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/png' }));
    const ctx = new OffscreenCanvas(bitmap.width, bitmap.height).getContext('2d');
    ctx.drawImage(bitmap, 0, 0);
    return [...ctx.getImageData(0, 0, 1, 1).data.slice(0, 3)];
  }, shot.toString('base64'));
  expect(rgb).toEqual([0xc8, 0xf0, 0xc8]);
});

// The dialog's height for each mode, controls and width shows the board
// whole: a page of the snippet's size has no scrollbar, and its board is as
// large as the width allows (Play and Quiz: the width less the labels;
// Compare: its three boards side by side at 800 px, or one board at a
// time under its switch at 320 px and beside it at 480 and 640 px).
test('the Embed dialog sizes the snippet to its mode: the board shows whole, nothing scrolls', async ({ page, context }) => {
  await page.setViewportSize({ width: 1280, height: 1000 });
  const embed = await newAppPage(context);
  for (const mode of ['play', 'quiz', 'compare']) {
    // Compare at frame 4, where its difference caption takes three lines at 480 px.
    const frame = mode === 'compare' ? '&frame=4' : '';
    await gotoApp(page, `${SEED}&blk=0x1c00000000&mode=${mode}${frame}`);
    await page.getByRole('button', { name: 'Embed', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Embed this board' });
    await expect(dialog).toBeVisible();
    const cases = [['full', 320], ['full', 480], ['full', 640], ['full', 800], ['minimal', 320], ['none', 640]];
    // Every mode is offered every width (a narrow Compare embed shows one
    // board at a time).
    const offered = ['320', '480', '640', '800'];
    expect(await page.getByLabel('Width').locator('option').evaluateAll((os) => os.map((o) => o.value))).toEqual(offered);
    for (const [controls, width] of cases) {
      if (!offered.includes(String(width))) continue;
      // A quiz embed has its own buttons: no Controls choice.
      if (mode === 'quiz') {
        await expect(page.getByLabel('Controls')).toHaveCount(0);
        if (controls !== 'full') continue;
      } else {
        await page.getByLabel('Controls').selectOption(controls);
      }
      await page.getByLabel('Width').selectOption(String(width));
      const snippet = await page.getByRole('textbox', { name: 'Embed code' }).inputValue();
      const height = Number(/height="(\d+)"/.exec(snippet)[1]);
      expect(Number(/width="(\d+)"/.exec(snippet)[1])).toBe(width);
      await expect(page.getByLabel('Height (px)')).toHaveValue(String(height));
      const src = /src="([^"]+)"/.exec(snippet)[1].replaceAll('&amp;', '&');
      await embed.setViewportSize({ width, height });
      await gotoApp(embed, src);
      const label = `${mode}, ${controls}, ${width}x${height}`;
      const geo = await embed.evaluate(() => {
        const d = document.documentElement;
        const g = document.querySelector('[role=grid]').getBoundingClientRect();
        return { scrollH: d.scrollHeight, clientH: d.clientHeight, scrollW: d.scrollWidth, clientW: d.clientWidth, side: g.width, bottom: g.bottom };
      });
      expect(geo.scrollH, `${label}: no vertical scrollbar`).toBeLessThanOrEqual(geo.clientH);
      expect(geo.scrollW, `${label}: no horizontal scrollbar`).toBeLessThanOrEqual(geo.clientW);
      expect(geo.bottom, `${label}: the board inside`).toBeLessThanOrEqual(height + 0.5);
      // (Compare's one board under its switch at 320 px, beside the
      // switch's 13rem column at 480 and 640 px, its three side by side
      // from 655 px, 727 px on the 9x9 board.)
      const least = mode === 'compare' ? (width === 320 ? width - 64 : width < 727 ? width - 210 : (width - 90) / 3) : width - 32;
      expect(geo.side, `${label}: the board's side`).toBeGreaterThanOrEqual(least);
      // Compare's captions under its boards, where shown, show whole.
      const cut = await embed.locator('.run-caption').evaluateAll((ps) =>
        ps.filter((p) => getComputedStyle(p).display !== 'none' && p.scrollHeight > p.clientHeight + 1).map((p) => p.textContent),
      );
      expect(cut, `${label}: captions cut short`).toEqual([]);
    }
    // A typed height is the snippet's until the width changes.
    await page.getByLabel('Height (px)').fill('700');
    await page.getByLabel('Height (px)').press('Tab');
    await expect(page.getByRole('textbox', { name: 'Embed code' })).toHaveValue(/height="700"/);
    await page.getByLabel('Width').selectOption('320');
    await expect(page.getByRole('textbox', { name: 'Embed code' })).not.toHaveValue(/height="700"/);
    // A height that is no whole number of px in range is made one, and says so.
    for (const [typed, kept] of [['400.7', 401], ['-50', 100], ['1e3', 1000]]) {
      await page.getByLabel('Height (px)').fill(typed);
      await page.getByLabel('Height (px)').press('Tab');
      await expect(page.getByRole('textbox', { name: 'Embed code' })).toHaveValue(new RegExp(`height="${kept}"`));
      if (typed === '1e3') await expect(page.locator('#embed-height-note')).toHaveCount(0);
      else await expect(page.locator('#embed-height-note')).toHaveText(`The height is ${kept} px: whole pixels, from 100 to 2000.`);
    }
    // Text the browser cannot read as a number reaches the page as nothing:
    // the dialog says so rather than keep quiet.
    await page.getByLabel('Height (px)').fill('');
    await page.getByLabel('Height (px)').pressSequentially('3e');
    await page.getByLabel('Height (px)').press('Tab');
    await expect(page.locator('#embed-height-note')).toHaveText('That is no number: the suggested height is used.');
    await page.getByLabel('Height (px)').fill('');
    await page.getByLabel('Height (px)').press('Tab');
    // Background and speed go into the snippet's address; a transparent
    // background with the reader's own theme gets a word of advice.
    await expect(page.locator('#embed-transparent-auto')).toHaveCount(0);
    await page.getByLabel('Background').selectOption('transparent');
    await expect(page.locator('#embed-transparent-auto')).toContainText('pick the light or dark theme that matches your page');
    await page.getByLabel('Embed speed').selectOption('800');
    const snippet = await page.getByRole('textbox', { name: 'Embed code' }).inputValue();
    expect(snippet).toContain('bg=transparent');
    expect(snippet).toContain('speed=8');
    // The preview shows the embed itself, at the snippet's address; it takes
    // no focus or clicks (inert), so Tab and Escape stay the dialog's.
    await expect(page.locator('.embed-preview')).toHaveAttribute('inert');
    const preview = page.frameLocator('iframe[title="Preview of the embed"]');
    await expect(preview.getByRole('grid').first()).toBeVisible({ timeout: 20_000 });
    expect(await page.locator('iframe[title="Preview of the embed"]').getAttribute('src')).toBe(
      /src="([^"]+)"/.exec(snippet)[1].replaceAll('&amp;', '&'),
    );
    await screenshot(page, `embed-dialog-${mode}`);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    // Closed, the preview is gone.
    await expect(page.locator('iframe[title="Preview of the embed"]')).toHaveCount(0);
  }
  await embed.close();
});

// A mode that runs on the 8x8 board only, embedded from the 9x9 board:
// the dialog says what the embed will show, and the embed says why. (The
// Compare mode works on the 9x9 board: compare-nine.spec.mjs.)
test('a Log embed of a 9x9 board shows the 9x9 board (log-nine.spec.mjs: its values)', async ({ page }) => {
  await gotoApp(page, '?alg=bfs&board=9x9&src=a1&tgt=i9&mode=log&embed=1');
  await expect(page.locator('#nine-elsewhere')).toHaveCount(0);
  await expect(page.getByRole('gridcell')).toHaveCount(81);
});

// The snippet as the dialog gives it, pasted into a phone's page narrower
// than the iframe: the iframe shrinks to the page and keeps its
// proportions, the page does not scroll sideways, and the whole board
// shows in it.
test('the snippet shrinks to a phone page and the board shows whole', async ({ page, context, baseURL }) => {
  await gotoApp(page, `${SEED}&blk=0x1c00000000`);
  await page.getByRole('button', { name: 'Embed', exact: true }).click();
  await page.getByLabel('Width').selectOption('480');
  const snippet = await page.getByRole('textbox', { name: 'Embed code' }).inputValue();
  expect(snippet).toContain('style="border:0;max-width:100%;height:auto;aspect-ratio:480/');
  const phone = await context.newPage();
  await phone.setViewportSize({ width: 375, height: 667 });
  const host = new URL('/__host/phone.html', baseURL).href;
  await phone.route(host, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><meta name="viewport" content="width=device-width"><body style="margin:8px"><p>A post.</p>${snippet}<p>More of the post.</p></body>`,
    }),
  );
  await phone.goto(host);
  const frame = phone.frameLocator('iframe');
  await expect(frame.getByRole('grid', { name: 'Board' })).toBeVisible({ timeout: 20_000 });
  const page_ = await phone.evaluate(() => ({ scrollW: document.documentElement.scrollWidth, w: innerWidth }));
  expect(page_.scrollW, 'the host page does not scroll sideways').toBeLessThanOrEqual(page_.w);
  const box = await phone.locator('iframe').boundingBox();
  const [w, h] = [480, Number(/height="(\d+)"/.exec(snippet)[1])];
  expect(box.width).toBeCloseTo(375 - 16, 0);
  expect(box.height / box.width, 'the snippet\'s proportions').toBeCloseTo(h / w, 2);
  const inside = phone.frames().find((f) => f !== phone.mainFrame());
  const geo = await geometry(inside);
  expectFits(geo, 'the phone embed');
  expect(geo.board.w, 'the board takes most of the width').toBeGreaterThan(box.width * 0.75);
  await phone.screenshot({ path: 'tests/artifacts/embed-phone-375.png' });
  await phone.close();
});

// A teacher embeds a lesson as an author embeds a board: from the Lesson
// tab, at a height that shows the board whole beside the built-in lessons'
// step texts.
test('the Lesson tab embeds its lesson: the snippet opens it, sized to show the board whole', async ({ page, context }) => {
  await page.setViewportSize({ width: 1280, height: 1000 });
  const embed = await newAppPage(context);
  for (const lesson of ['king-paths', 'occluded-attacks', 'bfs-voronoi']) {
    await gotoApp(page, `?mode=lesson&lesson=${lesson}`);
    const opener = page.getByRole('button', { name: 'Embed lesson' });
    await expect(opener).toBeEnabled({ timeout: 20_000 });
    await opener.click();
    const dialog = page.getByRole('dialog', { name: 'Embed this lesson' });
    await expect(dialog).toBeVisible();
    for (const width of [320, 480, 640, 800]) {
      await page.getByLabel('Width').selectOption(String(width));
      const snippet = await page.getByRole('textbox', { name: 'Embed code' }).inputValue();
      expect(snippet).toContain('mode=lesson');
      expect(snippet).toContain(`lesson=${lesson}`);
      // The iframe is named after the lesson.
      expect(snippet).toMatch(/ title="fillscope: the lesson [^"]+"/);
      const height = Number(/height="(\d+)"/.exec(snippet)[1]);
      const src = /src="([^"]+)"/.exec(snippet)[1].replaceAll('&amp;', '&');
      await embed.setViewportSize({ width, height });
      await gotoApp(embed, src);
      await expect(embed.locator('[role=grid] [role=gridcell]').first()).toBeVisible({ timeout: 20_000 });
      // The lesson's text comes from the worker: measured once it is there.
      await expect(embed.getByRole('button', { name: /Next|Back/ }).first()).toBeVisible({ timeout: 20_000 });
      const least = width >= 800 ? (width - 32) * 0.8 : width - 32;
      await expect
        .poll(() => embed.evaluate(() => document.querySelector('[role=grid]').getBoundingClientRect().width), { timeout: 10_000 })
        .toBeGreaterThanOrEqual(least);
      const geo = await embed.evaluate(() => {
        const d = document.documentElement;
        const g = document.querySelector('[role=grid]').getBoundingClientRect();
        return { scrollH: d.scrollHeight, clientH: d.clientHeight, side: g.width, bottom: g.bottom };
      });
      const label = `${lesson} ${width}x${height}`;
      expect(geo.scrollH, `${label}: no vertical scrollbar`).toBeLessThanOrEqual(geo.clientH);
      expect(geo.bottom, `${label}: the board inside`).toBeLessThanOrEqual(height + 0.5);
      // As large as the width allows (at 800 px the occluded-fill
      // lesson's text takes more height than the board gives up: within a
      // fifth there).
      expect(geo.side, `${label}: the board's side`).toBeGreaterThanOrEqual(least);
    }
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  }
  await screenshot(embed, 'lesson-embed-snippet');
  await embed.close();
});

test('an embed has one heading naming its fill, for moving through the page by headings', async ({ page }) => {
  await gotoApp(page, `./${SEED}&embed=1`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('fillscope: All shortest paths (Westcott)');
  await expect(page.getByRole('heading')).toHaveCount(1);
  // Read by a screen reader only: it takes no room from the board.
  const box = await page.getByRole('heading', { level: 1 }).boundingBox();
  expect(box.width * box.height).toBeLessThanOrEqual(1);
  await gotoApp(page, `./${SEED}&embed=1&mode=quiz`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('fillscope: a quiz on All shortest paths (Westcott)');
  await gotoApp(page, `./${SEED}&embed=1&mode=compare&vs=moshammer`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^fillscope: All shortest paths \(Westcott\) and All shortest paths \(Moshammer.*compared$/);
  // A lesson's heading is its own title, once.
  await gotoApp(page, './?embed=1&mode=lesson&lesson=occluded-attacks');
  await expect(page.locator('.lesson-title')).not.toBeEmpty({ timeout: 20_000 });
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
});

// The Embed dialog starts from the page's theme: an author who picked dark
// got an embed that followed each reader's system.
test('the Embed dialog starts with the theme the page shows', async ({ page }) => {
  await gotoApp(page, `${SEED}&theme=dark`);
  await page.getByRole('button', { name: 'Embed', exact: true }).click();
  await expect(page.getByLabel('Embed theme')).toHaveValue('dark');
  expect(await page.getByRole('textbox', { name: 'Embed code' }).inputValue()).toContain('theme=dark');
});

// A narrow Compare embed shows one board at a time under its A / B /
// Difference switch: the dialog offers it at every width and lets the
// author pick the board it opens on (`pane=`), which the embed then shows.
test('a narrow Compare embed opens on the board its author picked in the Embed dialog', async ({ page, context }) => {
  await gotoApp(page, `${SEED}&mode=compare&frame=2`);
  await page.getByRole('button', { name: 'Embed', exact: true }).click();
  const code = page.getByRole('textbox', { name: 'Embed code' });
  const src = async () => /src="([^"]+)"/.exec(await code.inputValue())[1].replaceAll('&amp;', '&');
  await page.getByLabel('Width').selectOption('320');
  await expect(code).toHaveValue(/width="320"/);
  const board = page.getByLabel('Board shown first');
  expect(await board.locator('option').allTextContents()).toEqual(['A', 'B', 'Difference']);
  await expect(board).toHaveValue('a');
  expect(await src()).not.toContain('pane=');
  const embed = await newAppPage(context);
  for (const [pick, value, side] of [['B', 'b', 'b'], ['Difference', 'diff', 'diff'], ['A', 'a', 'a']]) {
    await board.selectOption({ label: pick });
    const link = await src();
    if (value === 'a') expect(link).not.toContain('pane=');
    else expect(link).toContain(`pane=${value}`);
    await embed.setViewportSize({ width: 320, height: Number(/height="(\d+)"/.exec(await code.inputValue())[1]) });
    await gotoApp(embed, link);
    const switched = embed.getByRole('group', { name: 'Board on show' });
    await expect(switched.getByRole('button', { name: pick, exact: true })).toHaveAttribute('aria-pressed', 'true');
    // That board alone is on show.
    await expect(embed.getByRole('grid')).toHaveCount(1);
    await expect(embed.locator(`#board-${side}`)).toBeVisible();
  }
  await embed.close();
  // Another mode's embed carries no pane, and has no such choice.
  await page.keyboard.press('Escape');
  await gotoApp(page, `${SEED}&mode=quiz`);
  await page.getByRole('button', { name: 'Embed', exact: true }).click();
  await expect(page.getByLabel('Board shown first')).toHaveCount(0);
  await expect(code).not.toHaveValue(/pane=/);
});

// A Compare embed as an author pastes it, at each width the Embed dialog
// offers, on the 8x8 and the 9x9 board: every board on show has squares
// of 24 px or more (a layer's digit, 0.42 of a square, 10 px), the frame
// does not scroll, and where one board shows, the switch that picks it is
// there and lies beside or above the board, not over it. (A 480 px frame
// showed three boards of 17 px squares, 15 px on the 9x9 board; the
// Difference button lay over the board at 440x380.)
test('a Compare embed at every width the dialog offers shows squares of 24 px or more, and the switch clear of the board', async ({ page, context, baseURL }) => {
  test.setTimeout(180_000);
  const host = await context.newPage();
  const inFrame = () =>
    host.frames()[1].evaluate(() => {
      const d = document.documentElement;
      const box = (e) => e.getBoundingClientRect();
      const grids = [...document.querySelectorAll('[role=grid]')].filter((g) => g.getClientRects().length);
      const sw = document.querySelector('.compare-switch');
      const shown = sw && getComputedStyle(sw).display !== 'none' ? box(sw) : null;
      return {
        scroll: [d.scrollWidth, d.clientWidth, d.scrollHeight, d.clientHeight],
        squares: grids.map((g) => box(g.querySelector('[role=gridcell]')).width),
        // The board with its rank and file labels.
        wraps: grids.map((g) => { const r = box(g.closest('.board-wrap')); return [r.left, r.top, r.right, r.bottom]; }),
        switch: shown && [shown.left, shown.top, shown.right, shown.bottom],
      };
    });
  const check = async (label) => {
    const m = await inFrame();
    const [sw, cw, sh, ch] = m.scroll;
    expect(sw, `${label}: no horizontal scrollbar`).toBeLessThanOrEqual(cw);
    expect(sh, `${label}: no vertical scrollbar`).toBeLessThanOrEqual(ch);
    expect([1, 3], `${label}: boards on show`).toContain(m.squares.length);
    for (const side of m.squares) expect(side, `${label}: a square's side`).toBeGreaterThanOrEqual(24);
    if (m.squares.length === 1) {
      expect(m.switch, `${label}: the A / B / Difference switch`).not.toBeNull();
      const [l, t, r, b] = m.switch;
      const [bl, bt, br, bb] = m.wraps[0];
      const clear = r <= bl + 0.5 || b <= bt + 0.5 || l >= br - 0.5 || t >= bb - 0.5;
      expect(clear, `${label}: the switch ${m.switch} clear of the board ${m.wraps[0]}`).toBe(true);
    } else {
      expect(m.switch, `${label}: no switch beside three boards`).toBeNull();
    }
    return m;
  };
  const show = async (snippet, label) => {
    const url = new URL(`/__host/${label.replace(/\W+/g, '-')}.html`, baseURL).href;
    await host.route(url, (route) =>
      route.fulfill({ contentType: 'text/html', body: `<!doctype html><body style="margin:8px"><p>A post.</p>${snippet}<p>More of the post.</p></body>` }),
    );
    await host.goto(url);
    await expect(host.frameLocator('iframe').getByRole('grid').first()).toBeAttached({ timeout: 20_000 });
    await expect.poll(async () => (await inFrame()).squares.length, { timeout: 20_000 }).toBeGreaterThan(0);
  };
  for (const [board, link] of [['8x8', `${SEED}&blk=0x1c00000000&mode=compare&frame=4`], ['9x9', '?alg=bfs&board=9x9&src=e1&tgt=e9&mode=compare&frame=3']]) {
    await gotoApp(page, link);
    await page.getByRole('button', { name: 'Embed', exact: true }).click();
    const code = page.getByRole('textbox', { name: 'Embed code' });
    for (const width of [320, 480, 640, 800]) {
      await page.getByLabel('Width').selectOption(String(width));
      await expect(code).toHaveValue(new RegExp(`width="${width}"`));
      const snippet = await code.inputValue();
      const height = Number(/height="(\d+)"/.exec(snippet)[1]);
      await host.setViewportSize({ width: width + 40, height: height + 120 });
      await show(snippet, `${board} ${width}`);
      const m = await check(`${board}, ${width}x${height}`);
      if (width === 480) await host.screenshot({ path: `tests/artifacts/compare-embed-${board}-480.png` });
      // The switch picks each board, all of readable squares.
      if (m.squares.length === 1) {
        for (const name of ['B', 'Difference']) {
          await host.frameLocator('iframe').getByRole('button', { name, exact: true }).click();
          await check(`${board}, ${width}x${height}, ${name}`);
        }
      }
    }
    await page.keyboard.press('Escape');
  }
  // A frame of the author's own size, where the board beside the switch
  // is as large as the width allows (its column was 10rem, narrower than
  // the switch).
  const src = new URL(`${SEED}&blk=0x1c00000000&mode=compare&frame=4&embed=1&pane=diff`, baseURL).href.replaceAll('&', '&amp;');
  await host.setViewportSize({ width: 480, height: 500 });
  await show(`<iframe src="${src}" width="440" height="380" title="fillscope"></iframe>`, 'own size');
  await check('440x380');
  await host.close();
});
