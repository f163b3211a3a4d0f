/**
 * Invariant c across server processes on one database: a single-use gift code ends used once
 * however many devices and shoppers apply it and buy at once.
 *
 * Single use, as server/modules/gifts holds it, is per holder: a once-per-user certificate
 * (gift_certificate_uses_single_use_idx, one use per certificate and user), given to one shopper
 * through one assignment (gift_certificate_uses_assignment_idx, one use per assignment); to every
 * other shopper a manually assigned code does not exist. No certificate is usable once by the
 * whole shop.
 */
import { randomBytes } from 'node:crypto';
import { and, eq, inArray, ne } from 'drizzle-orm';
import { DEFAULT_GIFT_CODE_RATE_LIMIT } from '../../server/config';
import type { Db } from '../../server/db/client';
import {
  giftCertificateAssignments,
  giftCertificates,
  giftCertificateUses,
  orders,
} from '../../server/db/schema';
import { call, roundRobin, statusCounts, succeeded } from './api';
import type { Invariant } from './report';
import {
  addToCart,
  createShoppers,
  moreSessions,
  selectSlot,
  serveAtPickup,
  type Shopper,
  type Slot,
} from './shoppers';

/** The holder's devices applying the code at once, then buying at once. */
const HOLDER_DEVICES = 8;
/** Shoppers without the code typing it at the same moment. */
const OTHER_SHOPPERS = 32;
/** Places in a pickup slot. */
const SLOT_PLACES = 20;

/** Gift-code attempts are limited per account and per address (all of ours: 127.0.0.1). */
function checkGiftBudget(processes: number): void {
  const holderAttempts = HOLDER_DEVICES + processes;
  const addressAttempts = holderAttempts + OTHER_SHOPPERS;
  const { max } = DEFAULT_GIFT_CODE_RATE_LIMIT;
  // gift-code-rate-limit.ts: `max` per account, three times as many per address.
  if (holderAttempts > max || addressAttempts > 3 * max) {
    throw new Error('The gift-code run would meet the gift-code attempt limit');
  }
}

async function insertSingleUseCode(db: Db, holder: Shopper) {
  const [certificate] = await db
    .insert(giftCertificates)
    .values({
      code: `UNAVOLTA${randomBytes(4).toString('hex').toUpperCase()}`,
      name: 'Buono unico di prova',
      kind: 'amount',
      value: 500,
      oncePerUser: true,
      manuallyAssigned: true,
    })
    .returning();
  if (certificate === undefined) throw new Error('The certificate was not created');
  await db
    .insert(giftCertificateAssignments)
    .values({ certificateId: certificate.id, userId: holder.userId });
  return certificate;
}

/** Carts at the pickup point, each with a slot (`slots` in turn, 20 carts each) and a product. */
async function fillCarts(
  db: Db,
  bases: readonly string[],
  shoppers: readonly Shopper[],
  slots: readonly Slot[],
  productId: number,
): Promise<void> {
  await serveAtPickup(db, shoppers);
  for (const [index, shopper] of shoppers.entries()) {
    const slot = slots[Math.floor(index / SLOT_PLACES)];
    if (slot === undefined) throw new Error('Not enough slots for the gift-code shoppers');
    await selectSlot(roundRobin(bases, index), shopper, slot);
    await addToCart(roundRobin(bases, index + 1), shopper, productId, 3);
  }
}

const applyCode = (base: string, shopper: Shopper, code: string) =>
  call(base, `/ebsn/api/cart-giftcertificate/add_code?code=${encodeURIComponent(code)}`, {
    method: 'POST',
    cookie: shopper.cookie,
  });

const buyCart = (base: string, shopper: Shopper, key: string) =>
  call(base, '/ebsn/api/checkout/buy?rules_accepted=true', {
    method: 'POST',
    cookie: shopper.cookie,
    headers: { 'idempotency-key': key },
  });

/**
 * c. A single-use code of one holder, applied at once by the holder's devices and typed by other
 * shoppers, then every cart bought at once (the holder's from every device, each buy with its own
 * key), then applied again by the holder through every process.
 */
export async function giftCodeUsedOnce(
  db: Db,
  bases: readonly string[],
  slots: readonly Slot[],
  productId: number,
): Promise<Invariant> {
  checkGiftBudget(bases.length);
  const [holder, ...others] = await createShoppers(db, 1 + OTHER_SHOPPERS);
  if (holder === undefined) throw new Error('The holder was not created');
  const devices = [holder, ...(await moreSessions(db, holder, HOLDER_DEVICES - 1))];
  await fillCarts(db, bases, [holder, ...others], slots, productId);
  const certificate = await insertSingleUseCode(db, holder);

  // Everyone at once, round-robin, so each process gets devices and other shoppers alike; each
  // then buys through the next process, not the one it applied the code through.
  const everyone = [...devices, ...others];
  const applied = await Promise.all(
    everyone.map((shopper, index) =>
      applyCode(roundRobin(bases, index), shopper, certificate.code),
    ),
  );
  const holderApplied = applied.slice(0, devices.length).filter(succeeded).length;
  const othersRefused = applied
    .slice(devices.length)
    .filter((reply) => reply.statusCode === 400).length;

  const bought = await Promise.all(
    everyone.map((shopper, index) =>
      buyCart(roundRobin(bases, index + 1), shopper, `scala-dono-${shopper.userId}-${index}`),
    ),
  );
  const holderBought = bought.slice(0, devices.length).filter(succeeded).length;
  const retried = await Promise.all(bases.map((base) => applyCode(base, holder, certificate.code)));

  const uses = await db
    .select({ userId: giftCertificateUses.userId, orderId: giftCertificateUses.orderId })
    .from(giftCertificateUses)
    .where(eq(giftCertificateUses.certificateId, certificate.id));
  const holderOrders = await db
    .select({ id: orders.id, goodsCents: orders.goodsCents, discountCents: orders.discountCents })
    .from(orders)
    .where(eq(orders.userId, holder.userId));
  const otherIds = others.map((shopper) => shopper.userId);
  const discounted = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(inArray(orders.userId, otherIds), ne(orders.discountCents, 0)));
  const otherOrders = await db
    .select({ id: orders.id })
    .from(orders)
    .where(inArray(orders.userId, otherIds));
  const [use] = uses;
  const [order] = holderOrders;
  // A fixed amount never gives more than the goods.
  const discountDue = Math.min(certificate.value, order?.goodsCents ?? 0);
  const retriesRefused = retried.filter((reply) => reply.statusCode === 400).length;
  return {
    name: `a single-use code applied at once by its holder's ${devices.length} devices and by ${others.length} other shoppers through ${bases.length} processes, then every cart bought at once`,
    held:
      holderApplied === devices.length &&
      othersRefused === others.length &&
      holderBought === 1 &&
      holderOrders.length === 1 &&
      order?.discountCents === discountDue &&
      otherOrders.length === others.length &&
      discounted.length === 0 &&
      uses.length === 1 &&
      use?.userId === holder.userId &&
      use.orderId === order.id &&
      retriesRefused === bases.length,
    detail:
      `applied: holder's devices ${holderApplied} of ${devices.length}, other shoppers refused ` +
      `${othersRefused} of ${others.length} (HTTP ${statusCounts(applied)}); buys: ` +
      `${statusCounts(bought)}, the holder's devices ${holderBought} of ${devices.length} ` +
      `bought; holder's orders ${holderOrders.length} ` +
      `(discount ${((order?.discountCents ?? 0) / 100).toFixed(2)} €), other orders ` +
      `${otherOrders.length} (${discounted.length} with a discount); uses of the code ${uses.length}` +
      `${use === undefined ? '' : `, in order ${use.orderId ?? 'none'}`}; applied again through ` +
      `${bases.length} processes after the buy: ${retriesRefused} refused`,
  };
}
