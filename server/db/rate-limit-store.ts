/**
 * The counters of @fastify/rate-limit kept in the database instead of each process's memory, so
 * that a limit holds across every process on one PostgreSQL (issue 13, finding 4): four processes
 * no longer give four times the tries. One statement counts an attempt: the row of the key is
 * locked by its upsert, so attempts arriving together through different processes are all counted.
 */
import { createHash } from 'node:crypto';
import { lt, sql } from 'drizzle-orm';
import type { Db } from './client';
import { rateLimitCounters } from './schema';

/** What @fastify/rate-limit expects of a store's count. */
interface Count {
  readonly current: number;
  readonly ttl: number;
}

type Done = (error: Error | null, count?: Count) => void;

/** Expired counters are deleted after this many counted attempts of a process. */
const SWEEP_EVERY = 500;

function keyHashOf(key: string): string {
  return createHash('sha256').update(key).digest('hex');
}

/** Counts one attempt of `key` in a window of `windowMs`; answers the attempts and what is left of the window. */
export async function countAttempt(db: Db, key: string, windowMs: number): Promise<Count> {
  const table = rateLimitCounters;
  const windowEnd = sql`now() + ${windowMs} * interval '1 millisecond'`;
  const expired = sql`${table.windowEndsAt} <= now()`;
  const [row] = await db
    .insert(table)
    .values({ keyHash: keyHashOf(key), hits: 1, windowEndsAt: windowEnd })
    .onConflictDoUpdate({
      target: table.keyHash,
      set: {
        hits: sql`case when ${expired} then 1 else ${table.hits} + 1 end`,
        windowEndsAt: sql`case when ${expired} then excluded.window_ends_at else ${table.windowEndsAt} end`,
      },
    })
    .returning({
      hits: table.hits,
      ttlMs: sql<string>`ceil(extract(epoch from (${table.windowEndsAt} - now())) * 1000)`,
    });
  return { current: row?.hits ?? 1, ttl: Math.max(0, Number(row?.ttlMs ?? windowMs)) };
}

/** Deletes the counters whose window has ended. */
export async function deleteEndedCounters(db: Db): Promise<void> {
  await db.delete(rateLimitCounters).where(lt(rateLimitCounters.windowEndsAt, sql`now()`));
}

/**
 * A store class for @fastify/rate-limit's `store` option (it constructs the store itself, so the
 * database comes in through this closure).
 */
export function databaseRateLimitStore(db: Db) {
  let counted = 0;
  return class DatabaseRateLimitStore {
    incr(key: string, done: Done, timeWindow: number): void {
      counted += 1;
      if (counted % SWEEP_EVERY === 0) void deleteEndedCounters(db).catch(() => {});
      countAttempt(db, key, timeWindow).then(
        (count) => done(null, count),
        (error: unknown) => done(error instanceof Error ? error : new Error(String(error))),
      );
    }

    child(): DatabaseRateLimitStore {
      return new DatabaseRateLimitStore();
    }
  };
}
