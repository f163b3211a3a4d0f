import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { cartMessages, messageText, problem } from '../../src/domain/cart-messages';
import { listMessages, listText } from '../../src/domain/lists';
import { cartServices } from '../../server/db/schema';
import {
  cartCall,
  cartOf,
  ensureAlcoholGroup,
  kinds,
  lineRows,
  pickProduct,
  pickProducts,
  setCartStatus,
  type Cart,
} from './helpers/cart';
import {
  createList,
  dataOk,
  listCall,
  listShopper,
  type LineOutcome,
  type ListShopper,
  type WishlistDetail,
} from './helpers/lists';
import { backends, bodyOf, expectFailure, useTestApp } from './helpers/test-app';

interface AddAllData {
  readonly cart: Cart;
  readonly lines: LineOutcome[];
}

async function listOf(
  app: FastifyInstance,
  shopper: ListShopper,
  name: string,
  items: readonly { productId: number; quantity: number }[],
): Promise<WishlistDetail> {
  const list = await createList(app, shopper, name);
  return dataOk<WishlistDetail>(
    await listCall(app, shopper, 'wishlist/add_prod', { wishlistId: list.id, items }),
  );
}

const addAll = (app: FastifyInstance, shopper: ListShopper, listId: number) =>
  listCall(app, shopper, `cart/add-all-from-wishlist?list_id=${listId}`, 'post');

describe.each(backends)('lists: add all to the cart, confirm (%s)', (backend) => {
  const testApp = useTestApp(backend);

  it('adds every line and answers line by line; a retry adds nothing twice', async () => {
    const { app, db } = testApp();
    const shopper = await listShopper(db, true);
    const [a, b] = await pickProducts(app, 2, kinds.pezzo);
    if (a === undefined || b === undefined) throw new Error('Two products expected');
    const list = await listOf(app, shopper, 'Settimana', [
      { productId: a.productId, quantity: 2 },
      { productId: b.productId, quantity: 3 },
    ]);
    // The cart already holds one of a: the list tops it up to 2.
    cartOf(
      await cartCall(app, shopper, 'add', { items: [{ productId: a.productId, quantity: 1 }] }),
    );

    const first = dataOk<AddAllData>(await addAll(app, shopper, list.id));
    expect(first.lines.map((line) => [line.productId, line.outcome, line.quantity])).toEqual([
      [a.productId, 'added', 1],
      [b.productId, 'added', 3],
    ]);
    expect(first.cart.cartItems.map((item) => [item.product.productId, item.quantity])).toEqual([
      [a.productId, 2],
      [b.productId, 3],
    ]);
    const retry = dataOk<AddAllData>(await addAll(app, shopper, list.id));
    expect(retry.lines.map((line) => line.outcome)).toEqual(['alreadyInCart', 'alreadyInCart']);
    expect((await lineRows(db, shopper.cartId)).map((row) => row.quantity)).toEqual([2, 3]);
  });

  it('keeps the purchase limits: a line over the group maximum is reduced, saying why', async () => {
    const { app, db } = testApp();
    await ensureAlcoholGroup(app, db);
    const shopper = await listShopper(db, true);
    const drinks = await pickProducts(app, 3, kinds.alcohol12);
    const [held, x, y] = drinks;
    if (held === undefined || x === undefined || y === undefined)
      throw new Error('Three drinks expected');
    cartOf(
      await cartCall(app, shopper, 'add', { items: [{ productId: held.productId, quantity: 6 }] }),
    );
    const list = await listOf(app, shopper, 'Festa', [
      { productId: x.productId, quantity: 12 },
      { productId: y.productId, quantity: 12 },
    ]);

    const response = await addAll(app, shopper, list.id);
    const data = dataOk<AddAllData>(response);

    expect(data.lines.map((line) => [line.outcome, line.quantity])).toEqual([
      ['added', 12],
      ['reduced', 6],
    ]);
    const groupMax = messageText(
      problem(cartMessages.groupMax, { name: 'Bevande alcoliche', max: '24', unit: 'pz' }),
    );
    expect(data.lines[1]?.message).toContain(`aggiunta una quantità minore (6 pz)`);
    expect(data.lines[1]?.message).toContain(groupMax.split(':')[0] ?? '');
    expect(bodyOf(response).response).toMatchObject({ status: 0 });
    const quantities = (await lineRows(db, shopper.cartId)).map((row) => row.quantity);
    expect(quantities.reduce((sum, quantity) => sum + quantity, 0)).toBe(24);
  });

  it('concurrent add-alls of two lists keep the group maximum', async () => {
    const { app, db } = testApp();
    await ensureAlcoholGroup(app, db);
    const shopper = await listShopper(db, true);
    const [x, y, z] = await pickProducts(app, 3, kinds.alcohol12);
    if (x === undefined || y === undefined || z === undefined)
      throw new Error('Three drinks expected');
    const one = await listOf(app, shopper, 'Uno', [
      { productId: x.productId, quantity: 12 },
      { productId: y.productId, quantity: 12 },
    ]);
    const two = await listOf(app, shopper, 'Due', [{ productId: z.productId, quantity: 12 }]);

    const replies = await Promise.all([addAll(app, shopper, one.id), addAll(app, shopper, two.id)]);

    for (const reply of replies) expect(reply.statusCode).toBe(200);
    const total = (await lineRows(db, shopper.cartId)).reduce((sum, row) => sum + row.quantity, 0);
    expect(total).toBe(24);
  });

  it('a product not buyable now is not available, named with the reason; the rest goes in', async () => {
    const { app, db } = testApp();
    const shopper = await listShopper(db, true);
    const pezzo = await pickProduct(app, kinds.pezzo);
    const disabled = await pickProduct(app, kinds.disabled);
    const list = await listOf(app, shopper, 'Mista', [
      { productId: pezzo.productId, quantity: 1 },
      { productId: disabled.productId, quantity: Math.max(1, disabled.minAcq) },
    ]);

    const response = await addAll(app, shopper, list.id);
    const data = dataOk<AddAllData>(response);

    const reason = listText(listMessages.lineUnavailable, {
      name: disabled.name,
      reason: cartMessages.productDisabled.message,
    });
    expect(data.lines.map((line) => line.outcome)).toEqual(['added', 'unavailable']);
    expect(data.lines[1]?.message).toBe(reason);
    expect(bodyOf(response).response).toMatchObject({ warnings: [{ error: reason }] });
    expect((await lineRows(db, shopper.cartId)).map((row) => row.productId)).toEqual([
      pezzo.productId,
    ]);
  });

  it('a customer a list is shared with READ may add it to their own cart', async () => {
    const { app, db } = testApp();
    const owner = await listShopper(db);
    const reader = await listShopper(db, true);
    const pezzo = await pickProduct(app, kinds.pezzo);
    const list = await listOf(app, owner, 'Per te', [{ productId: pezzo.productId, quantity: 2 }]);
    dataOk(
      await listCall(app, owner, 'wishlist/share', {
        list_id: list.id,
        email: reader.email,
        grant: 'READ',
      }),
    );

    const data = dataOk<AddAllData>(await addAll(app, reader, list.id));

    expect(data.cart.cartId).toBe(reader.cartId);
    expect((await lineRows(db, reader.cartId)).map((row) => row.quantity)).toEqual([2]);
  });

  it('refusals change nothing: an empty list, a cart without a service, a cart not editable', async () => {
    const { app, db } = testApp();
    const shopper = await listShopper(db);
    const empty = await createList(app, shopper, 'Vuota');
    expectFailure(
      await addAll(app, shopper, empty.id),
      400,
      [listText(listMessages.emptyList)],
      shopper.userId,
    );
    const pezzo = await pickProduct(app, kinds.pezzo);
    const list = await listOf(app, shopper, 'Piena', [{ productId: pezzo.productId, quantity: 1 }]);
    expectFailure(
      await addAll(app, shopper, list.id),
      400,
      [cartMessages.serviceRequired.message],
      shopper.userId,
    );
    const ready = await listShopper(db, true);
    const own = await listOf(app, ready, 'Bloccata', [{ productId: pezzo.productId, quantity: 1 }]);
    await setCartStatus(db, ready.cartId, 2);
    expectFailure(
      await addAll(app, ready, own.id),
      400,
      [cartMessages.cartNotEditable.message],
      ready.userId,
    );
    expect(await lineRows(db, shopper.cartId)).toEqual([]);
    expect(await lineRows(db, ready.cartId)).toEqual([]);
  });

  it("confirm checks the list line by line against the address's warehouse and changes nothing", async () => {
    const { app, db } = testApp();
    const shopper = await listShopper(db, true);
    const [service] = await db
      .select({ addressId: cartServices.addressId, warehouseId: cartServices.warehouseId })
      .from(cartServices)
      .where(eq(cartServices.cartId, shopper.cartId));
    if (service?.addressId == null) throw new Error('The cart has no address');
    const pezzo = await pickProduct(app, kinds.pezzo);
    const disabled = await pickProduct(app, kinds.disabled);
    const list = await listOf(app, shopper, 'Controllo', [
      { productId: pezzo.productId, quantity: 2 },
      { productId: disabled.productId, quantity: Math.max(1, disabled.minAcq) },
    ]);

    const data = dataOk<{
      wishlistId: number;
      addressId: number;
      warehouseId: number;
      lines: LineOutcome[];
    }>(
      await listCall(
        app,
        shopper,
        `wishlist/confirm?list_id=${list.id}&address_id=${service.addressId}`,
        'post',
      ),
    );

    expect(data).toMatchObject({
      wishlistId: list.id,
      addressId: service.addressId,
      warehouseId: service.warehouseId,
    });
    expect(data.lines.map((line) => [line.productId, line.outcome, line.quantity])).toEqual([
      [pezzo.productId, 'available', 2],
      [disabled.productId, 'unavailable', 0],
    ]);
    expect(await lineRows(db, shopper.cartId)).toEqual([]);
    const unknownAddress = await listCall(
      app,
      shopper,
      `wishlist/confirm?list_id=${list.id}&address_id=2000000000`,
      'post',
    );
    expect(unknownAddress.statusCode).toBe(404);
  });
});
