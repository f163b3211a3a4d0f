/**
 * Stubs of the shop's API client (src/api/client.ts) for tests that drive the app's real effects:
 * several tests need the same fake answers, so they are written once here.
 */
import { vi } from 'vitest';
import type { ShopClient } from '../../src/api/client';
import type { CartReply } from '../../src/api/cart';

/** The user every stubbed reply carries. */
export const stubUser = { userId: 7 } as CartReply['user'];

/**
 * The shop API: `data` of each call (GET or POST) by its path, in an accepted reply with
 * `stubUser`, or a refusal ('Errore', HTTP 400) when it is null or missing.
 */
export function stubClient(answers: Record<string, unknown>) {
  const answer = (path: string) => {
    const data = answers[path];
    return Promise.resolve(
      data === null || data === undefined
        ? {
            error: { response: { status: 1, errors: [{ error: 'Errore' }] }, data: null },
            response: new Response(null, { status: 400 }),
          }
        : {
            data: { response: { status: 0 }, data, user: stubUser },
            response: new Response(null, { status: 200 }),
          },
    );
  };
  return { GET: vi.fn(answer), POST: vi.fn(answer) } as unknown as ShopClient;
}

/** A client whose calls never answer: for pages whose data is in the cache already. */
export const silentClient = {
  GET: () => new Promise(() => {}),
  POST: () => new Promise(() => {}),
} as unknown as ShopClient;
