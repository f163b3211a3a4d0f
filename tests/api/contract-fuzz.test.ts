/**
 * The contract fuzzer's short run (issue 13): about 1,000 requests generated from
 * openapi/ebsn.yaml with a fixed seed (tests/fuzz), each sent as a guest and as the demo customer.
 * Every reply must be a status the operation declares, never a 5xx, with a body that matches the
 * declared schema, and the server must keep answering. `npm run fuzz` is the long run.
 */
import { describe, expect, it } from 'vitest';
import { loadContract } from '../fuzz/contract';
import { formatFailures } from '../fuzz/report';
import { runFuzz } from '../fuzz/run';
import { backends, useTestApp } from './helpers/test-app';

const RUNS = 1000;
/** Fixed, so a failure here is the same request on every machine. */
const SEED = 13;

describe.each(backends)('contract fuzz (%s)', (backend) => {
  const testApp = useTestApp(backend);

  it(`answers ${RUNS} generated requests within the contract, as a guest and as a customer`, async () => {
    const report = await runFuzz(testApp().app, { runs: RUNS, seed: SEED });
    // Each failure group: kind, operation, what was wrong, one request (as whom) and its reply.
    if (report.failures.length > 0) expect.fail(formatFailures(report));
    expect(report.requests).toBe(RUNS);
  }, 90_000);

  it('answers 200 generated requests to the content service within its contract', async () => {
    const report = await runFuzz(testApp().app, {
      runs: 200,
      seed: SEED,
      prefix: '/p/wp-json/',
      contract: loadContract('openapi/content.yaml'),
    });
    if (report.failures.length > 0) expect.fail(formatFailures(report));
    // Pages, FAQ, menus, posts, slides, blocks and search at least, each of them exercised.
    expect(report.operations).toBeGreaterThanOrEqual(13);
    expect(report.byOperation.size).toBe(report.operations);
  }, 60_000);
});
