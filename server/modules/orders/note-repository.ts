/**
 * The SQL of order notes, parking reservations and order access tokens. Every query names the
 * session user (directly, or through an order found with its owner), so another shopper's ids
 * find nothing.
 */
import { randomBytes } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  orderAccessTokens,
  orderNotes,
  parkingReservations,
  type OrderNoteRow,
} from '../../db/order-extras-schema';
import { orders } from '../../db/order-schema';

export type { OrderNoteRow };

export interface NoteFields {
  readonly rating: number;
  readonly comment: string | null;
}

/** Inserts the order's note; null when the order already has one (the unique order_id). */
export async function insertNote(
  tx: Db,
  userId: number,
  orderId: number,
  fields: NoteFields,
  now: Date,
): Promise<OrderNoteRow | null> {
  const rows = await tx
    .insert(orderNotes)
    .values({ userId, orderId, ...fields, createdAt: now, updatedAt: now })
    .onConflictDoNothing({ target: orderNotes.orderId })
    .returning();
  return rows[0] ?? null;
}

/** Changes the user's own note; null when they have no such note. */
export async function updateNote(
  tx: Db,
  userId: number,
  noteId: number,
  fields: NoteFields,
  now: Date,
): Promise<OrderNoteRow | null> {
  const rows = await tx
    .update(orderNotes)
    .set({ ...fields, updatedAt: now })
    .where(and(eq(orderNotes.id, noteId), eq(orderNotes.userId, userId)))
    .returning();
  return rows[0] ?? null;
}

export function notesOf(db: Db, userId: number, orderId?: number): Promise<OrderNoteRow[]> {
  const conditions = [eq(orderNotes.userId, userId)];
  if (orderId !== undefined) conditions.push(eq(orderNotes.orderId, orderId));
  return db
    .select()
    .from(orderNotes)
    .where(and(...conditions))
    .orderBy(desc(orderNotes.createdAt), desc(orderNotes.id));
}

/** Records (or replaces) the parking reservation of an order the caller has checked. */
export async function upsertReservation(
  tx: Db,
  orderId: number,
  distance: number,
  reservationInfo: string | null,
  now: Date,
): Promise<void> {
  await tx
    .insert(parkingReservations)
    .values({ orderId, distance, reservationInfo, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: parkingReservations.orderId,
      set: { distance, reservationInfo, updatedAt: now },
    });
}

/** The order's access token, made on first use (two at once keep the first). */
export async function ensureAccessToken(db: Db, orderId: number): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(orderAccessTokens).values({ orderId, token }).onConflictDoNothing();
  const rows = await db
    .select({ token: orderAccessTokens.token })
    .from(orderAccessTokens)
    .where(eq(orderAccessTokens.orderId, orderId));
  const stored = rows[0]?.token;
  if (stored === undefined) throw new Error('The order has no access token');
  return stored;
}

/** The owner of `orderId` when `token` is that order's access token. */
export async function ownerOfToken(db: Db, orderId: number, token: string): Promise<number | null> {
  const rows = await db
    .select({ userId: orders.userId })
    .from(orderAccessTokens)
    .innerJoin(orders, eq(orders.id, orderAccessTokens.orderId))
    .where(and(eq(orderAccessTokens.orderId, orderId), eq(orderAccessTokens.token, token)));
  return rows[0]?.userId ?? null;
}
