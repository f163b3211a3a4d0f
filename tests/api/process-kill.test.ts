/**
 * A server process killed in the middle of requests (issue 13, "Scale-out"): three customers buy
 * their carts at once through a real server process, which is killed with SIGKILL as soon as the
 * first buy is answered, while the others are in flight. A new process on the same data then finds, for each customer, either a whole
 * order (its lines, a pending payment) with the cart emptied, or no order and the cart as it was:
 * never an order without lines, nor a cart emptied without an order. On the embedded database
 * (the default of `npm start`) this is also its recovery after a crash.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../server/db/seed';
import { fetchBotToken, loginPathWith, TEST_BOT_CHECK } from './helpers/bot-check';
import { backends } from './helpers/test-app';
import { startBenchServer, type BenchServer } from '../../scripts/bench-server';

const CUSTOMERS = ['cliente@example.it', 'betatester@example.it', 'privacy@example.it'];
const APP = { 'x-ebsn-client': 'web', accept: 'application/json' } as const;

interface Envelope<Data> {
  readonly response: { readonly status: number };
  readonly data: Data;
}

interface Slot {
  readonly timeslotId: number;
  readonly date: string;
  readonly active: number;
  readonly status: string;
  readonly underLeadTime: boolean;
  readonly underLockDay: boolean;
  readonly underLockCutoff: boolean;
}

interface OrderSummary {
  readonly orderId: number;
  readonly totalItems: number;
}

/** A customer's calls to one server process, with the session cookie. */
class Customer {
  private cookie = '';

  constructor(
    private readonly base: string,
    readonly email: string,
  ) {}

  async logIn(): Promise<void> {
    const token = await fetchBotToken(this.base);
    const response = await fetch(`${this.base}${loginPathWith(token)}`, {
      method: 'POST',
      headers: { ...APP, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ login: this.email, password: DEMO_PASSWORD }).toString(),
    });
    if (!response.ok) throw new Error(`login of ${this.email}: ${response.status}`);
    this.cookie = (response.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  }

  async call<Data>(
    pathAndQuery: string,
    method: 'GET' | 'POST' = 'GET',
    headers: Record<string, string> = {},
  ) {
    const response = await fetch(`${this.base}/ebsn/api/${pathAndQuery}`, {
      method,
      headers: { ...APP, cookie: this.cookie, ...headers },
    });
    return { status: response.status, body: (await response.json()) as Envelope<Data> };
  }

  async get<Data>(pathAndQuery: string): Promise<Data> {
    const { status, body } = await this.call<Data>(pathAndQuery);
    if (status !== 200) throw new Error(`${pathAndQuery} answered ${status}`);
    return body.data;
  }

  /** Serves the cart at a store's pickup point, books its first bookable slot, fills it. */
  async fillCart(): Promise<void> {
    await this.get('store-proximity/select?store_id=1');
    const { days } = await this.get<{ days: { timeslots: Slot[] }[] }>('timeslot/list');
    const slot = days
      .slice(1)
      .flatMap((day) => day.timeslots)
      .find(
        (candidate) =>
          candidate.active === 1 &&
          candidate.status !== 'full' &&
          !candidate.underLeadTime &&
          !candidate.underLockDay &&
          !candidate.underLockCutoff,
      );
    if (slot === undefined) throw new Error('no bookable slot');
    await this.get(`timeslot/select?sel_date=${slot.date}&timeslot_id=${slot.timeslotId}`);
    const { products } = await this.get<{ products: { productId: number }[] }>(
      'products?page_size=30',
    );
    let added = 0;
    for (const product of products) {
      const response = await fetch(`${this.base}/ebsn/api/cart/add`, {
        method: 'POST',
        headers: { ...APP, cookie: this.cookie, 'content-type': 'application/json' },
        body: JSON.stringify({ items: [{ productId: product.productId, quantity: 1 }] }),
      });
      if (response.ok) added += 1;
      if (added === 3) return;
    }
    throw new Error(`only ${added} products could be added`);
  }

  /** The buy's HTTP status, or null when the connection was cut. */
  buy(): Promise<number | null> {
    const key = { 'idempotency-key': `kill-${randomBytes(9).toString('base64url')}` };
    return this.call(`checkout/buy?rules_accepted=true`, 'POST', key).then(
      (reply) => reply.status,
      () => null,
    );
  }

  async cartLines(): Promise<number> {
    const cart = await this.get<{ cartItems: unknown[] }>('cart/view');
    return cart.cartItems.length;
  }

  async orders(): Promise<OrderSummary[]> {
    return (await this.get<{ orders: OrderSummary[] }>('order/list')).orders;
  }

  async orderLines(orderId: number): Promise<{ lines: number; payments: number }> {
    const order = await this.get<{ orderItems: unknown[]; payments: unknown[] }>(
      `order/view?order_id=${orderId}`,
    );
    return { lines: order.orderItems.length, payments: order.payments.length };
  }
}

describe.each(backends)('a server process killed during the buys (%s)', (backend) => {
  const cleanups: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  /** Where the processes keep their data: a data directory, or a database of its own. */
  async function dataEnv(): Promise<Record<string, string>> {
    if (backend === 'pglite') {
      const dataDir = mkdtempSync(path.join(tmpdir(), 'ebsn-kill-'));
      cleanups.push(async () => rmSync(dataDir, { recursive: true, force: true }));
      return { DATA_DIR: dataDir };
    }
    const admin = process.env.TEST_DATABASE_URL ?? '';
    const name = `ebsn_kill_${process.pid}_${Date.now()}`;
    const run = async (text: string) => {
      const client = new pg.Client({ connectionString: admin });
      await client.connect();
      await client.query(text).finally(() => client.end());
    };
    await run(`CREATE DATABASE "${name}"`);
    cleanups.push(() => run(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
    const url = new URL(admin);
    url.pathname = `/${name}`;
    return { DATABASE_URL: url.toString() };
  }

  /** The server as `npm run serve` starts it, on `env`'s data, with a small catalogue and no app build. */
  async function started(env: Record<string, string>): Promise<BenchServer> {
    const server = await startBenchServer({
      SEED_PRODUCTS: '300',
      STATIC_DIR: '/nonexistent-build',
      SSR_DIR: '/nonexistent-build',
      BOT_CHECK_MAX_NUMBER: String(TEST_BOT_CHECK.maxNumber),
      ...env,
    });
    cleanups.push(server.stop);
    return server;
  }

  /** SIGKILL: no shutdown hook runs, requests in flight are cut. */
  async function killed(server: BenchServer): Promise<void> {
    const exited = new Promise((resolve) => server.server.once('exit', resolve));
    server.server.kill('SIGKILL');
    await exited;
  }

  it('leaves for each customer a whole order and an empty cart, or no order and the cart as it was', async () => {
    const env = await dataEnv();
    const first = await started(env);
    const customers = CUSTOMERS.map((email) => new Customer(first.base, email));
    for (const customer of customers) {
      await customer.logIn();
      await customer.fillCart();
    }
    const buys = customers.map(async (customer) => ({
      email: customer.email,
      status: await customer.buy(),
    }));
    // Killed as soon as the first buy is answered, while the others are being handled.
    const answered = await Promise.race(buys);
    await killed(first);
    const statuses = await Promise.all(buys);
    expect(answered.status).toBe(200);

    const second = await started(env);
    let ordered = 0;
    for (const { email, status } of statuses) {
      const customer = new Customer(second.base, email);
      await customer.logIn();
      const orders = await customer.orders();
      const lines = await customer.cartLines();
      expect(orders.length, email).toBeLessThanOrEqual(1);
      const [order] = orders;
      if (order === undefined) {
        expect(status, `${email}: no order although the buy was answered`).not.toBe(200);
        expect(lines, `${email}: no order, the cart as it was`).toBe(3);
        continue;
      }
      ordered += 1;
      expect(lines, `${email}: an order, the cart emptied`).toBe(0);
      const placed = await customer.orderLines(order.orderId);
      expect(placed.lines, `${email}: the order's lines`).toBe(3);
      expect(placed.payments, `${email}: its pending payment`).toBe(1);
      expect(order.totalItems).toBe(3);
    }
    // What was answered was committed, and is kept.
    const confirmed = statuses.filter(({ status }) => status === 200).length;
    expect(ordered).toBeGreaterThanOrEqual(confirmed);
    console.info(`killed mid-buy: ${confirmed} buys answered, ${ordered} orders kept`);
  }, 180_000);
});
