/** Sliders and slides as `/wp/v2/new_slides` and `/wp/v2/slides_by_id` read them. */
import { and, arrayContains, asc, eq, gte, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { contentSliders, contentSlides } from '../../db/schema';

export type Slider = typeof contentSliders.$inferSelect;
export type Slide = typeof contentSlides.$inferSelect;

/** A slider by its number (`1`) or its slug (`home`). */
export async function sliderOf(db: Db, key: string): Promise<Slider | null> {
  const where = /^\d{1,9}$/.test(key)
    ? eq(contentSliders.id, Number(key))
    : eq(contentSliders.slug, key);
  const [row] = await db.select().from(contentSliders).where(where);
  return row ?? null;
}

export interface SlideFilter {
  /** 'YYYY-MM-DD': shown on this day. */
  readonly day: string;
  /** Shown to this service; null: only the slides shown to every service. */
  readonly deliveryServiceId: number | null;
}

/** The slides of `sliderId` in order, those of `filter` only when given. */
export function slidesOf(db: Db, sliderId: number, filter: SlideFilter | null): Promise<Slide[]> {
  const conditions: (SQL | undefined)[] = [eq(contentSlides.sliderId, sliderId)];
  if (filter !== null) {
    conditions.push(
      lte(contentSlides.validFrom, filter.day),
      gte(contentSlides.validTo, filter.day),
    );
    const everyService = sql`cardinality(${contentSlides.deliveryServiceIds}) = 0`;
    conditions.push(
      filter.deliveryServiceId === null
        ? everyService
        : or(
            everyService,
            arrayContains(contentSlides.deliveryServiceIds, [filter.deliveryServiceId]),
          ),
    );
  }
  return db
    .select()
    .from(contentSlides)
    .where(and(...conditions))
    .orderBy(asc(contentSlides.menuOrder), asc(contentSlides.id));
}
