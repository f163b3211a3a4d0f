/** A content page in WordPress's REST shape (`/wp/v2/pages`), as the app and WordPress clients read it. */
import type { components } from '../../../src/api/content';
import { shopDateTime } from '../../../src/domain/shop-time';
import type { ContentPage } from './repository';

export type WpPage = components['schemas']['WpPage'];

const FIRST_PARAGRAPH = /<p\b[^>]*>[\s\S]*?<\/p>/i;

/** `page` as WordPress answers it; `link` is its address in the shop (`/page/{slug}`). */
export function toWpPage(page: ContentPage, publicUrl: string): WpPage {
  return {
    id: page.id,
    date: shopDateTime(page.publishedAt),
    date_gmt: page.publishedAt.toISOString().slice(0, 19),
    modified: shopDateTime(page.modifiedAt),
    modified_gmt: page.modifiedAt.toISOString().slice(0, 19),
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
