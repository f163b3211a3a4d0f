import { defineConfig } from '@playwright/test';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './tests/e2e/free-port';
import { TEST_SHOPPERS_PER_KIND } from './tests/e2e/shoppers';

// The tests run on the build CI has made (and the tests read its manifest): never a stale or
// half-made one built here behind the developer's back.
if (
  !existsSync(new URL('dist/index.html', import.meta.url)) ||
  !existsSync(new URL('dist-ssr/entry-server.js', import.meta.url))
) {
  throw new Error(
    'No production build in dist/ and dist-ssr/: run `npm run build` before `npx playwright test`.',
  );
}

// Playwright loads this file in several processes: the first picks the port, the rest inherit it.
process.env.E2E_PORT ??= String(await freePort());
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'spesa-e2e-'));
process.env.E2E_SMTP_PORT ??= String(await freePort());
process.env.E2E_MAIL_PORT ??= String(await freePort());
const baseURL = `http://127.0.0.1:${process.env.E2E_PORT}`;

export default defineConfig({
  testDir: 'tests/e2e',
  // Each test has a shopper of its own (tests/e2e/shoppers.ts), so tests run side by side; a
  // file that must not says why. Two workers for CI's two cores; `--workers=N` overrides it.
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: [['list']],
  // Room for a machine at half speed (one CI machine ran every test at about half the speed of
  // another): a waiting test costs nothing more, a hanging one still ends within a minute.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    locale: 'it-IT',
    // A failed test's trace keeps the DOM snapshots, the network and the console, without the
    // screencast: its frames, encoded during every test, cost a tenth of the suite's CPU.
    trace: { mode: 'retain-on-failure', screenshots: false },
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
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
  webServer: [
    // The mail server the shop sends to, and its reader (tests/e2e/mail-catcher.ts).
    {
      command: 'tsx tests/e2e/mail-catcher.ts',
      url: `http://127.0.0.1:${process.env.E2E_MAIL_PORT}/health`,
      reuseExistingServer: false,
      env: { E2E_SMTP_PORT: process.env.E2E_SMTP_PORT, E2E_MAIL_PORT: process.env.E2E_MAIL_PORT },
    },
    // The production build (`npm run build`, checked above) served on a fresh embedded database.
    {
      command: 'npm run serve',
      url: `${baseURL}/version.json`,
      reuseExistingServer: false,
      timeout: 180_000,
      env: {
        PORT: process.env.E2E_PORT,
        HOST: '127.0.0.1',
        DATA_DIR: process.env.E2E_DATA_DIR,
        DATABASE_URL: '',
        SMTP_URL: `smtp://127.0.0.1:${process.env.E2E_SMTP_PORT}`,
        PUBLIC_URL: baseURL,
        // Playwright drops the server's output: no request log written for nobody to read.
        LOG_LEVEL: 'warn',
        // The pool of shoppers that the tests claim one each (tests/e2e/shoppers.ts).
        SEED_TEST_SHOPPERS: String(TEST_SHOPPERS_PER_KIND),
        // The login's bot check at a tenth of its default difficulty: the tests prove the check
        // (a challenge per attempt, solved in a worker, verified by the server); at the default, two
        // browsers and axe sharing two cores kept a login waiting over 5 s for its proof of work.
        BOT_CHECK_MAX_NUMBER: '5000',
        // A tag manager container, so the analytics tests see it loaded with consent (its script,
        // on Google's host, is answered by tests/e2e/analytics.spec.ts: no network here).
        TAG_MANAGER_ID: 'GTM-E2ETEST1',
      },
    },
  ],
});
