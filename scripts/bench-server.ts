/**
 * What the benchmarks share: the real server started as a child process on 127.0.0.1 with a fresh
 * embedded database in a temporary DATA_DIR, and a plain-text table for their figures.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const HOST = '127.0.0.1';
const START_TIMEOUT_MS = 10 * 60_000;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, HOST, () => {
      const address = server.address();
      const port = typeof address === 'object' && address !== null ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

async function waitUntilUp(base: string, server: ChildProcess): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (server.exitCode !== null || server.signalCode !== null) {
      throw new Error(`the server exited with ${server.exitCode ?? server.signalCode}`);
    }
    try {
      if ((await fetch(`${base}/version.json`)).ok) return;
    } catch {
      // Not listening yet (seeding).
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('the server did not start in time');
}

export interface BenchServer {
  readonly base: string;
  readonly server: ChildProcess;
  readonly dataDir: string;
  /** Stops the server and removes its data. */
  readonly stop: () => Promise<void>;
}

/** What a caller may add to how a bench server is run and stopped. */
export interface BenchServerOptions {
  /**
   * Called with the child as soon as it is spawned, before it answers, so that a caller can stop
   * it on a signal while it is still starting.
   */
  readonly onSpawn?: (server: ChildProcess) => void;
  /** `stop` sends SIGKILL when the server has not exited this long after SIGTERM; default: waits. */
  readonly killAfterMs?: number;
}

/**
 * Starts `server/main.ts` on a free port with a fresh database; `env` adds settings (for example
 * SEED_PRODUCTS, STATIC_DIR, or DATABASE_URL for PostgreSQL instead of the embedded database).
 * Node itself is the child, so its CPU time can be read from /proc.
 */
export async function startBenchServer(
  env: Record<string, string> = {},
  options: BenchServerOptions = {},
): Promise<BenchServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'ebsn-bench-'));
  const port = await freePort();
  const base = `http://${HOST}:${port}`;
  const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      HOST,
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  options.onSpawn?.(server);
  const stop = async () => {
    if (server.exitCode === null && server.signalCode === null) {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      const { killAfterMs } = options;
      const timer =
        killAfterMs === undefined
          ? undefined
          : setTimeout(() => server.kill('SIGKILL'), killAfterMs);
      await exited;
      clearTimeout(timer);
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitUntilUp(base, server);
  } catch (error) {
    await stop();
    throw error;
  }
  return { base, server, dataDir, stop };
}

export async function getJson(base: string, pathAndQuery: string): Promise<unknown> {
  const response = await fetch(base + pathAndQuery);
  if (!response.ok) throw new Error(`${pathAndQuery} answered ${response.status}`);
  return response.json();
}

/** Prints a Markdown table, each column as wide as its widest cell. */
export function printTable(header: readonly string[], lines: readonly (readonly string[])[]) {
  const widths = header.map((title, column) =>
    Math.max(title.length, ...lines.map((line) => (line[column] ?? '').length)),
  );
  const format = (cells: readonly string[]) =>
    `| ${cells.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join(' | ')} |`;
  console.log(format(header));
  console.log(`| ${widths.map((width) => '-'.repeat(width)).join(' | ')} |`);
  for (const line of lines) console.log(format(line));
}

interface TreeReply {
  data: { categories: { slug: string; productCount: number }[] };
}
interface ListReply {
  data: { products: { slug: string }[] };
}

/** Home, the first top category with products, its first product, and a search. */
export async function benchPages(base: string) {
  const tree = (await getJson(base, '/ebsn/api/category?filtered=true&depth=1')) as TreeReply;
  const category = tree.data.categories.find((candidate) => candidate.productCount > 0);
  if (!category) throw new Error('the seeded catalogue has no category with products');
  const list = (await getJson(base, '/ebsn/api/products?q=latte&page_size=1')) as ListReply;
  const product = list.data.products[0];
  if (!product) throw new Error('the seeded catalogue has no product for "latte"');
  return {
    home: '/',
    category: `/catalog/category/${category.slug}`,
    product: `/catalog/product/${product.slug}`,
    search: '/catalog/search?query=latte',
  };
}
