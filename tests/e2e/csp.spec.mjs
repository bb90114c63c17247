// Content-Security-Policy: the page runs under a policy with no inline
// script, no eval (only 'wasm-unsafe-eval'), and reports no violations.
import { test, expect, gotoApp } from './harness.mjs';
import { counter } from './app-helpers.mjs';
import { POLICY, META_POLICY } from '../../scripts/csp.mjs';

// The one violation the first test provokes on purpose.
test.use({ allowedProblems: [/Executing inline script violates the following Content Security Policy directive 'script-src 'self' 'wasm-unsafe-eval''/] });

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    window.__csp = [];
    document.addEventListener('securitypolicyviolation', (e) =>
      window.__csp.push(`${e.violatedDirective} blocked ${e.blockedURI || '(inline)'} at ${e.sourceFile}:${e.lineNumber}`),
    );
  });
});

test('the app runs under the policy without violations', async ({ page }) => {
  const cspConsole = [];
  page.on('console', (m) => {
    if (/content security policy/i.test(m.text())) cspConsole.push(m.text());
  });
  const response = await gotoApp(page, '?alg=westcott&src=0x10000000&tgt=0x8000000000000001&blk=0x1c00000000');
  // Header and <meta> both carry it.
  expect(response.headers()['content-security-policy']).toBe(POLICY);
  expect(await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content')).toBe(META_POLICY);
  expect(POLICY).toContain("script-src 'self' 'wasm-unsafe-eval'");
  expect(POLICY).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  expect(POLICY).not.toMatch(/'unsafe-eval'/);
  // Nothing inline at all: no style attributes either.
  expect(POLICY).not.toMatch(/'unsafe-inline'/);
  // Trunk's loader was moved out: no inline script is left.
  expect(await page.locator('script:not([src])').count()).toBe(0);

  // The board renders, stepping works, layers (styled squares) show.
  await expect(page.getByRole('gridcell')).toHaveCount(64);
  const [, n] = await counter(page);
  for (let i = 1; i < Math.min(n, 6); i++) await page.getByRole('button', { name: 'Step forward' }).click();
  expect((await counter(page))[0]).toBe(Math.min(n, 6));
  await expect(page.locator('#board .sq.layer').first()).toBeVisible();
  await page.getByRole('button', { name: 'Play' }).click();
  await page.getByLabel('Theme', { exact: true }).selectOption('dark');
  await page.getByRole('button', { name: 'Embed', exact: true }).click();
  await page.keyboard.press('Escape');
  await page.waitForTimeout(600);

  expect(await page.evaluate(() => window.__csp)).toEqual([]);

  // The policy is in force: an injected inline script does not run, and
  // that is reported (so the empty list above means something).
  const ran = await page.evaluate(async () => {
    const s = document.createElement('script');
    s.textContent = 'window.__inlineRan = true';
    document.head.append(s);
    await new Promise((r) => setTimeout(r, 100));
    return window.__inlineRan === true;
  });
  expect(ran, 'inline script must be refused').toBe(false);
  const violations = await page.evaluate(() => window.__csp);
  // One report per policy in force (the header's and the <meta>'s).
  expect(violations.length).toBeGreaterThanOrEqual(1);
  for (const v of violations) expect(v).toMatch(/^script-src/);
  expect(cspConsole.filter((t) => !/Executing inline script/i.test(t))).toEqual([]);
});

test('an embed runs under the policy without violations', async ({ page }) => {
  await gotoApp(page, '?alg=bfs&src=0x1&tgt=0x8000000000000000&wn=0x10000000&embed=1&bg=%23336699&autoplay=1&loop=1&speed=30');
  await expect(page.getByRole('gridcell')).toHaveCount(64);
  await page.waitForTimeout(800);
  expect(await page.evaluate(() => window.__csp)).toEqual([]);
  expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe('rgb(51, 102, 153)');
});
