/**
 * The addresses' SQL. The shared addresses (store pickup points, lockers, company sites) are
 * visible to everyone, except a shop-at-work company's own site, visible only to the company's
 * subscribers; a shopper's own addresses only to that shopper: every query that can return one
 * takes the session user, so another user's address is never found.
 */
import { and, asc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { addresses, companies, companyMembers } from '../../db/schema';
import type { AddressRow } from '../cart/address-views';

const notDeleted = isNull(addresses.deletedAt);

/** A shared address that is a company's site, unless it is the company of `userId`. */
function otherCompanySite(userId: number | null) {
  const ownCompany =
    userId === null
      ? sql``
      : sql` and ${companies.id} is distinct from (select ${companyMembers.companyId} from ${companyMembers} where ${companyMembers.userId} = ${userId})`;
  return sql`exists (select 1 from ${companies} where ${companies.addressId} = ${addresses.id}${ownCompany})`;
}

/** Shared addresses (company sites only for their subscribers), plus the user's own. */
function visibleTo(userId: number | null) {
  const shared = and(isNull(addresses.userId), sql`not ${otherCompanySite(userId)}`);
  const owners = userId === null ? shared : or(shared, eq(addresses.userId, userId));
  return and(notDeleted, owners);
}

const listOrder = [asc(addresses.deliveryServiceId), asc(addresses.addressName), asc(addresses.id)];

export interface AddressFilter {
  /** Only addresses of these services; all when null. */
  readonly serviceIds: readonly number[] | null;
}

function serviceFilter(filter: AddressFilter) {
  return filter.serviceIds === null
    ? undefined
    : inArray(addresses.deliveryServiceId, [...filter.serviceIds]);
}

export async function findVisibleAddress(
  db: Db,
  userId: number | null,
  addressId: number,
  filter: AddressFilter = { serviceIds: null },
): Promise<AddressRow | null> {
  const rows = await db
    .select()
    .from(addresses)
    .where(and(eq(addresses.id, addressId), visibleTo(userId), serviceFilter(filter)))
    .limit(1);
  return rows[0] ?? null;
}

export async function listVisibleAddresses(
  db: Db,
  userId: number | null,
  filter: AddressFilter,
): Promise<AddressRow[]> {
  return db
    .select()
    .from(addresses)
    .where(and(visibleTo(userId), serviceFilter(filter)))
    .orderBy(...listOrder);
}

export async function listOwnAddresses(db: Db, userId: number): Promise<AddressRow[]> {
  return db
    .select()
    .from(addresses)
    .where(and(eq(addresses.userId, userId), notDeleted))
    .orderBy(...listOrder);
}

/** The pickup points and lockers a store serves. */
export async function listStoreAddresses(db: Db, storeId: number): Promise<AddressRow[]> {
  return db
    .select()
    .from(addresses)
    .where(and(eq(addresses.storeId, storeId), isNull(addresses.userId), notDeleted))
    .orderBy(...listOrder);
}

/** The store's pickup point a store choice serves the cart at: its lowest id. */
export async function firstPickupPoint(
  db: Db,
  storeId: number,
  storePickupService: number,
): Promise<AddressRow | null> {
  const rows = await db
    .select()
    .from(addresses)
    .where(
      and(
        eq(addresses.storeId, storeId),
        eq(addresses.deliveryServiceId, storePickupService),
        isNull(addresses.userId),
        notDeleted,
      ),
    )
    .orderBy(asc(addresses.id))
    .limit(1);
  return rows[0] ?? null;
}

/** What a shopper's own address holds; the rest (type, owner) is fixed. */
export type OwnAddressValues = Pick<
  AddressRow,
  | 'deliveryServiceId'
  | 'warehouseId'
  | 'addressName'
  | 'address1'
  | 'addressNumber'
  | 'city'
  | 'postalCode'
  | 'province'
  | 'latitude'
  | 'longitude'
  | 'notes'
  | 'validated'
>;

/** A shopper's own company address: type 2, kind 'home', no store. */
const OWN_ADDRESS_TYPE = { addressTypeId: 2, addressType: 'home', storeId: null } as const;

export async function insertOwnAddress(
  db: Db,
  userId: number,
  values: OwnAddressValues,
): Promise<AddressRow> {
  const rows = await db
    .insert(addresses)
    .values({ ...values, ...OWN_ADDRESS_TYPE, userId })
    .returning();
  const inserted = rows[0];
  if (inserted === undefined) throw new Error('The new address was not returned');
  return inserted;
}

/** Changes the user's own live address; null when the user has no such address. */
export async function updateOwnAddress(
  db: Db,
  userId: number,
  addressId: number,
  values: OwnAddressValues,
): Promise<AddressRow | null> {
  const rows = await db
    .update(addresses)
    .set(values)
    .where(and(eq(addresses.id, addressId), eq(addresses.userId, userId), notDeleted))
    .returning();
  return rows[0] ?? null;
}

/**
 * Deletes the user's own address. It stays in the table, marked deleted, so that carts and
 * orders that named it keep their reference. False when the user has no such address.
 */
export async function deleteOwnAddress(
  db: Db,
  userId: number,
  addressId: number,
): Promise<boolean> {
  const rows = await db
    .update(addresses)
    .set({ deletedAt: sql`now()` })
    .where(and(eq(addresses.id, addressId), eq(addresses.userId, userId), notDeleted))
    .returning({ id: addresses.id });
  return rows.length === 1;
}
