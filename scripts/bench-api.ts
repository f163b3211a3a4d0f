/**
 * `npm run bench:api`: the API budget of DESIGN.md, measured. Starts the real server (embedded
 * PGlite in a temporary DATA_DIR, seeded with BENCH_PRODUCTS products, default 50,000) as a child
 * process on 127.0.0.1, then loads it with autocannon from this process and prints a table:
 * the hello-world ceiling of the same server (/version.json), a product by slug and a category
 * listing page of 24 at 50 connections, and search at 20 connections (p95 from every response).
 * Before the load, on the quiet server, it prints the median answer time of
 * password_reset_token_request for an existing and for an unknown address (30 tries each, one
 * at a time, interleaved): the two must not tell accounts apart. Last, cart/add-all-from-wishlist
 * of a 50-line list, at low concurrency (one connection per demo account, the cart emptied
 * before each timed call so each adds 50 lines: scripts/bench-add-all.ts), p95 under 300 ms.
 * Not part of `npm test` or CI; it stops by itself and removes its data.
 */
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { measureAddAll } from './bench-add-all';
import { percentile } from './bench-percentile';
import { getJson, HOST, printTable, startBenchServer } from './bench-server';

const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 50_000);
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);

interface Row {
  readonly name: string;
  readonly connections: number;
  readonly requestsPerSecond: number;
  readonly p50: number;
  readonly p95: number;
  readonly p99: number;
  readonly non2xx: number;
  /** Share of one core the server used while measured; near 100% means the server is the limit. */
  readonly serverCpu: string;
  readonly errors: number;
  readonly target: string;
  readonly met: boolean | null;
}

/** Runs autocannon with a path per request from `nextPath` and keeps every response time. */
/** The CPU seconds a process has used so far (Linux), or null elsewhere. */
function cpuSeconds(pid: number | undefined): number | null {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    const ticks = Number(fields[11]) + Number(fields[12]);
    return Number.isFinite(ticks) ? ticks / 100 : null;
  } catch {
    return null;
  }
}

async function measure(
  serverPid: number | undefined,
  base: string,
  name: string,
  connections: number,
  nextPath: () => string,
  target: { label: string; check: (row: Omit<Row, 'target' | 'met'>) => boolean } | null,
): Promise<Row> {
  const times: number[] = [];
  const cpuBefore = cpuSeconds(serverPid);
  const startedAt = Date.now();
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: base,
        connections,
        duration: DURATION_S,
        requests: [
          { method: 'GET', setupRequest: (request) => ({ ...request, path: nextPath() }) },
        ],
      },
      (error, finished) => (error ? reject(error) : resolve(finished)),
    );
    instance.on('response', (_client, _status, _bytes, responseTime) => times.push(responseTime));
  });
  times.sort((a, b) => a - b);
  const cpuAfter = cpuSeconds(serverPid);
  const elapsed = (Date.now() - startedAt) / 1000;
  const row = {
    name,
    connections,
    requestsPerSecond: Math.round(result.requests.total / DURATION_S),
    p50: Math.round(percentile(times, 50) * 10) / 10,
    p95: Math.round(percentile(times, 95) * 10) / 10,
    p99: Math.round(percentile(times, 99) * 10) / 10,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    serverCpu:
      cpuBefore === null || cpuAfter === null
        ? '?'
        : `${Math.round(((cpuAfter - cpuBefore) / elapsed) * 100)}%`,
  };
  return {
    ...row,
    target: target?.label ?? '',
    met: target === null ? null : target.check(row) && row.non2xx === 0 && row.errors === 0,
  };
}

/** Cycles through `paths`, shared by all connections so they do not ask the same thing at once. */
function cycle(paths: readonly string[]): () => string {
  let next = 0;
  return () => {
    const value = paths[next % paths.length] ?? '/';
    next += 1;
    return value;
  };
}

const SEARCH_WORDS = [
  'mela',
  'mele',
  'pere',
  'arance',
  'limoni',
  'banane',
  'fragole',
  'pomodori',
  'carote',
  'zucchine',
  'patate',
  'cipolle',
  'insalata',
  'latte',
  'yogurt',
  'mozzarella',
  'parmigiano',
  'formaggi',
  'burro',
  'uova',
  'manzo',
  'pollo',
  'salsiccia',
  'orata',
  'salmone',
  'tonno',
  'pane',
  'grissini',
  'torta',
  'spaghetti',
  'penne',
  'riso',
  'farina',
  'passata',
  'olio',
  'aceto',
  'pesto',
  'caffè',
  'biscotti',
  'miele',
  'cioccolato',
  'acqua',
  'birra',
  'vino rosso',
  'prosecco',
  'gelato',
  'pizza',
  'prosciutto',
  'salame',
  'shampoo',
  'dentifricio',
  'detersivo',
  'carta igienica',
  'crocchette',
  'pannolini',
  'bio',
  'senza glutine',
  'integrale',
  'DOP',
  'fresco',
];

/** One typo (a doubled letter) and a typing prefix per word, so search sees what shoppers type. */
function searchVariants(word: string): string[] {
  const middle = Math.floor(word.length / 2);
  return [
    word,
    word.slice(0, middle) + word.charAt(middle) + word.slice(middle),
    word.slice(0, Math.max(3, word.length - 2)),
  ];
}

function searchPaths(): string[] {
  const sorts = ['rank', 'pri_asc', 'alf_asc', 'new'];
  const extras = ['', '&promo=true', '&onlyNew=true'];
  const paths: string[] = [];
  for (const word of SEARCH_WORDS) {
    for (const variant of searchVariants(word)) {
      for (const sort of sorts) {
        for (const extra of extras) {
          paths.push(
            `/ebsn/api/products?q=${encodeURIComponent(variant)}&sort=${sort}${extra}&page_size=24`,
          );
        }
      }
    }
  }
  // A fixed shuffle, so neighbouring requests differ.
  let state = 7;
  for (let i = paths.length - 1; i > 0; i -= 1) {
    state = (state * 1103515245 + 12345) % 2147483648;
    const j = state % (i + 1);
    const swap = paths[i] ?? '';
    paths[i] = paths[j] ?? '';
    paths[j] = swap;
  }
  return paths;
}

function printRows(rows: readonly Row[]): void {
  printTable(
    [
      'measure',
      'conn',
      'req/s',
      'p50 ms',
      'p95 ms',
      'p99 ms',
      'non-2xx',
      'errors',
      'server CPU',
      'target',
      'met',
    ],
    rows.map((row) => [
      row.name,
      String(row.connections),
      String(row.requestsPerSecond),
      String(row.p50),
      String(row.p95),
      String(row.p99),
      String(row.non2xx),
      String(row.errors),
      row.serverCpu,
      row.target,
      row.met === null ? '' : row.met ? 'yes' : 'NO',
    ]),
  );
}

const RESET_TRIES = 30;
const RESET_WARM_UP = 5;
const EXISTING_ADDRESS = 'cliente@example.it';
const UNKNOWN_ADDRESS = 'nessun-account@example.it';

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

/** Milliseconds from sending one reset request for `email` to its whole answer. */
async function timeResetRequest(base: string, email: string): Promise<number> {
  const started = performance.now();
  const response = await fetch(
    `${base}/ebsn/api/registration/password_reset_token_request?e_mail=${encodeURIComponent(email)}`,
    // A state-changing GET: the app's header, as the shop's own app sends it.
    { headers: { 'x-ebsn-client': 'web' } },
  );
  await response.arrayBuffer();
  const elapsed = performance.now() - started;
  if (!response.ok) throw new Error(`password_reset_token_request answered ${response.status}`);
  return elapsed;
}

/**
 * The reset request's answer time for an address with an account and one without, alternating
 * so that both see the same server; the medians should be the same within noise.
 */
async function measureResetRequests(base: string): Promise<void> {
  for (let index = 0; index < RESET_WARM_UP; index += 1) {
    await timeResetRequest(base, index % 2 === 0 ? EXISTING_ADDRESS : UNKNOWN_ADDRESS);
  }
  const existing: number[] = [];
  const unknown: number[] = [];
  for (let index = 0; index < RESET_TRIES; index += 1) {
    existing.push(await timeResetRequest(base, EXISTING_ADDRESS));
    unknown.push(await timeResetRequest(base, UNKNOWN_ADDRESS));
  }
  const ms = (value: number) => (Math.round(value * 100) / 100).toFixed(2);
  console.log(
    `password_reset_token_request, ${RESET_TRIES} tries each, one at a time, interleaved:\n`,
  );
  const rows: [string, number[]][] = [
    [`existing (${EXISTING_ADDRESS})`, existing],
    [`unknown (${UNKNOWN_ADDRESS})`, unknown],
  ];
  printTable(
    ['address', 'median ms', 'min ms', 'max ms'],
    rows.map(([label, times]) => [
      label,
      ms(median(times)),
      ms(Math.min(...times)),
      ms(Math.max(...times)),
    ]),
  );
  console.log('');
}

interface ListReply {
  data: { products: { slug: string }[]; page: { totPages: number } };
}
interface TreeReply {
  data: { categories: { categoryId: number; productCount: number }[] };
}

async function main(): Promise<void> {
  const started = Date.now();
  console.log(`Starting the server with ${PRODUCTS} products ...`);
  const { base, server, dataDir, stop } = await startBenchServer({
    SEED_PRODUCTS: String(PRODUCTS),
    STATIC_DIR: path.join(tmpdir(), 'ebsn-bench-no-build'),
  });
  try {
    console.log(
      `Seeded, migrated and listening in ${dataDir} after ${Math.round((Date.now() - started) / 1000)} s\n`,
    );

    await measureResetRequests(base);

    const tree = (await getJson(base, '/ebsn/api/category?filtered=true&depth=1')) as TreeReply;
    const tops = tree.data.categories.filter((category) => category.productCount > 0);
    const listingPaths: string[] = [];
    const slugs: string[] = [];
    for (const top of tops) {
      const first = (await getJson(
        base,
        `/ebsn/api/products?parent_category_id=${top.categoryId}&page_size=24`,
      )) as ListReply;
      slugs.push(...first.data.products.map((product) => product.slug));
      for (let page = 1; page <= Math.min(10, first.data.page.totPages); page += 1) {
        listingPaths.push(
          `/ebsn/api/products?parent_category_id=${top.categoryId}&page=${page}&page_size=24`,
        );
      }
    }
    const search = searchPaths();

    const rows = [
      await measure(
        server.pid,
        base,
        'hello-world ceiling: GET /version.json',
        50,
        cycle(['/version.json']),
        null,
      ),
      await measure(
        server.pid,
        base,
        'product by slug',
        50,
        cycle(slugs.map((slug) => `/ebsn/api/products?slug=${slug}`)),
        {
          label: '>= 2500 req/s',
          check: (row) => row.requestsPerSecond >= 2500,
        },
      ),
      await measure(server.pid, base, 'category listing page of 24', 50, cycle(listingPaths), {
        label: '>= 2500 req/s',
        check: (row) => row.requestsPerSecond >= 2500,
      }),
      await measure(
        server.pid,
        base,
        `search (${search.length} distinct queries)`,
        20,
        cycle(search),
        {
          label: 'p95 <= 50 ms',
          check: (row) => row.p95 <= 50,
        },
      ),
    ];
    const addAll = await measureAddAll(base, DURATION_S);
    rows.push({
      name: `cart/add-all-from-wishlist, 50 lines (${addAll.calls} calls)`,
      connections: addAll.connections,
      requestsPerSecond: Math.round(addAll.calls / DURATION_S),
      p50: addAll.p50,
      p95: addAll.p95,
      p99: addAll.p99,
      non2xx: 0,
      errors: addAll.errors,
      serverCpu: '',
      target: 'p95 < 300 ms',
      met: addAll.p95 < 300 && addAll.errors === 0,
    });
    console.log(
      `\n${PRODUCTS} products, ${DURATION_S} s per measure, autocannon in a second process on ${HOST} (add-all: fetch, one connection per account):\n`,
    );
    printRows(rows);
    if (rows.some((row) => row.met === false)) process.exitCode = 1;
  } finally {
    await stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
