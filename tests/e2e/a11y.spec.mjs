// axe-core audits: no serious or critical violations in the full app (seed
// example, several algorithms, the export text open), in embed mode, and in the
// Quiz mode (page and embed, with every kind of quiz mark on the board).
import AxeBuilder from '@axe-core/playwright';
import { test, expect, gotoApp, screenshot } from './harness.mjs';

async function audit(page, what) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const bad = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${what}: ${v.id} (${v.impact}): ${v.help} at ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ')}`);
  const minor = violations.filter((v) => !bad.some((b) => b.includes(` ${v.id} `)));
  if (minor.length) console.log(`AXE minor (${what}): ${minor.map((v) => `${v.id}/${v.impact}`).join(', ')}`);
  console.log(`AXE ${what}: ${violations.length} violations, ${bad.length} serious or critical`);
  for (const b of bad) console.log(`AXE ${b}`);
  return bad;
}

test('the full app has no serious or critical axe violations', async ({ page }) => {
  // Six full-page audits: about 10 s on a quiet machine, more than 30 s under load.
  test.setTimeout(120_000);
  await gotoApp(page);
  const bad = [];
  bad.push(...(await audit(page, 'seed example')));
  await page.getByRole('button', { name: 'Last frame' }).click();
  await page.getByRole('button', { name: 'Frame as text' }).click();
  await expect(page.locator('#export-textarea')).toBeVisible();
  bad.push(...(await audit(page, 'seed, last frame, export text open')));
  const alg = page.getByLabel('Algorithm', { exact: true });
  for (const id of ['connected', 'attacks', 'bfs', 'voronoi']) {
    await alg.selectOption(id);
    for (const name of ['First frame', 'Step forward']) {
      const b = page.getByRole('button', { name });
      if (await b.isEnabled()) await b.click();
    }
    bad.push(...(await audit(page, id)));
  }
  await screenshot(page, 'a11y-voronoi');
  // The lesson's presenter view.
  await gotoApp(page, './?mode=lesson');
  await expect(page.locator('#lesson-counter')).toHaveText(/^Lesson step 1 of/);
  await page.getByRole('button', { name: 'Presenter view (P)' }).click();
  bad.push(...(await audit(page, 'lesson presenter')));
  expect(bad).toEqual([]);
});

test('embed mode has no serious or critical axe violations', async ({ page }) => {
  await gotoApp(page, './?embed=1&controls=full');
  await screenshot(page, 'a11y-embed');
  expect(await audit(page, 'embed')).toEqual([]);
});

test('dark theme has no serious or critical axe violations', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await gotoApp(page);
  await page.getByRole('button', { name: 'Last frame' }).click();
  expect(await audit(page, 'dark')).toEqual([]);
});

test('every mode has no serious or critical axe violations, full page and embed', async ({ page }) => {
  test.setTimeout(120_000);
  const log = encodeURIComponent('sq1 = 0x10000000\nsq2 = 0x8000000000000001\npath = 0xffffffffffffffff\nasp[1] = 0x3828380002\nnothing');
  const bad = [];
  for (const mode of ['compare', 'log', 'lesson']) {
    for (const embed of ['', '&embed=1']) {
      await gotoApp(page, `./?mode=${mode}&log=${log}${embed}`);
      if (mode === 'lesson') await expect(page.locator('#lesson-counter')).toHaveText(/^Lesson step 1 of/);
      await page.getByRole('button', { name: 'Last frame' }).click();
      bad.push(...(await audit(page, `${mode}${embed}`)));
    }
  }
  // The lesson's presenter view.
  await gotoApp(page, './?mode=lesson');
  await expect(page.locator('#lesson-counter')).toHaveText(/^Lesson step 1 of/);
  await page.getByRole('button', { name: 'Presenter view (P)' }).click();
  bad.push(...(await audit(page, 'lesson presenter')));
  expect(bad).toEqual([]);
});

test('the Code mode has no serious or critical axe violations, in the page and in an embed', async ({ page }) => {
  test.setTimeout(120_000);
  const bad = [];
  for (const embed of ['', '&embed=1']) {
    await gotoApp(page, `./?mode=code${embed}`);
    await expect(page.locator('#code-status')).toContainText(' ran ', { timeout: 20_000 });
    await page.getByRole('button', { name: 'First frame' }).click();
    bad.push(...(await audit(page, `code${embed}`)));
  }
  expect(bad).toEqual([]);
});

// A screen reader's list of headings reaches every part: the Play tab's
// setup, and the Code tab's parameters and variables (captions only, before).
test("the Play tab's setup and the Code tab's tables have headings", async ({ page }) => {
  await gotoApp(page, './');
  await expect(page.getByRole('heading', { name: 'Setup', level: 2 })).toHaveCount(1);
  await expect(page.getByRole('region', { name: 'Setup' })).toBeVisible();
  await gotoApp(page, './?mode=code');
  await expect(page.locator('#code-status')).toContainText(' ran ', { timeout: 20_000 });
  await expect(page.getByRole('heading', { name: /^Parameters of eastOccluded$/ })).toBeVisible();
  await expect(page.getByRole('heading', { name: /^Variables at step \d+/ })).toBeVisible();
  await expect(page.getByRole('table', { name: /^Parameters of eastOccluded$/ })).toBeVisible();
});

test('the Quiz mode has no serious or critical axe violations, in the page and in an embed', async ({ page }) => {
  test.setTimeout(120_000);
  await gotoApp(page, './?mode=quiz');
  const bad = [];
  // A guess painted, then checked (every kind of mark on the board), then revealed.
  for (const sq of ['d3', 'e3', 'f3', 'c4']) {
    await page.getByRole('gridcell', { name: new RegExp(`^${sq}(,|$)`) }).click();
  }
  bad.push(...(await audit(page, 'quiz, guess painted')));
  await page.getByRole('button', { name: 'Hint', exact: true }).click();
  await page.getByRole('button', { name: 'Check', exact: true }).click();
  await expect(page.locator('#quiz-status')).toContainText('3 correct, 5 missed, 1 extra');
  bad.push(...(await audit(page, 'quiz, checked')));
  await page.getByRole('button', { name: 'Reveal', exact: true }).click();
  bad.push(...(await audit(page, 'quiz, revealed')));
  await page.emulateMedia({ colorScheme: 'dark' });
  bad.push(...(await audit(page, 'quiz, revealed, dark')));
  await screenshot(page, 'a11y-quiz-dark');
  await gotoApp(page, './?mode=quiz&embed=1');
  await page.getByRole('gridcell', { name: /^d5(,|$)/ }).click();
  await page.getByRole('button', { name: 'Check', exact: true }).click();
  bad.push(...(await audit(page, 'quiz embed, checked')));
  expect(bad).toEqual([]);
});

test('the 9x9 board and Compare with the code or the log as run B have no serious or critical axe violations', async ({ page }) => {
  test.setTimeout(120_000);
  const bad = [];
  for (const embed of ['', '&embed=1']) {
    await gotoApp(page, `./?alg=voronoi&board=9x9&src=a1&tgt=i9&wn=e4${embed}`);
    await expect(page.locator('#board [role=gridcell]')).toHaveCount(81);
    bad.push(...(await audit(page, `9x9${embed}`)));
  }
  await gotoApp(page, './?alg=fill&src=e4&mode=compare&vs=code');
  await expect(page.locator('#board-b-caption')).toContainText('Line', { timeout: 20_000 });
  bad.push(...(await audit(page, 'compare vs=code')));
  await gotoApp(page, './?alg=fill&src=e4&mode=compare&vs=log&log=gen%20%3D%200x10000000');
  await expect(page.locator('#board-b-title')).toContainText('your log');
  bad.push(...(await audit(page, 'compare vs=log')));
  expect(bad).toEqual([]);
});

test('pawns and four Voronoi sides have no serious or critical axe violations, page and embed', async ({ page }) => {
  test.setTimeout(120_000);
  const bad = [];
  for (const embed of ['', '&embed=1']) {
    await gotoApp(page, `./?alg=pawns&white=a2,b3,c4,e4&black=b5,d5,f7&frame=5${embed}`);
    await expect(page.getByRole('gridcell', { name: /^e4, white pawn/ })).toHaveCount(1);
    bad.push(...(await audit(page, `pawns${embed}`)));
    await gotoApp(page, `./?alg=voronoi&src=a1&tgt=h8&sc=a8,d4&sd=h1&frame=7${embed}`);
    await expect(page.getByRole('gridcell', { name: /^d4, side C/ })).toHaveCount(1);
    bad.push(...(await audit(page, `four sides${embed}`)));
  }
  expect(bad).toEqual([]);
});

test('a focused blocker shows the focus ring, which is not the error colour; a refused field reads in the dark theme', async ({ page }) => {
  await gotoApp(page, './?src=e4&tgt=a1,h8&blk=e7&frame=3');
  await page.locator('[data-square=e7]').focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowLeft');
  const ring = await page.locator('[data-square=e7]').evaluate((e) => {
    const s = getComputedStyle(e);
    const err = getComputedStyle(document.documentElement).getPropertyValue('--error').trim();
    return { focused: e.matches(':focus-visible'), style: s.outlineStyle, width: s.outlineWidth, colour: s.outlineColor, err };
  });
  expect(ring.focused).toBe(true);
  expect(ring.style).toBe('solid');
  expect(ring.width).toBe('4px');
  expect(ring.colour).not.toBe('rgb(179, 38, 30)');
  // A refused value in the dark theme: its text keeps its contrast.
  await gotoApp(page, './?src=e4&tgt=a1,h8&theme=dark');
  const sq1 = page.getByLabel('sq1', { exact: true });
  await sq1.fill('0x12G4');
  await sq1.press('Enter');
  await expect(page.locator('.reg-field.invalid')).toHaveCount(1);
  const [fg, bg] = await sq1.evaluate((e) => [getComputedStyle(e).color, getComputedStyle(e).backgroundColor]);
  const lum = (c) => {
    const [r, g, b] = c.match(/\d+/g).slice(0, 3).map((v) => {
      const x = Number(v) / 255;
      return x <= 0.03928 ? x / 12.92 : ((x + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const [hi, lo] = [lum(fg), lum(bg)].sort((a, b) => b - a);
  expect((hi + 0.05) / (lo + 0.05), `${fg} on ${bg}`).toBeGreaterThanOrEqual(4.5);
});
