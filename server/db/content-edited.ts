/**
 * Content published from the staff's editor wins over the repo's files: seeding leaves an item
 * with a published revision as the editor left it (a file that is removed still removes it).
 */
import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { ContentKind } from '../../src/domain/content-editor';
import { contentRevisions } from './schema';

/** True for a row of `kind` (its id in `id`) that no editor has published from the app. */
export function notEditedInApp(kind: ContentKind, id: AnyColumn): SQL {
  return sql`not exists (select 1 from ${contentRevisions} where ${contentRevisions.kind} = ${kind} and ${contentRevisions.itemId} = ${id})`;
}
