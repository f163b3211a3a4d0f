/**
 * The generic post types (`/wp/v2/{postType}`: `posts`, the news archive 'Archivio Messaggi') as
 * WordPress answers `/wp/v2/posts`, and `custom/v1/news`, the same news with their categories'
 * names flattened. An unknown post type or endpoint answers 404 `rest_no_route`.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { components, operations } from '../../../src/api/content';
import { shopDateTime, shopInstant } from '../../../src/domain/shop-time';
import { sendPaging, slugsOf } from './paging';
import { postById, postsMatching, type PostQuery, type PostRow } from './post-repository';
import { wpDates } from './wp-dates';
import { invalidParams, invalidPostId, noRoute } from './wp-error';
import type { ContentSettings } from './settings';

export type WpPost = components['schemas']['WpPost'];
export type CustomNews = components['schemas']['CustomNews'];
type ListQuery = NonNullable<operations['contentPostsList']['parameters']['query']>;
type ListParams = operations['contentPostsList']['parameters']['path'];
type ViewParams = operations['contentPostView']['parameters']['path'];
type CustomQuery = NonNullable<operations['contentCustomList']['parameters']['query']>;
type CustomParams = operations['contentCustomList']['parameters']['path'];

/** The post types this call serves (pages and FAQ have calls of their own). */
const POST_TYPES = new Set(['posts']);

const newsLink = (publicUrl: string, slug: string) => `${publicUrl}/profile/news-list#${slug}`;

export function toWpPost(post: PostRow, publicUrl: string): WpPost {
  return {
    id: post.id,
    ...wpDates(post.publishedAt, post.modifiedAt),
    guid: { rendered: `${publicUrl}/?p=${post.id}` },
    slug: post.slug,
    status: 'publish',
    type: 'post',
    link: newsLink(publicUrl, post.slug),
    title: { rendered: post.title },
    content: { rendered: post.contentHtml, protected: false },
    excerpt: { rendered: post.excerptHtml, protected: false },
    author: 1,
    featured_media: 0,
    comment_status: 'closed',
    ping_status: 'closed',
    sticky: post.sticky,
    template: '',
    format: 'standard',
    categories: [post.categoryId],
    tags: [],
  };
}

function toCustomNews(post: PostRow, publicUrl: string): CustomNews {
  return {
    id: post.id,
    slug: post.slug,
    date: shopDateTime(post.publishedAt),
    title: post.title,
    excerpt: post.excerptHtml,
    content: post.contentHtml,
    link: newsLink(publicUrl, post.slug),
    sticky: post.sticky,
    categories: [post.categoryName],
  };
}

const ISO_PARTS = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})/;

/** Whether the date and time written exist (no 13th month, no 25th hour). */
function isRealWallClock(text: string): boolean {
  const parts = ISO_PARTS.exec(text)?.slice(1).map(Number);
  if (parts === undefined) return false;
  const [year = 0, month = 0, day = 0, hour = 0, minute = 0, second = 0] = parts;
  const at = new Date(Date.UTC(year, month - 1, day, hour, minute, second));
  return (
    at.getUTCFullYear() === year &&
    at.getUTCMonth() === month - 1 &&
    at.getUTCDate() === day &&
    at.getUTCHours() === hour &&
    at.getUTCMinutes() === minute
  );
}

/**
 * An ISO 8601 instant (the contract checked its form); without a zone it is on the shop's clock,
 * as WordPress reads its own. Null when absent; an impossible date is refused naming `name`.
 */
function instantOf(name: 'after' | 'before', text: string | undefined): Date | null {
  if (text === undefined) return null;
  if (!isRealWallClock(text)) {
    throw invalidParams({ [name]: `Il parametro «${name}» non è una data valida.` });
  }
  if (/(Z|[+-]\d{2}:\d{2})$/.test(text)) return new Date(text);
  const [day = '', time = ''] = text.split('T');
  return new Date(shopInstant(day, time.slice(0, 5)).getTime() + Number(time.slice(6, 8)) * 1000);
}

export function postHandlers(settings: ContentSettings) {
  const contentPostsList = async (
    request: FastifyRequest<{ Querystring: ListQuery; Params: ListParams }>,
    reply: FastifyReply,
  ): Promise<WpPost[]> => {
    if (!POST_TYPES.has(request.params.postType)) throw noRoute();
    const { query } = request;
    if (query.next !== undefined && query.previous !== undefined) {
      throw invalidParams({ previous: 'Usa «next» oppure «previous», non entrambi.' });
    }
    const after = instantOf('after', query.after);
    const before = instantOf('before', query.before);
    const db = request.server.database.db;
    const aroundId = query.next ?? query.previous;
    let around: PostQuery['around'] = null;
    if (aroundId !== undefined) {
      const from = await postById(db, aroundId);
      if (from === null) throw invalidPostId();
      around = { from, direction: query.next === undefined ? 'previous' : 'next' };
    }
    const perPage = query.per_page ?? 10;
    const page = query.page ?? 1;
    const { rows, total } = await postsMatching(db, {
      search: query.search ?? '',
      categories: slugsOf(query.categories).map(Number),
      slugs: slugsOf(query.slug),
      after,
      before,
      around,
      perPage,
      page,
      order: query.order ?? 'desc',
      orderby: query.orderby ?? 'date',
    });
    sendPaging(reply, { total, perPage, page });
    return rows.map((row) => toWpPost(row, settings.publicUrl));
  };

  const contentPostView = async (
    request: FastifyRequest<{ Params: ViewParams }>,
  ): Promise<WpPost> => {
    if (!POST_TYPES.has(request.params.postType)) throw noRoute();
    const post = await postById(request.server.database.db, request.params.id);
    if (post === null) throw invalidPostId();
    return toWpPost(post, settings.publicUrl);
  };

  const contentCustomList = async (
    request: FastifyRequest<{ Querystring: CustomQuery; Params: CustomParams }>,
    reply: FastifyReply,
  ): Promise<CustomNews[]> => {
    if (request.params.endpoint !== 'news') throw noRoute();
    const perPage = request.query.per_page ?? 10;
    const page = request.query.page ?? 1;
    const { rows, total } = await postsMatching(request.server.database.db, {
      search: '',
      categories: [],
      slugs: [],
      after: null,
      before: null,
      around: null,
      perPage,
      page,
      order: 'desc',
      orderby: 'date',
    });
    sendPaging(reply, { total, perPage, page });
    return rows.map((row) => toCustomNews(row, settings.publicUrl));
  };

  return { contentPostsList, contentPostView, contentCustomList };
}
