/**
 * The API tests' shoppers (made in the database by db-shoppers.ts), a clock tests can move, and
 * typed calls.
 */
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { shopInstant } from '../../../src/domain/shop-time';
import type { Db } from '../../../server/db/client';
import { APP_CLIENT } from './test-app';
import { createShoppers, type DbShopper } from './db-shoppers';

export { createShoppers, serveCartsAt, type ServicePlace } from './db-shoppers';

export type TestShopper = DbShopper;

export async function createShopper(db: Db): Promise<TestShopper> {
  const [shopper] = await createShoppers(db, 1);
  if (shopper === undefined) throw new Error('The test shopper was not created');
  return shopper;
}

/** A clock a test sets to a shop time ('YYYY-MM-DD', 'HH:MM' in Europe/Rome). */
export function settableClock(date: string, time: string) {
  let current = shopInstant(date, time);
  return {
    now: () => current,
    set(nextDate: string, nextTime: string) {
      current = shopInstant(nextDate, nextTime);
    },
  };
}

/** The envelope of a reply, with its data typed by the caller. */
export interface TypedEnvelope<Data> {
  readonly response: {
    readonly status: number;
    readonly errors: readonly { readonly error: string }[];
    readonly infos: readonly { readonly info: string }[];
  };
  readonly data: Data;
  readonly user: { readonly userId: number };
}

export function envelopeOf<Data>(response: LightMyRequestResponse): TypedEnvelope<Data> {
  return response.json();
}

/** A call as `shopper` (or as a visitor), GET unless told otherwise. */
export function callAs(
  app: FastifyInstance,
  shopper: TestShopper | null,
  url: string,
  options: { method?: 'GET' | 'POST'; payload?: object } = {},
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: options.method ?? 'GET',
    url,
    headers: shopper === null ? APP_CLIENT : { ...APP_CLIENT, cookie: shopper.cookie },
    ...(options.payload === undefined ? {} : { payload: options.payload }),
  });
}

/** Expects HTTP 200 with status 0 and gives the data. */
export async function dataOf<Data>(response: Promise<LightMyRequestResponse>): Promise<Data> {
  const reply = await response;
  if (reply.statusCode !== 200) {
    throw new Error(`Expected HTTP 200, got ${reply.statusCode}: ${reply.body.slice(0, 400)}`);
  }
  const body = envelopeOf<Data>(reply);
  if (body.response.status !== 0) throw new Error(`Expected status 0: ${reply.body.slice(0, 400)}`);
  return body.data;
}
