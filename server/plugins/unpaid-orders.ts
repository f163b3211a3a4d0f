/**
 * Runs the sweep of unpaid orders (server/modules/orders/unpaid-sweep.ts) every `intervalMs`;
 * 0 (the default, and the tests') never runs it.
 */
import fp from 'fastify-plugin';
import { cancelUnpaidOrders } from '../modules/orders/unpaid-sweep';

export interface UnpaidOrdersPluginOptions {
  readonly intervalMs?: number;
}

export default fp<UnpaidOrdersPluginOptions>(
  async (app, { intervalMs = 0 }) => {
    if (intervalMs <= 0) return;
    let running = false;
    const timer = setInterval(() => {
      if (running) return;
      running = true;
      cancelUnpaidOrders(app)
        .then(
          (count) => {
            if (count > 0) app.log.info({ count }, 'unpaid orders cancelled');
          },
          (error: unknown) => app.log.warn({ err: error }, 'unpaid order sweep failed'),
        )
        .finally(() => {
          running = false;
        });
    }, intervalMs);
    timer.unref();
    app.addHook('onClose', async () => clearInterval(timer));
  },
  { name: 'unpaid-orders', dependencies: ['database', 'clock'] },
);
