/**
 * The shop's push provider (server/modules/push/provider.ts) as `app.push`: the local stand-in by
 * default and in tests (server/dev/push-standin.ts), or the one PUSH_PROVIDER names, which
 * server/main.ts makes with its credentials checked.
 */
import fp from 'fastify-plugin';
import type { PushProvider } from '../modules/push/provider';

declare module 'fastify' {
  interface FastifyInstance {
    push: PushProvider;
  }
}

export interface PushPluginOptions {
  readonly provider: PushProvider;
}

export default fp<PushPluginOptions>(
  async (app, { provider }) => {
    app.decorate<PushProvider>('push', provider);
    app.log.info({ push: provider.kind }, 'push provider ready');
  },
  { name: 'push' },
);
