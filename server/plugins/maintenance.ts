/**
 * The maintenance switch (MAINTENANCE=on, issue 17 "Versions and availability"): while it is on,
 * every shop API call answers 503 with the envelope and the content API 503 in WordPress's shape,
 * both with 'Il negozio è in manutenzione: torna tra qualche minuto.' and a Retry-After, before
 * anything reads the session or the database. `/version.json`, the API reference and the app's own
 * files keep answering, so the app loads, shows `/service-down` and checks again until the shop is
 * back.
 */
import fp from 'fastify-plugin';
import { platformMessages } from '../../src/domain/platform-messages';
import { API_PREFIX, CONTENT_ADMIN_PREFIX, CONTENT_PREFIX } from '../config';
import { anonymousUser, failure } from '../http/envelope';
import { WpError } from '../modules/content/wp-error';

export interface MaintenancePluginOptions {
  /** MAINTENANCE=on: refuse the calls with 503 (default false). */
  readonly on: boolean;
  /** Seconds the 503 asks a client to wait before trying again (Retry-After, default 60). */
  readonly retryAfterSeconds?: number;
}

const DEFAULT_RETRY_AFTER_SECONDS = 60;
const SERVICE_UNAVAILABLE = 503;

export default fp<MaintenancePluginOptions>(
  async (app, options) => {
    if (!options.on) return;
    const retryAfter = String(options.retryAfterSeconds ?? DEFAULT_RETRY_AFTER_SECONDS);
    const text = platformMessages.maintenance.message;
    // The bodies never change: made once.
    const apiBody = JSON.stringify(failure([text], anonymousUser(), null));
    const contentBody = JSON.stringify(
      new WpError(SERVICE_UNAVAILABLE, 'rest_maintenance', text).toBody(),
    );

    app.addHook('onRequest', async (request, reply) => {
      const { url } = request;
      const body = url.startsWith(API_PREFIX)
        ? apiBody
        : url.startsWith(`${CONTENT_PREFIX}/`) || url.startsWith(CONTENT_ADMIN_PREFIX)
          ? contentBody
          : null;
      if (body === null) return;
      return reply
        .code(SERVICE_UNAVAILABLE)
        .header('retry-after', retryAfter)
        .header('cache-control', 'no-store')
        .type('application/json; charset=utf-8')
        .send(body);
    });
  },
  { name: 'maintenance' },
);
