/**
 * The content service's pages and FAQ (account-and-platform.md §7 "Content service"), answered as
 * WordPress answers `/wp/v2/pages` and a custom post type: an array with the `X-WP-Total` and
 * `X-WP-TotalPages` headers, an empty array for an unknown slug, 404 `rest_post_invalid_id` for an
 * unknown id. Menus, posts, slides, UX blocks and search answer from the files beside this one.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { operations } from '../../../src/api/content';
import { toWpFaq, type WpFaq } from './faq-view';
import { toWpPage, type WpPage } from './page-view';
import { faqMatching, pageById, pagesMatching } from './repository';
import { menuHandlers } from './menu-handlers';
import { sendPaging, slugsOf } from './paging';
import { postHandlers } from './post-handlers';
import { searchHandlers } from './search-handlers';
import { slideHandlers } from './slide-handlers';
import { uxBlockHandlers } from './ux-block-handlers';
import type { ContentSettings } from './settings';
import { invalidPostId } from './wp-error';

type ListQuery = NonNullable<operations['contentPagesList']['parameters']['query']>;
type ViewParams = operations['contentPageView']['parameters']['path'];
type FaqQuery = NonNullable<operations['contentFaqList']['parameters']['query']>;

export function contentHandlers(settings: ContentSettings) {
  const contentPagesList = async (
    request: FastifyRequest<{ Querystring: ListQuery }>,
    reply: FastifyReply,
  ): Promise<WpPage[]> => {
    const { query } = request;
    const perPage = query.per_page ?? 10;
    const page = query.page ?? 1;
    const { rows, total } = await pagesMatching(request.server.database.db, {
      slugs: slugsOf(query.slug),
      perPage,
      page,
      order: query.order ?? 'desc',
      orderby: query.orderby ?? 'date',
    });
    sendPaging(reply, { total, perPage, page });
    return rows.map((row) => toWpPage(row, settings.publicUrl));
  };

  const contentPageView = async (
    request: FastifyRequest<{ Params: ViewParams }>,
  ): Promise<WpPage> => {
    const page = await pageById(request.server.database.db, request.params.id);
    if (page === null) throw invalidPostId();
    return toWpPage(page, settings.publicUrl);
  };

  const contentFaqList = async (
    request: FastifyRequest<{ Querystring: FaqQuery }>,
    reply: FastifyReply,
  ): Promise<WpFaq[]> => {
    const { query } = request;
    const perPage = query.per_page ?? 10;
    const page = query.page ?? 1;
    const { rows, total } = await faqMatching(request.server.database.db, {
      search: query.search ?? '',
      section: query.faq_section ?? '',
      perPage,
      page,
    });
    sendPaging(reply, { total, perPage, page });
    return rows.map((row) => toWpFaq(row, settings.publicUrl));
  };

  return {
    contentPagesList,
    contentPageView,
    contentFaqList,
    ...menuHandlers,
    ...postHandlers(settings),
    ...slideHandlers,
    ...uxBlockHandlers(settings),
    ...searchHandlers(settings),
  };
}
