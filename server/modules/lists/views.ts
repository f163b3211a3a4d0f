/** The lists' replies: a summary per list (with its sharing data) and a list with its lines. */
import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import type { Schemas } from '../../http/contract';
import { cartProductOf } from '../cart/cart-products';
import { isSoldAt } from './line-fit';
import {
  itemsOf,
  listPage,
  sharesOf,
  type ListItemRecord,
  type ListReader,
  type ListRecord,
  type ShareRecord,
} from './repository';

type ApiSummary = Schemas['WishlistSummary'];
type ApiDetail = Schemas['WishlistDetail'];
type ApiItem = Schemas['WishlistItem'];

export const DEFAULT_PAGE_SIZE = 24;

function summaryOf(list: ListRecord, shares: readonly ShareRecord[]): ApiSummary {
  return {
    id: list.id,
    listId: list.id,
    name: list.name,
    size: list.size,
    isDefault: list.isDefault,
    parentWishlistId: list.parentId,
    sharingData: {
      grant: list.grant,
      ownerName: list.ownerName,
      // Only the owner is told whom the list is shared with.
      shares:
        list.grant === 'OWNER'
          ? shares
              .filter((share) => share.wishlistId === list.id)
              .map(({ email, grant }) => ({ email, grant }))
          : [],
    },
  };
}

/** Identifies the list's current lines (ids, products and quantities). */
export function hashOf(items: readonly ListItemRecord[]): string {
  const lines = items.map((item) => [item.id, item.productId, item.quantity]);
  return createHash('sha256').update(JSON.stringify(lines)).digest('hex').slice(0, 32);
}

export async function summariesPage(db: Db, reader: ListReader, page: number, pageSize: number) {
  const { lists, total } = await listPage(db, reader, page, pageSize);
  const shares = await sharesOf(
    db,
    lists.filter((list) => list.grant === 'OWNER').map((list) => list.id),
  );
  return {
    personalList: lists.map((list) => summaryOf(list, shares)),
    page: {
      selPage: page,
      totItems: total,
      totPages: Math.ceil(total / pageSize),
      itemsPerPage: pageSize,
    },
  };
}

/**
 * The list with its lines: those the cart's warehouse sells now, and the others apart. The
 * catalogue is read first (PGlite runs one query at a time).
 */
export async function detailOf(
  app: FastifyInstance,
  list: ListRecord,
  warehouseId: number | null,
): Promise<ApiDetail> {
  const { db } = app.database;
  let snapshot = await app.catalog.snapshot();
  const items = await itemsOf(db, list.id);
  if (items.some((item) => !snapshot.productIndexById.has(item.productId))) {
    snapshot = await app.catalog.fresh();
  }
  const shares = list.grant === 'OWNER' ? await sharesOf(db, [list.id]) : [];
  const active: ApiItem[] = [];
  const inactive: ApiItem[] = [];
  for (const item of items) {
    const entry = cartProductOf(snapshot, item.productId);
    if (entry === undefined) continue;
    const isSfuso = entry.rules.tipologia === 'Sfuso';
    const view: ApiItem = {
      itemId: item.id,
      product: entry.product,
      quantity: item.quantity,
      weight: isSfuso ? item.quantity : 0,
      infos: { ...item.infos },
    };
    (isSoldAt(warehouseId, entry) ? active : inactive).push(view);
  }
  return {
    ...summaryOf({ ...list, size: items.length }, shares),
    wishlistItems: active,
    wishlistInactiveItems: inactive,
    hash: hashOf(items),
  };
}
