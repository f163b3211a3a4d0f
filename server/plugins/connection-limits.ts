/**
 * Slow and greedy clients (issue 13, finding 3): the HTTP server ends a request that has not
 * arrived whole within REQUEST_TIMEOUT_MS (408) and closes idle connections (set on the Fastify
 * instance in app.ts); this plugin bounds the connections one client address holds open at once,
 * so a single address trickling bytes cannot take every socket. Behind a reverse proxy every
 * connection comes from the proxy: bound them there instead and set the bound to 0 here.
 */
import type { Socket } from 'node:net';
import fp from 'fastify-plugin';

export interface ConnectionLimitsOptions {
  /** Open connections one address may hold; 0: no bound. */
  readonly maxPerAddress: number;
}

export default fp<ConnectionLimitsOptions>(
  async (app, options) => {
    if (options.maxPerAddress <= 0) return;
    const open = new Map<string, number>();
    app.server.on('connection', (socket: Socket) => {
      const address = socket.remoteAddress ?? '';
      const count = (open.get(address) ?? 0) + 1;
      if (count > options.maxPerAddress) {
        socket.destroy();
        return;
      }
      open.set(address, count);
      socket.once('close', () => {
        const left = (open.get(address) ?? 1) - 1;
        if (left === 0) open.delete(address);
        else open.set(address, left);
      });
    });
  },
  { name: 'connection-limits' },
);
