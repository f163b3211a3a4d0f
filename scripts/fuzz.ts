/**
 * `npm run fuzz`: the long run of the contract fuzzer (tests/fuzz). Builds the app on an in-memory
 * PGlite seeded like the API tests', sends FUZZ_RUNS requests (default 10,000) generated from
 * FUZZ_SEED (default: the time, printed so a run can be repeated) to every /ebsn/api operation of
 * openapi/ebsn.yaml, as a guest and as the demo customer, and prints the replies per status and per
 * operation with every failure grouped by cause. Exits with 1 on any 5xx, undeclared status,
 * content type or schema violation, or when the server stopped answering.
 *
 * The login and registration limits are off, as in the API tests (the fuzzer logs the customer in
 * again after every logout); the gift-code limit stays on, as in production.
 */
import { buildApp } from '../server/app';
import { TEST_BOT_CHECK } from '../tests/api/helpers/bot-check';
import { openTestDatabase } from '../tests/api/helpers/databases';
import { formatReport } from '../tests/fuzz/report';
import { runFuzz } from '../tests/fuzz/run';

const RUNS = Number(process.env.FUZZ_RUNS ?? 10_000);
const SEED = Number(process.env.FUZZ_SEED ?? Date.now() % 2 ** 31);
const PROGRESS_EVERY = 1000;

async function main(): Promise<number> {
  if (!Number.isInteger(RUNS) || RUNS < 1) throw new Error('FUZZ_RUNS must be a positive integer');
  if (!Number.isInteger(SEED)) throw new Error('FUZZ_SEED must be an integer');
  console.log(`Fuzzing with FUZZ_RUNS=${RUNS} FUZZ_SEED=${SEED}`);
  const testDatabase = await openTestDatabase('pglite');
  const app = await buildApp({
    database: testDatabase.database,
    loginRateLimit: false,
    registrationRateLimit: false,
    // The fuzzer's customer logs in again after each logout: an easy bot check, as in the tests.
    botCheck: TEST_BOT_CHECK,
  });
  try {
    await app.ready();
    const report = await runFuzz(app, {
      runs: RUNS,
      seed: SEED,
      onProgress: (sent) => {
        if (sent % PROGRESS_EVERY === 0) console.log(`  ${sent} requests sent`);
      },
    });
    console.log(formatReport(report));
    return report.failures.length === 0 ? 0 : 1;
  } finally {
    await app.close();
    await testDatabase.dispose();
  }
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  },
);
