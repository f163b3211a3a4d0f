/**
 * The friend invite (spec: a 5 € voucher per invited friend after that friend's first order):
 * each shopper's personal invite code (made on first use), and the voucher given for each friend.
 * A friend names the inviter by the code kept in `users.invite_code`.
 *
 * One voucher per friend is the database's rule: `friend_user_id` is the primary key of the
 * rewards, so two deliveries at once cannot give two.
 */
import { integer, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';
import { giftCertificateAssignments } from './gifts';
import { users } from './users';

export const inviteCodes = pgTable('invite_codes', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** Uppercase letters and digits without look-alikes (src/domain/invite.ts). */
  code: varchar('code', { length: 12 }).notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The voucher an inviter got for a friend's first delivered order: one per friend. */
export const inviteRewards = pgTable('invite_rewards', {
  friendUserId: integer('friend_user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  inviterUserId: integer('inviter_user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  assignmentId: integer('assignment_id')
    .notNull()
    .unique()
    .references(() => giftCertificateAssignments.id, { onDelete: 'cascade' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
