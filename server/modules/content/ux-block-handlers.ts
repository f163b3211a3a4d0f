/**
 * `/wp/v2/ux-blocks`: UX-builder blocks (HTML placed on pages) as WordPress answers a custom post
 * type, by term (`filter[term]`, the old WP-API filter a UX-builder client sends) or by slug.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { components, operations } from '../../../src/api/content';
import type { ContentSettings } from './settings';
import { sendPaging, slugsOf } from './paging';
import { uxBlocksMatching, type UxBlock } from './ux-block-repository';
import { wpDates } from './wp-dates';

export type WpUxBlock = components['schemas']['WpUxBlock'];
type Query = NonNullable<operations['contentUxBlocksList']['parameters']['query']>;

function toWpUxBlock(block: UxBlock, publicUrl: string): WpUxBlock {
  return {
    id: block.id,
    ...wpDates(block.publishedAt, block.modifiedAt),
    slug: block.slug,
    status: 'publish',
    type: 'blocks',
    link: `${publicUrl}/?blocks=${block.slug}`,
    title: { rendered: block.title },
    content: { rendered: block.contentHtml, protected: false },
    menu_order: block.menuOrder,
    block_categories: block.terms,
  };
}

export function uxBlockHandlers(settings: ContentSettings) {
  return {
    contentUxBlocksList: async (
      request: FastifyRequest<{ Querystring: Query }>,
      reply: FastifyReply,
    ): Promise<WpUxBlock[]> => {
      const { query } = request;
      const perPage = query.per_page ?? 10;
      const page = query.page ?? 1;
      const { rows, total } = await uxBlocksMatching(request.server.database.db, {
        term: (query['filter[term]'] ?? '').trim(),
        slugs: slugsOf(query.slug),
        perPage,
        page,
      });
      sendPaging(reply, { total, perPage, page });
      return rows.map((row) => toWpUxBlock(row, settings.publicUrl));
    },
  };
}
