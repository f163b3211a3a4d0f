import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { listMessages, listText } from '../../src/domain/lists';
import { wishlistShares } from '../../server/db/schema';
import { kinds, pickProduct } from './helpers/cart';
import {
  createList,
  dataOk,
  listCall,
  listShopper,
  listsState,
  type ListShopper,
  type WishlistDetail,
  type WishlistListData,
} from './helpers/lists';
import { backends, bodyOf, expectFailure, useTestApp } from './helpers/test-app';
import type { FastifyInstance } from 'fastify';

const text = (message: { readonly message: string }) => message.message;

/** A list of `owner` with one line, and its line id. */
async function listWithLine(app: FastifyInstance, owner: ListShopper, name: string) {
  const list = await createList(app, owner, name);
  const product = await pickProduct(app, kinds.pezzo);
  const view = dataOk<WishlistDetail>(
    await listCall(app, owner, 'wishlist/add_prod', {
      wishlistId: list.id,
      items: [{ productId: product.productId, quantity: 2 }],
    }),
  );
  const itemId = view.wishlistItems[0]?.itemId;
  if (itemId === undefined) throw new Error('One line expected');
  return { list: view, itemId, productId: product.productId };
}

function share(
  app: FastifyInstance,
  owner: ListShopper,
  listId: number,
  email: string,
  grant: string,
) {
  return listCall(app, owner, 'wishlist/share', { list_id: listId, email, grant });
}

/** Every write call on the list, as `who`. */
function writes(
  app: FastifyInstance,
  who: ListShopper,
  listId: number,
  itemId: number,
  productId: number,
  hash: string,
) {
  return [
    () =>
      listCall(app, who, 'wishlist/add_prod', {
        wishlistId: listId,
        items: [{ productId, quantity: 1 }],
      }),
    () =>
      listCall(app, who, 'wishlist/update_prods', {
        wishlistId: listId,
        items: [{ itemId, quantity: 5 }],
      }),
    () =>
      listCall(app, who, 'wishlist/delete_prods', {
        wishlistId: listId,
        items: [{ itemId }],
        hash,
      }),
    () => listCall(app, who, `wishlist/update?list_id=${listId}`, { name: 'Rubata' }),
    () => listCall(app, who, `wishlist/delete?list_id=${listId}`, 'post'),
    () => listCall(app, who, `wishlist/select?list_id=${listId}`, 'post'),
    () =>
      listCall(app, who, 'wishlist/share', {
        list_id: listId,
        email: 'terzo@example.it',
        grant: 'WRITE',
      }),
  ];
}

describe.each(backends)('lists: sharing and other customers (%s)', (backend) => {
  const testApp = useTestApp(backend);

  it("another customer's list ids answer as unknown on every call, and nothing changes", async () => {
    const { app, db } = testApp();
    const owner = await listShopper(db);
    const stranger = await listShopper(db, true);
    const { list, itemId, productId } = await listWithLine(app, owner, 'Privata');
    const before = await listsState(db, owner.userId);
    const notFound = [listText(listMessages.listNotFound)];

    for (const call of [
      ...writes(app, stranger, list.id, itemId, productId, list.hash),
      () => listCall(app, stranger, `wishlist/view?list_id=${list.id}`),
      () => listCall(app, stranger, `wishlist/confirm?list_id=${list.id}&address_id=1`, 'post'),
      () => listCall(app, stranger, `cart/add-all-from-wishlist?list_id=${list.id}`, 'post'),
      () => listCall(app, stranger, 'wishlist/unshare', { list_id: list.id }),
    ]) {
      expectFailure(await call(), 404, notFound, stranger.userId);
    }
    const seen = dataOk<WishlistListData>(await listCall(app, stranger, 'wishlist/list'));
    expect(seen.personalList).toEqual([]);
    expect(await listsState(db, owner.userId)).toEqual(before);
  });

  it('a list shared READ is seen with its lines and grant, and refuses every write', async () => {
    const { app, db } = testApp();
    const owner = await listShopper(db);
    const reader = await listShopper(db);
    const { list, itemId, productId } = await listWithLine(app, owner, 'Da leggere');
    const shared = dataOk<WishlistDetail>(
      await share(app, owner, list.id, reader.email.toUpperCase(), 'READ'),
    );
    expect(shared.sharingData.shares).toEqual([{ email: reader.email, grant: 'READ' }]);
    const before = await listsState(db, owner.userId);

    const seen = dataOk<WishlistListData>(await listCall(app, reader, 'wishlist/list'));
    expect(seen.personalList).toMatchObject([
      {
        id: list.id,
        name: 'Da leggere',
        size: 1,
        isDefault: false,
        sharingData: { grant: 'READ', ownerName: 'Anna', shares: [] },
      },
    ]);
    const view = dataOk<WishlistDetail>(
      await listCall(app, reader, `wishlist/view?list_id=${list.id}`),
    );
    expect(view.wishlistItems.map((item) => item.itemId)).toEqual([itemId]);

    const refusals = writes(app, reader, list.id, itemId, productId, view.hash);
    for (const [index, call] of refusals.entries()) {
      const response = await call();
      expect(response.statusCode, `write ${index}`).toBe(400);
      const errors = bodyOf(response).response.errors.map((entry) => entry.error);
      // Line changes and the owner's own actions both say why, in Italian.
      expect([[text(listMessages.readOnly)], [text(listMessages.ownerOnly)]]).toContainEqual(
        errors,
      );
    }
    expect(await listsState(db, owner.userId)).toEqual(before);
  });

  it('a list shared WRITE takes line changes from the other customer, but not renames or deletes', async () => {
    const { app, db } = testApp();
    const owner = await listShopper(db);
    const writer = await listShopper(db);
    const { list, itemId } = await listWithLine(app, owner, 'Insieme');
    dataOk(await share(app, owner, list.id, writer.email, 'WRITE'));

    const changed = dataOk<WishlistDetail>(
      await listCall(app, writer, 'wishlist/update_prods', {
        wishlistId: list.id,
        items: [{ itemId, quantity: 6 }],
      }),
    );
    expect(changed.sharingData.grant).toBe('WRITE');
    expect(changed.wishlistItems.map((item) => item.quantity)).toEqual([6]);
    expectFailure(
      await listCall(app, writer, `wishlist/update?list_id=${list.id}`, { name: 'Mia' }),
      400,
      [text(listMessages.ownerOnly)],
      writer.userId,
    );
    const ownerView = dataOk<WishlistDetail>(
      await listCall(app, owner, `wishlist/view?list_id=${list.id}`),
    );
    expect(ownerView.wishlistItems.map((item) => item.quantity)).toEqual([6]);
  });

  it('sharing is revocable by the owner, and a customer may leave a list shared with them', async () => {
    const { app, db } = testApp();
    const owner = await listShopper(db);
    const first = await listShopper(db);
    const second = await listShopper(db);
    const { list } = await listWithLine(app, owner, 'Condivisa');
    dataOk(await share(app, owner, list.id, first.email, 'READ'));
    dataOk(await share(app, owner, list.id, second.email, 'READ'));
    // Sharing again changes the grant.
    dataOk(await share(app, owner, list.id, second.email, 'WRITE'));
    expect(
      (await listsState(db, owner.userId)).shares.map((row) => [row.email, row.grant]).sort(),
    ).toEqual(
      [
        [first.email, 'READ'],
        [second.email, 'WRITE'],
      ].sort(),
    );

    dataOk(
      await listCall(app, owner, 'wishlist/unshare', { list_id: list.id, email: first.email }),
    );
    const firstSees = dataOk<WishlistListData>(await listCall(app, first, 'wishlist/list'));
    expect(firstSees.personalList).toEqual([]);
    expectFailure(
      await listCall(app, first, `wishlist/view?list_id=${list.id}`),
      404,
      [text(listMessages.listNotFound)],
      first.userId,
    );

    const left = dataOk<WishlistListData>(
      await listCall(app, second, 'wishlist/unshare', { list_id: list.id }),
    );
    expect(left.personalList).toEqual([]);
    expect(await db.$count(wishlistShares, eq(wishlistShares.wishlistId, list.id))).toBe(0);
  });

  it('sharing with oneself is refused; an unknown e-mail answers exactly like a customer’s', async () => {
    const { app, db } = testApp();
    const owner = await listShopper(db);
    const customer = await listShopper(db);
    const { list } = await listWithLine(app, owner, 'Segreta');
    const before = await listsState(db, owner.userId);

    expectFailure(
      await share(app, owner, list.id, ` ${owner.email.toUpperCase()} `, 'READ'),
      400,
      [text(listMessages.shareWithSelf)],
      owner.userId,
    );
    expectFailure(
      await share(app, owner, list.id, 'non-una-email', 'READ'),
      400,
      [text(listMessages.emailInvalid)],
      owner.userId,
    );
    expect(await listsState(db, owner.userId)).toEqual(before);

    const unknown = 'nessuno-cosi@example.it';
    const toUnknown = bodyOf(await share(app, owner, list.id, unknown, 'READ'));
    const toCustomer = bodyOf(await share(app, owner, list.id, customer.email, 'READ'));
    // Same status, same message shape, same sharing data: the reply tells nobody who is a customer.
    const sharedInfo = {
      info: listText(listMessages.shared, { email: unknown }),
      code: listMessages.shared.id,
      params: { email: unknown },
    };
    expect(toUnknown.response).toEqual({
      ...toCustomer.response,
      infos: [sharedInfo],
      infosMessage: [sharedInfo],
    });
    expect(toUnknown.response.status).toBe(0);
    const shares = (toCustomer.data as WishlistDetail).sharingData.shares;
    expect(shares.map((entry) => entry.email).sort()).toEqual([customer.email, unknown].sort());
  });
});
