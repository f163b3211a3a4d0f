/** A content page in WordPress's REST shape (`/wp/v2/pages`), as the app and WordPress clients read it. */
import type { components } from '../../../src/api/content';
import { wpDates } from './wp-dates';
import type { ContentPage } from './repository';

export type WpPage = components['schemas']['WpPage'];

const FIRST_PARAGRAPH = /<p\b[^>]*>[\s\S]*?<\/p>/i;

/** `page` as WordPress answers it; `link` is its address in the shop (`/page/{slug}`). */
export function toWpPage(page: ContentPage, publicUrl: string): WpPage {
  return {
    id: page.id,
    ...wpDates(page.publishedAt, page.modifiedAt),
    slug: page.slug,
    status: 'publish',
    type: 'page',
    link: `${publicUrl}/page/${page.slug}`,
    title: { rendered: page.title },
    content: { rendered: page.contentHtml, protected: false },
    excerpt: { rendered: FIRST_PARAGRAPH.exec(page.contentHtml)?.[0] ?? '', protected: false },
    menu_order: page.menuOrder,
    meta: { seo_title: page.seoTitle, seo_description: page.seoDescription },
    testo_validit: page.validityText,
  };
}
