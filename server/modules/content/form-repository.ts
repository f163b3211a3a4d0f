/**
 * The forms' SQL: a form's definition, an upload kept until a submission claims it, and a
 * submission stored with its uploads and its mail to the shop in one transaction, so a refused
 * submission leaves nothing behind and a stored one is always mailed.
 */
import { createHash } from 'node:crypto';
import { and, eq, gt, inArray, isNull, lt } from 'drizzle-orm';
import * as v from 'valibot';
import {
  contentFormDefinitionSchema,
  type ContentFormDefinition,
} from '../../../src/domain/content-form';
import type { Db } from '../../db/client';
import { contentFormSubmissions, contentFormUploads, contentForms } from '../../db/schema';
import { queueMail, type MailDraft } from '../../mail/outbox-repository';

export interface ContentForm {
  readonly id: number;
  readonly definition: ContentFormDefinition;
}

export async function formById(db: Db, id: number): Promise<ContentForm | null> {
  const [row] = await db.select().from(contentForms).where(eq(contentForms.id, id));
  if (row === undefined) return null;
  return { id: row.id, definition: v.parse(contentFormDefinitionSchema, row.definition) };
}

export function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export interface NewUpload {
  readonly token: string;
  readonly formId: number;
  readonly fieldId: number;
  readonly fileName: string;
  readonly mimeType: string;
  readonly content: Buffer;
  readonly expiresAt: Date;
}

/** Keeps an upload (and drops the unclaimed ones that expired meanwhile). */
export async function storeUpload(db: Db, upload: NewUpload, now: Date): Promise<void> {
  await db
    .delete(contentFormUploads)
    .where(and(isNull(contentFormUploads.submissionId), lt(contentFormUploads.expiresAt, now)));
  await db.insert(contentFormUploads).values({
    tokenHash: tokenHash(upload.token),
    formId: upload.formId,
    fieldId: upload.fieldId,
    fileName: upload.fileName,
    mimeType: upload.mimeType,
    size: upload.content.length,
    content: upload.content,
    expiresAt: upload.expiresAt,
  });
}

/** A file of a submission, as the mail names it. */
export interface ClaimedUpload {
  readonly id: number;
  readonly fieldId: number;
  readonly fileName: string;
  readonly mimeType: string;
  readonly size: number;
}

/** A field's value as stored: `[{ id, key, label, value }]` in the form's order. */
export interface StoredValue {
  readonly id: number;
  readonly key: string;
  readonly label: string;
  readonly value: string;
}

/** A token the submission could not claim: unknown, of another field, used or expired. */
export class UnclaimableUploadError extends Error {
  constructor(readonly fieldId: number) {
    super(`upload of field ${fieldId} cannot be claimed`);
    this.name = 'UnclaimableUploadError';
  }
}

/**
 * Stores the submission, claims its uploads (each token once, for its form and field, before
 * it expires) and queues the mail made from them, all or nothing. Throws
 * UnclaimableUploadError (and stores nothing) when a token cannot be claimed.
 */
export async function storeSubmission(
  db: Db,
  submission: {
    readonly formId: number;
    readonly formTitle: string;
    readonly values: readonly StoredValue[];
    readonly uploads: readonly { readonly fieldId: number; readonly token: string }[];
    readonly now: Date;
    readonly mail: (id: number, uploads: readonly ClaimedUpload[]) => MailDraft;
  },
): Promise<{ readonly id: number; readonly uploads: readonly ClaimedUpload[] }> {
  return db.transaction(async (tx) => {
    const [stored] = await tx
      .insert(contentFormSubmissions)
      .values({
        formId: submission.formId,
        formTitle: submission.formTitle,
        values: submission.values,
      })
      .returning({ id: contentFormSubmissions.id });
    if (stored === undefined) throw new Error('the submission was not stored');
    const claimed: ClaimedUpload[] = [];
    for (const upload of submission.uploads) {
      const rows = await tx
        .update(contentFormUploads)
        .set({ submissionId: stored.id })
        .where(
          and(
            eq(contentFormUploads.tokenHash, tokenHash(upload.token)),
            eq(contentFormUploads.formId, submission.formId),
            eq(contentFormUploads.fieldId, upload.fieldId),
            isNull(contentFormUploads.submissionId),
            gt(contentFormUploads.expiresAt, submission.now),
          ),
        )
        .returning({
          id: contentFormUploads.id,
          fieldId: contentFormUploads.fieldId,
          fileName: contentFormUploads.fileName,
          mimeType: contentFormUploads.mimeType,
          size: contentFormUploads.size,
        });
      const row = rows[0];
      if (row === undefined) throw new UnclaimableUploadError(upload.fieldId);
      claimed.push(row);
    }
    await queueMail(tx, submission.mail(stored.id, claimed));
    return { id: stored.id, uploads: claimed };
  });
}

/** The uploads a submission claimed (for the staff's tools and the tests). */
export async function uploadsOfSubmission(db: Db, submissionIds: readonly number[]) {
  if (submissionIds.length === 0) return [];
  return db
    .select()
    .from(contentFormUploads)
    .where(inArray(contentFormUploads.submissionId, [...submissionIds]));
}
