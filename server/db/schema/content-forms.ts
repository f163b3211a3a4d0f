/**
 * The content service's forms (account-and-platform.md §7 "Content service"): their definitions
 * (seeded from `content/forms/<id>.json`), the submissions shoppers send, the files they upload
 * for them, and the secret the forms' nonces are signed with.
 *
 * Uploaded files are kept here, as bytea, not on disk: every server process behind a load
 * balancer sees the upload another one received, backups hold them with the submission they
 * belong to, and no web root or static route can ever serve them (no call reads them back).
 */
import { sql } from 'drizzle-orm';
import {
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';

/** PostgreSQL's bytea as a Buffer (PGlite answers a Uint8Array, node-postgres a Buffer). */
const bytes = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  toDriver: (value) => value,
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

export const contentForms = pgTable('content_forms', {
  /** The file's name (`content/forms/1.json` is form 1), as the app's /form/{formId} names it. */
  id: integer('id').primaryKey(),
  title: varchar('title', { length: 200 }).notNull(),
  /** The checked definition (src/domain/content-form.ts): fields, success message, subject. */
  definition: jsonb('definition').notNull(),
  modifiedAt: timestamp('modified_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One submission as sent; kept when its form is changed or removed. */
export const contentFormSubmissions = pgTable(
  'content_form_submissions',
  {
    id: serial('id').primaryKey(),
    formId: integer('form_id').notNull(),
    formTitle: varchar('form_title', { length: 200 }).notNull(),
    /** `[{ id, key, label, value }]` in the form's order, values as typed (trimmed). */
    values: jsonb('values').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('content_form_submissions_form_idx').on(table.formId, table.createdAt)],
);

/**
 * A file uploaded for a form's file field. Its token (given once, stored hashed) lets one
 * submission of that form claim it for that field before it expires; an unclaimed one is
 * deleted once expired.
 */
export const contentFormUploads = pgTable(
  'content_form_uploads',
  {
    id: serial('id').primaryKey(),
    /** SHA-256 of the token, hex. */
    tokenHash: varchar('token_hash', { length: 64 }).notNull().unique(),
    formId: integer('form_id').notNull(),
    fieldId: integer('field_id').notNull(),
    /** The name the shopper's file had, cleaned; only ever shown as text. */
    fileName: varchar('file_name', { length: 200 }).notNull(),
    /** What its content is (found from its bytes), e.g. application/pdf. */
    mimeType: varchar('mime_type', { length: 100 }).notNull(),
    size: integer('size').notNull(),
    content: bytes('content').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    submissionId: integer('submission_id').references(() => contentFormSubmissions.id, {
      onDelete: 'cascade',
    }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('content_form_uploads_unclaimed_idx')
      .on(table.expiresAt)
      .where(sql`${table.submissionId} is null`),
    index('content_form_uploads_submission_idx').on(table.submissionId),
  ],
);

/** The key the forms' nonces are signed with: one row, made by the first process that needs it. */
export const contentFormSecrets = pgTable('content_form_secrets', {
  id: smallint('id').primaryKey(),
  secret: bytes('secret').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
