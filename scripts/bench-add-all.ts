/**
 * The add-all-from-wishlist measure of `npm run bench:api`: demo customers log in through the API,
 * choose the Milan store pickup and a time slot, make a list of 50 products that the cart takes in full, then
 * each repeatedly empties the cart (not timed) and calls cart/add-all-from-wishlist (timed), so
 * every timed call adds 50 lines. One connection per account, at the same time.
 */
import { fetchBotToken, loginPathWith } from '../tests/api/helpers/bot-check';
import { percentile } from './bench-percentile';

const APP_HEADERS = { 'x-ebsn-client': 'web', accept: 'application/json' } as const;
const LIST_LINES = 50;
/** Candidates tried in a scratch list: the first LIST_LINES the cart takes in full are kept. */
const CANDIDATES = 150;
const DEMO_PASSWORD = 'Spesa2026!';
/** The seeded Milan store pickup point (services 1), where the demo assortment is sold. */
const PICKUP_ADDRESS = { addressId: 1, deliveryServiceId: 1 } as const;

export const ADD_ALL_ACCOUNTS = ['cliente@example.it', 'betatester@example.it'] as const;

interface Envelope<Data> {
  readonly response: { readonly status: number };
  readonly data: Data;
}

interface Session {
  readonly base: string;
  readonly cookie: string;
}

async function call<Data>(
  session: Session,
  method: 'GET' | 'POST',
  pathAndQuery: string,
  body?: object,
): Promise<Data> {
  const response = await fetch(`${session.base}${pathAndQuery}`, {
    method,
    headers: {
      ...APP_HEADERS,
      cookie: session.cookie,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${pathAndQuery} answered ${response.status}: ${text}`);
  const envelope = JSON.parse(text) as Envelope<Data>;
  if (envelope.response.status !== 0) throw new Error(`${pathAndQuery} failed: ${text}`);
  return envelope.data;
}

async function login(base: string, email: string): Promise<Session> {
  const response = await fetch(`${base}${loginPathWith(await fetchBotToken(base))}`, {
    method: 'POST',
    headers: { ...APP_HEADERS, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ login: email, password: DEMO_PASSWORD }).toString(),
  });
  const cookie = response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0] ?? '')
    .find((pair) => pair.startsWith('ebsn_session=') && pair !== 'ebsn_session=');
  if (!response.ok || cookie === undefined) {
    throw new Error(`Login of ${email} answered ${response.status}: ${await response.text()}`);
  }
  return { base, cookie };
}

interface ProductCard {
  readonly productId: number;
  readonly productInfos: Record<string, string>;
}

/** Products sold by the piece without limits, locks or lead times: a cart takes each in full. */
async function candidateIds(session: Session): Promise<number[]> {
  const data = await call<{ products: ProductCard[] }>(
    session,
    'GET',
    '/ebsn/api/products?sort=alf_asc&page_size=100',
  );
  const more = await call<{ products: ProductCard[] }>(
    session,
    'GET',
    '/ebsn/api/products?sort=alf_asc&page_size=100&page=2',
  );
  const blocking = ['USER_DISABLED', 'MAXACQ', 'DAY_LOCK', 'LEAD_TIME', 'PRODUCT_LOCK_CUTOFF'];
  return [...data.products, ...more.products]
    .filter((product) => product.productInfos.TIPOLOGIA === 'Pezzo')
    .filter((product) => blocking.every((key) => product.productInfos[key] === undefined))
    .map((product) => product.productId)
    .slice(0, CANDIDATES);
}

async function newList(session: Session, name: string, productIds: readonly number[]) {
  const list = await call<{ id: number }>(session, 'POST', '/ebsn/api/wishlist/insert', { name });
  for (let start = 0; start < productIds.length; start += 50) {
    const items = productIds
      .slice(start, start + 50)
      .map((productId) => ({ productId, quantity: 1 }));
    await call(session, 'POST', '/ebsn/api/wishlist/add_prod', { wishlistId: list.id, items });
  }
  return list.id;
}

interface AddAllReply {
  readonly lines: readonly { readonly productId: number; readonly outcome: string }[];
}

const emptyCart = (session: Session) => call(session, 'POST', '/ebsn/api/cart/empty');
const addAll = (session: Session, listId: number) =>
  call<AddAllReply>(session, 'POST', `/ebsn/api/cart/add-all-from-wishlist?list_id=${listId}`);

interface SlotDays {
  readonly days: readonly {
    readonly dateIso: string;
    readonly timeslots: readonly {
      readonly timeslotId: number;
      readonly active: number;
      readonly status: string;
    }[];
  }[];
}

/** Books the first open, not full slot of the cart's service (adding needs place and time). */
async function bookFirstSlot(session: Session): Promise<void> {
  const { days } = await call<SlotDays>(session, 'GET', '/ebsn/api/timeslot/list');
  for (const day of days) {
    const slot = day.timeslots.find((each) => each.active === 1 && each.status !== 'full');
    if (slot === undefined) continue;
    await call(
      session,
      'GET',
      `/ebsn/api/timeslot/select?sel_date=${day.dateIso}&timeslot_id=${slot.timeslotId}`,
    );
    return;
  }
  throw new Error('No open time slot to book');
}

/** Logs in, serves the cart at the pickup point, and makes the list of 50 that adds 50 lines. */
async function prepare(base: string, email: string): Promise<{ session: Session; listId: number }> {
  const session = await login(base, email);
  await call(
    session,
    'POST',
    `/ebsn/api/user-address/select?address_id=${PICKUP_ADDRESS.addressId}&delivery_service_id=${PICKUP_ADDRESS.deliveryServiceId}`,
  );
  await bookFirstSlot(session);
  const scratch = await newList(session, `Bench prova ${Date.now()}`, await candidateIds(session));
  await emptyCart(session);
  const tried = await addAll(session, scratch);
  const added = tried.lines
    .filter((line) => line.outcome === 'added')
    .map((line) => line.productId);
  if (added.length < LIST_LINES) {
    throw new Error(`Only ${added.length} products of the list reach the cart in full`);
  }
  const listId = await newList(session, `Bench 50 ${Date.now()}`, added.slice(0, LIST_LINES));
  return { session, listId };
}

export interface AddAllMeasure {
  readonly connections: number;
  readonly calls: number;
  readonly p50: number;
  readonly p95: number;
  readonly p99: number;
  readonly errors: number;
}

/** Runs for `durationS` seconds: per account, empty the cart, then time one add-all of 50. */
export async function measureAddAll(base: string, durationS: number): Promise<AddAllMeasure> {
  const accounts = await Promise.all(ADD_ALL_ACCOUNTS.map((email) => prepare(base, email)));
  const times: number[] = [];
  let errors = 0;
  const until = Date.now() + durationS * 1000;
  await Promise.all(
    accounts.map(async ({ session, listId }) => {
      while (Date.now() < until) {
        await emptyCart(session);
        const started = performance.now();
        try {
          const reply = await addAll(session, listId);
          const added = reply.lines.filter((line) => line.outcome === 'added').length;
          if (added !== LIST_LINES) errors += 1;
        } catch {
          errors += 1;
        }
        times.push(performance.now() - started);
      }
    }),
  );
  times.sort((a, b) => a - b);
  const round = (value: number) => Math.round(value * 10) / 10;
  return {
    connections: accounts.length,
    calls: times.length,
    p50: round(percentile(times, 50)),
    p95: round(percentile(times, 95)),
    p99: round(percentile(times, 99)),
    errors,
  };
}
