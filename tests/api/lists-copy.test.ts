/**
 * wishlist/copy: a customer copies a list they see (one shared with them, read-only included)
 * into a list of their own that remembers its parent; the copy and the original change apart;
 * a list they do not see, a taken or bad name change nothing.
 */
import { describe, expect, it } from 'vitest';
import { listMessages, listText } from '../../src/domain/lists';
import { kinds, pickProduct } from './helpers/cart';
import {
  createList,
  dataOk,
  listCall,
  listShopper,
  listsState,
  type WishlistDetail,
} from './helpers/lists';
import { backends, expectFailure, useTestApp } from './helpers/test-app';

describe.each(backends)('lists: copying a list (%s)', (backend) => {
  const testApp = useTestApp(backend);

  async function sharedList() {
    const { app, db } = testApp();
    const owner = await listShopper(db);
    const friend = await listShopper(db);
    const list = await createList(app, owner, 'Dispensa di casa');
    const product = await pickProduct(app, kinds.pezzo);
    dataOk(
      await listCall(app, owner, 'wishlist/add_prod', {
        wishlistId: list.id,
        items: [{ productId: product.productId, quantity: 2 }],
      }),
    );
    dataOk(
      await listCall(app, owner, 'wishlist/share', {
        list_id: list.id,
        email: friend.email,
        grant: 'READ',
      }),
    );
    return { app, db, owner, friend, list, product };
  }

  it('a list shared read-only is copied into a list of their own, with its lines and its parent', async () => {
    const { app, friend, list, product } = await sharedList();
    const copy = dataOk<WishlistDetail>(
      await listCall(app, friend, `wishlist/copy?list_id=${list.id}`, { name: 'La mia dispensa' }),
    );
    expect(copy).toMatchObject({
      name: 'La mia dispensa',
      parentWishlistId: list.id,
      isDefault: true,
      sharingData: { grant: 'OWNER' },
    });
    expect(copy.wishlistItems.map((item) => [item.product.productId, item.quantity])).toEqual([
      [product.productId, 2],
    ]);
    // Theirs to change: a line of the copy goes without touching the original.
    const [line] = copy.wishlistItems;
    dataOk(
      await listCall(app, friend, 'wishlist/update_prods', {
        wishlistId: copy.id,
        items: [{ itemId: line?.itemId, quantity: 0 }],
      }),
    );
    const original = dataOk<WishlistDetail>(
      await listCall(app, friend, `wishlist/view?list_id=${list.id}`),
    );
    expect(original.wishlistItems).toHaveLength(1);
  });

  it('a list the customer does not see is not found, and nothing is created', async () => {
    const { app, db, list } = await sharedList();
    const stranger = await listShopper(db);
    expectFailure(
      await listCall(app, stranger, `wishlist/copy?list_id=${list.id}`, { name: 'Presa' }),
      404,
      [listText(listMessages.listNotFound)],
      stranger.userId,
    );
    expect((await listsState(db, stranger.userId)).lists).toEqual([]);
  });

  it('a taken, empty or too long name is refused and nothing is created', async () => {
    const { app, db, friend, list } = await sharedList();
    await createList(app, friend, 'Dispensa');
    const before = await listsState(db, friend.userId);
    for (const [name, message] of [
      ['dispensa', listMessages.nameTaken],
      ['   ', listMessages.nameRequired],
      ['x'.repeat(61), listMessages.nameTooLong],
    ] as const) {
      expectFailure(
        await listCall(app, friend, `wishlist/copy?list_id=${list.id}`, { name }),
        400,
        [listText(message)],
        friend.userId,
      );
    }
    expect(await listsState(db, friend.userId)).toEqual(before);
  });
});
