/**
 * The menus of the theme locations from `content/menus/<location>.json`: a name and the entries,
 * each with title, url (a shop path or an external address), optional target, classes
 * (`hide-in-app`: the mobile app leaves the entry out), attr (the link's title attribute),
 * description and children. Seeding again follows the files: entries are matched by their titles'
 * path from the root, so an entry keeps its id when it moves; a removed entry or file is removed.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { and, eq, notInArray, sql } from 'drizzle-orm';
import * as v from 'valibot';
import type { Db } from './client';
import { notEditedInApp } from './content-edited';
import { slugOf } from './faq-seed';
import { fileError } from './front-matter';
import { contentMenuItems } from './schema';

export const CONTENT_MENUS_DIR = fileURLToPath(new URL('../../content/menus', import.meta.url));

/** The plugin's route takes `[a-zA-Z0-9_-]+`; we keep locations lower case. */
export const MENU_LOCATION = /^[a-z0-9_-]{1,60}$/;

interface MenuEntryFile {
  readonly title: string;
  readonly url: string;
  readonly target: '' | '_blank';
  readonly classes: readonly string[];
  readonly attr: string;
  readonly description: string;
  readonly children: readonly MenuEntryFile[];
}

interface MenuEntryInput {
  title: string;
  url: string;
  target?: '' | '_blank' | undefined;
  classes?: string[] | undefined;
  attr?: string | undefined;
  description?: string | undefined;
  children?: MenuEntryInput[] | undefined;
}

const entrySchema: v.GenericSchema<MenuEntryInput, MenuEntryFile> = v.strictObject({
  title: v.pipe(v.string(), v.minLength(1), v.maxLength(200)),
  // A shop path, an anchor or an http(s) address: nothing a browser would run.
  url: v.pipe(v.string(), v.maxLength(600), v.regex(/^(\/(?!\/)|#|https?:\/\/)/)),
  target: v.optional(v.picklist(['', '_blank']), ''),
  classes: v.optional(v.array(v.pipe(v.string(), v.regex(/^[a-z][a-z0-9_-]{0,59}$/))), []),
  attr: v.optional(v.pipe(v.string(), v.maxLength(200)), ''),
  description: v.optional(v.pipe(v.string(), v.maxLength(400)), ''),
  children: v.optional(
    v.lazy(() => v.array(entrySchema)),
    [],
  ),
});

const menuFileSchema = v.strictObject({
  name: v.pipe(v.string(), v.minLength(1), v.maxLength(120)),
  items: v.array(entrySchema),
});

export type MenuItemRow = Omit<typeof contentMenuItems.$inferInsert, 'id'>;

/** One menu file as rows, depth first (WordPress's menu_order); throws naming the file. */
export function menuOfFile(fileName: string, text: string): MenuItemRow[] {
  const location = path.basename(fileName, '.json');
  if (!MENU_LOCATION.test(location)) throw new Error(`${fileName}: not a menu location name`);
  const checked = v.safeParse(menuFileSchema, JSON.parse(text));
  if (!checked.success) throw fileError(fileName, checked.issues);
  const rows: MenuItemRow[] = [];
  const add = (entries: readonly MenuEntryFile[], parentKey: string | null) => {
    for (const entry of entries) {
      const itemKey = `${parentKey === null ? '' : `${parentKey}/`}${slugOf(entry.title)}`;
      if (rows.some((row) => row.itemKey === itemKey)) {
        throw new Error(`${fileName}: two entries named "${entry.title}" under one parent`);
      }
      rows.push({
        location,
        itemKey,
        parentKey,
        menuOrder: rows.length + 1,
        title: entry.title,
        url: entry.url,
        target: entry.target,
        classes: entry.classes.join(' '),
        attrTitle: entry.attr,
        description: entry.description,
      });
      add(entry.children, itemKey);
    }
  };
  add(checked.output.items, null);
  return rows;
}

/** Every menu of `dir`, by file name. */
export function readMenus(dir = CONTENT_MENUS_DIR): MenuItemRow[] {
  return readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .flatMap((name) => menuOfFile(name, readFileSync(path.join(dir, name), 'utf8')));
}

/** Adds, updates and removes entries to match `rows`; answers how many it added or changed. */
export async function seedMenus(db: Db, rows = readMenus()): Promise<number> {
  const table = contentMenuItems;
  const locations = [...new Set(rows.map((row) => row.location))];
  await db
    .delete(table)
    .where(locations.length === 0 ? undefined : notInArray(table.location, locations));
  for (const location of locations) {
    const keys = rows.filter((row) => row.location === location).map((row) => row.itemKey);
    await db
      .delete(table)
      .where(and(eq(table.location, location), notInArray(table.itemKey, keys)));
  }
  if (rows.length === 0) return 0;
  const written = await db
    .insert(table)
    .values(rows)
    .onConflictDoUpdate({
      target: [table.location, table.itemKey],
      set: {
        parentKey: sql`excluded.parent_key`,
        menuOrder: sql`excluded.menu_order`,
        title: sql`excluded.title`,
        url: sql`excluded.url`,
        target: sql`excluded.target`,
        classes: sql`excluded.classes`,
        attrTitle: sql`excluded.attr_title`,
        description: sql`excluded.description`,
      },
      setWhere: sql`(${table.parentKey}, ${table.menuOrder}, ${table.title}, ${table.url}, ${table.target}, ${table.classes}, ${table.attrTitle}, ${table.description}) is distinct from (excluded.parent_key, excluded.menu_order, excluded.title, excluded.url, excluded.target, excluded.classes, excluded.attr_title, excluded.description) and ${notEditedInApp('menu', table.id)}`,
    })
    .returning({ id: table.id });
  return written.length;
}
