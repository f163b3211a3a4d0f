/**
 * Runs the order lifecycle (server/modules/orders/lifecycle.ts) every `intervalMs`; 0 (the
 * default, and the tests') never runs it. `speed` is the demo setting: the lifecycle's shop time
 * runs `speed` times faster than the app's clock from the moment the server starts (60: one
 * minute of shop time per second), so a demo sees its orders prepared and delivered in minutes.
 */
import fp from 'fastify-plugin';
import { advanceOrders } from '../modules/orders/lifecycle';

export interface OrderLifecyclePluginOptions {
  readonly intervalMs?: number;
  /** Shop time per unit of real time (default 1). */
  readonly speed?: number;
}

export default fp<OrderLifecyclePluginOptions>(
  async (app, { intervalMs = 0, speed = 1 }) => {
    if (intervalMs <= 0) return;
    const startedAt = app.clock().getTime();
    const shopNow = () => new Date(startedAt + (app.clock().getTime() - startedAt) * speed);
    let running = false;
    const timer = setInterval(() => {
      if (running) return;
      running = true;
      advanceOrders(app, shopNow())
        .then(
          (steps) => {
            if (steps > 0) app.log.info({ steps }, 'orders advanced');
          },
          (error: unknown) => app.log.warn({ err: error }, 'order lifecycle failed'),
        )
        .finally(() => {
          running = false;
        });
    }, intervalMs);
    timer.unref();
    app.addHook('onClose', async () => clearInterval(timer));
  },
  { name: 'order-lifecycle', dependencies: ['database', 'clock', 'push'] },
);
