/**
 * Slow and greedy clients (issue 13, finding 3), over real sockets: a request body trickled a byte
 * at a time is cut off once the request timeout passes (it used to hold for minutes), and one
 * address cannot hold more connections open than its bound, while others still get served.
 */
import { connect, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../server/app';
import { openTestDatabase, type TestDatabase } from './helpers/databases';

const REQUEST_TIMEOUT_MS = 1000;
const MAX_PER_ADDRESS = 3;

describe('slow and greedy clients', () => {
  let testDatabase: TestDatabase | undefined;
  let app: Awaited<ReturnType<typeof buildApp>> | undefined;
  let port = 0;

  beforeAll(async () => {
    testDatabase = await openTestDatabase('pglite');
    app = await buildApp({
      database: testDatabase.database,
      requestTimeoutMs: REQUEST_TIMEOUT_MS,
      maxConnectionsPerAddress: MAX_PER_ADDRESS,
    });
    await app.listen({ host: '127.0.0.1', port: 0 });
    port = (app.server.address() as AddressInfo).port;
  });

  afterAll(async () => {
    await app?.close();
    await testDatabase?.dispose();
  });

  function open(): Promise<Socket> {
    return new Promise((resolve, reject) => {
      const socket = connect({ host: '127.0.0.1', port }, () => resolve(socket));
      socket.once('error', reject);
    });
  }

  /** What the server wrote before it closed the socket, and after how long. */
  function untilClosed(socket: Socket): Promise<{ reply: string; afterMs: number }> {
    const started = Date.now();
    let reply = '';
    socket.on('data', (chunk: Buffer) => {
      reply += chunk.toString('latin1');
    });
    socket.on('error', () => {});
    return new Promise((resolve) => {
      socket.once('close', () => resolve({ reply, afterMs: Date.now() - started }));
    });
  }

  it('a body trickled a byte every 200 ms is answered 408 and closed once the request timeout passes', async () => {
    const socket = await open();
    const closed = untilClosed(socket);
    socket.write(
      'POST /ebsn/api/auth/login HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Ebsn-Client: web\r\n' +
        'Content-Type: application/json\r\nContent-Length: 400\r\n\r\n{',
    );
    const trickle = setInterval(() => socket.writable && socket.write(' '), 200);
    const { reply, afterMs } = await closed;
    clearInterval(trickle);
    expect(reply).toMatch(/^HTTP\/1\.1 408/);
    // The timeout and Node's checking interval (half of it here), with room for a slow machine.
    expect(afterMs).toBeLessThan(REQUEST_TIMEOUT_MS * 6);
  });

  it('one address holds at most its bound of connections; the next is closed at once', async () => {
    const held = await Promise.all(Array.from({ length: MAX_PER_ADDRESS }, () => open()));
    const extra = await open();
    const { reply } = await untilClosed(extra);
    expect(reply).toBe('');
    for (const socket of held) socket.destroy();
    // Once the server has seen them go, the address is served again.
    await vi.waitFor(async () => {
      const response = await fetch(`http://127.0.0.1:${port}/version.json`);
      expect(response.status).toBe(200);
    });
  });
});
