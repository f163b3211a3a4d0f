/**
 * The gift codes' SQL (the cart reads the codes applied to it in cart/reply-repository.ts). Every
 * query about uses and assignments names the session user, and every query about applied codes
 * names the user's own cart, so nobody reads or frees another shopper's certificate.
 */
import { and, asc, desc, eq, inArray, isNull, notExists, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  cartGiftCodes,
  giftCertificateAssignments,
  giftCertificates,
  giftCertificateUses,
} from '../../db/schema';

export type CertificateRecord = typeof giftCertificates.$inferSelect;

/** The certificate of a normalised code. */
export async function findCertificate(db: Db, code: string): Promise<CertificateRecord | null> {
  const rows = await db
    .select()
    .from(giftCertificates)
    .where(eq(giftCertificates.code, code))
    .limit(1);
  return rows[0] ?? null;
}

/** The user's assignments of a certificate: how many, and the oldest one not used yet. */
export async function assignmentsOf(
  db: Db,
  certificateId: number,
  userId: number,
): Promise<{ readonly count: number; readonly freeId: number | null }> {
  const rows = await db
    .select({ id: giftCertificateAssignments.id, useId: giftCertificateUses.id })
    .from(giftCertificateAssignments)
    .leftJoin(
      giftCertificateUses,
      eq(giftCertificateUses.assignmentId, giftCertificateAssignments.id),
    )
    .where(
      and(
        eq(giftCertificateAssignments.certificateId, certificateId),
        eq(giftCertificateAssignments.userId, userId),
      ),
    )
    .orderBy(asc(giftCertificateAssignments.id));
  const free = rows.find((row) => row.useId === null);
  return { count: rows.length, freeId: free?.id ?? null };
}

/** Whether the user has used the certificate in an order. */
export async function isUsedInOrder(
  db: Db,
  certificateId: number,
  userId: number,
): Promise<boolean> {
  const rows = await db
    .select({ id: giftCertificateUses.id })
    .from(giftCertificateUses)
    .where(
      and(
        eq(giftCertificateUses.certificateId, certificateId),
        eq(giftCertificateUses.userId, userId),
        sql`${giftCertificateUses.orderId} is not null`,
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/**
 * Deletes the user's pending uses of a certificate that no cart holds (left by a deleted cart),
 * so they cannot block applying it again. Run on the user's locked cart.
 */
export async function deleteStrayPendingUses(
  tx: Db,
  certificateId: number,
  userId: number,
): Promise<void> {
  await tx
    .delete(giftCertificateUses)
    .where(
      and(
        eq(giftCertificateUses.certificateId, certificateId),
        eq(giftCertificateUses.userId, userId),
        isNull(giftCertificateUses.orderId),
        notExists(
          tx
            .select({ useId: cartGiftCodes.useId })
            .from(cartGiftCodes)
            .where(eq(cartGiftCodes.useId, giftCertificateUses.id)),
        ),
      ),
    );
}

export interface NewUse {
  readonly certificateId: number;
  readonly userId: number;
  readonly assignmentId: number | null;
  readonly singleUse: boolean;
}

/**
 * Records a use; null when a unique index refuses it (a once-per-user certificate already used,
 * an assignment already used, or a pending use of the same certificate).
 */
export async function insertUse(tx: Db, use: NewUse): Promise<number | null> {
  const rows = await tx
    .insert(giftCertificateUses)
    .values(use)
    .onConflictDoNothing()
    .returning({ id: giftCertificateUses.id });
  return rows[0]?.id ?? null;
}

export async function insertCartCode(
  tx: Db,
  cartId: number,
  certificateId: number,
  useId: number,
): Promise<void> {
  await tx.insert(cartGiftCodes).values({ cartId, certificateId, useId });
}

/** Takes the certificate off the cart: its pending use goes, and the cart's row with it. */
export async function removeCartCode(
  tx: Db,
  cartId: number,
  userId: number,
  certificateId: number,
): Promise<void> {
  await tx.delete(giftCertificateUses).where(
    and(
      eq(giftCertificateUses.userId, userId),
      isNull(giftCertificateUses.orderId),
      inArray(
        giftCertificateUses.id,
        tx
          .select({ useId: cartGiftCodes.useId })
          .from(cartGiftCodes)
          .where(
            and(eq(cartGiftCodes.cartId, cartId), eq(cartGiftCodes.certificateId, certificateId)),
          ),
      ),
    ),
  );
}

/** Ties these pending uses of the user to an order and takes them off the cart. */
export async function markUsesOrdered(
  tx: Db,
  userId: number,
  useIds: readonly number[],
  orderId: number,
): Promise<void> {
  if (useIds.length === 0) return;
  await tx.delete(cartGiftCodes).where(inArray(cartGiftCodes.useId, [...useIds]));
  await tx
    .update(giftCertificateUses)
    .set({ orderId })
    .where(
      and(
        eq(giftCertificateUses.userId, userId),
        isNull(giftCertificateUses.orderId),
        inArray(giftCertificateUses.id, [...useIds]),
      ),
    );
}

/** Deletes pending uses of the user (their cart rows go with them). */
export async function deletePendingUses(
  tx: Db,
  userId: number,
  useIds: readonly number[],
): Promise<void> {
  if (useIds.length === 0) return;
  await tx
    .delete(giftCertificateUses)
    .where(
      and(
        eq(giftCertificateUses.userId, userId),
        isNull(giftCertificateUses.orderId),
        inArray(giftCertificateUses.id, [...useIds]),
      ),
    );
}

/** Frees the user's certificates used in an order (the order was cancelled). */
export async function deleteOrderUses(tx: Db, userId: number, orderId: number): Promise<number> {
  const rows = await tx
    .delete(giftCertificateUses)
    .where(and(eq(giftCertificateUses.userId, userId), eq(giftCertificateUses.orderId, orderId)))
    .returning({ id: giftCertificateUses.id });
  return rows.length;
}

export interface AssignmentRow {
  readonly assignmentId: number;
  readonly assignedAt: Date;
  readonly certificate: CertificateRecord;
  readonly useId: number | null;
  readonly orderId: number | null;
}

/** The certificates assigned to the user, each assignment with its use if it has one. */
export function assignmentRows(db: Db, userId: number): Promise<AssignmentRow[]> {
  return db
    .select({
      assignmentId: giftCertificateAssignments.id,
      assignedAt: giftCertificateAssignments.createdAt,
      certificate: giftCertificates,
      useId: giftCertificateUses.id,
      orderId: giftCertificateUses.orderId,
    })
    .from(giftCertificateAssignments)
    .innerJoin(giftCertificates, eq(giftCertificates.id, giftCertificateAssignments.certificateId))
    .leftJoin(
      giftCertificateUses,
      eq(giftCertificateUses.assignmentId, giftCertificateAssignments.id),
    )
    .where(eq(giftCertificateAssignments.userId, userId))
    .orderBy(desc(giftCertificateAssignments.createdAt), desc(giftCertificateAssignments.id));
}

export interface UseRow {
  readonly useId: number;
  readonly usedAt: Date;
  readonly certificate: CertificateRecord;
  readonly orderId: number | null;
}

/** The user's uses of certificates that are not assigned ones (codes the shopper typed). */
export function typedCodeUseRows(db: Db, userId: number): Promise<UseRow[]> {
  return db
    .select({
      useId: giftCertificateUses.id,
      usedAt: giftCertificateUses.createdAt,
      certificate: giftCertificates,
      orderId: giftCertificateUses.orderId,
    })
    .from(giftCertificateUses)
    .innerJoin(giftCertificates, eq(giftCertificates.id, giftCertificateUses.certificateId))
    .where(and(eq(giftCertificateUses.userId, userId), isNull(giftCertificateUses.assignmentId)))
    .orderBy(desc(giftCertificateUses.createdAt), desc(giftCertificateUses.id));
}

export interface OrderUse {
  readonly useId: number;
  readonly certificateId: number;
  readonly assignmentId: number | null;
  readonly singleUse: boolean;
}

/** The user's uses tied to the order. */
export function orderUses(db: Db, userId: number, orderId: number): Promise<OrderUse[]> {
  return db
    .select({
      useId: giftCertificateUses.id,
      certificateId: giftCertificateUses.certificateId,
      assignmentId: giftCertificateUses.assignmentId,
      singleUse: giftCertificateUses.singleUse,
    })
    .from(giftCertificateUses)
    .where(and(eq(giftCertificateUses.userId, userId), eq(giftCertificateUses.orderId, orderId)))
    .orderBy(asc(giftCertificateUses.id));
}

/** Unties these uses of the user from their order: they are pending again (in a cart). */
export async function markUsesPending(
  tx: Db,
  userId: number,
  useIds: readonly number[],
): Promise<void> {
  if (useIds.length === 0) return;
  await tx
    .update(giftCertificateUses)
    .set({ orderId: null })
    .where(
      and(eq(giftCertificateUses.userId, userId), inArray(giftCertificateUses.id, [...useIds])),
    );
}

/**
 * Records a use already tied to an order (an order's code given back when the change of the
 * order is cancelled); false when a unique index refuses it.
 */
export async function insertOrderUse(
  tx: Db,
  use: NewUse & { readonly orderId: number },
): Promise<boolean> {
  const rows = await tx
    .insert(giftCertificateUses)
    .values(use)
    .onConflictDoNothing()
    .returning({ id: giftCertificateUses.id });
  return rows.length === 1;
}
