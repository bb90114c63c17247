// Links: the whole state lives in the URL. A link reproduces the state, the
// address bar follows every change, Copy link copies a URL that reproduces
// it, a link beats LocalStorage, and broken links degrade with a notice.
import { test, expect, gotoApp, screenshot } from './harness.mjs';
import { newAppPage } from './embed-helpers.mjs';
import { cell, tool, boardNames, counter, cliJson, expectBoardShows } from './app-helpers.mjs';

test.describe.configure({ timeout: 90_000 });

// BFS from a1 to h8 around blockers on the c file and f file, a wall north
// of e4 and a wall east of b1, at frame 5 (0-based), dark theme.
const BLK = 0x20202004040404n;
const OPEN = ~BLK & 0xffffffffffffffffn;
const LINK = `?alg=bfs&src=0x1&tgt=0x8000000000000000&blk=0x${BLK.toString(16)}&wn=0x10000000&we=0x2&frame=5&theme=dark`;

test('a link with a non-default state reproduces it exactly', async ({ page }) => {
  await gotoApp(page, LINK);
  const trace = cliJson([
    'bfs', '--from', 'a1', '--to', 'h8', '--open', `0x${OPEN.toString(16)}`,
    '--walls-north', '0x10000000', '--walls-east', '0x2', '--trace',
  ]);
  expect(trace.frames.length).toBeGreaterThan(6);
  await expect(page.getByLabel('Algorithm')).toHaveValue('bfs');
  expect(await counter(page)).toEqual([6, trace.frames.length]);
  await expectBoardShows(page, trace.frames[5], { sources: ['a1'], targets: ['h8'] });
  // Walls are part of the names too.
  await expect(cell(page, 'e4')).toHaveAccessibleName(/wall north/);
  await expect(cell(page, 'e5')).toHaveAccessibleName(/wall south/);
  await expect(cell(page, 'b1')).toHaveAccessibleName(/wall east/);
  await expect(cell(page, 'c3')).toHaveAccessibleName(/blocker/);
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(page.getByLabel('Theme', { exact: true })).toHaveValue('dark');
  const bg = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  expect(bg, 'dark theme background').not.toBe('rgb(255, 255, 255)');
  await expect(page.locator('#notice')).toHaveCount(0);
  // The address bar keeps the same state (to_query's canonical order).
  await expect.poll(() => page.evaluate(() => location.search)).toBe(LINK);
  await screenshot(page, 'link-bfs-dark');
});

test('editing updates the URL; reloading that URL restores the state', async ({ page }) => {
  await gotoApp(page, '?alg=westcott&src=0x10000000&tgt=0x8000000000000001');
  await tool(page, 'Blocker');
  await cell(page, 'c5').click();
  await cell(page, 'd5').click();
  await expect.poll(() => page.evaluate(() => location.search)).toContain('blk=0x' + ((1n << 34n) | (1n << 35n)).toString(16));
  await page.getByLabel('Algorithm').selectOption('moshammer');
  await page.getByRole('button', { name: 'Step forward' }).click();
  await page.getByRole('button', { name: 'Step forward' }).click();
  await page.getByLabel('Theme', { exact: true }).selectOption('dark');
  // The address bar is written 120 ms after the last change: wait for all of it.
  await expect.poll(() => page.evaluate(() => location.search)).toMatch(/frame=2.*theme=dark|theme=dark.*frame=2/);
  const url = page.url();
  expect(url).toContain('alg=moshammer');
  expect(url).toContain('theme=dark');
  const names = await boardNames(page);
  const shown = await counter(page);

  // A fresh page (no LocalStorage from this one matters: the link wins).
  const other = await newAppPage(page.context());
  await other.addInitScript(() => localStorage.clear());
  await gotoApp(other, url);
  expect(await boardNames(other)).toEqual(names);
  expect(await counter(other)).toEqual(shown);
  await expect(other.getByLabel('Algorithm')).toHaveValue('moshammer');
  await expect(other.locator('html')).toHaveAttribute('data-theme', 'dark');
  await other.close();

  await page.reload();
  await page.waitForFunction(() => window.__fillscopeStarted === true);
  expect(await boardNames(page)).toEqual(names);
  expect(await counter(page)).toEqual(shown);
});

test('a link with parameters wins over LocalStorage; without, storage is used', async ({ page }) => {
  await gotoApp(page, '?alg=connected&src=0x1&tgt=0x80&blk=0x4');
  await page.waitForTimeout(500); // the save runs 300 ms after the last change
  await page.getByRole('button', { name: 'Step forward' }).click();
  await page.waitForTimeout(500);
  const stored = await page.evaluate(() => localStorage.getItem('fillscope.state.v2'));
  expect(stored).toBe('?alg=connected&src=0x1&tgt=0x80&blk=0x4&frame=1');
  // No query: the stored state comes back.
  await gotoApp(page, './');
  await expect(page.getByLabel('Algorithm')).toHaveValue('connected');
  expect(await counter(page)).toEqual([2, expect.any(Number)]);
  await expect.poll(() => page.evaluate(() => location.search)).toBe(stored);
  // A link: it wins.
  await gotoApp(page, '?alg=voronoi&src=0x1&tgt=0x8000000000000000');
  await expect(page.getByLabel('Algorithm')).toHaveValue('voronoi');
  expect((await counter(page))[0]).toBe(1);
});

/** Before the tab's first page: stores `record` as the board this browser
 * keeps (`null`: keeps nothing), once, as a user's earlier visit would. */
async function storeOnce(page, record) {
  await page.addInitScript((record) => {
    if (!sessionStorage.getItem('seeded')) {
      sessionStorage.setItem('seeded', '1');
      if (record === null) localStorage.clear();
      else localStorage.setItem('fillscope.state.v2', record);
    }
  }, record);
}

// A link only looked at, in any mode, does not take the stored board's
// place; nor does a page that was never edited offer a board back.
test('a mode link that is only looked at leaves the stored board alone', async ({ page }) => {
  const mine = '?alg=fill&dir=nort&src=c3&blk=c6&frame=2';
  await storeOnce(page, mine);
  for (const q of ['?mode=quiz', '?mode=log&log=gen%20%3D%200x10', '?alg=bfs&board=9x9&src=a1&tgt=i9']) {
    await gotoApp(page, q);
    await page.waitForTimeout(500);
    expect(await page.evaluate(() => localStorage.getItem('fillscope.state.v2')), q).toBe(mine);
  }
  // A fresh browser, links only looked at: no board of its own to offer.
  const other = await newAppPage(page.context());
  await storeOnce(other, null);
  await gotoApp(other, '?mode=log&log=gen%20%3D%200x10');
  await other.waitForTimeout(500);
  expect(await other.evaluate(() => localStorage.getItem('fillscope.state.v2'))).toBeNull();
  await gotoApp(other, '?alg=connected&src=a1&tgt=h8&mode=lesson&lesson=king-paths');
  await expect(other.locator('#own-board')).toHaveCount(0);
  await other.close();
});

test('a link keeps the board it replaces: the notice offers it back, with its log', async ({ page }) => {
  // The user's own board, and values pasted in the Log tab, saved here.
  const mine = '?alg=fill&dir=nort&src=c3&blk=c6&frame=2&log=gen%20%3D%200x40000';
  await storeOnce(page, mine);
  // A link that is only a theme shows the seed example, not the user's board.
  await gotoApp(page, '?theme=dark');
  const offer = page.locator('#own-board');
  await expect(offer).toHaveText('The board you had in this browser before a link replaced it is kept: open it.');
  await expect(page.getByLabel('Algorithm')).toHaveValue('westcott');
  // An edit here saves the link's board over the user's; the offer stays.
  await cell(page, 'h1').click();
  await page.waitForTimeout(500);
  expect(await page.evaluate(() => localStorage.getItem('fillscope.state.v2'))).not.toBe(mine);
  await page.reload();
  await page.waitForFunction(() => window.__fillscopeStarted === true);
  await expect(offer).toBeVisible();
  await Promise.all([page.waitForURL(/[?&]alg=fill&/), offer.getByRole('link', { name: 'open it' }).click()]);
  await page.waitForFunction(() => window.__fillscopeStarted === true);
  await expect(page.getByLabel('Algorithm')).toHaveValue('fill');
  expect(await boardNames(page)).toEqual(expect.arrayContaining([expect.stringMatching(/^c3, .*source/), expect.stringMatching(/^c6, .*blocker/)]));
  expect((await counter(page))[0]).toBe(3);
  expect(new URL(page.url()).searchParams.get('log')).toBe('gen = 0x40000');
  // Back on the user's board, the link's edited board is the one kept.
  await expect(offer).toBeVisible();
  await page.getByRole('button', { name: 'Dismiss' }).click();
  await expect(page.locator('#notice')).toHaveCount(0);
  await page.waitForTimeout(500);
  await page.reload();
  await page.waitForFunction(() => window.__fillscopeStarted === true);
  await expect(page.locator('#notice')).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('fillscope.own-board.v1'))).toBeNull();
});

test('Copy link copies an absolute URL that reproduces the state', async ({ page, context, baseURL }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  await gotoApp(page, '?alg=westcott&src=0x10000000&tgt=0x8000000000000001&blk=0x1c00000000');
  await page.getByRole('button', { name: 'Step forward' }).click();
  await page.getByRole('button', { name: 'Step forward' }).click();
  await page.getByRole('button', { name: 'Step forward' }).click();
  await page.getByRole('button', { name: 'Copy link' }).click();
  await expect(page.locator('#share-status')).toHaveText('Link copied');
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied.startsWith(baseURL)).toBe(true);
  expect(copied).toContain('frame=3');
  const names = await boardNames(page);
  const other = await newAppPage(context);
  await gotoApp(other, copied);
  expect(await boardNames(other)).toEqual(names);
  expect(await counter(other)).toEqual(await counter(page));
  await other.close();
});

// A teacher writing a lesson shares a board from the Play tab: the link
// and the embed carry the board, not the lesson (its title and texts) nor
// the Compare pick made on the way.
test('Play\'s Copy link and Embed code leave out the lesson and other modes\' picks', async ({ page, context, baseURL }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  const lesson = encodeURIComponent(JSON.stringify({ title: 'Fills for class 5B', steps: [{ text: 'Private notes', link: '?alg=westcott&src=e4&tgt=a1,h8' }] }));
  await gotoApp(page, `?alg=westcott&src=e4&tgt=a1,h8&vs=moshammer&mode=lesson&lesson=${lesson}`);
  await expect(page.locator('#lesson-text')).toContainText('Private notes', { timeout: 20_000 });
  await page.getByRole('tab', { name: 'Play' }).click();
  await expect(page).toHaveURL(/lesson=/);
  await page.getByRole('button', { name: 'Copy link' }).click();
  await expect(page.locator('#share-status')).toHaveText('Link copied');
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  for (const key of ['lesson=', 'vs=', 'mode=']) expect(copied, key).not.toContain(key);
  expect(copied).toContain('alg=westcott');
  await page.getByRole('button', { name: 'Embed', exact: true }).click();
  const snippet = await page.getByRole('textbox', { name: 'Embed code' }).inputValue();
  expect(snippet).toContain('embed=1');
  for (const key of ['lesson=', 'vs=', 'Private']) expect(snippet, key).not.toContain(key);
});

test('without a clipboard or copy command, Copy link selects the link in a read-only field', async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'clipboard', { get: () => undefined, configurable: true });
    Document.prototype.execCommand = () => false;
  });
  await gotoApp(page, '?alg=fill&src=0x1&dir=east');
  await page.getByRole('button', { name: 'Copy link' }).click();
  const field = page.getByRole('textbox', { name: 'Link' });
  await expect(field).toBeVisible();
  await expect(field).toHaveJSProperty('readOnly', true);
  await expect(field).toBeFocused();
  // The link is the state's canonical URL, which the address bar shows once its
  // debounced write (120 ms) has happened.
  const link = await field.inputValue();
  await expect.poll(() => page.url()).toBe(link);
  const selected = await field.evaluate((el) => el.value.slice(el.selectionStart, el.selectionEnd));
  expect(selected).toBe(link);
  await expect(page.locator('#share-status')).toContainText('not available');
});

const BROKEN = [
  // [query, text the notice must contain, what must still hold]
  ['?alg=bfs&src=0xZZ&tgt=h8&blk=0x10', 'src=0xZZ', { alg: 'bfs', names: { h8: /target/, e1: /blocker/ } }],
  ['?alg=westcott&src=e4&tgt=z9', 'tgt=z9', { alg: 'westcott', names: { e4: /source/ } }],
  ['?alg=quantum&src=e4&tgt=a1', 'alg=quantum', { alg: 'westcott', names: { e4: /source/, a1: /target/ } }],
  ['?alg=connected&src=a1&tgt=h8&frame=12abc', 'frame=12abc', { alg: 'connected', names: { h8: /h8/ } }],
  ['?alg=connected&src=a1&tgt=h8&frame=5000&speed=fast', 'speed=fast', { alg: 'connected', names: {}, last: true }],
  ['?alg=westcott&src=e4&tgt=a1&theme=<script>alert(1)</script>', 'theme=', { alg: 'westcott', names: { e4: /source/ } }],
  ['?%%%&&==&alg=moshammer&src=b2&tgt=g7&\u0000junk=1&x', 'junk', { alg: 'moshammer', names: { b2: /source/, g7: /target/ } }],
];

for (const [query, says, keeps] of BROKEN) {
  test(`a broken link keeps what parses and names the rest: ${query.slice(0, 40)}`, async ({ page }) => {
    let dialogs = 0;
    page.on('dialog', (d) => {
      dialogs++;
      d.dismiss();
    });
    await gotoApp(page, query);
    const notice = page.locator('#notice');
    await expect(notice).toBeVisible();
    await expect(notice).toContainText('ignored');
    await expect(notice).toContainText(says);
    // Text, never HTML: no element came out of the link.
    expect(await notice.locator('script, img, iframe').count()).toBe(0);
    expect(dialogs).toBe(0);
    await expect(page.getByLabel('Algorithm')).toHaveValue(keeps.alg);
    for (const [sq, re] of Object.entries(keeps.names)) await expect(cell(page, sq)).toHaveAccessibleName(re);
    // The page still works: stepping and playing.
    const [k, n] = await counter(page);
    if (keeps.last) expect(k, 'a huge frame shows the last one').toBe(n);
    if (n > 1 && k < n) {
      await page.getByRole('button', { name: 'Step forward' }).click();
      expect((await counter(page))[0]).toBe(k + 1);
    }
    await page.getByRole('button', { name: 'Dismiss' }).click();
    await expect(notice).toHaveCount(0);
  });
}

test('a broken link notice looks right', async ({ page }) => {
  await gotoApp(page, '?alg=bfs&src=0xZZ&tgt=h8&theme=<b>bold</b>&frame=-3');
  await expect(page.locator('#notice')).toContainText('<b>bold</b>');
  await screenshot(page, 'link-broken-notice');
});
