/**
 * `npm run bench:scale`: scale-out, proved (issue 13). On a fresh PostgreSQL database next to
 * BENCH_DATABASE_URL it starts one server process (it migrates and seeds BENCH_PRODUCTS products,
 * default 5,000), then three more on the same database, and:
 *
 * 1. loads the catalogue (product by slug, a category listing page of 24) for BENCH_SECONDS
 *    (default 10) through 1 and then 2 processes, one autocannon instance per process at once,
 *    and prints requests per second per process and in total, p50 and p99, and the CPU each
 *    server, this load generator and the whole machine used meanwhile (in % of one core);
 * 2. checks, across the 4 processes, that a slot is never overbooked, that one cart bought at
 *    once makes one order, that a single-use gift code is used once, and that the login limit
 *    counts every process's attempts together, printing "held" or "BROKEN" with the numbers.
 *
 * It then stops every process it started and drops the database, also on failure or a signal,
 * and exits with status 1 when an invariant is broken. Not part of `npm test` or CI.
 */
import { availableParallelism } from 'node:os';
import { oneOrderPerCart, slotNeverOverbooked } from './bench-scale/booking-invariants';
import { cataloguePaths } from './bench-scale/catalogue';
import { createCluster, type Cluster } from './bench-scale/cluster';
import {
  createBenchDatabase,
  DEFAULT_ADMIN_URL,
  dropBenchDatabase,
  openBenchDb,
  type BenchDatabase,
} from './bench-scale/database';
import { giftCodeUsedOnce } from './bench-scale/gift-invariant';
import { loginLimitShared } from './bench-scale/login-invariant';
import { measureLoad, warmUp, type LoadResult, type Target } from './bench-scale/load';
import { printInvariants, printLoadTable, type Invariant } from './bench-scale/report';
import { nextOpenDay } from './bench-scale/shoppers';
import { HOST } from './bench-server';

const ADMIN_URL = process.env.BENCH_DATABASE_URL || DEFAULT_ADMIN_URL;
const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 5000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
/** Connections of each catalogue measure in all, split over the processes under load. */
const CONNECTIONS = 50;
const PROCESSES = 4;
/** A seeded account (README.md "Demo accounts"), for the wrong-password logins. */
const DEMO_LOGIN = 'cliente@example.it';

const seconds = (since: number) => Math.round((performance.now() - since) / 1000);

async function catalogueRuns(cluster: Cluster): Promise<LoadResult[]> {
  const targets: Target[] = cluster.processes.map(({ base, pid }) => ({ base, pid }));
  const first = targets[0];
  if (first === undefined) throw new Error('No server process');
  const paths = await cataloguePaths(first.base);
  const rows: LoadResult[] = [];
  for (const count of [1, 2]) {
    const measured = targets.slice(0, count);
    const idle = targets.slice(count);
    await warmUp(measured, [...paths.productBySlug, ...paths.listingPages]);
    const measures = [
      ['product by slug', paths.productBySlug],
      ['category listing page of 24', paths.listingPages],
    ] as const;
    for (const [name, measurePaths] of measures) {
      rows.push(await measureLoad(name, measured, measurePaths, CONNECTIONS, SECONDS, idle));
    }
  }
  return rows;
}

async function invariants(cluster: Cluster, databaseUrl: string): Promise<Invariant[]> {
  const bases = cluster.processes.map((entry) => entry.base);
  const first = bases[0];
  if (first === undefined) throw new Error('No server process');
  const { plainProduct } = await cataloguePaths(first);
  const day = nextOpenDay();
  const database = await openBenchDb(databaseUrl);
  try {
    const { db } = database;
    return [
      await slotNeverOverbooked(db, bases, { timeslotId: 106, date: day }, 300),
      await oneOrderPerCart(db, bases, { timeslotId: 101, date: day }, plainProduct.productId, 50),
      await giftCodeUsedOnce(
        db,
        bases,
        [102, 103, 104].map((timeslotId) => ({ timeslotId, date: day })),
        plainProduct.productId,
      ),
      await loginLimitShared(bases, DEMO_LOGIN, 10),
    ];
  } finally {
    await database.close();
  }
}

async function main(): Promise<number> {
  let benchDatabase: BenchDatabase | null = null;
  let cluster: Cluster | null = null;
  let cleaning: Promise<void> | null = null;
  const cleanUp = () => {
    cleaning ??= (async () => {
      await cluster?.stopAll();
      if (benchDatabase !== null) await dropBenchDatabase(ADMIN_URL, benchDatabase.name);
    })();
    return cleaning;
  };
  const onSignal = (signal: NodeJS.Signals) => {
    console.error(`\n${signal}: stopping the servers and dropping the database ...`);
    void cleanUp().finally(() => process.exit(130));
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);

  try {
    const started = performance.now();
    benchDatabase = await createBenchDatabase(ADMIN_URL);
    cluster = createCluster(benchDatabase.url, PRODUCTS);
    console.log(
      `Database ${benchDatabase.name}: starting process 1 (migrates, seeds ${PRODUCTS} products) ...`,
    );
    await cluster.start(1);
    console.log(
      `Process 1 answers after ${seconds(started)} s; starting ${PROCESSES - 1} more ...`,
    );
    await cluster.start(PROCESSES - 1);
    const pids = cluster.processes.map((entry) => `${entry.number}: ${entry.pid}`).join(', ');
    console.log(`${PROCESSES} processes answer after ${seconds(started)} s (pids ${pids})\n`);

    const rows = await catalogueRuns(cluster);
    console.log(
      `Catalogue reads, ${PRODUCTS} products, ${SECONDS} s each, autocannon in this process on ` +
        `${HOST}; CPU in % of one core, ${availableParallelism()} cores here (machine CPU at most ` +
        `${availableParallelism() * 100}%):\n`,
    );
    printLoadTable(rows);

    console.log(`\nInvariants across ${PROCESSES} processes on one database:\n`);
    const checked = await invariants(cluster, benchDatabase.url);
    printInvariants(checked);
    return checked.every((invariant) => invariant.held) ? 0 : 1;
  } finally {
    await cleanUp();
  }
}

main().then(
  (status) => process.exit(status),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
