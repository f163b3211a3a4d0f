/**
 * A second shop for the browser tests that need the server configured otherwise than the suite's
 * (maintenance, a newer version announced): the same build, on its own port and embedded
 * database, started and stopped by the test.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './free-port';

export interface SecondShop {
  readonly port: number;
  readonly dataDir: string;
  readonly origin: string;
}

/** Where a second shop runs: a free port and a fresh data directory. */
export async function secondShopPlace(): Promise<SecondShop> {
  const port = await freePort();
  return {
    port,
    dataDir: mkdtempSync(join(tmpdir(), 'spesa-second-shop-')),
    origin: `http://127.0.0.1:${port}`,
  };
}

/** Starts the shop on the build the suite runs on (`npm run build`), with `env` on top. */
export async function startShop(
  { port, dataDir }: SecondShop,
  env: Record<string, string>,
): Promise<ChildProcess> {
  // Node itself, not npx, so that stopping it stops the server.
  const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      SEED_PRODUCTS: '100',
      ...env,
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
  throw new Error('the second shop did not start');
}

export async function stopShop(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null) return;
  const exited = new Promise((resolve) => server.once('exit', resolve));
  server.kill('SIGTERM');
  await exited;
}
