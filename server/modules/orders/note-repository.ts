/**
 * The SQL of order notes (ratings). Every query names the session user, so another shopper's
 * note ids find nothing.
 */
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orderNotes, type OrderNoteRow } from '../../db/schema';

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
