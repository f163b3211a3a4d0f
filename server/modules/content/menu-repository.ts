/** The menu entries of a theme location, as the menu handler reads them. */
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { contentMenuItems } from '../../db/schema';

export type MenuItem = typeof contentMenuItems.$inferSelect;

/** Every entry of `location`, in the menu's order (none for an unknown location). */
export function menuItemsAt(db: Db, location: string): Promise<MenuItem[]> {
  return db
    .select()
    .from(contentMenuItems)
    .where(eq(contentMenuItems.location, location))
    .orderBy(asc(contentMenuItems.menuOrder), asc(contentMenuItems.id));
}
