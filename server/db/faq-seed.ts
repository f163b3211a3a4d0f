/**
 * The FAQ from `content/faq.json` in the repo: sections in order, each with its questions and
 * HTML answers. Seeding again brings the database in line with the file: new questions are added,
 * changed ones updated, and questions no longer in the file removed.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { notInArray, sql } from 'drizzle-orm';
import * as v from 'valibot';
import type { Db } from './client';
import { notEditedInApp } from './content-edited';
import { contentFaq } from './schema';

export const FAQ_FILE = fileURLToPath(new URL('../../content/faq.json', import.meta.url));

const faqFileSchema = v.array(
  v.object({
    section: v.pipe(v.string(), v.minLength(1), v.maxLength(120)),
    slug: v.pipe(v.string(), v.regex(/^[a-z0-9-]{1,80}$/)),
    questions: v.array(
      v.object({
        question: v.pipe(v.string(), v.minLength(1), v.maxLength(300)),
        answer: v.pipe(v.string(), v.minLength(1)),
      }),
    ),
  }),
);

export type FaqRow = Omit<typeof contentFaq.$inferInsert, 'id' | 'publishedAt' | 'modifiedAt'>;

/** `Posso cambiare la fascia oraria?` → `posso-cambiare-la-fascia-oraria`. */
export function slugOf(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 200);
}

/** The FAQ file as rows, in order; throws when it is malformed or two questions share a slug. */
export function readFaq(file = FAQ_FILE): FaqRow[] {
  const sections = v.parse(faqFileSchema, JSON.parse(readFileSync(file, 'utf8')));
  const rows = sections.flatMap((section, sectionOrder) =>
    section.questions.map((entry, menuOrder) => ({
      slug: slugOf(entry.question),
      sectionSlug: section.slug,
      sectionName: section.section,
      sectionOrder,
      question: entry.question,
      answerHtml: entry.answer,
      menuOrder,
    })),
  );
  const slugs = new Set(rows.map((row) => row.slug));
  if (slugs.size !== rows.length) throw new Error(`${file}: two questions make the same slug`);
  return rows;
}

/** Adds, updates and removes questions to match `rows`; answers how many it added or changed. */
export async function seedFaq(db: Db, rows = readFaq()): Promise<number> {
  const table = contentFaq;
  await db.delete(table).where(
    rows.length === 0
      ? undefined
      : notInArray(
          table.slug,
          rows.map((row) => row.slug),
        ),
  );
  if (rows.length === 0) return 0;
  const written = await db
    .insert(table)
    .values(rows)
    .onConflictDoUpdate({
      target: table.slug,
      set: {
        sectionSlug: sql`excluded.section_slug`,
        sectionName: sql`excluded.section_name`,
        sectionOrder: sql`excluded.section_order`,
        question: sql`excluded.question`,
        answerHtml: sql`excluded.answer_html`,
        menuOrder: sql`excluded.menu_order`,
        modifiedAt: sql`now()`,
      },
      setWhere: sql`(${table.sectionSlug}, ${table.sectionName}, ${table.sectionOrder}, ${table.question}, ${table.answerHtml}, ${table.menuOrder}) is distinct from (excluded.section_slug, excluded.section_name, excluded.section_order, excluded.question, excluded.answer_html, excluded.menu_order) and ${notEditedInApp('faq', table.id)}`,
    })
    .returning({ id: table.id });
  return written.length;
}
