// Browser tests: Playwright driving Debian's Chromium (/usr/bin/chromium).
// Playwright must never download a browser; scripts/setup.sh --browser installs Chromium
// with apt-get. The tests load the built app from dist/ (run `trunk build --release`
// first, or `bash scripts/test.sh`), served by tests/e2e/server.mjs.
import { defineConfig } from '@playwright/test';

const CHROMIUM = process.env.FILLSCOPE_CHROMIUM || '/usr/bin/chromium';

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.mjs',
  outputDir: 'tests/test-results',
  timeout: 30_000,
  expect: { timeout: 5_000 },
  fullyParallel: false,
  forbidOnly: !!process.env.CI,
  retries: 0,
  workers: 2,
  // The step timing and the load-time benchmark (tests/e2e/*timing.spec.mjs) run
  // alone, after everything else, so that no other browser shares the machine's
  // two cores with them.
  projects: [
    { name: 'app', testIgnore: /timing\.spec\.mjs$/ },
    // One worker: the step timing and the load-time benchmark must not overlap either.
    { name: 'timing', testMatch: /timing\.spec\.mjs$/, dependencies: ['app'], workers: 1 },
  ],
  reporter: [['list'], ['json', { outputFile: 'tests/test-results/results.json' }]],
  use: {
    browserName: 'chromium',
    headless: true,
    viewport: { width: 1280, height: 800 },
    screenshot: 'only-on-failure',
    trace: 'off',
    launchOptions: {
      executablePath: CHROMIUM,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
});
