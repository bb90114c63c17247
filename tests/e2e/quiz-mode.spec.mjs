// The Quiz mode: predict the next frontier of the Play tab's fill. By mouse and
// by keyboard alone in the full page; score, streak, hint, reveal and next; a
// round from a link (board, algorithm and frame range), kept on reload; bad
// range values named in the notice; a quiz embed whose board takes the guess.
import { test, expect, gotoApp, waitForFullApp, screenshot } from './harness.mjs';
import { cell } from './app-helpers.mjs';

test.describe.configure({ timeout: 90_000 });

// The seed example (e4 to a1 and h8, Westcott, king steps): its first
// frontier, asp[1], is the eight king neighbours of e4.
const RING = ['d3', 'e3', 'f3', 'd4', 'f4', 'd5', 'e5', 'f5'];

const tab = (page, name) => page.getByRole('tablist', { name: 'Mode' }).getByRole('tab', { name });
const prompt = (page) => page.locator('#quiz-prompt');
const status = (page) => page.locator('#quiz-status');
const score = (page) => page.locator('#quiz-score');
const button = (page, name) => page.getByRole('button', { name, exact: true });
const labels = (page) =>
  page.locator('#board [role=gridcell]').evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')));
/** The squares whose accessible name ends with `, kind`. */
const marked = async (page, kind) =>
  (await labels(page)).filter((l) => l.endsWith(`, ${kind}`)).map((l) => l.split(',')[0]).sort();
/** The squares drawn as frontier. */
const frontier = async (page) =>
  (await labels(page)).filter((l) => / frontier(,|$)/.test(l)).map((l) => l.split(',')[0]).sort();

test('by mouse: guess, hint, check with marks and counts, reveal, next, score and streak to the end', async ({ page }) => {
  await gotoApp(page);
  await tab(page, 'Quiz').click();
  await expect(page).toHaveURL(/mode=quiz/);
  await expect(tab(page, 'Quiz')).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel', { name: 'Quiz' })).toBeVisible();
  // Tab order: Play, Quiz, Log.
  await expect(page.getByRole('tab')).toHaveText(['Play', 'Compare', 'Quiz', 'Log', 'Lesson', 'Code']);
  await expect(prompt(page)).toContainText(/Question 1 of \d+: paint the squares you expect asp\[1\] to hold/);
  const total = Number((await prompt(page).textContent()).match(/of (\d+)/)[1]);
  expect(total).toBeGreaterThan(2);
  // The board shows the frame before the question: no frontier around e4 yet.
  expect(await frontier(page)).toEqual([]);

  // Six of the ring and two squares too far: painted as a guess.
  const guess = ['d3', 'e3', 'f3', 'd4', 'f4', 'd5', 'e6', 'c4'];
  for (const sq of guess) await cell(page, sq).click();
  expect(await marked(page, 'guess')).toEqual([...guess].sort());
  await expect(status(page)).toHaveText('Your guess: 8 squares.');
  // A second click unpaints.
  await cell(page, 'a8').click();
  await expect(cell(page, 'a8')).toHaveAttribute('aria-label', 'a8, guess');
  await cell(page, 'a8').click();
  await expect(cell(page, 'a8')).toHaveAttribute('aria-label', 'a8');
  await button(page, 'Hint').click();
  await expect(status(page)).toContainText('Hint: the frontier holds 8 squares.');
  await expect(button(page, 'Hint')).toBeDisabled();

  await button(page, 'Check').click();
  await expect(status(page)).toContainText('Not quite: 6 correct, 2 missed, 2 extra.');
  await expect(score(page)).toHaveText('Score 0 of 1 · streak 0 · best 0');
  await expect(cell(page, 'd3')).toHaveAttribute('aria-label', 'd3, correct');
  expect(await marked(page, 'correct')).toEqual(['d3', 'd4', 'd5', 'e3', 'f3', 'f4']);
  expect(await marked(page, 'missed')).toEqual(['e5', 'f5']);
  expect(await marked(page, 'extra')).toEqual(['c4', 'e6']);
  // Each mark is drawn with its own symbol, not by colour alone.
  const symbol = (sq) =>
    cell(page, sq).locator('.mark-q').evaluate((el) => getComputedStyle(el, '::after').content);
  expect([await symbol('d3'), await symbol('e5'), await symbol('c4')]).toEqual(['"✓"', '"!"', '"✗"']);
  await expect(page.locator('.quiz-legend li')).toHaveText([
    /Your guess, not checked yet/,
    /Correct: guessed and in the frontier/,
    /Missed: in the frontier, not guessed/,
    /Extra: guessed, not in the frontier/,
  ]);
  await screenshot(page, 'quiz-checked');
  // A checked question takes no more clicks; keyboard focus moved to Next.
  await expect(button(page, 'Next question')).toBeFocused();
  await cell(page, 'a8').click();
  await expect(cell(page, 'a8')).toHaveAttribute('aria-label', 'a8');
  await expect(button(page, 'Check')).toBeDisabled();

  // Reveal: the true frontier is on the board.
  await button(page, 'Reveal').click();
  expect(await frontier(page)).toEqual([...RING].sort());
  await expect(prompt(page)).toContainText('asp[1] at frame');
  // The status says what was revealed; no hint is left to give.
  await expect(status(page)).toHaveText(`Revealed: the frontier holds ${RING.length} squares. Your guess: 6 correct, 2 missed, 2 extra.`);
  await expect(button(page, 'Hint')).toBeDisabled();
  await screenshot(page, 'quiz-revealed');

  // Through the rest of the round revealing each answer, recording it.
  const truths = [RING];
  for (let i = 2; i <= total; i++) {
    await button(page, 'Next question').click();
    await expect(prompt(page)).toContainText(`Question ${i} of ${total}`);
    expect(await marked(page, 'guess')).toEqual([]);
    await expect(button(page, 'Hint')).toBeEnabled();
    await button(page, 'Reveal').click();
    await expect(button(page, 'Hint')).toBeDisabled();
    truths.push(await frontier(page));
  }
  await button(page, 'Finish').click();
  await expect(prompt(page)).toHaveText(`Round over. Final score: 0 of ${total} right; best streak 0.`);

  // Again, every answer right: score and streak climb.
  await button(page, 'Start again').click();
  for (let i = 0; i < total; i++) {
    for (const sq of truths[i]) await cell(page, sq).click();
    await button(page, 'Check').click();
    await expect(status(page)).toContainText(`Right! ${truths[i].length} correct, 0 missed, 0 extra.`);
    await expect(score(page)).toHaveText(`Score ${i + 1} of ${i + 1} · streak ${i + 1} · best ${i + 1}`);
    await button(page, i + 1 < total ? 'Next question' : 'Finish').click();
  }
  await expect(prompt(page)).toHaveText(`Round over. Final score: ${total} of ${total} right; best streak ${total}.`);

  // The mode is kept on reload; Back returns to Play.
  await page.reload();
  await page.waitForFunction(() => window.__fillscopeStarted === true);
  await expect(tab(page, 'Quiz')).toHaveAttribute('aria-selected', 'true');
  await page.goBack();
  await expect(tab(page, 'Play')).toHaveAttribute('aria-selected', 'true');
});

test('by keyboard alone: tabs, arrows and Space paint, Check, Next', async ({ page }) => {
  await gotoApp(page);
  await tab(page, 'Play').focus();
  await page.keyboard.press('ArrowRight');
  // The first mode opened loads the full app, which gives the focus back
  // to the Compare tab.
  await waitForFullApp(page);
  await expect(tab(page, 'Compare')).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(tab(page, 'Quiz')).toHaveAttribute('aria-selected', 'true');
  // Tab goes from the tab list to the board (a8 is in the tab order).
  await page.keyboard.press('Tab');
  await expect(cell(page, 'a8')).toBeFocused();
  // a8 to d3, then paint the ring around e4 with the arrow keys and Space.
  for (const k of ['ArrowRight', 'ArrowRight', 'ArrowRight', 'ArrowDown', 'ArrowDown', 'ArrowDown', 'ArrowDown', 'ArrowDown']) {
    await page.keyboard.press(k);
  }
  await expect(cell(page, 'd3')).toBeFocused();
  const path = ['ArrowRight', 'ArrowRight', 'ArrowUp', 'ArrowUp', 'ArrowLeft', 'ArrowLeft', 'ArrowDown'];
  await page.keyboard.press('Space');
  for (const k of path) {
    await page.keyboard.press(k);
    await page.keyboard.press(k === 'ArrowDown' ? 'Enter' : 'Space');
  }
  expect(await marked(page, 'guess')).toEqual([...RING].sort());
  // Tab to Check and press it; focus moves to Next.
  await page.keyboard.press('Tab');
  await expect(button(page, 'Check')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(status(page)).toContainText('Right! 8 correct, 0 missed, 0 extra.');
  await expect(score(page)).toHaveText('Score 1 of 1 · streak 1 · best 1');
  expect(await marked(page, 'correct')).toEqual([...RING].sort());
  await expect(button(page, 'Next question')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(prompt(page)).toContainText('Question 2 of');
  // Back on the board, ready to paint the next guess.
  await expect(page.locator('#board [tabindex="0"]')).toBeFocused();
  await page.keyboard.press('Space');
  expect((await marked(page, 'guess')).length).toBe(1);
  await screenshot(page, 'quiz-keyboard');
});

test('a quiz round from a link: same board, algorithm and frame range, kept on reload', async ({ page }) => {
  const link = '?alg=bfs&src=a1&tgt=h8&blk=0x1818000000&mode=quiz&qfrom=2&qto=4';
  await gotoApp(page, link);
  await expect(tab(page, 'Quiz')).toHaveAttribute('aria-selected', 'true');
  await expect(page.locator('.quiz-range')).toContainText(/Breadth-first|BFS/i);
  await expect(page.locator('.quiz-range')).toContainText('in frames 3 to 5 of');
  await expect(page.getByLabel('From frame')).toHaveValue('3');
  await expect(page.getByLabel('To frame')).toHaveValue('5');
  await expect(prompt(page)).toContainText(/Question 1 of [1-3]: paint the squares you expect cur to hold/);
  const first = await prompt(page).textContent();
  const board = await labels(page);
  // An empty guess checked: every frontier square is missed.
  await button(page, 'Check').click();
  const missed = await marked(page, 'missed');
  expect(missed.length).toBeGreaterThan(0);
  await button(page, 'Reveal').click();
  expect(await frontier(page)).toEqual(missed);
  await expect(page).toHaveURL(/qfrom=2&qto=4/);
  // Reload: the same round on the same board, where it was left: the
  // question answered shows its marks and the answer again (a class may be
  // talking them over) and is not scored again; Next goes on. Restart goes
  // back to the round's start.
  await page.reload();
  await page.waitForFunction(() => window.__fillscopeStarted === true);
  await expect(prompt(page)).toContainText(/^Question 1 of [1-3]: cur at frame 3, shown on the board/);
  expect(await marked(page, 'missed')).toEqual(missed);
  expect(await frontier(page)).toEqual(missed);
  await expect(score(page)).toHaveText('Score 0 of 1 · streak 0 · best 0');
  await expect(button(page, 'Check')).toBeDisabled();
  await button(page, 'Next question').click();
  await expect(prompt(page)).toContainText(/^Question 2 of/);
  await expect(score(page)).toHaveText('Score 0 of 1 · streak 0 · best 0');
  // It asks first, the focus on keeping the round: Enter keeps it.
  await button(page, 'Start the round again').click();
  await expect(page.locator('#quiz-confirm-text')).toHaveText("Start again from question 1? This round's score (0 of 1) goes.");
  await expect(button(page, 'Keep this round')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(score(page)).toHaveText('Score 0 of 1 · streak 0 · best 0');
  await expect(button(page, 'Start the round again')).toBeFocused();
  // Escape keeps it too, as it closes the page's dialogs.
  await button(page, 'Start the round again').click();
  await expect(button(page, 'Keep this round')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page.locator('#quiz-confirm-text')).toHaveCount(0);
  await expect(score(page)).toHaveText('Score 0 of 1 · streak 0 · best 0');
  await expect(button(page, 'Start the round again')).toBeFocused();
  await button(page, 'Start the round again').click();
  await button(page, 'Start again').click();
  await expect(prompt(page)).toHaveText(first);
  await expect(score(page)).toHaveText('Score 0 of 0 · streak 0 · best 0');
  expect(await labels(page)).toEqual(board);
  // The range can be changed on the page, and goes into the link.
  await page.getByLabel('To frame').fill('4');
  await page.getByLabel('To frame').press('Enter');
  await expect(page.locator('.quiz-range')).toContainText('in frames 3 to 4 of');
  await expect(page).toHaveURL(/qfrom=2&qto=3/);
});

test('bad range values are named in the notice and the rest of the link is used', async ({ page }) => {
  await gotoApp(page, '?mode=quiz&qfrom=zz&qto=9999');
  const notice = page.locator('#notice');
  await expect(notice).toContainText('ignored qfrom=zz: expected a frame number');
  await expect(notice).toContainText('qto=9999 is past the last frame');
  await expect(prompt(page)).toContainText('Question 1 of');
  await expect(page.getByLabel('From frame')).toHaveValue('1');
});

test('a quiz embed: no tabs, the board takes the guess by click and by key', async ({ page }) => {
  await gotoApp(page, '?embed=1&mode=quiz&qfrom=1');
  await expect(page.getByRole('tablist')).toHaveCount(0);
  await expect(page.getByRole('gridcell')).toHaveCount(64);
  await expect(prompt(page)).toContainText('Question 1 of');
  for (const sq of RING.slice(0, 7)) await cell(page, sq).click();
  // The eighth by keyboard: focus f5 and press Space.
  await cell(page, 'f5').focus();
  await page.keyboard.press('Space');
  expect(await marked(page, 'guess')).toEqual([...RING].sort());
  await button(page, 'Hint').click();
  await expect(status(page)).toContainText('Hint: the frontier holds 8 squares.');
  await button(page, 'Check').click();
  await expect(status(page)).toContainText('Right! 8 correct, 0 missed, 0 extra.');
  await expect(score(page)).toHaveText('Score 1 of 1 · streak 1 · best 1');
  const open = page.getByRole('link', { name: 'Open in fillscope' });
  await expect(open).toHaveAttribute('href', /mode=quiz/);
  await expect(open).toHaveAttribute('href', /qfrom=1/);
  await expect(open).not.toHaveAttribute('href', /embed/);
  await screenshot(page, 'quiz-embed');
  await button(page, 'Next question').click();
  await expect(prompt(page)).toContainText('Question 2 of');
});

for (const [w, h] of [[320, 240], [320, 372], [517, 333], [1000, 437]]) {
  test(`a quiz embed at ${w}x${h} fits: no scrollbars, the whole board and every button in view`, async ({ page }) => {
    await page.setViewportSize({ width: w, height: h });
    await gotoApp(page, '?embed=1&mode=quiz');
    await cell(page, 'd5').click();
    await button(page, 'Check').click();
    const fit = await page.evaluate(() => {
      const d = document.documentElement;
      const r = document.getElementById('board').getBoundingClientRect();
      return { sw: d.scrollWidth, cw: d.clientWidth, sh: d.scrollHeight, ch: d.clientHeight, board: [r.left, r.top, r.right, r.bottom, r.width, r.height] };
    });
    expect(fit.sw, 'no horizontal scrollbar').toBeLessThanOrEqual(fit.cw);
    expect(fit.sh, 'no vertical scrollbar').toBeLessThanOrEqual(fit.ch);
    const [left, top, right, bottom, bw, bh] = fit.board;
    expect(Math.abs(bw - bh), 'square board').toBeLessThanOrEqual(1);
    expect(left >= 0 && top >= 0 && right <= w + 0.5 && bottom <= h + 0.5, `board inside ${w}x${h}`).toBe(true);
    expect(bw, 'a usable board').toBeGreaterThan(Math.min(w, h) / 3);
    for (const name of ['Check', 'Hint', 'Reveal', 'Next question']) {
      await expect(button(page, name)).toBeInViewport({ ratio: 1 });
    }
    await expect(page.getByRole('link', { name: 'Open in fillscope' })).toBeInViewport();
    await screenshot(page, `quiz-embed-${w}x${h}`);
  });
}

// A teacher reloads mid-round: the tab keeps the round's score and the
// question reached; another round (another board) starts afresh.
test('a reload keeps the round: its score and the question reached', async ({ page }) => {
  await gotoApp(page, '?mode=quiz');
  await expect(prompt(page)).toContainText('Question 1 of');
  for (const sq of RING) await cell(page, sq).click();
  await button(page, 'Check').click();
  await expect(score(page)).toHaveText('Score 1 of 1 · streak 1 · best 1');
  await button(page, 'Next question').click();
  await button(page, 'Reveal').click();
  await expect(score(page)).toHaveText('Score 1 of 2 · streak 0 · best 1');
  await page.reload();
  await waitForFullApp(page);
  await expect(score(page)).toHaveText('Score 1 of 2 · streak 0 · best 1');
  // The question revealed before the reload shows its answer again, and
  // is not scored again: Next goes on.
  await expect(prompt(page)).toContainText('Question 2 of 8: asp[2] at frame 4, shown on the board.');
  await button(page, 'Next question').click();
  await expect(score(page)).toHaveText('Score 1 of 2 · streak 0 · best 1');
  await expect(prompt(page)).toContainText('Question 3 of');
  // Squares painted and not checked yet are kept too.
  await cell(page, 'a1').click();
  await cell(page, 'h8').click();
  await expect(page.locator('#quiz-status')).toHaveText('Your guess: 2 squares.');
  await page.waitForTimeout(300);
  await page.reload();
  await waitForFullApp(page);
  await expect(prompt(page)).toContainText('Question 3 of');
  await expect(page.locator('#quiz-status')).toHaveText('Your guess: 2 squares.');
  await expect(cell(page, 'a1')).toHaveAttribute('aria-label', /guess/);
  // Another board is another round.
  await gotoApp(page, '?mode=quiz&alg=westcott&src=d4&tgt=a1');
  await expect(prompt(page)).toContainText('Question 1 of');
  await expect(score(page)).toHaveText('Score 0 of 0 · streak 0 · best 0');
});

// A hint or a reveal makes the status two lines at 320 px: at the height
// the Embed dialog gives (share.rs, embed_height) the board keeps its size.
test('a quiz embed board does not jump when a hint or a reveal is shown', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 496 });
  await gotoApp(page, '?embed=1&mode=quiz&alg=westcott&src=e4&tgt=a1,h8');
  const side = () => page.locator('#board').evaluate((b) => b.getBoundingClientRect().width);
  const before = await side();
  await button(page, 'Hint').click();
  await expect(page.locator('.quiz-status')).toContainText('Hint:');
  expect(await side()).toBeCloseTo(before, 0);
  await button(page, 'Reveal').click();
  await expect(page.locator('.quiz-status')).toContainText('Revealed');
  expect(await side()).toBeCloseTo(before, 0);
});

test('a frame typed outside the trace is refused with a message, and the field shows the range in use', async ({ page }) => {
  await gotoApp(page, '?mode=quiz');
  const from = page.locator('#quiz-from');
  await expect(from).toHaveValue('1', { timeout: 20_000 });
  for (const bad of ['-5', '0', '99']) {
    await from.fill(bad);
    await from.press('Enter');
    await expect(page.locator('#notice')).toContainText(`From frame takes a frame number from 1 to 13, not "${bad}": the questions stay in frames 1 to`);
    await expect(from).toHaveValue('1');
  }
  await from.fill('3');
  await from.press('Enter');
  await expect(from).toHaveValue('3');
});

// On a teacher's screen or a projector the teacher clicks Check, Reveal and Next in turn: the
// board and the buttons stay where they were whatever the question's text
// says (the buttons moved by about 55 px between a question and its
// reveal at 1280x800).
for (const [w, h] of [[1280, 720], [1280, 800], [1920, 1080]]) {
  test(`the quiz board and its buttons do not move between questions at ${w}x${h}`, async ({ page }) => {
    await page.setViewportSize({ width: w, height: h });
    await gotoApp(page, '?mode=quiz');
    await expect(prompt(page)).toContainText('Question 1 of', { timeout: 20_000 });
    const at = async () => ({ board: await page.locator('#board').boundingBox(), next: (await button(page, 'Next question').boundingBox()).y });
    const first = await at();
    const seen = [first];
    for (const step of ['Check', 'Next question', 'Reveal', 'Next question']) {
      await button(page, step).click();
      await page.waitForTimeout(150);
      seen.push(await at());
    }
    for (const s of seen) {
      expect(Math.abs(s.board.y - first.board.y), JSON.stringify(seen)).toBeLessThanOrEqual(1);
      expect(Math.abs(s.board.width - first.board.width), JSON.stringify(seen)).toBeLessThanOrEqual(1);
      expect(Math.abs(s.next - first.next), JSON.stringify(seen)).toBeLessThanOrEqual(1);
    }
  });
}

// Beside the board, the key list under the caption keeps its lines
// together (they were spread down the column's height, 60 px apart) and
// inside its column (a line ran 220 px past it, under the panels).
for (const [width, height] of [[1280, 800], [1920, 1080]]) {
  test(`the quiz key list beside the board keeps its lines together and in its column at ${width}x${height}`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    await gotoApp(page, '?mode=quiz');
    await expect(prompt(page)).toContainText('Question 1 of', { timeout: 20_000 });
    const list = await page.locator('.quiz-stage > .keys-hint').evaluate((ul) => {
      const box = ul.getBoundingClientRect();
      const lines = [...ul.querySelectorAll('li')].map((li) => li.getBoundingClientRect());
      const lineHeight = parseFloat(getComputedStyle(ul).lineHeight) || 20;
      return { left: box.left, right: box.right, lineHeight, lines: lines.map((r) => ({ top: r.top, bottom: r.bottom, left: r.left, right: r.right })) };
    });
    expect(list.lines.length).toBeGreaterThan(1);
    for (const [i, line] of list.lines.entries()) {
      expect(line.right, JSON.stringify(list)).toBeLessThanOrEqual(list.right + 0.5);
      expect(line.left, JSON.stringify(list)).toBeGreaterThanOrEqual(list.left - 0.5);
      // The next line starts within a line of this one's end.
      if (i > 0) expect(line.top - list.lines[i - 1].bottom, JSON.stringify(list)).toBeLessThan(list.lineHeight);
    }
  });
}

// A quiz badge sits in the square's top right corner: a pawn, a source or
// side C on that square keeps a corner of its own instead of lying under it.
test('quiz badges cover no pawn or side mark', async ({ page }) => {
  await gotoApp(page, '?mode=quiz&alg=pawns&white=e2,d4,c3&black=e7,d6');
  await expect(prompt(page)).toContainText('Question 1 of', { timeout: 20_000 });
  for (const sq of ['e3', 'e5']) await cell(page, sq).click();
  await button(page, 'Check').click();
  await expect(status(page)).toContainText('Not quite');
  const overlaps = await page.locator('#board .sq').evaluateAll((sqs) =>
    sqs.flatMap((sq) => {
      const badge = sq.querySelector('.mark-q');
      if (!badge || getComputedStyle(badge).display === 'none') return [];
      const b = badge.getBoundingClientRect();
      return [...sq.querySelectorAll('.mark:not(.mark-q)')]
        .map((m) => m.getBoundingClientRect())
        .filter((m) => m.left < b.right && b.left < m.right && m.top < b.bottom && b.top < m.bottom)
        .map(() => sq.dataset.square);
    }),
  );
  // The pawns on d4, c3 and e2 are in the frontier (missed): each holds both.
  const both = await page.locator('#board .sq:is(.quiz-missed, .quiz-correct) :is(.mark-wp, .mark-bp)').count();
  expect(both).toBeGreaterThanOrEqual(3);
  expect(overlaps).toEqual([]);
});

// A board the fill cannot grow on says what to change: the advice to widen
// the range of frames was given when the range was the whole run already
// (a 9x9 board left the 8x8 one without sources).
test('a board with nothing to predict says to mark where the fill starts', async ({ page }) => {
  await gotoApp(page, './?alg=westcott&src=0x0&tgt=a1&mode=quiz');
  await expect(page.locator('#quiz-prompt')).toContainText(
    'has no new frontier to predict on this board. On the Play tab, mark where the fill starts on the 8x8 board',
    { timeout: 20_000 },
  );
  await expect(page.locator('#quiz-prompt')).not.toContainText('widen');
});

// A quiz embed on a phone's page (375 px): the board keeps its size from
// the question to Check, Hint, Reveal and the next question (it grew when
// the question got shorter and shrank when the feedback took another row).
test('a quiz embed at 375 px keeps its board\'s size through a question', async ({ page }) => {
  for (const height of [420, 560]) {
    await page.setViewportSize({ width: 375, height });
    await gotoApp(page, '?mode=quiz&embed=1&alg=westcott&src=e4&tgt=a1,h8');
    const grid = page.locator('.grid');
    const sizes = [(await grid.boundingBox()).width];
    for (const name of ['Check', 'Hint', 'Reveal', 'Next question']) {
      await page.getByRole('button', { name, exact: true }).click();
      await expect(page.locator('#quiz-prompt')).not.toBeEmpty();
      sizes.push((await grid.boundingBox()).width);
    }
    expect(Math.max(...sizes) - Math.min(...sizes), `375x${height}: ${sizes}`).toBeLessThan(1);
  }
});

// The 9x9 Great Escape board: a BFS from a1 to i9 round the board's walls.
// Its first frontier is a1's two neighbours, a2 and b1.
test('on the 9x9 board the quiz asks about its BFS, by click and by key, and a link and a reload keep it', async ({ page }) => {
  const link = '?alg=bfs&board=9x9&src=a1&tgt=i9&mode=quiz';
  await gotoApp(page, link);
  await expect(page.getByRole('gridcell')).toHaveCount(81);
  await expect(page.locator('#nine-elsewhere')).toHaveCount(0);
  await expect(prompt(page)).toContainText(/Question 1 of \d+: paint the squares you expect cur to hold/);
  await cell(page, 'a2').click();
  // The second by keyboard: focus b1 and press Space; i9 is a square too.
  await cell(page, 'b1').focus();
  await page.keyboard.press('Space');
  await cell(page, 'i9').click();
  expect(await marked(page, 'guess')).toEqual(['a2', 'b1', 'i9']);
  await button(page, 'Check').click();
  await expect(status(page)).toContainText('Not quite: 2 correct, 0 missed, 1 extra.');
  expect(await marked(page, 'correct')).toEqual(['a2', 'b1']);
  expect(await marked(page, 'extra')).toEqual(['i9']);
  await expect(score(page)).toHaveText('Score 0 of 1 · streak 0 · best 0');
  // The board's marks are as they were: the guess never edits it.
  await expect(cell(page, 'a1')).toHaveAttribute('aria-label', /source/);
  await expect(cell(page, 'i9')).toHaveAttribute('aria-label', /target/);
  await button(page, 'Next question').click();
  await expect(prompt(page)).toContainText('Question 2 of');
  // Three squares two steps from a1: a3, b2, c1.
  for (const sq of ['a3', 'b2', 'c1']) await cell(page, sq).click();
  await button(page, 'Check').click();
  await expect(status(page)).toContainText('Right! 3 correct, 0 missed, 0 extra.');
  await expect(score(page)).toHaveText('Score 1 of 2 · streak 1 · best 1');
  await screenshot(page, 'quiz-nine');
  // A reload keeps the round on the 9x9 board.
  await page.reload();
  await page.waitForFunction(() => window.__fillscopeStarted === true);
  await expect(page.getByRole('gridcell')).toHaveCount(81);
  await expect(score(page)).toHaveText('Score 1 of 2 · streak 1 · best 1');
});

test('a 9x9 quiz embed takes the guess and links to the same board', async ({ page }) => {
  await gotoApp(page, '?alg=voronoi&board=9x9&src=a1&tgt=i9&mode=quiz&embed=1');
  await expect(page.getByRole('gridcell')).toHaveCount(81);
  await expect(page.locator('#nine-elsewhere')).toHaveCount(0);
  // Voronoi's first question: what both sides reach next.
  await expect(prompt(page)).toContainText('Question 1 of');
  for (const sq of ['a2', 'b1', 'h9', 'i8']) await cell(page, sq).click();
  await button(page, 'Check').click();
  await expect(status(page)).toContainText('Right! 4 correct, 0 missed, 0 extra.');
  const open = page.getByRole('link', { name: 'Open in fillscope' });
  await expect(open).toHaveAttribute('href', /board=9x9/);
  await expect(open).toHaveAttribute('href', /mode=quiz/);
  await screenshot(page, 'quiz-nine-embed');
});

// A 1280x720 projector at 150% zoom: the question, the buttons and the
// feedback stand beside the board, all in sight without scrolling, before
// and after Check (under the board, Check was below the fold and the
// question scrolled away).
test.describe('on a short landscape window (853x480)', () => {
  test.use({ viewport: { width: 853, height: 480 }, deviceScaleFactor: 1.5 });
  test('the question, the board and the buttons are all in sight, before and after Check', async ({ page }) => {
    await gotoApp(page, '?mode=quiz');
    await waitForFullApp(page);
    await expect(prompt(page)).toContainText('Question 1 of');
    const inSight = async () => {
      for (const el of [prompt(page), page.locator('#board'), button(page, 'Check'), button(page, 'Next question'), status(page)]) {
        const b = await el.boundingBox();
        expect(b, 'on the page').not.toBeNull();
        expect(b.y, 'top in sight').toBeGreaterThanOrEqual(0);
        expect(b.y + b.height, 'bottom in sight').toBeLessThanOrEqual(480);
        expect(b.x + b.width, 'right edge in sight').toBeLessThanOrEqual(853);
      }
      // The text beside the board, not under it.
      const board = await page.locator('#board').boundingBox();
      const check = await button(page, 'Check').boundingBox();
      expect(check.x).toBeGreaterThan(board.x + board.width);
      // Nothing scrolls sideways.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(853);
    };
    await inSight();
    await button(page, 'Check').click();
    await expect(status(page)).toContainText('missed');
    await inSight();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await screenshot(page, 'quiz-853x480');
  });
});
