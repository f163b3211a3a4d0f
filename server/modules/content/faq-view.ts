/** A FAQ entry as WordPress answers a custom post type (`/wp/v2/faq`), with its section. */
import type { components } from '../../../src/api/content';
import { wpDates } from './wp-dates';
import type { FaqEntry } from './repository';

export type WpFaq = components['schemas']['WpFaq'];

/** `entry` as WordPress answers it; `link` is its answer on the shop's /faq. */
export function toWpFaq(entry: FaqEntry, publicUrl: string): WpFaq {
  return {
    id: entry.id,
    ...wpDates(entry.publishedAt, entry.modifiedAt),
    slug: entry.slug,
    status: 'publish',
    type: 'faq',
    link: `${publicUrl}/faq#${entry.slug}`,
    title: { rendered: entry.question },
    content: { rendered: entry.answerHtml, protected: false },
    menu_order: entry.menuOrder,
    faq_section: { slug: entry.sectionSlug, name: entry.sectionName, order: entry.sectionOrder },
  };
}
