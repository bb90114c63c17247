// Main-thread CPU time of the page, read from Chromium traces (each task's
// thread time), for comparing builds on a busy machine: wall-clock times there
// mostly measure how long the page waited for a core, CPU time how much work
// it did.
//
//   node scripts/trace-cpu.mjs steps DIST [DIST...] [--runs N]
//     per step of the seed example: CPU from the step key to the laid-out
//     board, first pass after load (cold) and two later passes (warm)
//   node scripts/trace-cpu.mjs load DIST [DIST...] [--runs N]
//     per load: CPU from navigation until the board with 64 squares is
//     painted, split by kind of work
//
// DIST is a built page (dist/, tests/minimal-yew/dist); each is served by
// tests/e2e/server.mjs and loaded in a fresh browser context per run, the
// builds taking turns. Needs node_modules (playwright) and /usr/bin/chromium.
import { chromium } from 'playwright';
import { startServer } from '../tests/e2e/server.mjs';

const args = process.argv.slice(2);
const mode = args.shift();
const runsAt = args.indexOf('--runs');
const runs = runsAt >= 0 ? Number(args.splice(runsAt, 2)[1]) : 5;
const dirs = args;
if (!['steps', 'load'].includes(mode) || dirs.length === 0 || !(runs > 0)) {
  console.error('usage: node scripts/trace-cpu.mjs steps|load DIST [DIST...] [--runs N]');
  process.exit(2);
}

const CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'toplevel', 'blink.user_timing', 'v8.wasm'];
const mean = (xs) => xs.reduce((a, b) => a + b, 0) / xs.length;
const quantile = (xs, q) => [...xs].sort((a, b) => a - b)[Math.max(0, Math.ceil(q * xs.length) - 1)];
const median = (xs) => quantile(xs, 0.5);

/** Thread time (ms) of the non-overlapping events among `events` inside [from, to]. */
function cpu(events, from, to) {
  let sum = 0;
  let end = 0;
  for (const e of events) {
    if (e.ts < from || e.ts > to || e.ts < end) continue;
    end = e.ts + e.dur;
    sum += e.tdur ?? 0;
  }
  return sum / 1000;
}

/** The page's main thread: where its user-timing marks were recorded. */
function mainThread(trace, markName) {
  const mark = trace.find((e) => e.name === markName);
  const events = trace.filter((e) => e.pid === mark.pid && e.tid === mark.tid && e.ph === 'X').sort((a, b) => a.ts - b.ts);
  return { mark, events };
}

async function steps(browser, url) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.goto(url);
  await page.waitForSelector('#board [role=gridcell]');
  await page.waitForTimeout(300);
  await page.locator('body').click({ position: { x: 5, y: 5 } });
  await browser.startTracing(page, { categories: CATEGORIES });
  await page.evaluate(async () => {
    const board = document.getElementById('board');
    const forward = document.querySelector('button[aria-label="Step forward"]');
    const key = (k) => document.dispatchEvent(new KeyboardEvent('keydown', { key: k, bubbles: true }));
    const frame = () => new Promise((r) => requestAnimationFrame(() => r()));
    for (let pass = 0; pass < 3; pass++) {
      for (let i = 0; !forward.disabled; i++) {
        const done = new Promise((resolve) => {
          const mo = new MutationObserver(() => {
            mo.disconnect();
            void document.body.offsetHeight;
            resolve();
          });
          mo.observe(board, { subtree: true, attributes: true, childList: true, characterData: true });
        });
        performance.mark(`step ${pass} ${i}`);
        key('ArrowRight');
        await done;
        performance.mark(`done ${pass} ${i}`);
        await frame();
        await new Promise((r) => setTimeout(r, 25));
      }
      key('Home');
      await frame();
      await new Promise((r) => setTimeout(r, 100));
    }
  });
  const trace = JSON.parse(await browser.stopTracing()).traceEvents;
  await context.close();
  const { events } = mainThread(trace, 'step 0 0');
  const top = events.filter((e) => ['EventDispatch', 'FunctionCall', 'RunMicrotasks', 'UpdateLayoutTree', 'Layout'].includes(e.name));
  const marks = new Map(trace.filter((e) => /^(step|done) \d+ \d+$/.test(e.name ?? '')).map((e) => [e.name, e.ts]));
  const out = { cold: [], warm: [] };
  for (const [name, ts] of marks) {
    if (!name.startsWith('step')) continue;
    const [, pass, i] = name.split(' ');
    out[pass === '0' ? 'cold' : 'warm'].push(cpu(top, ts, marks.get(`done ${pass} ${i}`)));
  }
  return out;
}

const KINDS = [
  ['script (wasm and JS)', ['FunctionCall', 'v8.callFunction', 'BlinkScheduler_PerformMicrotaskCheckpoint', 'RunMicrotasks', 'v8.evaluateModule', 'TimerFire', 'FireAnimationFrame']],
  ['style', ['UpdateLayoutTree']],
  ['layout', ['Layout']],
  ['paint', ['PrePaint', 'Paint', 'Layerize', 'Commit']],
  ['parse HTML and CSS', ['ParseHTML', 'ParseAuthorStyleSheet']],
];

async function load(browser, url) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.addInitScript(() => {
    const check = () => {
      const board = document.getElementById('board');
      if (board && board.querySelectorAll('[role=gridcell]').length === 64) {
        // This frame paints the board; the task after it runs once it has.
        setTimeout(() => {
          performance.mark('painted');
          window.__painted = true;
        }, 0);
        return;
      }
      requestAnimationFrame(check);
    };
    requestAnimationFrame(check);
  });
  await browser.startTracing(page, { categories: CATEGORIES });
  await page.goto(url);
  await page.waitForFunction(() => window.__painted);
  const trace = JSON.parse(await browser.stopTracing()).traceEvents;
  await context.close();
  const { mark, events } = mainThread(trace, 'painted');
  const start = (events.find((e) => e.name === 'ParseHTML') ?? events[0]).ts;
  const tasks = events.filter((e) => e.name === 'RunTask' && e.ts >= start - 50_000 && e.ts <= mark.ts);
  const out = { total: cpu(tasks, 0, Infinity) };
  // Each kind: its outermost events inside those tasks (style and layout forced
  // by script count as style and layout, not script).
  const inside = events.filter((e) => e.ts >= start - 50_000 && e.ts <= mark.ts);
  let named = 0;
  for (const [kind, names] of KINDS) {
    out[kind] = cpu(inside.filter((e) => names.includes(e.name)), 0, Infinity);
    named += out[kind];
  }
  const forced = cpu(inside.filter((e) => ['UpdateLayoutTree', 'Layout'].includes(e.name)), 0, Infinity);
  // Style and layout inside script were counted twice: take them out of script.
  const styleLayoutInScript = forced - out.style - out.layout;
  out['script (wasm and JS)'] -= Math.max(0, styleLayoutInScript);
  out['wasm lazy compilation (part of script)'] = cpu(inside.filter((e) => e.name === 'wasm.CompileLazy'), 0, Infinity);
  out.other = out.total - (named - Math.max(0, styleLayoutInScript));
  return out;
}

const servers = await Promise.all(dirs.map((dir) => startServer({ dir })));
const browser = await chromium.launch({ executablePath: process.env.FILLSCOPE_CHROMIUM || '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
try {
  const results = dirs.map(() => []);
  for (let r = 0; r < runs; r++) {
    for (let d = 0; d < dirs.length; d++) results[d].push(await (mode === 'steps' ? steps : load)(browser, servers[d].url));
  }
  for (let d = 0; d < dirs.length; d++) {
    const rs = results[d];
    if (mode === 'steps') {
      const cold = rs.flatMap((r) => r.cold);
      const warm = rs.flatMap((r) => r.warm);
      console.log(
        `${dirs[d]}: CPU per step, ms: cold mean ${mean(cold).toFixed(2)}, p95 ${quantile(cold, 0.95).toFixed(2)}, max ${Math.max(...cold).toFixed(2)} (${cold.length} steps); ` +
          `warm mean ${mean(warm).toFixed(2)}, p95 ${quantile(warm, 0.95).toFixed(2)}, max ${Math.max(...warm).toFixed(2)} (${warm.length} steps)`,
      );
    } else {
      console.log(`${dirs[d]}: CPU until the board is painted, medians of ${rs.length} loads, ms:`);
      for (const key of Object.keys(rs[0])) console.log(`  ${key.padEnd(40)} ${median(rs.map((x) => x[key])).toFixed(1).padStart(7)}`);
    }
  }
} finally {
  await browser.close();
  for (const s of servers) await s.close();
}
