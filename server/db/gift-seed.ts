/**
 * The demo gift codes (listed in docs/shopping.md) and the friend-invite voucher of the demo customer.
 * Idempotent: fixed ids inserted with ON CONFLICT DO NOTHING, so seeding again changes nothing.
 */
import { eq, sql } from 'drizzle-orm';
import type { Db } from './client';
import { giftCertificateAssignments, giftCertificates, users } from './schema';

type NewCertificate = typeof giftCertificates.$inferInsert & { readonly id: number };

export const GIFT_CERTIFICATES = [
  {
    id: 1,
    code: 'BENVENUTO10',
    name: 'Benvenuto: 10% di sconto',
    kind: 'percent',
    value: 10,
    minimumCents: 3000,
    validFrom: '2026-01-01',
    validTo: null,
    oncePerUser: true,
    manuallyAssigned: false,
  },
  {
    id: 2,
    code: 'SPESA5',
    name: '5 € di sconto sulla spesa',
    kind: 'amount',
    value: 500,
    minimumCents: 4000,
    validFrom: null,
    validTo: null,
    oncePerUser: false,
    manuallyAssigned: false,
  },
  {
    id: 3,
    code: 'ESTATE2026',
    name: 'Estate 2026: 15% di sconto',
    kind: 'percent',
    value: 15,
    minimumCents: 0,
    validFrom: '2026-06-21',
    validTo: '2026-09-22',
    oncePerUser: false,
    manuallyAssigned: false,
  },
  {
    id: 4,
    code: 'FUTURO',
    name: 'Sconto futuro: 3 €',
    kind: 'amount',
    value: 300,
    minimumCents: 0,
    validFrom: '2099-01-01',
    validTo: null,
    oncePerUser: false,
    manuallyAssigned: false,
  },
  {
    id: 5,
    code: 'AMICO5',
    name: 'Buono amico 5 €',
    kind: 'amount',
    value: 500,
    minimumCents: 0,
    validFrom: null,
    validTo: null,
    oncePerUser: false,
    manuallyAssigned: true,
  },
] as const satisfies readonly NewCertificate[];

/** The friend-invite voucher (5 € per invited friend, spec section 1) of the demo customer. */
export const DEMO_VOUCHER = { id: 1, certificateId: 5, email: 'cliente@example.it' } as const;

/** The seeded ids were given explicitly: move a serial past them, once. */
export async function moveSerialPast(db: Db, table: string, lastId: number): Promise<void> {
  await db.execute(sql`
    select setval(pg_get_serial_sequence(${table}, 'id'), ${lastId})
    where coalesce(pg_sequence_last_value(pg_get_serial_sequence(${table}, 'id')::regclass), 0)
      < ${lastId}`);
}

/** Inserts the missing certificates and the demo voucher; returns how many rows it inserted. */
export async function seedGiftCodes(db: Db): Promise<number> {
  return db.transaction(async (tx) => {
    const certificates = await tx
      .insert(giftCertificates)
      .values([...GIFT_CERTIFICATES])
      .onConflictDoNothing()
      .returning({ id: giftCertificates.id });
    await moveSerialPast(tx, 'gift_certificates', Math.max(...GIFT_CERTIFICATES.map((c) => c.id)));
    const [customer] = await tx
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, DEMO_VOUCHER.email));
    const vouchers =
      customer === undefined
        ? []
        : await tx
            .insert(giftCertificateAssignments)
            .values({
              id: DEMO_VOUCHER.id,
              certificateId: DEMO_VOUCHER.certificateId,
              userId: customer.id,
            })
            .onConflictDoNothing()
            .returning({ id: giftCertificateAssignments.id });
    await moveSerialPast(tx, 'gift_certificate_assignments', DEMO_VOUCHER.id);
    return certificates.length + vouchers.length;
  });
}
