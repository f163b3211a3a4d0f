/**
 * Catalogue reads spread over server processes: one autocannon instance per process's port, all
 * run at once from this process, their counts summed and their response times pooled for the
 * percentiles; with the CPU each server, this load generator and the whole machine used meanwhile.
 */
import autocannon from 'autocannon';
import { watchCpu, type CpuShares } from './cpu';

/** A process under load: its address and its pid (for its CPU time). */
export interface Target {
  readonly base: string;
  readonly pid: number;
}

export interface LoadResult {
  readonly measure: string;
  readonly connections: number;
  /** Per target, in the order given. */
  readonly requestsPerSecond: readonly number[];
  readonly totalPerSecond: number;
  readonly p50: number;
  readonly p99: number;
  readonly non2xx: number;
  readonly errors: number;
  readonly cpu: CpuShares;
}

function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
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

function runOne(
  base: string,
  connections: number,
  seconds: number,
  nextPath: () => string,
  times: number[],
): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: base,
        connections,
        duration: seconds,
        requests: [
          { method: 'GET', setupRequest: (request) => ({ ...request, path: nextPath() }) },
        ],
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
    instance.on('response', (_client, _status, _bytes, responseTime) => times.push(responseTime));
  });
}

/**
 * Loads `targets` at once for `seconds` with `connections` in all, split evenly over them, each
 * request the next of `paths`; the CPU of the `idle` processes is measured too.
 */
export async function measureLoad(
  measure: string,
  targets: readonly Target[],
  paths: readonly string[],
  connections: number,
  seconds: number,
  idle: readonly Target[] = [],
): Promise<LoadResult> {
  const times: number[] = [];
  const perTarget = Math.max(1, Math.round(connections / targets.length));
  const nextPath = cycle(paths);
  const endWatch = watchCpu(
    targets.map((target) => target.pid),
    idle.map((target) => target.pid),
  );
  const results = await Promise.all(
    targets.map((target) => runOne(target.base, perTarget, seconds, nextPath, times)),
  );
  const cpu = endWatch();
  times.sort((a, b) => a - b);
  const requestsPerSecond = results.map((result) =>
    Math.round(result.requests.total / result.duration),
  );
  return {
    measure,
    connections: perTarget * targets.length,
    requestsPerSecond,
    totalPerSecond: requestsPerSecond.reduce((sum, value) => sum + value, 0),
    p50: Math.round(percentile(times, 50) * 10) / 10,
    p99: Math.round(percentile(times, 99) * 10) / 10,
    non2xx: results.reduce((sum, result) => sum + result.non2xx, 0),
    errors: results.reduce((sum, result) => sum + result.errors + result.timeouts, 0),
    cpu,
  };
}

/** Asks every path once of every target, a few at a time, so no process starts cold. */
export async function warmUp(targets: readonly Target[], paths: readonly string[]): Promise<void> {
  const PARALLEL = 8;
  for (const target of targets) {
    for (let start = 0; start < paths.length; start += PARALLEL) {
      await Promise.all(
        paths.slice(start, start + PARALLEL).map(async (path) => {
          const response = await fetch(target.base + path);
          await response.arrayBuffer();
        }),
      );
    }
  }
}
