import { defineConfig } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './tests/e2e/free-port';

// Playwright loads this file in several processes: the first picks the port, the rest inherit it.
process.env.E2E_PORT ??= String(await freePort());
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'spesa-e2e-'));
process.env.E2E_SMTP_PORT ??= String(await freePort());
process.env.E2E_MAIL_PORT ??= String(await freePort());
const baseURL = `http://127.0.0.1:${process.env.E2E_PORT}`;

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list']],
  timeout: 30_000,
  use: {
    baseURL,
    locale: 'it-IT',
    trace: 'retain-on-failure',
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
    // The production build, started like `npm start`, on a fresh embedded database.
    {
      command: 'npm start',
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
        // A tag manager container, so the analytics tests see it loaded with consent (its script,
        // on Google's host, is answered by tests/e2e/analytics.spec.ts: no network here).
        TAG_MANAGER_ID: 'GTM-E2ETEST1',
      },
    },
  ],
});
