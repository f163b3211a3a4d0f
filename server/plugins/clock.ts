/**
 * The time the handlers go by, as `app.clock()`: the real clock, or the one a test passes so the
 * time-slot rules (begun, lead time, cutoffs) give the same answer on every run.
 */
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    clock: () => Date;
  }
}

export interface ClockPluginOptions {
  /** Default: the system clock. */
  readonly now?: () => Date;
}

export default fp<ClockPluginOptions>(
  async (app, { now }) => {
    app.decorate('clock', now ?? (() => new Date()));
  },
  { name: 'clock' },
);
