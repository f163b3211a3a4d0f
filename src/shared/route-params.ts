/**
 * What a route's address may carry: its search parameters and path ids, checked; a missing page
 * goes to /not-found.
 */
import { redirect } from '@tanstack/react-router';
import { ApiError } from '../api/api-error';

// The addresses' checks are plain functions, not valibot schemas: they run in the route tree, in
// the first page's JavaScript, where a validation library would weigh more than these rules.

/** The longest text an address parameter may carry (an e-mail's length). */
const MAX_SEARCH_TEXT = 254;

/**
 * An optional text of the address (an e-mail, a link's code); missing, too long or not a text, it
 * is left out (and the address stays clean: no empty parameters).
 */
export function searchText(value: unknown, maxLength = MAX_SEARCH_TEXT): string | undefined {
  return typeof value === 'string' && value.length <= maxLength ? value : undefined;
}

/** `validateSearch` of a route whose address carries only optional texts, by name. */
export function searchTexts<const K extends string>(...keys: readonly K[]) {
  return (search: Record<string, unknown>): { [P in K]?: string | undefined } => {
    const texts: { [P in K]?: string | undefined } = {};
    for (const key of keys) texts[key] = searchText(search[key]);
    return texts;
  };
}

/** A page of a paged list in the address (1 first); a malformed one is the first. */
export function pageNumber(value: unknown): number | undefined {
  if (value === undefined) return undefined;
  return typeof value === 'number' && Number.isInteger(value) && value >= 1 ? value : 1;
}

/** A yes or no of the address; missing stays missing, anything else is `otherwise`. */
export function searchFlag(value: unknown, otherwise: boolean): boolean | undefined {
  if (value === undefined) return undefined;
  return typeof value === 'boolean' ? value : otherwise;
}

/** A positive id in a path, as the database keeps it; anything else fails the route. */
export function pathId(text: string): number {
  if (!/^[1-9][0-9]{0,9}$/.test(text)) throw new Error(`Not an id: ${text}`);
  return Number(text);
}

/** The `$orderId` path parameter as a number (a malformed one fails the route: not found). */
export const orderIdParam = {
  parse: ({ orderId }: { orderId: string }) => ({ orderId: pathId(orderId) }),
  stringify: ({ orderId }: { orderId: number }) => ({ orderId: String(orderId) }),
};

/** The `$listId` path parameter as a number (a malformed one fails the route: not found). */
export const listIdParam = {
  parse: ({ listId }: { listId: string }) => ({ listId: pathId(listId) }),
  stringify: ({ listId }: { listId: number }) => ({ listId: String(listId) }),
};

/** Loads what a route shows; a 404 from the API goes to /not-found (shopping-flow.md §8). */
export async function orNotFound<T>(load: Promise<T>): Promise<T> {
  try {
    return await load;
  } catch (error) {
    if (error instanceof ApiError && error.httpStatus === 404) throw redirect({ to: '/not-found' });
    throw error;
  }
}
