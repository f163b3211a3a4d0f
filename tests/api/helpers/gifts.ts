/**
 * Gift-code test helpers: the gift calls, carts filled up to an amount, certificates and
 * assignments made straight in the database, and the rows to assert on.
 */
import { randomBytes } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { components } from '../../../src/api/ebsn';
import type { Db } from '../../../server/db/client';
import {
  cartGiftCodes,
  giftCertificateAssignments,
  giftCertificates,
  giftCertificateUses,
} from '../../../server/db/schema';
import { cartCall, cartOf, kinds, pickProduct, type Cart, type Shopper } from './cart';
import { APP_CLIENT } from './test-app';

export type UserGiftCertificate = components['schemas']['UserGiftCertificate'];
export type GiftCodeCheck = components['schemas']['GiftCodeCheck'];

export type GiftCall = 'check' | 'add_code' | 'remove_code';

/** `/ebsn/api/cart-giftcertificate/<call>?code=` as `shopper` (or as a visitor). */
export function giftCall(
  app: FastifyInstance,
  shopper: Pick<Shopper, 'cookie'> | null,
  call: GiftCall,
  code: string,
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: call === 'check' ? 'GET' : 'POST',
    url: `/ebsn/api/cart-giftcertificate/${call}?code=${encodeURIComponent(code)}`,
    headers: shopper === null ? APP_CLIENT : { ...APP_CLIENT, cookie: shopper.cookie },
  });
}

export type ListCall = 'list' | 'list-manual-assigned';

export function listCall(
  app: FastifyInstance,
  shopper: Pick<Shopper, 'cookie'> | null,
  call: ListCall,
  query = '',
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'GET',
    url: `/ebsn/api/giftcertificate/${call}${query}`,
    headers: shopper === null ? {} : { cookie: shopper.cookie },
  });
}

/** The data of a successful reply. */
export function dataOf<Data>(response: LightMyRequestResponse): Data {
  if (response.statusCode !== 200) {
    throw new Error(`Expected HTTP 200, got ${response.statusCode}: ${response.body}`);
  }
  const body: { response: { status: number }; data: Data } = response.json();
  if (body.response.status !== 0) throw new Error(`Failed reply: ${response.body}`);
  return body.data;
}

export async function listOf(
  app: FastifyInstance,
  shopper: Shopper,
  call: ListCall,
  showHistory = false,
): Promise<UserGiftCertificate[]> {
  const query = showHistory ? '?show_history=true' : '';
  const data = dataOf<{ giftCertificates: UserGiftCertificate[] }>(
    await listCall(app, shopper, call, query),
  );
  return data.giftCertificates;
}

export const cents = (euros: number) => Math.round(euros * 100);

/**
 * Puts one plain product in the cart in the smallest quantity whose total reaches `minimumCents`
 * (replacing the line if it is there) and answers the cart.
 */
export async function fillCartTo(
  app: FastifyInstance,
  shopper: Shopper,
  minimumCents: number,
): Promise<Cart> {
  const product = await pickProduct(
    app,
    (p) => kinds.pezzo(p) && p.minAcq <= 1 && (p.productInfos.QTY_MULT ?? '1') === '1',
  );
  const quantity = Math.max(1, Math.ceil(minimumCents / cents(product.priceDisplay)));
  const before = cartOf(await cartCall(app, shopper, 'empty'));
  if (before.cartItems.length > 0) throw new Error('The cart was not emptied');
  return cartOf(
    await cartCall(app, shopper, 'add', { items: [{ productId: product.productId, quantity }] }),
  );
}

/** The goods total of a cart in cents: the lines' gross totals. */
export function goodsCents(cart: Cart): number {
  return cart.cartItems.reduce((total, item) => total + cents(item.grossTotal), 0);
}

/** A certificate made for one test, with a code nobody else uses. */
export async function insertCertificate(
  db: Db,
  fields: Partial<typeof giftCertificates.$inferInsert> = {},
): Promise<typeof giftCertificates.$inferSelect> {
  const [row] = await db
    .insert(giftCertificates)
    .values({
      code: `PROVA${randomBytes(4).toString('hex').toUpperCase()}`,
      name: 'Buono di prova',
      kind: 'amount',
      value: 500,
      ...fields,
    })
    .returning();
  if (row === undefined) throw new Error('The test certificate was not created');
  return row;
}

export async function assign(db: Db, certificateId: number, userId: number): Promise<number> {
  const [row] = await db
    .insert(giftCertificateAssignments)
    .values({ certificateId, userId })
    .returning({ id: giftCertificateAssignments.id });
  if (row === undefined) throw new Error('The assignment was not created');
  return row.id;
}

/** The shopper's gift rows: the codes on the cart and every use. */
export async function giftRows(db: Db, shopper: Shopper) {
  return {
    cartCodes: await db
      .select({ certificateId: cartGiftCodes.certificateId, useId: cartGiftCodes.useId })
      .from(cartGiftCodes)
      .where(eq(cartGiftCodes.cartId, shopper.cartId))
      .orderBy(asc(cartGiftCodes.useId)),
    uses: await db
      .select({
        id: giftCertificateUses.id,
        certificateId: giftCertificateUses.certificateId,
        assignmentId: giftCertificateUses.assignmentId,
        singleUse: giftCertificateUses.singleUse,
        orderId: giftCertificateUses.orderId,
      })
      .from(giftCertificateUses)
      .where(eq(giftCertificateUses.userId, shopper.userId))
      .orderBy(asc(giftCertificateUses.id)),
  };
}
