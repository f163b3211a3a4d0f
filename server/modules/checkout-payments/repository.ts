/**
 * The payments' SQL. A payment is found by its order (whose owner the caller checked) or by the
 * token of its hosted page, the page's only credential.
 */
import { randomBytes } from 'node:crypto';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orders, payments, type PaymentStatus } from '../../db/schema';

export const GATEWAY_PREFIX = '/payment-gateway';

/** 256 random bits, base64url (43 characters). */
export function newPaymentToken(): string {
  return randomBytes(32).toString('base64url');
}

export function paymentUrlOf(token: string): string {
  return `${GATEWAY_PREFIX}/pay/${token}`;
}

/** Where the shop shows the result of an order's payment. */
export function resultUrl(orderId: number, paid: boolean): string {
  return paid ? `/cart/payment-completed/${orderId}` : `/cart/payment-error/${orderId}`;
}

export interface PaymentRecord {
  readonly id: number;
  readonly orderId: number;
  readonly status: PaymentStatus;
  readonly amountCents: number;
  readonly token: string;
  readonly providerReference: string | null;
  readonly cardLast4: string | null;
  readonly createdAt: Date;
}

const paymentColumns = {
  id: payments.id,
  orderId: payments.orderId,
  status: payments.status,
  amountCents: payments.amountCents,
  token: payments.token,
  providerReference: payments.providerReference,
  cardLast4: payments.cardLast4,
  createdAt: payments.createdAt,
};

/** A pending payment of `amountCents` for the order, with a fresh token. */
export async function createPendingPayment(
  tx: Db,
  orderId: number,
  amountCents: number,
  provider: string,
  now: Date,
): Promise<PaymentRecord> {
  const [row] = await tx
    .insert(payments)
    .values({
      orderId,
      amountCents,
      provider,
      token: newPaymentToken(),
      createdAt: now,
      updatedAt: now,
    })
    .returning(paymentColumns);
  if (row === undefined) throw new Error(`The payment of order ${orderId} was not created`);
  return row;
}

/** The order's newest payment. */
export async function latestPayment(db: Db, orderId: number): Promise<PaymentRecord | null> {
  const rows = await db
    .select(paymentColumns)
    .from(payments)
    .where(eq(payments.orderId, orderId))
    .orderBy(desc(payments.id))
    .limit(1);
  return rows[0] ?? null;
}

/** The payments of these orders, oldest first. */
export function paymentsOf(db: Db, orderIds: readonly number[]): Promise<PaymentRecord[]> {
  if (orderIds.length === 0) return Promise.resolve([]);
  return db
    .select(paymentColumns)
    .from(payments)
    .where(inArray(payments.orderId, [...orderIds]))
    .orderBy(asc(payments.id));
}

export interface GatewayPayment extends PaymentRecord {
  readonly paymentDeadline: Date;
}

const gatewayColumns = { ...paymentColumns, paymentDeadline: orders.paymentDeadline };

/** The payment behind a hosted page, with its order's deadline. */
export async function findPaymentByToken(db: Db, token: string): Promise<GatewayPayment | null> {
  const rows = await db
    .select(gatewayColumns)
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .where(eq(payments.token, token))
    .limit(1);
  return rows[0] ?? null;
}

/** The same, locked until the transaction ends: one submission of a page at a time. */
export async function lockPaymentByToken(tx: Db, token: string): Promise<GatewayPayment | null> {
  const rows = await tx
    .select(gatewayColumns)
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .where(eq(payments.token, token))
    .for('update', { of: payments });
  return rows[0] ?? null;
}

/** Moves a payment from `from` to `to`; false when it was not in `from` any more. */
export async function movePayment(
  tx: Db,
  paymentId: number,
  from: PaymentStatus,
  to: PaymentStatus,
  now: Date,
  provider: { readonly reference?: string; readonly cardLast4?: string } = {},
): Promise<boolean> {
  const rows = await tx
    .update(payments)
    .set({
      status: to,
      updatedAt: now,
      ...(provider.reference === undefined ? {} : { providerReference: provider.reference }),
      ...(provider.cardLast4 === undefined ? {} : { cardLast4: provider.cardLast4 }),
    })
    .where(and(eq(payments.id, paymentId), eq(payments.status, from)))
    .returning({ id: payments.id });
  return rows.length === 1;
}

/**
 * Records the capture of an authorised payment: `capturedCents` (at most its amount) taken;
 * false when it was not authorised any more.
 */
export async function markPaymentCaptured(
  tx: Db,
  paymentId: number,
  capturedCents: number,
  now: Date,
): Promise<boolean> {
  const rows = await tx
    .update(payments)
    .set({ status: 'captured', capturedCents, updatedAt: now })
    .where(and(eq(payments.id, paymentId), eq(payments.status, 'authorized')))
    .returning({ id: payments.id });
  return rows.length === 1;
}
