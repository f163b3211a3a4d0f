/**
 * The extra person infos a shopper may give in the profile (registration/update_person_info), one
 * row per type: 1 household size, 2 preferred contact time (src/domain/profile.ts says which types
 * exist and what their values look like).
 */
import { integer, pgTable, primaryKey, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from './users';

export const userPersonInfos = pgTable(
  'user_person_infos',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** PERSON_INFO_TYPE of src/domain/profile.ts; no check here, so a new type needs no migration. */
    personInfoTypeId: integer('person_info_type_id').notNull(),
    /** As the type's rule normalised it; an empty value deletes the row instead. */
    value: varchar('value', { length: 100 }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.personInfoTypeId] })],
);
