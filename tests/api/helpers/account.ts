/**
 * What the personal area's tests share: a fresh customer logged in through the real login, and
 * calls made with (or without) its session cookie.
 */
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Db } from '../../../server/db/client';
import { createAccount, newEmail } from './registration';
import { APP_CLIENT, postLogin, sessionCookieOf } from './test-app';

export const ACCOUNT_PASSWORD = 'Profilo-Pass-7';

export interface LoggedInCustomer {
  readonly userId: number;
  readonly email: string;
  /** `ebsn_session=<token>` */
  readonly cookie: string;
}

/** A new confirmed customer (Anna Neri, no phone, fiscal code or answers), logged in. */
export async function loggedInCustomer(
  app: FastifyInstance,
  db: Db,
  label = 'cliente',
): Promise<LoggedInCustomer> {
  const email = newEmail(label);
  const userId = await createAccount(db, email, ACCOUNT_PASSWORD);
  const login = await postLogin(app, { login: email, password: ACCOUNT_PASSWORD });
  return { userId, email, cookie: sessionCookieOf(login) };
}

/** A GET of `path` (under /ebsn/api/) with the session cookie, or none when `cookie` is null. */
export function getAs(
  app: FastifyInstance,
  cookie: string | null,
  path: string,
  query: Record<string, string | number> = {},
): Promise<LightMyRequestResponse> {
  const search = new URLSearchParams(
    Object.entries(query).map(([name, value]) => [name, String(value)]),
  ).toString();
  return app.inject({
    method: 'GET',
    url: `/ebsn/api/${path}${search === '' ? '' : `?${search}`}`,
    headers: cookie === null ? APP_CLIENT : { ...APP_CLIENT, cookie },
  });
}

/** A JSON POST to `path` (under /ebsn/api/) with the session cookie, or none. */
export function postAs(
  app: FastifyInstance,
  cookie: string | null,
  path: string,
  payload: unknown,
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: `/ebsn/api/${path}`,
    headers: cookie === null ? APP_CLIENT : { ...APP_CLIENT, cookie },
    payload: payload as Record<string, unknown>,
  });
}
