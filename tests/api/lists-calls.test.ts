import { describe, expect, it } from 'vitest';
import { cartMessages } from '../../src/domain/cart-messages';
import { listMessages, listText } from '../../src/domain/lists';
import { sellingRulesOf } from '../../src/domain/quantity';
import { kinds, pickProduct } from './helpers/cart';
import {
  createList,
  dataOk,
  listCall,
  listShopper,
  listsState,
  type WishlistDetail,
  type WishlistListData,
} from './helpers/lists';
import { backends, expectFailure, useTestApp } from './helpers/test-app';

const text = (message: { readonly message: string }) => message.message;

describe.each(backends)('lists: calls, names and lines (%s)', (backend) => {
  const testApp = useTestApp(backend);

  it('insert answers the new list; the first list is the default; list answers personalList', async () => {
    const { app, db } = testApp();
    const shopper = await listShopper(db);

    const first = await createList(app, shopper, '  Spesa settimanale  ');
    const second = await createList(app, shopper, 'Grigliata');

    expect(first).toMatchObject({
      id: first.listId,
      name: 'Spesa settimanale',
      size: 0,
      isDefault: true,
      sharingData: { grant: 'OWNER', ownerName: 'Anna', shares: [] },
      wishlistItems: [],
      wishlistInactiveItems: [],
    });
    expect(first.hash).toMatch(/^[0-9a-f]{32}$/);
    expect(second.isDefault).toBe(false);
    const page = dataOk<WishlistListData>(
      await listCall(app, shopper, 'wishlist/list?page=1&pageSize=1'),
    );
    expect(page.personalList.map((list) => list.name)).toEqual(['Spesa settimanale']);
    expect(page.page).toEqual({ selPage: 1, totItems: 2, totPages: 2, itemsPerPage: 1 });
    const all = dataOk<WishlistListData>(await listCall(app, shopper, 'wishlist/list'));
    expect(all.personalList.map((list) => [list.name, list.isDefault])).toEqual([
      ['Spesa settimanale', true],
      ['Grigliata', false],
    ]);
  });

  it('add_prod adds lines, raises the quantity of a product already there, and view shows them', async () => {
    const { app, db } = testApp();
    const shopper = await listShopper(db);
    const list = await createList(app, shopper, 'Colazione');
    const pezzo = await pickProduct(app, kinds.pezzo);
    const sfuso = await pickProduct(app, kinds.sfuso);
    const add = (items: object[]) =>
      listCall(app, shopper, 'wishlist/add_prod', { wishlistId: list.id, items });

    dataOk(
      await add([
        { productId: pezzo.productId, quantity: 2, infos: { accept_alternatives: 'true' } },
      ]),
    );
    const view = dataOk<WishlistDetail>(await add([{ productId: pezzo.productId, quantity: 1 }]));

    expect(view.size).toBe(1);
    expect(view.wishlistItems).toMatchObject([
      {
        product: { productId: pezzo.productId, name: pezzo.name },
        quantity: 3,
        weight: 0,
        infos: { accept_alternatives: 'true' },
      },
    ]);
    const viewed = dataOk<WishlistDetail>(
      await listCall(
        app,
        shopper,
        `wishlist/view?list_id=${list.id}&calculate_stock=true&wishlist_type_id=1`,
      ),
    );
    expect(viewed.wishlistItems.map((item) => item.quantity)).toEqual([3]);
    expect(viewed.hash).toBe(view.hash);
    expect(viewed.hash).not.toBe(list.hash);
    // A Sfuso product takes a weight.
    const rulesWeight = sellingRulesOf(sfuso).weightSelling;
    const withSfuso = dataOk<WishlistDetail>(
      await add([{ productId: sfuso.productId, weight: rulesWeight }]),
    );
    const sfusoLine = withSfuso.wishlistItems.find(
      (item) => item.product.productId === sfuso.productId,
    );
    expect(sfusoLine).toMatchObject({ quantity: rulesWeight, weight: rulesWeight });
  });

  it('a product no longer buyable shows among wishlistInactiveItems', async () => {
    const { app, db } = testApp();
    const shopper = await listShopper(db);
    const list = await createList(app, shopper, 'Vecchi prodotti');
    const disabled = await pickProduct(app, kinds.disabled);
    const pezzo = await pickProduct(app, kinds.pezzo);
    const view = dataOk<WishlistDetail>(
      await listCall(app, shopper, 'wishlist/add_prod', {
        wishlistId: list.id,
        items: [
          { productId: pezzo.productId, quantity: 1 },
          { productId: disabled.productId, quantity: Math.max(1, disabled.minAcq) },
        ],
      }),
    );
    expect(view.wishlistItems.map((item) => item.product.productId)).toEqual([pezzo.productId]);
    expect(view.wishlistInactiveItems.map((item) => item.product.productId)).toEqual([
      disabled.productId,
    ]);
  });

  it('update renames, select sets the default, delete removes the list and passes the default on', async () => {
    const { app, db } = testApp();
    const shopper = await listShopper(db);
    const first = await createList(app, shopper, 'Uno');
    const second = await createList(app, shopper, 'Due');

    const renamed = dataOk<WishlistDetail>(
      await listCall(app, shopper, `wishlist/update?list_id=${second.id}`, {
        name: 'Cena di sabato',
      }),
    );
    expect(renamed.name).toBe('Cena di sabato');
    const selected = dataOk<WishlistDetail>(
      await listCall(app, shopper, `wishlist/select?list_id=${second.id}`, 'post'),
    );
    expect(selected.isDefault).toBe(true);
    const state = await listsState(db, shopper.userId);
    expect(state.lists.map((list) => [list.id, list.isDefault])).toEqual([
      [first.id, false],
      [second.id, true],
    ]);
    const after = dataOk<WishlistListData>(
      await listCall(app, shopper, `wishlist/delete?list_id=${second.id}`, 'post'),
    );
    expect(after.personalList.map((list) => [list.id, list.isDefault])).toEqual([[first.id, true]]);
  });

  it('update_prods changes quantities (0 removes) and delete_prods removes lines with the current hash', async () => {
    const { app, db } = testApp();
    const shopper = await listShopper(db);
    const list = await createList(app, shopper, 'Dispensa');
    const [a, b] = [await pickProduct(app, kinds.pezzo), await pickProduct(app, kinds.lockedPack)];
    const lockedMult = Number(b.productInfos.QTY_MULT);
    const view = dataOk<WishlistDetail>(
      await listCall(app, shopper, 'wishlist/add_prod', {
        wishlistId: list.id,
        items: [
          { productId: a.productId, quantity: 1 },
          { productId: b.productId, quantity: lockedMult },
        ],
      }),
    );
    const [lineA, lineB] = view.wishlistItems;
    if (lineA === undefined || lineB === undefined) throw new Error('Two lines expected');

    const updated = dataOk<WishlistDetail>(
      await listCall(app, shopper, 'wishlist/update_prods', {
        wishlistId: list.id,
        items: [{ itemId: lineA.itemId, quantity: 4 }],
      }),
    );
    expect(updated.wishlistItems.map((item) => item.quantity)).toEqual([4, lockedMult]);
    const deleted = dataOk<WishlistDetail>(
      await listCall(app, shopper, 'wishlist/delete_prods', {
        wishlistId: list.id,
        items: [{ itemId: lineB.itemId }],
        hash: updated.hash,
      }),
    );
    expect(deleted.wishlistItems.map((item) => item.itemId)).toEqual([lineA.itemId]);
    const removed = dataOk<WishlistDetail>(
      await listCall(app, shopper, 'wishlist/update_prods', {
        wishlistId: list.id,
        items: [{ itemId: lineA.itemId, quantity: 0 }],
      }),
    );
    expect(removed.wishlistItems).toEqual([]);
  });

  it('a stale hash refuses delete_prods and removes nothing', async () => {
    const { app, db } = testApp();
    const shopper = await listShopper(db);
    const list = await createList(app, shopper, 'Frigo');
    const product = await pickProduct(app, kinds.pezzo);
    const seen = dataOk<WishlistDetail>(
      await listCall(app, shopper, 'wishlist/add_prod', {
        wishlistId: list.id,
        items: [{ productId: product.productId, quantity: 1 }],
      }),
    );
    const [line] = seen.wishlistItems;
    if (line === undefined) throw new Error('One line expected');
    // Someone changes the list meanwhile (another device, or a customer with WRITE).
    dataOk(
      await listCall(app, shopper, 'wishlist/update_prods', {
        wishlistId: list.id,
        items: [{ itemId: line.itemId, quantity: 2 }],
      }),
    );
    const before = await listsState(db, shopper.userId);

    const response = await listCall(app, shopper, 'wishlist/delete_prods', {
      wishlistId: list.id,
      items: [{ itemId: line.itemId }],
      hash: seen.hash,
    });

    expectFailure(response, 400, [text(listMessages.staleHash)], shopper.userId);
    expect(await listsState(db, shopper.userId)).toEqual(before);
  });

  describe('bad input answers a clear Italian message and changes nothing', () => {
    it.each([
      ['an empty name', '   ', listMessages.nameRequired],
      ['a 500-character name', 'a'.repeat(500), listMessages.nameTooLong],
      ['a 61-character name', 'b'.repeat(61), listMessages.nameTooLong],
    ])('insert with %s', async (_label, name, message) => {
      const { app, db } = testApp();
      const shopper = await listShopper(db);
      const response = await listCall(app, shopper, 'wishlist/insert', { name });
      expectFailure(response, 400, [text(message)], shopper.userId);
      expect((await listsState(db, shopper.userId)).lists).toEqual([]);
    });

    it('a duplicate name, whatever its case, on insert and on update', async () => {
      const { app, db } = testApp();
      const shopper = await listShopper(db);
      await createList(app, shopper, 'Spesa');
      const other = await createList(app, shopper, 'Altro');
      const before = await listsState(db, shopper.userId);

      expectFailure(
        await listCall(app, shopper, 'wishlist/insert', { name: ' SPESA ' }),
        400,
        [text(listMessages.nameTaken)],
        shopper.userId,
      );
      expectFailure(
        await listCall(app, shopper, `wishlist/update?list_id=${other.id}`, { name: 'spesa' }),
        400,
        [text(listMessages.nameTaken)],
        shopper.userId,
      );
      expect(await listsState(db, shopper.userId)).toEqual(before);
      // Another customer may use the same name.
      const someoneElse = await listShopper(db);
      expect((await createList(app, someoneElse, 'Spesa')).name).toBe('Spesa');
    });

    it('quantities: negative, zero, non-numeric, a weight for a piece product, off the product rules', async () => {
      const { app, db } = testApp();
      const shopper = await listShopper(db);
      const list = await createList(app, shopper, 'Prove');
      const pezzo = await pickProduct(app, kinds.pezzo);
      const locked = await pickProduct(app, kinds.lockedPack);
      const before = await listsState(db, shopper.userId);
      const add = (item: object) =>
        listCall(app, shopper, 'wishlist/add_prod', { wishlistId: list.id, items: [item] });

      expectFailure(
        await add({ productId: pezzo.productId, quantity: -2 }),
        400,
        [text(listMessages.quantityPositive)],
        shopper.userId,
      );
      expectFailure(
        await add({ productId: pezzo.productId, quantity: 0 }),
        400,
        [text(listMessages.quantityPositive)],
        shopper.userId,
      );
      expectFailure(
        await add({ productId: pezzo.productId, weight: 0.5 }),
        400,
        [text(listMessages.weightForPiece)],
        shopper.userId,
      );
      expectFailure(
        await add({ productId: pezzo.productId }),
        400,
        [text(listMessages.quantityRequired)],
        shopper.userId,
      );
      expectFailure(
        await add({ productId: pezzo.productId, quantity: 1.5 }),
        400,
        [text(cartMessages.quantityWhole)],
        shopper.userId,
      );
      expectFailure(
        await add({
          productId: locked.productId,
          quantity: Number(locked.productInfos.QTY_MULT) + 1,
        }),
        400,
        [
          `Quantità non valida per questo articolo: si acquista solo a multipli di ${locked.productInfos.QTY_MULT} pezzi`,
        ],
        shopper.userId,
      );
      expectFailure(
        await add({ productId: 999_999_999, quantity: 1 }),
        400,
        [text(cartMessages.productNotFound)],
        shopper.userId,
      );
      const nonNumeric = await add({ productId: pezzo.productId, quantity: 'tre' });
      expect(nonNumeric.statusCode).toBe(400);
      expect(nonNumeric.json().response.errors[0].error).toMatch(/quantity.*numero/);
      expect(await listsState(db, shopper.userId)).toEqual(before);
    });

    it('update_prods with a line of another list, or a negative quantity', async () => {
      const { app, db } = testApp();
      const shopper = await listShopper(db);
      const list = await createList(app, shopper, 'Prima');
      const other = await createList(app, shopper, 'Seconda');
      const product = await pickProduct(app, kinds.pezzo);
      const view = dataOk<WishlistDetail>(
        await listCall(app, shopper, 'wishlist/add_prod', {
          wishlistId: other.id,
          items: [{ productId: product.productId, quantity: 1 }],
        }),
      );
      const itemId = view.wishlistItems[0]?.itemId ?? 0;
      const before = await listsState(db, shopper.userId);
      expectFailure(
        await listCall(app, shopper, 'wishlist/update_prods', {
          wishlistId: list.id,
          items: [{ itemId, quantity: 2 }],
        }),
        400,
        [text(listMessages.itemNotInList)],
        shopper.userId,
      );
      expectFailure(
        await listCall(app, shopper, 'wishlist/update_prods', {
          wishlistId: other.id,
          items: [{ itemId, quantity: -1 }],
        }),
        400,
        [text(listMessages.quantityPositive)],
        shopper.userId,
      );
      expect(await listsState(db, shopper.userId)).toEqual(before);
    });

    it('unknown list ids answer Lista non trovata on every call', async () => {
      const { app, db } = testApp();
      const shopper = await listShopper(db);
      const missing = 2_000_000_000;
      const notFound = [listText(listMessages.listNotFound)];
      for (const response of [
        await listCall(app, shopper, `wishlist/view?list_id=${missing}`),
        await listCall(app, shopper, `wishlist/update?list_id=${missing}`, { name: 'X' }),
        await listCall(app, shopper, `wishlist/delete?list_id=${missing}`, 'post'),
        await listCall(app, shopper, `wishlist/select?list_id=${missing}`, 'post'),
      ]) {
        expectFailure(response, 404, notFound, shopper.userId);
      }
    });
  });

  it('every call needs a live session (419)', async () => {
    const { app } = testApp();
    expect((await listCall(app, null, 'wishlist/list')).statusCode).toBe(419);
    expect((await listCall(app, null, 'wishlist/insert', { name: 'X' })).statusCode).toBe(419);
  });
});
