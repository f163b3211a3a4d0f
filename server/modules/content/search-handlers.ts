/**
 * Content search: `/wp/v2/search` in WordPress's search-result shape (type `post`, the post type
 * as `subtype`, `_links` as WordPress builds them) and `custom/ali/search`, the same search in a
 * compact shape for the shop's search page (documented in openapi/content.yaml).
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { components, operations } from '../../../src/api/content';
import type { ContentSettings } from './settings';
import { sendPaging, slugsOf } from './paging';
import { searchContent, type SearchHit, type SearchKind } from './search-repository';
import { searchPageNumberTooLarge } from './wp-error';

export type WpSearchResult = components['schemas']['WpSearchResult'];
export type QuickSearch = components['schemas']['QuickSearch'];
type SearchQuery = NonNullable<operations['contentSearch']['parameters']['query']>;
type QuickQuery = operations['contentQuickSearch']['parameters']['query'];

const ALL_KINDS: readonly SearchKind[] = ['page', 'faq', 'post'];

/** `any`, or post types separated by commas (`posts` taken as WordPress's `post`). */
function kindsOf(subtype: string | undefined): SearchKind[] {
  const asked = slugsOf(subtype ?? 'any').map((part) => (part === 'posts' ? 'post' : part));
  if (asked.includes('any')) return [...ALL_KINDS];
  return ALL_KINDS.filter((kind) => asked.includes(kind));
}

/** Where a hit is read in the shop. */
function urlOf(hit: SearchHit, publicUrl: string): string {
  switch (hit.kind) {
    case 'page':
      return `${publicUrl}/page/${hit.slug}`;
    case 'faq':
      return `${publicUrl}/faq#${hit.slug}`;
    case 'post':
      return `${publicUrl}/profile/news-list#${hit.slug}`;
  }
}

/** The REST routes WordPress links: the item (where this service has it) and its post type. */
function linksOf(hit: SearchHit, publicUrl: string): WpSearchResult['_links'] {
  const rest = `${publicUrl}/p/wp-json/wp/v2`;
  const self = { page: `${rest}/pages/${hit.id}`, post: `${rest}/posts/${hit.id}`, faq: null }[
    hit.kind
  ];
  return {
    ...(self === null ? {} : { self: [{ embeddable: true, href: self }] }),
    about: [{ href: `${rest}/types/${hit.kind}` }],
  };
}

const TAGS = /<[^>]*>/g;
const EXCERPT_CHARS = 160;

/** Plain text around the first place `words` occur (case and accents ignored). */
function excerptOf(html: string, words: string): string {
  const text = html.replace(TAGS, ' ').replace(/\s+/g, ' ').trim();
  const fold = (value: string) =>
    value
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase();
  // Folding keeps the length of Italian letters, so the position holds in the original.
  const at = Math.max(0, fold(text).indexOf(fold(words.trim())));
  const start = Math.max(0, at - EXCERPT_CHARS / 4);
  const slice = text.slice(start, start + EXCERPT_CHARS).trim();
  return `${start > 0 ? '…' : ''}${slice}${start + EXCERPT_CHARS < text.length ? '…' : ''}`;
}

export function searchHandlers(settings: ContentSettings) {
  const contentSearch = async (
    request: FastifyRequest<{ Querystring: SearchQuery }>,
    reply: FastifyReply,
  ): Promise<WpSearchResult[]> => {
    const { query } = request;
    const perPage = query.per_page ?? 10;
    const page = query.page ?? 1;
    const { hits, total } = await searchContent(request.server.database.db, {
      search: query.search ?? '',
      kinds: kindsOf(query.subtype),
      perPage,
      page,
    });
    sendPaging(reply, { total, perPage, page }, searchPageNumberTooLarge);
    return hits.map((hit) => ({
      id: hit.id,
      title: hit.title,
      url: urlOf(hit, settings.publicUrl),
      type: 'post',
      subtype: hit.kind,
      _links: linksOf(hit, settings.publicUrl),
    }));
  };

  const contentQuickSearch = async (
    request: FastifyRequest<{ Querystring: QuickQuery }>,
  ): Promise<QuickSearch> => {
    const { q, per_page: perPage = 24 } = request.query;
    const { hits, total } = await searchContent(request.server.database.db, {
      search: q,
      kinds: ALL_KINDS,
      perPage,
      page: 1,
    });
    return {
      q,
      total,
      results: hits.map((hit) => ({
        id: hit.id,
        kind: hit.kind,
        title: hit.title,
        url: urlOf(hit, settings.publicUrl),
        excerpt: excerptOf(hit.body, q),
      })),
    };
  };

  return { contentSearch, contentQuickSearch };
}
