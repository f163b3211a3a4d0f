/**
 * The SQL of the account's deletion (GDPR art. 17, account-and-platform.md §7 `user_anonymize`):
 * one transaction erases or replaces every personal datum of the account and keeps its orders
 * for the fiscal record with none left in them. The account row stays (orders, gift codes and the
 * consent history point at it) as an anonymous one that can never log in, and its e-mail address
 * is free for a new registration.
 */
import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  accountMailRequests,
  accountTokens,
  addresses,
  carts,
  companyMembers,
  cookiePreferences,
  favorites,
  inviteCodes,
  mailOutbox,
  mfaRecoveryCodes,
  orderAccessTokens,
  orderNotes,
  orders,
  parkingReservations,
  payments,
  sessions,
  userDisclaimers,
  userPersonFiscals,
  userPersonInfos,
  users,
  wishlists,
  wishlistShares,
} from '../../db/schema';
import { removeAccountDevices } from '../push/repository';

/** The address that replaces the e-mail: unique, and of a domain that can never receive mail. */
export const anonymousEmail = (userId: number) => `anonimo-${userId}@anonimo.invalid`;

/** What an order keeps of where it went: the service and the area, not the street or names. */
const REDACTED_SHIPPING_KEYS = [
  'addressId',
  'addressTypeId',
  'addressType',
  'deliveryServiceId',
  'storeId',
  'warehouseId',
  'zoneId',
  'city',
  'postalCode',
  'province',
];

/**
 * Erases the personal data of `userId`; its sessions, tokens, pending mails and push devices go
 * with them.
 */
export async function anonymizeAccount(db: Db, userId: number, email: string, now: Date) {
  const ownOrders = db.select({ id: orders.id }).from(orders).where(eq(orders.userId, userId));

  await db.delete(sessions).where(eq(sessions.userId, userId));
  await db.delete(accountTokens).where(eq(accountTokens.userId, userId));
  await db.delete(accountMailRequests).where(eq(accountMailRequests.email, email));
  await db.delete(mailOutbox).where(eq(mailOutbox.recipient, email));
  await db.delete(carts).where(eq(carts.userId, userId));
  await db.delete(userPersonInfos).where(eq(userPersonInfos.userId, userId));
  await db.delete(mfaRecoveryCodes).where(eq(mfaRecoveryCodes.userId, userId));
  await db.delete(userPersonFiscals).where(eq(userPersonFiscals.userId, userId));
  // The shopper's lists go (their lines and shares with them), and the lists others shared with
  // the address: whoever registers with it later must not find them.
  await db.delete(wishlists).where(eq(wishlists.userId, userId));
  await db.delete(wishlistShares).where(eq(wishlistShares.email, email.toLowerCase()));
  // Favourites, the shop-at-work company and the personal invite code go too (a code no one can
  // register with any more); the vouchers already given stay with the gift codes.
  await db.delete(favorites).where(eq(favorites.userId, userId));
  await db.delete(companyMembers).where(eq(companyMembers.userId, userId));
  await db.delete(inviteCodes).where(eq(inviteCodes.userId, userId));
  // The current answers go; the append-only history keeps who answered what, by id only.
  await db.delete(userDisclaimers).where(eq(userDisclaimers.userId, userId));
  await db.delete(cookiePreferences).where(eq(cookiePreferences.userId, userId));
  // The account's phones receive none of its notifications any more (server/modules/push).
  await removeAccountDevices(db, userId);

  // Orders stay for the fiscal record: no street, name, note or comment in them any more.
  await db
    .update(orders)
    .set({
      orderComment: null,
      shippingAddress: sql`(select coalesce(jsonb_object_agg(key, value), '{}'::jsonb)
        from jsonb_each(${orders.shippingAddress})
        where key in (${sql.join(
          REDACTED_SHIPPING_KEYS.map((key) => sql`${key}`),
          sql`, `,
        )}))`,
    })
    .where(eq(orders.userId, userId));
  await db.delete(orderNotes).where(eq(orderNotes.userId, userId));
  await db.delete(orderAccessTokens).where(inArray(orderAccessTokens.orderId, ownOrders));
  await db
    .update(parkingReservations)
    .set({ reservationInfo: null })
    .where(inArray(parkingReservations.orderId, ownOrders));
  await db.update(payments).set({ cardLast4: null }).where(inArray(payments.orderId, ownOrders));

  // The shopper's own addresses: orders may point at them, so they are emptied and removed.
  await db
    .update(addresses)
    .set({
      addressName: 'Indirizzo eliminato',
      address1: '-',
      addressNumber: '-',
      notes: null,
      // About a kilometre: the delivery zone, not the door.
      latitude: sql`round(${addresses.latitude}::numeric, 2)::double precision`,
      longitude: sql`round(${addresses.longitude}::numeric, 2)::double precision`,
      deletedAt: sql`coalesce(${addresses.deletedAt}, ${now.toISOString()}::timestamptz)`,
    })
    .where(eq(addresses.userId, userId));

  await db
    .update(users)
    .set({
      email: anonymousEmail(userId),
      // No password hash matches this: nobody can log in again.
      passwordHash: '!anonymized',
      firstName: 'Anonimo',
      lastName: 'Anonimo',
      phone: null,
      fiscalCode: null,
      birthDate: null,
      inviteCode: null,
      mfaSecret: null,
      mfaPendingSecret: null,
      mfaLastStep: null,
      confirmedAt: null,
    })
    .where(eq(users.id, userId));
}
