import type { Middleware } from 'openapi-fetch';
import { CLIENT_VERSION } from '../../domain/constants';
import { sessionStore } from '../session-store';

export interface HeadersConfig {
  /** `web`, or the native platform (`ios`, `android`) of the packaged app. */
  readonly clientType: string;
  /** Sent as `X-Ebsn-Lang` only when the multilanguage flag is on. */
  readonly language?: string | undefined;
  /** Sent as `X-Ebsn-Client-Uuid` when the device has one (the mobile app reads it at start). */
  readonly clientUuid?: (() => string | undefined) | undefined;
}

/** The headers every request carries (account-and-platform.md §7 "Shared HTTP client"). */
export function headersMiddleware(config: HeadersConfig): Middleware {
  return {
    onRequest({ request }) {
      const { headers } = request;
      headers.set('Accept', 'application/json');
      headers.set('X-Ebsn-Client', config.clientType);
      headers.set('X-Ebsn-Version', CLIENT_VERSION);
      if (config.language) headers.set('X-Ebsn-Lang', config.language);
      const clientUuid = config.clientUuid?.();
      if (clientUuid) headers.set('X-Ebsn-Client-Uuid', clientUuid);
      const session = sessionStore.sessionHeader();
      if (session) headers.set('X-Ebsn-Session', session);
      const account = sessionStore.accountHeader();
      if (account) headers.set('X-Ebsn-Account', account);
      return request;
    },
  };
}

/** Replies save the session and account headers back to storage. */
export const sessionHeadersMiddleware: Middleware = {
  onResponse({ response }) {
    const session = response.headers.get('X-Ebsn-Session');
    if (session) sessionStore.saveSessionHeader(session);
    const account = response.headers.get('X-Ebsn-Account');
    if (account) sessionStore.saveAccountHeader(account);
  },
};
