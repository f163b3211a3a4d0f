/**
 * Case- and accent-insensitive matching that runs the same on PGlite and PostgreSQL: `unaccent`
 * is an extension neither loads by default, so the Italian accented letters are folded with
 * `translate`, HTML tags are dropped from bodies, and ILIKE ignores the (then ASCII) case.
 */
import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { containing } from './paging';

const ACCENTED = 'àáâäèéêëìíîïòóôöùúûüÀÁÂÄÈÉÊËÌÍÎÏÒÓÔÖÙÚÛÜ';
const PLAIN = 'aaaaeeeeiiiioooouuuuAAAAEEEEIIIIOOOOUUUU';

/** What the shopper typed, folded the same way: `Perché` → `%perche%`. */
export function foldedPattern(text: string): string {
  return containing(
    text
      .trim()
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase(),
  );
}

/** `column` folded; `html`: its tags dropped first, so `strong` does not match `<strong>`. */
export function folded(column: SQLWrapper, html = false): SQL {
  const text = html ? sql`regexp_replace(${column}, '<[^>]*>', ' ', 'g')` : sql`${column}`;
  return sql`translate(${text}, ${ACCENTED}, ${PLAIN})`;
}

/** Whether the title or the HTML body holds `pattern` (from foldedPattern). */
export function titleOrBodyMatches(title: SQLWrapper, body: SQLWrapper, pattern: string): SQL {
  return sql`(${folded(title)} ilike ${pattern} or ${folded(body, true)} ilike ${pattern})`;
}
