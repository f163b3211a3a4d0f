/**
 * The mobile app's devices for push notifications (account-and-platform.md §7 "Push device
 * registration", server/modules/push): one row per device (its platform and id), with the push
 * token it last registered and the account whose notifications it receives, or none for a guest
 * device. Account deletion removes an account's devices (server/modules/account/anonymize-*).
 */
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './users';

export const pushDevices = pgTable(
  'push_devices',
  {
    id: serial('id').primaryKey(),
    /** `android` or `ios`. */
    platform: text('platform').notNull(),
    /** The device's id (@capacitor/device `getId`), in lower case. */
    uuid: text('uuid').notNull(),
    /** The push token the device registered last (`external_id`). */
    token: text('token').notNull(),
    /** The account whose notifications the device receives; null: a guest device. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    model: text('model'),
    platformVersion: text('platform_version'),
    manufacturer: text('manufacturer'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('push_devices_device_idx').on(table.platform, table.uuid),
    index('push_devices_user_idx').on(table.userId),
    check('push_devices_platform', sql`${table.platform} in ('android', 'ios')`),
    check('push_devices_uuid_lowercase', sql`${table.uuid} = lower(${table.uuid})`),
  ],
);
