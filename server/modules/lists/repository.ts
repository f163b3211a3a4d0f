/**
 * The lists' SQL. Every query is scoped by the session user: a list is reached only as its owner
 * (user_id) or through a share naming the user's e-mail, so another customer's list id reads as
 * unknown. Changes run in a transaction that first locks the list row (lines) or the owner's user
 * row (the lists themselves: names, default), so concurrent changes run one after the other and
 * the checks they make still hold when they write.
 */
import { and, asc, count, desc, eq, inArray, isNotNull, or, sql } from 'drizzle-orm';
import type { ListGrant } from '../../../src/domain/lists';
import type { Db } from '../../db/client';
import {
  cartServices,
  carts,
  users,
  wishlistItems,
  wishlists,
  wishlistShares,
  type CartItemInfo,
} from '../../db/schema';

/** Who asks: the session user's id and e-mail (shares name e-mails). */
export interface ListReader {
  readonly id: number;
  readonly email: string;
}

export interface ListRecord {
  readonly id: number;
  readonly ownerId: number;
  readonly ownerName: string;
  readonly name: string;
  readonly isDefault: boolean;
  readonly grant: ListGrant;
  readonly size: number;
  readonly parentId: number | null;
}

export interface ShareRecord {
  readonly wishlistId: number;
  readonly email: string;
  readonly grant: 'READ' | 'WRITE';
}

export interface ListItemRecord {
  readonly id: number;
  readonly productId: number;
  readonly quantity: number;
  readonly infos: CartItemInfo;
}

const sizeOf = sql<number>`(select count(*) from ${wishlistItems} where ${wishlistItems.wishlistId} = ${wishlists.id})::int`;

function visibleTo(reader: ListReader) {
  return or(eq(wishlists.userId, reader.id), isNotNull(wishlistShares.email));
}

function listQuery(db: Db, reader: ListReader) {
  return db
    .select({
      id: wishlists.id,
      ownerId: wishlists.userId,
      ownerName: users.firstName,
      name: wishlists.name,
      isDefault: wishlists.isDefault,
      shareGrant: wishlistShares.grant,
      size: sizeOf,
      parentId: wishlists.parentWishlistId,
    })
    .from(wishlists)
    .innerJoin(users, eq(users.id, wishlists.userId))
    .leftJoin(
      wishlistShares,
      and(eq(wishlistShares.wishlistId, wishlists.id), eq(wishlistShares.email, reader.email)),
    );
}

type ListRow = Awaited<ReturnType<typeof listQuery>>[number];

function toRecord(reader: ListReader, row: ListRow): ListRecord {
  const isOwner = row.ownerId === reader.id;
  return {
    id: row.id,
    ownerId: row.ownerId,
    ownerName: row.ownerName,
    name: row.name,
    // The default is the owner's choice; a list shared with the reader is never their default.
    isDefault: isOwner && row.isDefault,
    grant: isOwner ? 'OWNER' : (row.shareGrant ?? 'READ'),
    size: row.size,
    parentId: row.parentId,
  };
}

/** The list as `reader` sees it, or null when it is unknown to them (missing or not theirs). */
export async function findList(
  db: Db,
  reader: ListReader,
  listId: number,
): Promise<ListRecord | null> {
  const rows = await listQuery(db, reader).where(and(eq(wishlists.id, listId), visibleTo(reader)));
  return rows[0] === undefined ? null : toRecord(reader, rows[0]);
}

/**
 * Locks the list row until the transaction ends and gives it as `reader` sees it (null when
 * unknown to them): every change of a list's lines starts here.
 */
export async function lockList(
  tx: Db,
  reader: ListReader,
  listId: number,
): Promise<ListRecord | null> {
  const rows = await tx
    .select({ id: wishlists.id })
    .from(wishlists)
    .where(eq(wishlists.id, listId))
    .for('update');
  if (rows[0] === undefined) return null;
  return findList(tx, reader, listId);
}

/** Locks the owner's user row: changes of a shopper's set of lists run one after the other. */
export async function lockOwner(tx: Db, userId: number): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}

/** A page of the lists `reader` sees: their own (default first, then by name), then shared ones. */
export async function listPage(
  db: Db,
  reader: ListReader,
  page: number,
  pageSize: number,
): Promise<{ readonly lists: ListRecord[]; readonly total: number }> {
  const rows = await listQuery(db, reader)
    .where(visibleTo(reader))
    .orderBy(
      desc(sql`${wishlists.userId} = ${reader.id}`),
      desc(wishlists.isDefault),
      asc(sql`lower(${wishlists.name})`),
      asc(wishlists.id),
    )
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const totals = await db
    .select({ value: count() })
    .from(wishlists)
    .leftJoin(
      wishlistShares,
      and(eq(wishlistShares.wishlistId, wishlists.id), eq(wishlistShares.email, reader.email)),
    )
    .where(visibleTo(reader));
  return { lists: rows.map((row) => toRecord(reader, row)), total: totals[0]?.value ?? 0 };
}

/** The shares of the given lists (call it only with the reader's own lists). */
export async function sharesOf(db: Db, listIds: readonly number[]): Promise<ShareRecord[]> {
  if (listIds.length === 0) return [];
  return db
    .select({
      wishlistId: wishlistShares.wishlistId,
      email: wishlistShares.email,
      grant: wishlistShares.grant,
    })
    .from(wishlistShares)
    .where(inArray(wishlistShares.wishlistId, [...listIds]))
    .orderBy(asc(wishlistShares.createdAt), asc(wishlistShares.email));
}

/** The list's lines in the order they were added (callers pass a list the reader may see). */
export function itemsOf(db: Db, listId: number): Promise<ListItemRecord[]> {
  return db
    .select({
      id: wishlistItems.id,
      productId: wishlistItems.productId,
      quantity: wishlistItems.quantity,
      infos: wishlistItems.infos,
    })
    .from(wishlistItems)
    .where(eq(wishlistItems.wishlistId, listId))
    .orderBy(asc(wishlistItems.id));
}

/** Whether the owner has another list of that name, whatever the case. */
function nameTakenSql(userId: number, name: string, exceptId: number) {
  return sql`exists (select 1 from ${wishlists} as other where other.user_id = ${userId}
    and lower(other.name) = lower(${name}) and other.id <> ${exceptId})`;
}

/**
 * Creates a list (the owner's first becomes the default), a copy of `parentId` when given; null
 * when the owner has one of that name. Run it with the owner locked.
 */
export async function insertList(
  tx: Db,
  userId: number,
  name: string,
  parentId: number | null = null,
): Promise<number | null> {
  const rows = await tx
    .insert(wishlists)
    .values({
      userId,
      name,
      parentWishlistId: parentId,
      isDefault: sql`not exists (select 1 from ${wishlists} as other where other.user_id = ${userId})`,
    })
    .onConflictDoNothing()
    .returning({ id: wishlists.id });
  return rows[0]?.id ?? null;
}

/** Copies every line of one list into another (a new, empty one). */
export async function copyListLines(tx: Db, fromId: number, toId: number): Promise<void> {
  await tx.execute(sql`insert into ${wishlistItems} (wishlist_id, product_id, quantity, infos)
    select ${toId}, product_id, quantity, infos from ${wishlistItems}
    where wishlist_id = ${fromId} order by id`);
}

/** Renames the owner's list; false when the owner has another list of that name. */
export async function renameList(
  tx: Db,
  userId: number,
  listId: number,
  name: string,
): Promise<boolean> {
  const rows = await tx
    .update(wishlists)
    .set({ name })
    .where(
      and(
        eq(wishlists.id, listId),
        eq(wishlists.userId, userId),
        sql`not ${nameTakenSql(userId, name, listId)}`,
      ),
    )
    .returning({ id: wishlists.id });
  return rows.length > 0;
}

/** Deletes the owner's list; when it was the default, the oldest remaining list becomes it. */
export async function deleteList(tx: Db, userId: number, listId: number): Promise<void> {
  const deleted = await tx
    .delete(wishlists)
    .where(and(eq(wishlists.id, listId), eq(wishlists.userId, userId)))
    .returning({ isDefault: wishlists.isDefault });
  if (deleted[0]?.isDefault !== true) return;
  await tx
    .update(wishlists)
    .set({ isDefault: true })
    .where(
      eq(
        wishlists.id,
        sql`(select min(other.id) from ${wishlists} as other where other.user_id = ${userId})`,
      ),
    );
}

/** Makes the owner's list the default one (the others stop being it first). */
export async function selectDefault(tx: Db, userId: number, listId: number): Promise<void> {
  await tx
    .update(wishlists)
    .set({ isDefault: false })
    .where(and(eq(wishlists.userId, userId), eq(wishlists.isDefault, true)));
  await tx
    .update(wishlists)
    .set({ isDefault: true })
    .where(and(eq(wishlists.id, listId), eq(wishlists.userId, userId)));
}

/** Adds to the product's line of the list, or creates it; new infos are merged in. */
export async function addToListLine(
  tx: Db,
  listId: number,
  line: { readonly productId: number; readonly quantity: number; readonly infos: CartItemInfo },
): Promise<void> {
  await tx
    .insert(wishlistItems)
    .values({
      wishlistId: listId,
      productId: line.productId,
      quantity: line.quantity,
      infos: { ...line.infos },
    })
    .onConflictDoUpdate({
      target: [wishlistItems.wishlistId, wishlistItems.productId],
      set: {
        quantity: sql`${wishlistItems.quantity} + excluded.quantity`,
        infos: sql`${wishlistItems.infos} || excluded.infos`,
      },
    });
}

export async function setListLineQuantity(
  tx: Db,
  listId: number,
  itemId: number,
  quantity: number,
): Promise<void> {
  await tx
    .update(wishlistItems)
    .set({ quantity })
    .where(and(eq(wishlistItems.id, itemId), eq(wishlistItems.wishlistId, listId)));
}

export async function deleteListLines(
  tx: Db,
  listId: number,
  itemIds: readonly number[],
): Promise<void> {
  if (itemIds.length === 0) return;
  await tx
    .delete(wishlistItems)
    .where(and(eq(wishlistItems.wishlistId, listId), inArray(wishlistItems.id, [...itemIds])));
}

/** Shares the list with the e-mail, or changes its grant; false when the list has 20 others. */
export async function upsertShare(
  tx: Db,
  listId: number,
  email: string,
  grant: 'READ' | 'WRITE',
  maxShares: number,
): Promise<boolean> {
  const existing = await tx
    .update(wishlistShares)
    .set({ grant })
    .where(and(eq(wishlistShares.wishlistId, listId), eq(wishlistShares.email, email)))
    .returning({ email: wishlistShares.email });
  if (existing.length > 0) return true;
  const [row] = await tx
    .select({ value: count() })
    .from(wishlistShares)
    .where(eq(wishlistShares.wishlistId, listId));
  if ((row?.value ?? 0) >= maxShares) return false;
  await tx
    .insert(wishlistShares)
    .values({ wishlistId: listId, email, grant })
    .onConflictDoNothing();
  return true;
}

export async function deleteShare(tx: Db, listId: number, email: string): Promise<void> {
  await tx
    .delete(wishlistShares)
    .where(and(eq(wishlistShares.wishlistId, listId), eq(wishlistShares.email, email)));
}

/** The warehouse the shopper's cart is served from, or null before an address is chosen. */
export async function cartWarehouseId(db: Db, userId: number): Promise<number | null> {
  const rows = await db
    .select({ warehouseId: cartServices.warehouseId })
    .from(carts)
    .innerJoin(cartServices, eq(cartServices.cartId, carts.id))
    .where(eq(carts.userId, userId));
  return rows[0]?.warehouseId ?? null;
}
