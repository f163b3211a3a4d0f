/**
 * The content service's forms from `content/forms/<id>.json` in the repo (the definition of
 * src/domain/content-form.ts). Seeding again brings the database in line with the files: a form
 * whose file changed is updated, an unchanged one is left alone, and a form whose file is gone is
 * removed (its submissions stay).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { notInArray, sql } from 'drizzle-orm';
import * as v from 'valibot';
import { contentFormDefinitionSchema } from '../../src/domain/content-form';
import type { Db } from './client';
import { contentForms } from './schema';

export const CONTENT_FORMS_DIR = fileURLToPath(new URL('../../content/forms', import.meta.url));

export type ContentFormRow = Omit<typeof contentForms.$inferInsert, 'modifiedAt'>;

/** One form file as a row; throws naming the file when it is malformed. */
export function formOfFile(fileName: string, text: string): ContentFormRow {
  const id = Number(path.basename(fileName, '.json'));
  if (!Number.isInteger(id) || id < 1)
    throw new Error(`${fileName}: the name must be the form's id`);
  const checked = v.safeParse(contentFormDefinitionSchema, JSON.parse(text));
  if (!checked.success) {
    const issues = checked.issues.map((issue) => `${v.getDotPath(issue) ?? ''} ${issue.message}`);
    throw new Error(`${fileName}: ${issues.join('; ')}`);
  }
  const definition = checked.output;
  const fieldIds = new Set(definition.fields.map((field) => field.id));
  if (fieldIds.size !== definition.fields.length)
    throw new Error(`${fileName}: two fields share an id`);
  for (const field of definition.fields) {
    if (field.type === 'listselect' && (field.options ?? []).length === 0) {
      throw new Error(`${fileName}: the list ${field.key} has no options`);
    }
  }
  return { id, title: definition.title, definition };
}

/** The forms of `dir`, by id; throws when two forms share a field id (Ninja Forms' ids are global). */
export function readContentForms(dir = CONTENT_FORMS_DIR): ContentFormRow[] {
  const forms = readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .map((name) => formOfFile(name, readFileSync(path.join(dir, name), 'utf8')))
    .sort((a, b) => a.id - b.id);
  const seen = new Set<number>();
  for (const form of forms) {
    for (const field of v.parse(contentFormDefinitionSchema, form.definition).fields) {
      if (seen.has(field.id))
        throw new Error(`form ${form.id}: field id ${field.id} is used twice`);
      seen.add(field.id);
    }
  }
  return forms;
}

/** Adds, updates and removes forms to match `forms`; answers how many it added or changed. */
export async function seedContentForms(db: Db, forms = readContentForms()): Promise<number> {
  const table = contentForms;
  await db.delete(table).where(
    forms.length === 0
      ? undefined
      : notInArray(
          table.id,
          forms.map((form) => form.id),
        ),
  );
  if (forms.length === 0) return 0;
  const written = await db
    .insert(table)
    .values(forms)
    .onConflictDoUpdate({
      target: table.id,
      set: {
        title: sql`excluded.title`,
        definition: sql`excluded.definition`,
        modifiedAt: sql`now()`,
      },
      setWhere: sql`(${table.title}, ${table.definition}) is distinct from (excluded.title, excluded.definition)`,
    })
    .returning({ id: table.id });
  return written.length;
}
