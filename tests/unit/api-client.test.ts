/**
 * The shared HTTP client against the real server (in-memory PGlite): headers, session storage,
 * 419, toasts and the pending count.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '../../src/api/api-error';
import { postLogin } from '../../src/features/session/session.queries';
import { getCart } from '../../src/api/cart';
import { createShopClient } from '../../src/api/client';
import { clientEvents } from '../../src/api/client-events';
import { pendingRequests } from '../../src/api/pending-requests';
import { STORAGE_KEYS } from '../../src/api/session-store';
import type { ResponseMessages } from '../../src/domain/envelope';
import { buildApp } from '../../server/app';
import { fetchBotToken, TEST_BOT_CHECK } from '../api/helpers/bot-check';
import { openTestDatabase, type TestDatabase } from '../api/helpers/databases';
import { installMemoryStorage } from '../support/memory-storage';

installMemoryStorage();

let database: TestDatabase;
let app: FastifyInstance;
let origin: string;
const sentHeaders: Headers[] = [];

/** The real fetch, remembering what each request carried. */
const recordingFetch: typeof fetch = (input, init) => {
  if (input instanceof Request) sentHeaders.push(new Headers(input.headers));
  return fetch(input, init);
};

beforeAll(async () => {
  database = await openTestDatabase('pglite');
  app = await buildApp({
    database: database.database,
    loginRateLimit: false,
    botCheck: TEST_BOT_CHECK,
  });
  origin = await app.listen({ port: 0, host: '127.0.0.1' });
}, 60_000);

afterAll(async () => {
  await app.close();
  await database.dispose();
});

const nativeClient = () =>
  createShopClient({
    clientType: 'android',
    baseUrl: origin,
    fetch: recordingFetch,
    clientUuid: () => 'uuid-1',
  });

const form = (login: string, password: string) => ({
  login,
  password,
  remember_me: true,
  show_sectors: false,
});

function collect<K extends 'messages' | 'sessionExpired'>(type: K) {
  const seen: unknown[] = [];
  const stop = clientEvents.on(type, (payload) => seen.push(payload ?? type));
  return { seen, stop };
}

describe('shared HTTP client', () => {
  it('sends the client headers and keeps the session header of a native client', async () => {
    const client = nativeClient();
    const user = await postLogin(
      client,
      form('cliente@example.it', 'Spesa2026!'),
      await fetchBotToken(origin),
    );
    expect(user.email).toBe('cliente@example.it');
    expect(sessionStorage.getItem(STORAGE_KEYS.session)).toBeTruthy();
    expect(sessionStorage.getItem(STORAGE_KEYS.account)).toBe(String(user.userId));

    const { user: cartUser } = await getCart(client);
    expect(cartUser.userId).toBe(user.userId);
    const headers = sentHeaders.at(-1);
    expect(headers?.get('Accept')).toBe('application/json');
    expect(headers?.get('X-Ebsn-Version')).toBe('2.0.7');
    expect(headers?.get('X-Ebsn-Client')).toBe('android');
    expect(headers?.get('X-Ebsn-Client-Uuid')).toBe('uuid-1');
    expect(headers?.get('X-Ebsn-Session')).toBe(sessionStorage.getItem(STORAGE_KEYS.session));
  });

  it('wrong credentials reject with "Credenziali Errate" and show no toast', async () => {
    const toasts = collect('messages');
    const failure = await postLogin(
      nativeClient(),
      form('cliente@example.it', 'Sbagliata1'),
      await fetchBotToken(origin),
    ).catch((error: unknown) => error);
    toasts.stop();
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).messages.errors).toEqual(['Credenziali Errate']);
    expect(toasts.seen).toEqual([]);
  });

  it('HTTP 419 runs the session-expired path', async () => {
    sessionStorage.setItem(STORAGE_KEYS.session, 'sconosciuta');
    const expired = collect('sessionExpired');
    const failure = await getCart(nativeClient()).catch((error: unknown) => error);
    expired.stop();
    expect((failure as ApiError).httpStatus).toBe(419);
    expect(expired.seen).toEqual(['sessionExpired']);
  });

  it('a refused request shows its Italian errors as toasts', async () => {
    const toasts = collect('messages');
    const client = nativeClient();
    const { response } = await client.GET('/ebsn/api/auth/test', {
      params: { query: { operation: 'non valido!' } },
    });
    toasts.stop();
    expect(response.status).toBe(400);
    const [shown] = toasts.seen as ResponseMessages[];
    expect(shown?.errors[0]).toMatch(/operation/);
  });

  it("the order page's calls leave their errors to the page: no toast", async () => {
    const client = nativeClient();
    await postLogin(client, form('cliente@example.it', 'Spesa2026!'), await fetchBotToken(origin));
    const toasts = collect('messages');
    const { response } = await client.POST('/ebsn/api/order/delete', {
      params: { query: { order_id: 999_999 } },
    });
    toasts.stop();
    expect(response.status).toBe(404);
    expect(toasts.seen).toEqual([]);
  });

  it('a failure without a structured body shows the generic message', async () => {
    const toasts = collect('messages');
    const offline = createShopClient({ clientType: 'web', baseUrl: 'http://127.0.0.1:9' });
    const failure = await getCart(offline).catch((error: unknown) => error);
    toasts.stop();
    expect((failure as ApiError).messages.errors).toEqual([
      'Si è verificato un errore, riprova tra qualche minuto.',
    ]);
    expect(toasts.seen).toEqual([
      {
        errors: ['Si è verificato un errore, riprova tra qualche minuto.'],
        warnings: [],
        infos: [],
      },
    ]);
  });

  it('a shop in maintenance (503) shows no toast: /service-down tells the shopper, once', async () => {
    const closed = await buildApp({ database: database.database, maintenance: true });
    const closedOrigin = await closed.listen({ port: 0, host: '127.0.0.1' });
    try {
      const toasts = collect('messages');
      const client = createShopClient({ clientType: 'web', baseUrl: closedOrigin });
      const failure = await getCart(client).catch((error: unknown) => error);
      toasts.stop();
      expect((failure as ApiError).httpStatus).toBe(503);
      expect((failure as ApiError).messages.errors).toEqual([
        'Il negozio è in manutenzione: torna tra qualche minuto.',
      ]);
      expect(toasts.seen).toEqual([]);
    } finally {
      await closed.close();
    }
  });

  it("/service-down's check that reaches no shop shows no toast", async () => {
    const toasts = collect('messages');
    const offline = createShopClient({ clientType: 'web', baseUrl: 'http://127.0.0.1:9' });
    await expect(offline.GET('/ebsn/api/auth/bot-challenge')).rejects.toThrow();
    toasts.stop();
    expect(toasts.seen).toEqual([]);
  });

  it('counts pending requests for the loader overlay and returns to zero', async () => {
    const counts: number[] = [];
    const stop = pendingRequests.subscribe(() => counts.push(pendingRequests.get()));
    await Promise.allSettled([getCart(nativeClient()), getCart(nativeClient())]);
    stop();
    expect(Math.max(...counts)).toBe(2);
    expect(pendingRequests.get()).toBe(0);
  });
});
