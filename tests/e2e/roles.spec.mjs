// One look per role everywhere: on boards that together show every role
// (source, target, blocker, layer, filled, frontier, result, result B, tie)
// and walls, every board square agrees with the same square of the SVG the
// Export panel downloads (colour, pattern, pattern colour, number, marks),
// and each legend swatch and register marker agrees with them too. The
// colours themselves are checked against the look table by
// crates/draw/tests/roles.rs; here the page and the export must match.
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { test, expect, gotoApp, screenshot, ARTIFACTS } from './harness.mjs';

const ALL = ['source', 'target', 'blocker', 'layer', 'filled', 'frontier', 'result', 'result-b', 'tie', 'wall'];

async function downloadSvg(page) {
  const [dl] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download SVG' }).click(),
  ]);
  return (await readFile(await dl.path())).toString('utf8');
}

/** Reads the page (board, legend, register markers) and the SVG in the page. */
function survey(svgText) {
  const hex = (c) => {
    const m = /rgba?\((\d+),\s*(\d+),\s*(\d+)/.exec(c ?? '');
    return m ? '#' + m.slice(1, 4).map((n) => Number(n).toString(16).padStart(2, '0')).join('') : c;
  };
  // An element's look as CSS draws it: colour, pattern kind and pattern colour.
  const cssLook = (el) => {
    const cs = getComputedStyle(el);
    const img = cs.backgroundImage;
    let kind = 'none';
    let ink = null;
    if (cs.outlineStyle === 'dashed') {
      kind = 'ring';
      ink = hex(cs.outlineColor);
    } else if (img !== 'none') {
      const colours = [...img.matchAll(/rgba?\([^)]*\)/g)]
        .map((m) => m[0])
        .filter((c) => !/^rgba\([^)]*,\s*0\)$/.test(c));
      ink = colours.length ? hex(colours[0]) : null;
      const repeating = (img.match(/repeating-linear-gradient\(/g) || []).length;
      if (img.includes('radial-gradient')) kind = 'dots';
      else if (repeating === 2) kind = 'crosshatch';
      else if (repeating === 1) kind = /\(-45deg/.test(img) ? 'diagonal-up' : /\(45deg/.test(img) ? 'diagonal' : 'horizontal';
      else if (/linear-gradient\(45deg/.test(img) && /linear-gradient\(-45deg/.test(img)) kind = 'cross';
      else kind = `unknown: ${img}`;
    }
    return { colour: hex(cs.backgroundColor), kind, ink };
  };
  const markLook = (el) => el && { fill: hex(getComputedStyle(el).backgroundColor), ink: hex(getComputedStyle(el).color) };

  const doc = new DOMParser().parseFromString(svgText, 'image/svg+xml');
  const svgPattern = (el) => {
    if (!el) return { kind: 'none', ink: null };
    if (el.localName === 'path') return { kind: 'cross', ink: el.getAttribute('stroke') };
    if (el.localName === 'g') return { kind: 'ring', ink: el.getAttribute('stroke') };
    const id = /#([^)]+)/.exec(el.getAttribute('fill'))[1];
    const tile = doc.querySelector(`[id="${id}"]`).firstElementChild;
    if (tile.localName === 'circle') return { kind: 'dots', ink: tile.getAttribute('fill') };
    if (tile.localName === 'rect') return { kind: 'horizontal', ink: tile.getAttribute('fill') };
    const lines = (tile.getAttribute('d').match(/M/g) || []).length;
    return { kind: lines === 6 ? 'crosshatch' : 'diagonal', ink: tile.getAttribute('stroke') };
  };
  const squares = {};
  for (const g of doc.querySelectorAll('g[data-square]')) {
    const sq = g.getAttribute('data-square');
    const fill = g.querySelector(':scope > rect.fill');
    const pattern = g.querySelector(':scope > .pattern');
    const num = g.querySelector(':scope > text.num');
    const marks = {};
    for (const m of g.querySelectorAll(':scope > g.mark')) {
      marks[m.getAttribute('data-look')] = {
        fill: m.firstElementChild.getAttribute('fill'),
        ink: m.querySelector('text').getAttribute('fill'),
      };
    }
    const board = document.querySelector(`#board [data-square="${sq}"]`);
    const classes = [...board.classList];
    squares[sq] = {
      svg: {
        look: fill?.getAttribute('data-look') ?? null,
        colour: fill?.getAttribute('fill') ?? g.querySelector(':scope > rect.base').getAttribute('fill'),
        patternLook: pattern?.getAttribute('data-look') ?? null,
        ...svgPattern(pattern),
        number: num ? { text: num.textContent, colour: num.getAttribute('fill') } : null,
        marks,
      },
      board: {
        ...cssLook(board),
        number: classes.includes('layer')
          ? { text: board.querySelector('.num').textContent, colour: hex(getComputedStyle(board.querySelector('.num')).color) }
          : null,
        marks: {
          ...(classes.includes('source') ? { source: markLook(board.querySelector('.mark-s')) } : {}),
          ...(classes.includes('target') ? { target: markLook(board.querySelector('.mark-t')) } : {}),
        },
        wallTop: classes.includes('wall-n') ? hex(getComputedStyle(board).borderTopColor) : null,
      },
    };
  }
  const legend = {};
  for (const li of document.querySelectorAll('.legend li[data-look]')) {
    const swatch = li.querySelector('.swatch');
    legend[li.getAttribute('data-look')] = {
      ...cssLook(swatch),
      mark: markLook(swatch.querySelector('.mark')),
      wall: hex(getComputedStyle(swatch).borderBottomColor),
      text: li.textContent,
    };
  }
  const markers = [...document.querySelectorAll('#registers .marker')].map((m) => ({
    register: m.closest('tr').getAttribute('data-register'),
    classes: [...m.classList].filter((c) => !['sq', 'marker'].includes(c)),
    ...cssLook(m),
    mark: markLook(m.querySelector('.mark')),
  }));
  const walls = [...doc.querySelectorAll('line.wall')].map((l) => l.getAttribute('stroke'));
  return { squares, legend, markers, walls };
}

/** Checks one board and returns the looks it checked. */
async function checkBoard(page, url, name, { last = false } = {}) {
  await gotoApp(page, url);
  if (last) await page.getByRole('button', { name: 'Last frame' }).click();
  const svg = await downloadSvg(page);
  // For review beside the page's screenshot.
  await mkdir(ARTIFACTS, { recursive: true });
  await writeFile(path.join(ARTIFACTS, `${name}.svg`), svg);
  await screenshot(page, name);
  const { squares, legend, markers, walls } = await page.evaluate(survey, svg);
  const checked = new Set();
  // Every square: the board draws what the SVG draws.
  for (const [sq, { svg: s, board: b }] of Object.entries(squares)) {
    expect(b.colour, `${sq}: colour`).toBe(s.colour);
    expect(b.kind, `${sq}: pattern`).toBe(s.kind);
    expect(b.ink, `${sq}: pattern colour`).toBe(s.ink);
    expect(b.number, `${sq}: number`).toEqual(s.number);
    expect(b.marks, `${sq}: marks`).toEqual(s.marks);
    if (s.look) checked.add(s.look);
    if (s.patternLook) checked.add(s.patternLook);
    for (const m of Object.keys(s.marks)) checked.add(m);
  }
  // The legend lists the looks on show, each swatch as the squares draw it.
  const shown = (look) => Object.values(squares).filter((q) => q.svg.look === look);
  // (A blocker the fill reaches draws the pattern in the look's own colour.)
  const patterned = (look) =>
    Object.values(squares).filter((q) => q.svg.patternLook === look && (q.svg.look !== 'blocker' || look === 'blocker'));
  for (const look of checked) expect(Object.keys(legend), `legend has ${look}`).toContain(look);
  for (const [look, swatch] of Object.entries(legend)) {
    if (look === 'source' || look === 'target') {
      const on = Object.values(squares).find((q) => q.svg.marks[look]);
      if (on) expect(swatch.mark, `legend ${look} mark`).toEqual(on.svg.marks[look]);
    } else if (look === 'wall') {
      expect(walls.length, 'a wall on the board').toBeGreaterThan(0);
      expect(swatch.wall, 'legend wall').toBe(walls[0]);
      const top = Object.values(squares).find((q) => q.board.wallTop);
      expect(top?.board.wallTop, 'board wall').toBe(walls[0]);
      checked.add('wall');
    } else {
      // The legend's layer swatch is layer 0's colour.
      const fills = shown(look).filter((q) => look !== 'layer' || Number(q.svg.number?.text) % 8 === 0);
      if (fills.length) expect(swatch.colour, `legend ${look} colour`).toBe(fills[0].svg.colour);
      const pats = patterned(look);
      if (pats.length) expect([swatch.kind, swatch.ink], `legend ${look} pattern`).toEqual([pats[0].svg.kind, pats[0].svg.ink]);
      if (look === 'layer') expect(swatch.kind, 'a layer has no pattern').toBe('none');
    }
  }
  // Each register's marker is drawn as the squares of its look.
  let compared = 0;
  for (const m of markers) {
    const [look, hue] = m.classes;
    if (look === 'none') continue;
    if (look === 'source' || look === 'target') {
      const on = Object.values(squares).find((q) => q.svg.marks[look]);
      if (on) {
        expect(m.mark, `${m.register} marker`).toEqual(on.svg.marks[look]);
        compared++;
      }
      continue;
    }
    const k = hue ? Number(hue.slice(1)) : null;
    const fills = shown(look).filter((q) => k === null || Number(q.svg.number?.text) % 8 === k);
    if (fills.length) {
      expect(m.colour, `${m.register} marker colour`).toBe(fills[0].svg.colour);
      compared++;
    }
    const pats = patterned(look);
    if (pats.length) expect([m.kind, m.ink], `${m.register} marker pattern`).toEqual([pats[0].svg.kind, pats[0].svg.ink]);
  }
  expect(compared, 'register markers compared').toBeGreaterThan(2);
  return checked;
}

test('legend, board, register markers and the SVG export draw every role alike', async ({ page }) => {
  const checked = new Set();
  // The seed example with two blockers, frame 3: marks, blockers, layers,
  // the filled set and the frontier.
  for (const l of await checkBoard(page, './?alg=westcott&src=e4&tgt=a1,h8&blk=d4,c6&frame=2', 'roles-westcott-3')) checked.add(l);
  // Frame 7: the forward pass done, layers 0 to 4 each in its own colour.
  for (const l of await checkBoard(page, './?alg=westcott&src=e4&tgt=a1,h8&blk=d4,c6&frame=6', 'roles-westcott-7')) checked.add(l);
  // Voronoi from d4 and f4 with a wall, last frame: both regions and the ties.
  for (const l of await checkBoard(page, './?alg=voronoi&src=d4&tgt=f4&blk=b7&wn=c2', 'roles-voronoi', { last: true })) checked.add(l);
  expect([...checked].sort()).toEqual([...ALL].sort());
});

// Forced colours (Windows' high-contrast themes) drop author colours and
// background images: blockers, the filled dots, Voronoi's regions and the
// Difference board vanished. The board and its swatches are a picture whose
// colours and patterns are the roles, so they keep them there too.
test('in forced colours the board, legend, markers and tool swatches still draw every role', async ({ page }) => {
  await page.emulateMedia({ forcedColors: 'active' });
  const checked = new Set();
  for (const l of await checkBoard(page, './?alg=westcott&src=e4&tgt=a1,h8&blk=d4,c6&frame=2', 'roles-forced-westcott-3')) checked.add(l);
  for (const l of await checkBoard(page, './?alg=voronoi&src=d4&tgt=f4&blk=b7&wn=c2', 'roles-forced-voronoi', { last: true })) checked.add(l);
  expect(checked.has('blocker') && checked.has('filled') && checked.has('result-b')).toBe(true);
  const tool = await page.locator('.tool-blocker .swatch').evaluate((el) => getComputedStyle(el).backgroundImage);
  expect(tool).not.toBe('none');
});

// A rook's attacks from d4 reach the blockers on d7, g4 and (last) b4: each
// keeps the blocker's colour and shows the reaching look's pattern in that
// look's own colour, on the board and in the SVG alike (it used to be drawn
// as a plain blocker, so the attack set's captures could not be seen).
test('a blocker the fill reaches shows the reaching look', async ({ page }) => {
  await checkBoard(page, './?alg=attacks&piece=rook&src=d4&blk=d7,b4,g4', 'roles-attacks', { last: true });
  const look = (sq) =>
    page.locator(`#board [data-square=${sq}]`).evaluate((el) => {
      const cs = getComputedStyle(el);
      return { colour: cs.backgroundColor, image: cs.backgroundImage, outline: cs.outlineStyle + ' ' + cs.outlineColor };
    });
  const blocker = (await look('b4')).colour;
  expect(blocker).toBe('rgb(59, 59, 59)');
  const d7 = await look('d7');
  expect(d7.colour).toBe(blocker);
  expect(d7.image).toContain('rgb(127, 209, 139)'); // the result's green lines
  const b4 = await look('b4');
  expect(b4.outline).toBe('dashed rgb(255, 176, 0)'); // the frontier's ring, in its orange
  await expect(page.locator('#board [data-square=d7]')).toHaveAttribute('aria-label', /^d7, blocker, result/);
});

// A Voronoi frontier square keeps its side's colour under the frontier's
// ring, on the board and in the SVG alike: all orange, the two sides' new
// squares could not be told apart.
test('a Voronoi side\'s frontier keeps the side\'s colour under the ring', async ({ page }) => {
  await checkBoard(page, './?alg=voronoi&src=b2&tgt=g7&wn=a7&frame=3', 'roles-voronoi-frontier');
  const look = (sq) =>
    page.locator(`#board [data-square=${sq}]`).evaluate((el) => {
      const cs = getComputedStyle(el);
      return { colour: cs.backgroundColor, outline: cs.outlineStyle };
    });
  const region = { a: (await look('a1')).colour, b: (await look('h8')).colour };
  expect(region.a).not.toBe(region.b);
  for (const [sq, side] of [['d1', 'a'], ['b5', 'a'], ['e8', 'b'], ['h5', 'b']]) {
    await expect(page.locator(`#board [data-square=${sq}]`)).toHaveAttribute('aria-label', /frontier/);
    expect(await look(sq), sq).toEqual({ colour: region[side], outline: 'dashed' });
  }
});
