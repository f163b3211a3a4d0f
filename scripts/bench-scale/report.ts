/**
 * How the bench prints: the catalogue runs as one Markdown table (requests per second per process
 * and in total, latency, and the CPU that bought them), and each invariant as one line with
 * "held" or "BROKEN" and its numbers.
 */
import { printTable } from '../bench-server';
import type { LoadResult } from './load';

/** One invariant checked across the processes. */
export interface Invariant {
  readonly name: string;
  readonly held: boolean;
  /** The numbers the verdict rests on. */
  readonly detail: string;
}

const percent = (value: number | null) => (value === null ? '?' : `${Math.round(value)}%`);

/**
 * CPU the machine spent on anything but the bench's servers and its load generator: PostgreSQL,
 * the kernel's work charged to no process, other programs.
 */
function otherCpu(row: LoadResult): number | null {
  const { machine, servers, generator, idleServers } = row.cpu;
  if (machine === null || idleServers === null || servers.some((share) => share === null)) {
    return null;
  }
  const known = servers.reduce<number>((sum, share) => sum + (share ?? 0), 0);
  return Math.max(0, machine - known - generator - idleServers);
}

/** Requests per second per core the servers kept busy, or '?' when their CPU is unknown. */
function perBusyCore(row: LoadResult): string {
  const shares = row.cpu.servers;
  if (shares.some((share) => share === null)) return '?';
  const cores = shares.reduce<number>((sum, share) => sum + (share ?? 0), 0) / 100;
  return cores > 0 ? String(Math.round(row.totalPerSecond / cores)) : '?';
}

/** Prints the catalogue runs as one table. */
export function printLoadTable(rows: readonly LoadResult[]): void {
  printTable(
    [
      'processes',
      'measure',
      'conn',
      'req/s per process',
      'req/s total',
      'p50 ms',
      'p99 ms',
      'non-2xx, errors',
      'CPU per server',
      'load generator CPU',
      'idle servers CPU',
      'machine CPU',
      'other CPU',
      'req/s per busy server core',
    ],
    rows.map((row) => [
      String(row.requestsPerSecond.length),
      row.measure,
      String(row.connections),
      row.requestsPerSecond.join(' + '),
      String(row.totalPerSecond),
      String(row.p50),
      String(row.p99),
      `${row.non2xx}, ${row.errors}`,
      row.cpu.servers.map(percent).join(' + '),
      percent(row.cpu.generator),
      percent(row.cpu.idleServers),
      percent(row.cpu.machine),
      percent(otherCpu(row)),
      perBusyCore(row),
    ]),
  );
}

/** Prints one line per invariant. */
export function printInvariants(invariants: readonly Invariant[]): void {
  for (const invariant of invariants) {
    console.log(`- ${invariant.held ? 'held' : 'BROKEN'}: ${invariant.name}: ${invariant.detail}`);
  }
}
