/**
 * CPU shares over a run, from Linux's /proc: each server process's utime + stime, the load
 * generator's own process.cpuUsage(), and the whole machine's busy time (so what else ran shows).
 * Shares are in % of one core: 100% is one core kept busy for the whole run.
 */
import { readFileSync } from 'node:fs';

/** Clock ticks per second of /proc figures (USER_HZ, 100 on Linux). */
const TICKS_PER_SECOND = 100;

/** CPU seconds `pid` has used so far, or null when /proc cannot tell (gone, not Linux). */
export function processCpuSeconds(pid: number): number | null {
  try {
    // Fields after the command name, which may hold spaces: state is [0], utime [11], stime [12].
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    const ticks = Number(fields[11]) + Number(fields[12]);
    return Number.isFinite(ticks) ? ticks / TICKS_PER_SECOND : null;
  } catch {
    return null;
  }
}

/** CPU seconds the whole machine (all cores) has been busy, or null off Linux. */
function machineCpuSeconds(): number | null {
  try {
    const line = readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '';
    // user nice system idle iowait irq softirq steal (guest time is already in user).
    const [user = 0, nice = 0, system = 0, , , irq = 0, softirq = 0, steal = 0] = line
      .trim()
      .split(/\s+/)
      .slice(1)
      .map(Number);
    return (user + nice + system + irq + softirq + steal) / TICKS_PER_SECOND;
  } catch {
    return null;
  }
}

/** Shares of one core over a run, in %; null where /proc could not tell. */
export interface CpuShares {
  /** Per server process under load, in the order given. */
  readonly servers: readonly (number | null)[];
  /** The server processes not under load, together (their background work). */
  readonly idleServers: number | null;
  /** This process (the load generator), all its threads. */
  readonly generator: number;
  /** Every core of the machine together (200% is a 2-core machine fully busy). */
  readonly machine: number | null;
  readonly elapsedSeconds: number;
}

/** The CPU seconds of `pids` together, or null when one cannot be read. */
function sumCpuSeconds(pids: readonly number[]): number | null {
  let sum = 0;
  for (const pid of pids) {
    const seconds = processCpuSeconds(pid);
    if (seconds === null) return null;
    sum += seconds;
  }
  return sum;
}

/**
 * Starts watching the servers under load (`pids`), the idle ones (`idlePids`), this process and
 * the machine; the function it answers ends the watch.
 */
export function watchCpu(pids: readonly number[], idlePids: readonly number[]): () => CpuShares {
  const startedAt = performance.now();
  const serversBefore = pids.map(processCpuSeconds);
  const idleBefore = sumCpuSeconds(idlePids);
  const generatorBefore = process.cpuUsage();
  const machineBefore = machineCpuSeconds();
  return () => {
    const elapsedSeconds = (performance.now() - startedAt) / 1000;
    // The share of one core that `after - before` CPU seconds are over the run.
    const share = (before: number | null | undefined, after: number | null) =>
      before === null || before === undefined || after === null
        ? null
        : ((after - before) / elapsedSeconds) * 100;
    const generator = process.cpuUsage(generatorBefore);
    const machineAfter = machineCpuSeconds();
    return {
      servers: pids.map((pid, index) => share(serversBefore[index], processCpuSeconds(pid))),
      idleServers: share(idleBefore, sumCpuSeconds(idlePids)),
      generator: ((generator.user + generator.system) / 1e6 / elapsedSeconds) * 100,
      machine: share(machineBefore, machineAfter),
      elapsedSeconds,
    };
  };
}
