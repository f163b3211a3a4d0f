/**
 * Invariant d across server processes on one database: the login limit (per login and client
 * address, counters in the database) counts the attempts of every process together.
 */
import { DEFAULT_LOGIN_RATE_LIMIT } from '../../server/config';
import { fetchBotToken, loginPathWith } from '../../tests/api/helpers/bot-check';
import { call, countPerProcess, roundRobin, statusCounts } from './api';
import type { Invariant } from './report';

/** d. Wrong-password logins for one account, `attemptsPerProcess` through each process, all at once. */
export async function loginLimitShared(
  bases: readonly string[],
  login: string,
  attemptsPerProcess: number,
): Promise<Invariant> {
  const attempts = attemptsPerProcess * bases.length;
  // Each attempt passes the bot check with a challenge of the next process: they share one key.
  const tokens = await Promise.all(
    Array.from({ length: attempts }, (_, index) => fetchBotToken(roundRobin(bases, index + 1))),
  );
  const replies = await Promise.all(
    tokens.map((token, index) =>
      call(roundRobin(bases, index), loginPathWith(token), {
        method: 'POST',
        form: { login, password: `sbagliata-${index}`, remember_me: 'false' },
      }),
    ),
  );
  const limit = DEFAULT_LOGIN_RATE_LIMIT.max;
  const wrong = replies.filter((reply) => reply.statusCode === 401).length;
  const limited = replies.filter((reply) => reply.statusCode === 429).length;
  return {
    name: `${attempts} wrong-password logins for one account, ${attemptsPerProcess} through each of ${bases.length} processes at once, limit ${limit} a minute`,
    held: wrong === limit && limited === attempts - limit,
    detail:
      `${wrong} answered 401 (through each process: ${countPerProcess(replies, bases.length, (reply) => reply.statusCode === 401)}), ` +
      `${limited} refused with 429 (HTTP ${statusCounts(replies)})`,
  };
}
