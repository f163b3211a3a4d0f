/**
 * The error catalogue of account-and-platform.md §8 for every reply: which of a reply's messages
 * the shopper sees as toasts. Loaded beside the app's first call (./messages.ts).
 */
import type { MiddlewareCallbackParams } from 'openapi-fetch';
import {
  collectMessages,
  withGenericError,
  type ResponseMessages,
  type ResponseStatusLike,
} from '../../domain/envelope';
import { genericErrorText, toastReading } from '../server-messages';
import { clientEvents } from '../client-events';

/** Calls whose messages the screen shows itself (the login response box), not as toasts. */
const INLINE_MESSAGE_PATHS = new Set([
  '/ebsn/api/auth/login',
  // Asked while the login form shows: a failure shows in its box when the shopper submits.
  '/ebsn/api/auth/bot-challenge',
  // The service dialogs show these replies' errors inside the dialog.
  '/ebsn/api/user-address/select',
  '/ebsn/api/user-address/check',
  '/ebsn/api/user-address/update',
  '/ebsn/api/user-address/delete',
  '/ebsn/api/timeslot/select',
  '/ebsn/api/store/select',
  // Gift code failures are silent (spec section 8): the checkout shows them under the field.
  '/ebsn/api/cart-giftcertificate/add_code',
  '/ebsn/api/cart-giftcertificate/remove_code',
  // The checkout page and the payment result show these in their own alert.
  '/ebsn/api/checkout/prepare',
  '/ebsn/api/checkout/buy',
  '/ebsn/api/order/payment',
  // A list's 'Aggiungi tutto al carrello' shows every line's outcome in its result; sharing a
  // list says with whom itself (the lists statechart's showShared).
  '/ebsn/api/cart/add-all-from-wishlist',
  '/ebsn/api/wishlist/share',
  // Social login's buttons and link page show why a start or a link was refused.
  '/ebsn/api/social/start',
  '/ebsn/api/social/link',
  // The mobile app's push registration is background work: a failure is tried again, not shown.
  '/ebsn/api/externalregistration/register',
  '/ebsn/api/externalregistration/unregister',
]);

/**
 * Calls whose errors the screen shows next to what failed (the order page's and the checkout's
 * alerts), while their infos and warnings ('Ordine {orderId} annullato', the products a reorder
 * skipped) are toasted.
 */
const INLINE_ERROR_PATHS = new Set([
  '/ebsn/api/order/delete',
  '/ebsn/api/order/modify',
  '/ebsn/api/order/modify-cancel',
  '/ebsn/api/cart/add-all-from-order',
  '/ebsn/api/order/invoice',
  '/ebsn/api/note/order/add',
  '/ebsn/api/note/order/update',
  '/ebsn/api/order/reserve',
  // The checkout's own choices (note, invoice, alternatives) show their refusals in its alert.
  '/ebsn/api/cart/update-cart-info',
  '/ebsn/api/cart/update-infos',
]);

/**
 * The account screens (registration, password, profile) show their refusals on their forms; the
 * list selector and the list pages show theirs beside what failed; so do the staff's pages. The
 * account's copy of the cookie choice fails silently: the browser's choice holds.
 */
const INLINE_ERROR_PREFIX =
  /^\/ebsn\/api\/(registration|wishlist|favorites|backoffice-access|user-search|saml|staff|cookie-consent)\//;

const SESSION_EXPIRED = 419;

/** The shop is down: `/service-down` says so, once, instead of a toast per call. */
const SERVICE_UNAVAILABLE = 503;

type Call = Pick<MiddlewareCallbackParams, 'schemaPath'>;

/** Toasts what a reply says, unless its screen shows it itself. */
export async function showMessagesOf({ schemaPath }: Call, response: Response) {
  if (response.status === SESSION_EXPIRED) {
    clientEvents.emit('sessionExpired', undefined);
    return;
  }
  if (INLINE_MESSAGE_PATHS.has(schemaPath) || response.status === SERVICE_UNAVAILABLE) return;
  const all = await messagesOf(response);
  const inlineErrors = INLINE_ERROR_PATHS.has(schemaPath) || INLINE_ERROR_PREFIX.test(schemaPath);
  const shown = inlineErrors ? { ...all, errors: [], popups: [] } : all;
  if (hasAny(shown)) clientEvents.emit('messages', shown);
}

/** Toasts the generic error for a call that got no reply, unless its screen says it itself. */
export function showFailureOf({ schemaPath }: Call) {
  if (!INLINE_MESSAGE_PATHS.has(schemaPath)) clientEvents.emit('messages', genericFailure());
}

/** What a reply shows: its own lists, plus the generic error when a failure names none. */
export async function messagesOf(response: Response): Promise<ResponseMessages> {
  const status = await readResponseStatus(response);
  if (!response.ok || (status?.status ?? 0) !== 0) {
    return status
      ? withGenericError(collectMessages(status, toastReading), genericErrorText())
      : genericFailure();
  }
  return collectMessages(status ?? undefined, toastReading);
}

export function genericFailure(): ResponseMessages {
  return { errors: [genericErrorText()], warnings: [], infos: [] };
}

async function readResponseStatus(response: Response): Promise<ResponseStatusLike | null> {
  if (!response.headers.get('Content-Type')?.includes('application/json')) return null;
  try {
    const body: unknown = await response.clone().json();
    if (typeof body === 'object' && body !== null && 'response' in body) {
      const status = (body as { response: unknown }).response;
      return typeof status === 'object' && status !== null ? (status as ResponseStatusLike) : null;
    }
    return null;
  } catch {
    return null;
  }
}

function hasAny(shown: ResponseMessages) {
  const texts = shown.errors.length + shown.warnings.length + shown.infos.length;
  return texts + (shown.popups?.length ?? 0) > 0;
}
