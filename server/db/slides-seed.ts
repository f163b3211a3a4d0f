/**
 * The sliders and their slides from `content/slides/<slider>.json`: the slider's id, slug (the
 * file's name) and name, then its slides in order, each with title, image and its alt text, link
 * (a shop path, a video or another site), the days it is shown (`valid_from` to `valid_to`, both
 * included, on the shop's calendar) and the delivery services it is shown to (none listed: all).
 * Seeding again follows the files; a removed slide or file is removed.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { and, eq, notInArray, sql } from 'drizzle-orm';
import * as v from 'valibot';
import { DELIVERY_SERVICE } from '../../src/domain/delivery-services';
import type { Db } from './client';
import { notEditedInApp } from './content-edited';
import { fileError } from './front-matter';
import { contentSliders, contentSlides } from './schema';

export const CONTENT_SLIDES_DIR = fileURLToPath(new URL('../../content/slides', import.meta.url));

const day = v.pipe(v.string(), v.isoDate());
const address = v.pipe(v.string(), v.maxLength(600), v.regex(/^(\/(?!\/)|https:\/\/)/));

const sliderFileSchema = v.strictObject({
  id: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(2147483647)),
  slug: v.pipe(v.string(), v.regex(/^[a-z][a-z0-9-]{0,79}$/)),
  name: v.pipe(v.string(), v.minLength(1), v.maxLength(120)),
  slides: v.array(
    v.pipe(
      v.strictObject({
        slug: v.pipe(v.string(), v.regex(/^[a-z0-9-]{1,200}$/)),
        title: v.pipe(v.string(), v.minLength(1), v.maxLength(200)),
        image: address,
        alt: v.pipe(v.string(), v.minLength(1), v.maxLength(300)),
        link: address,
        valid_from: day,
        valid_to: day,
        delivery_service_ids: v.array(v.picklist(Object.values(DELIVERY_SERVICE))),
      }),
      v.check(
        (slide) => slide.valid_from <= slide.valid_to,
        'valid_from must not be after valid_to',
      ),
    ),
  ),
});

export interface SliderFile {
  readonly slider: typeof contentSliders.$inferInsert;
  readonly slides: readonly Omit<typeof contentSlides.$inferInsert, 'id' | 'sliderId'>[];
}

/** One slider file; throws naming the file when it is wrong. */
export function sliderOfFile(fileName: string, text: string): SliderFile {
  const checked = v.safeParse(sliderFileSchema, JSON.parse(text));
  if (!checked.success) throw fileError(fileName, checked.issues);
  const { id, slug, name, slides } = checked.output;
  if (slug !== path.basename(fileName, '.json')) {
    throw new Error(`${fileName}: the slug "${slug}" is not the file's name`);
  }
  if (new Set(slides.map((slide) => slide.slug)).size !== slides.length) {
    throw new Error(`${fileName}: two slides share a slug`);
  }
  return {
    slider: { id, slug, name },
    slides: slides.map((slide, index) => ({
      slug: slide.slug,
      menuOrder: index + 1,
      title: slide.title,
      imageUrl: slide.image,
      imageAlt: slide.alt,
      linkUrl: slide.link,
      validFrom: slide.valid_from,
      validTo: slide.valid_to,
      deliveryServiceIds: slide.delivery_service_ids,
    })),
  };
}

export function readSliders(dir = CONTENT_SLIDES_DIR): SliderFile[] {
  const sliders = readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => sliderOfFile(name, readFileSync(path.join(dir, name), 'utf8')));
  if (new Set(sliders.map(({ slider }) => slider.id)).size !== sliders.length) {
    throw new Error(`${dir}: two sliders share an id`);
  }
  return sliders;
}

/** Brings sliders and slides in line with `sliders`; answers how many slides it added or changed. */
export async function seedSliders(db: Db, sliders = readSliders()): Promise<number> {
  const ids = sliders.map(({ slider }) => slider.id);
  // Their slides go with them (on delete cascade).
  await db
    .delete(contentSliders)
    .where(ids.length === 0 ? undefined : notInArray(contentSliders.id, ids));
  let written = 0;
  for (const { slider, slides } of sliders) {
    await db
      .insert(contentSliders)
      .values(slider)
      .onConflictDoUpdate({
        target: contentSliders.id,
        set: { slug: sql`excluded.slug`, name: sql`excluded.name` },
      });
    const table = contentSlides;
    const slugs = slides.map((slide) => slide.slug);
    await db
      .delete(table)
      .where(
        and(
          eq(table.sliderId, slider.id),
          slugs.length === 0 ? undefined : notInArray(table.slug, slugs),
        ),
      );
    if (slides.length === 0) continue;
    const rows = await db
      .insert(table)
      .values(slides.map((slide) => ({ ...slide, sliderId: slider.id })))
      .onConflictDoUpdate({
        target: [table.sliderId, table.slug],
        set: {
          menuOrder: sql`excluded.menu_order`,
          title: sql`excluded.title`,
          imageUrl: sql`excluded.image_url`,
          imageAlt: sql`excluded.image_alt`,
          linkUrl: sql`excluded.link_url`,
          validFrom: sql`excluded.valid_from`,
          validTo: sql`excluded.valid_to`,
          deliveryServiceIds: sql`excluded.delivery_service_ids`,
          modifiedAt: sql`now()`,
        },
        setWhere: sql`(${table.menuOrder}, ${table.title}, ${table.imageUrl}, ${table.imageAlt}, ${table.linkUrl}, ${table.validFrom}, ${table.validTo}, ${table.deliveryServiceIds}) is distinct from (excluded.menu_order, excluded.title, excluded.image_url, excluded.image_alt, excluded.link_url, excluded.valid_from, excluded.valid_to, excluded.delivery_service_ids) and ${notEditedInApp('slide', table.id)}`,
      })
      .returning({ id: table.id });
    written += rows.length;
  }
  return written;
}
