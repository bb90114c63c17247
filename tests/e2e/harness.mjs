// Shared fixtures and helpers for the browser tests. Import `test` and `expect`
// from here instead of from '@playwright/test':
//
//   import { test, expect, gotoApp, screenshot } from './harness.mjs';
//   test('does a thing', async ({ page }) => {
//     await gotoApp(page);
//     ...
//   });
//
// What every test gets for free:
// - `baseURL` points at a static server for dist/ on 127.0.0.1 (a free port, one
//   server per worker; see server.mjs), so `page.goto('./')` loads the built app.
// - Console errors, uncaught page errors (a wasm panic or trap ends up here),
//   failed requests and HTTP error responses are collected; the test fails at the
//   end if there were any. A test that expects some can allow them with
//   `test.use({ allowedProblems: [/regex/] })`.
import { test as base, expect } from '@playwright/test';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { ROOT, startServer } from './server.mjs';

export { expect };

/** Where screenshots for human review go (gitignored). */
export const ARTIFACTS = path.join(ROOT, 'tests', 'artifacts');

export const test = base.extend({
  // Regexes for page problems that a test expects and accepts.
  allowedProblems: [[], { option: true }],

  // One static server per worker process.
  server: [
    async ({}, use) => {
      const server = await startServer();
      await use(server);
      await server.close();
    },
    { scope: 'worker' },
  ],

  baseURL: async ({ server }, use) => {
    await use(server.url);
  },

  // Everything that went wrong on the page during the test, as readable strings.
  pageProblems: async ({}, use) => {
    await use([]);
  },

  page: async ({ page, pageProblems, allowedProblems }, use) => {
    page.on('console', (msg) => {
      if (msg.type() === 'error') {
        const loc = msg.location();
        pageProblems.push(`console.error: ${msg.text()}${loc?.url ? ` (${loc.url}:${loc.lineNumber})` : ''}`);
      }
    });
    page.on('pageerror', (err) => pageProblems.push(`page error: ${err.stack || err.message}`));
    // A request still in flight when its frame navigates away (another `goto`, a
    // reload) is cancelled by the browser with net::ERR_ABORTED. That is the test
    // leaving the page, not a fault of the page, so such aborts are set aside and
    // only counted if no later navigation of the same frame explains them.
    const navigations = new Map(); // frame -> number of committed navigations
    const epochOf = new Map(); // request -> its frame's navigation count when it started
    const aborted = [];
    page.on('framenavigated', (frame) => navigations.set(frame, (navigations.get(frame) ?? 0) + 1));
    page.on('request', (req) => epochOf.set(req, navigations.get(req.frame()) ?? 0));
    page.on('requestfailed', (req) => {
      const text = `request failed: ${req.method()} ${req.url()}: ${req.failure()?.errorText}`;
      if (req.failure()?.errorText === 'net::ERR_ABORTED') aborted.push({ req, text });
      else pageProblems.push(text);
    });
    page.on('response', (res) => {
      if (res.status() >= 400) pageProblems.push(`HTTP ${res.status()}: ${res.url()}`);
    });
    // Trunk's loader fires `TrunkApplicationStarted` once the wasm module is
    // instantiated and its start function (the app's `main`) has returned.
    await page.addInitScript(() => {
      window.__fillscopeStarted = false;
      window.addEventListener('TrunkApplicationStarted', () => {
        window.__fillscopeStarted = true;
      });
      // The full app (every mode besides Play) says when it has taken over.
      window.__fillscopeFull = false;
      document.addEventListener('fillscope-full-started', () => {
        window.__fillscopeFull = true;
      });
    });

    await use(page);

    for (const { req, text } of aborted) {
      const frame = req.frame();
      const later = (navigations.get(frame) ?? 0) > (epochOf.get(req) ?? 0) || frame.isDetached();
      if (!later) pageProblems.push(text);
    }

    // `test.use({ allowedProblems: [/a|b/] })`: Playwright reads a one-element
    // array as a [value] tuple, so a bare RegExp arrives here; accept both.
    const allowed = [allowedProblems].flat();
    const unexpected = pageProblems.filter((p) => !allowed.some((re) => re.test(p)));
    let message = 'console errors, page errors or failed requests during the test';
    if (unexpected.some((p) => p.includes('/favicon.ico'))) {
      message += ' (browsers ask for /favicon.ico unless index.html names an icon, e.g. <link data-trunk rel="icon" href="assets/favicon.svg" />)';
    }
    expect(unexpected, message).toEqual([]);
  },
});

/**
 * Opens the app (optionally at `relativeUrl`, e.g. '?alg=kogge-stone' or '#...')
 * and waits until the wasm app has started. Returns the main response.
 */
export async function gotoApp(page, relativeUrl = './', { timeout = 20_000 } = {}) {
  const response = await page.goto(relativeUrl, { waitUntil: 'load' });
  expect(response?.status(), 'status of the page itself').toBe(200);
  await page.waitForFunction(() => window.__fillscopeStarted === true, undefined, { timeout });
  // A link to another mode than Play starts the full app (src/full_app.rs),
  // as do the 9x9 board, the pawn fills and Voronoi's sides C and D.
  if (/[?&](mode=(?!play\b)|board=9x9|alg=pawns|sc=|sd=)/.test(relativeUrl)) await waitForFullApp(page, { timeout });
  return response;
}

/** Waits until the full app (every mode) has taken over the page. */
export async function waitForFullApp(page, { timeout = 20_000 } = {}) {
  await page.waitForFunction(() => window.__fillscopeFull === true, undefined, { timeout });
}

/** Saves a full-page screenshot to tests/artifacts/<name>.png and returns its path. */
export async function screenshot(page, name) {
  await mkdir(ARTIFACTS, { recursive: true });
  const file = path.join(ARTIFACTS, `${name}.png`);
  await page.screenshot({ path: file, fullPage: true });
  return file;
}
