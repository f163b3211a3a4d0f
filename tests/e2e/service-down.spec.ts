/**
 * `/service-down` in the browser (issue 17, "Versions and availability"): a shop switched to
 * maintenance (MAINTENANCE=on, a server of its own started here on the same build) sends a
 * shopper who opens a page to '/service-down', which keeps checking (through the restart, when
 * the shop cannot be reached at all) and takes them back to where they were once the shop answers
 * again; no toast repeats what the page says.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { failOnPageError } from './shop';
import { expect, test } from './test';

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** The shop on the build `npm start` made for the suite, with or without maintenance. */
async function startShop(port: number, dataDir: string, maintenance: boolean) {
  // Node itself, not npx, so that stopping it stops the server.
  const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      SEED_PRODUCTS: '100',
      MAINTENANCE: maintenance ? 'on' : 'off',
    },
    stdio: 'ignore',
  });
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    const up = await fetch(`http://127.0.0.1:${port}/version.json`).then(
      (reply) => reply.ok,
      () => false,
    );
    if (up) return server;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  server.kill();
  throw new Error('the shop under maintenance did not start');
}

async function stopShop(server: ChildProcess) {
  if (server.exitCode !== null) return;
  const exited = new Promise((resolve) => server.once('exit', resolve));
  server.kill('SIGTERM');
  await exited;
}

test.describe.configure({ timeout: 180_000 });

test('a shop in maintenance sends the shopper to /service-down and back when it answers', async ({
  page,
}) => {
  failOnPageError(page);
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'spesa-maintenance-'));
  const origin = `http://127.0.0.1:${port}`;
  let shop = await startShop(port, dataDir, true);
  try {
    await page.goto(`${origin}/faq`);
    await expect(page).toHaveURL(`${origin}/service-down?from=%2Ffaq`);
    await expect(
      page.getByRole('heading', { name: 'Servizio momentaneamente non disponibile' }),
    ).toBeVisible();
    // The page says it; no toast says it again.
    await expect(page.getByText('Il negozio è in manutenzione')).toHaveCount(0);

    // The shop is restarted without maintenance: unreachable for a while, then answering.
    await stopShop(shop);
    shop = await startShop(port, dataDir, false);
    // The checks come at most a minute apart: the page returns by itself.
    await expect(page).toHaveURL(`${origin}/faq`, { timeout: 75_000 });
    await expect(page.getByRole('heading', { name: 'Domande frequenti' })).toBeVisible();
    await expect(page.getByText('Si è verificato un errore')).toHaveCount(0);
  } finally {
    await stopShop(shop);
  }
});
