/**
 * Several server processes on one PostgreSQL database, started with the benchmarks' own
 * startBenchServer: the first alone (it migrates and seeds), the others once it answers. Every
 * child is held from the moment it is spawned, so a failure or a signal stops them all by pid.
 */
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startBenchServer, type BenchServer } from '../bench-server';

/** How long a server gets to shut down cleanly after SIGTERM before SIGKILL. */
const KILL_AFTER_MS = 15_000;

/** SIGTERM, then SIGKILL if `child` has not exited after KILL_AFTER_MS. */
async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), KILL_AFTER_MS);
  await exited;
  clearTimeout(timer);
}

export interface ServerProcess {
  /** 1 for the first process started. */
  readonly number: number;
  readonly base: string;
  readonly pid: number;
  readonly stop: () => Promise<void>;
}

export interface Cluster {
  /** The processes that answer, in the order they were started. */
  readonly processes: readonly ServerProcess[];
  /** Starts `count` more processes at once and waits until each answers. */
  start(count: number): Promise<void>;
  /** Stops every process started, those still starting too; never throws. */
  stopAll(): Promise<void>;
}

/**
 * A cluster on `databaseUrl`, seeding `products` products. Behind no proxy, every connection of
 * the bench comes from 127.0.0.1, so the per-address bound on connections is off.
 */
export function createCluster(databaseUrl: string, products: number): Cluster {
  const processes: ServerProcess[] = [];
  const spawned = new Set<ChildProcess>();
  const env = {
    DATABASE_URL: databaseUrl,
    SEED_PRODUCTS: String(products),
    MAX_CONNECTIONS_PER_ADDRESS: '0',
    // The API only: no app build to serve, no page renderer to load.
    STATIC_DIR: path.join(tmpdir(), 'ebsn-bench-no-build'),
    SSR_DIR: path.join(tmpdir(), 'ebsn-bench-no-ssr'),
    // Four processes' start-up warnings would bury the tables; BENCH_LOG_LEVEL=warn shows them.
    LOG_LEVEL: process.env.BENCH_LOG_LEVEL || 'error',
    // Every process signs the login's bot-check challenges with one key, as behind a load
    // balancer (each has a DATA_DIR of its own here); an easy difficulty keeps the bench on logins.
    BOT_CHECK_HMAC_KEY: randomBytes(32).toString('hex'),
    BOT_CHECK_MAX_NUMBER: '1000',
  };
  const startOne = async (): Promise<BenchServer> =>
    startBenchServer(env, {
      killAfterMs: KILL_AFTER_MS,
      onSpawn: (child) => spawned.add(child),
    });

  return {
    processes,
    async start(count) {
      const started = await Promise.allSettled(Array.from({ length: count }, () => startOne()));
      for (const result of started) {
        if (result.status !== 'fulfilled') continue;
        const { base, server, stop } = result.value;
        processes.push({ number: processes.length + 1, base, pid: server.pid ?? 0, stop });
      }
      const failed = started.find((result) => result.status === 'rejected');
      if (failed !== undefined) throw failed.reason;
    },
    async stopAll() {
      await Promise.allSettled(processes.map((entry) => entry.stop()));
      // Children that never answered (startBenchServer stops those it gave up on, but a signal
      // may come while one is still starting).
      await Promise.allSettled([...spawned].map(stopChild));
    },
  };
}
