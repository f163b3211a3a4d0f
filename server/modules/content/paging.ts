/** WordPress's paging of a collection, shared by the content service's lists. */
import type { FastifyReply } from 'fastify';
import { pageNumberTooLarge, type WpError } from './wp-error';

/**
 * WordPress's paging headers; a page past the last (when anything matches) is refused as
 * WordPress refuses it (`tooFar`: the search's own code).
 */
export function sendPaging(
  reply: FastifyReply,
  { total, perPage, page }: { total: number; perPage: number; page: number },
  tooFar: () => WpError = pageNumberTooLarge,
): void {
  const totalPages = Math.ceil(total / perPage);
  if (total > 0 && page > totalPages) throw tooFar();
  reply.header('x-wp-total', String(total)).header('x-wp-totalpages', String(totalPages));
}

/** `a,b , c` → the parts, without empty ones. */
export function slugsOf(slug: string | undefined): string[] {
  return (slug ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '');
}

/** `text` as a LIKE pattern that matches it literally, anywhere. */
export function containing(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}
