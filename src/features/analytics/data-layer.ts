/**
 * The tag manager's side of the page: its container id from the page's meta tag, the `dataLayer`
 * it reads, its script, and the analytics cookies to delete when the shopper withdraws consent.
 */
import { rememberOrder, type AnalyticsEvent } from '../../domain/analytics';
import type { CookieChoice } from '../../domain/cookie-consent';
import { tagManagerScriptUrl, TAG_MANAGER_META_NAME } from '../../domain/tag-manager';

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

/** Local storage: the ids of the last orders sent as a purchase (at most 20). */
export const ANALYTICS_ORDERS_KEY = 'ebsn-analytics-orders';

/** The container id the server configured; null when there is none. */
export function configuredContainerId(): string | null {
  const meta = document.querySelector<HTMLMetaElement>(`meta[name="${TAG_MANAGER_META_NAME}"]`);
  return meta?.content || null;
}

const dataLayer = () => (window.dataLayer ??= []);

/** Loads the container's script once, telling it first what the shopper allowed. */
export function loadTagManager(containerId: string, choice: CookieChoice): void {
  if (document.querySelector('script[data-tag-manager]')) return;
  dataLayer().push(consentUpdate(choice));
  dataLayer().push({ 'gtm.start': Date.now(), event: 'gtm.js' });
  const script = document.createElement('script');
  script.async = true;
  script.src = tagManagerScriptUrl(containerId);
  script.dataset.tagManager = containerId;
  document.head.append(script);
}

/** Tells the loaded container that the shopper changed what they allow. */
export function pushConsentUpdate(choice: CookieChoice): void {
  dataLayer().push(consentUpdate(choice));
}

/** What the shopper allows, for the container's consent-aware tags. */
function consentUpdate(choice: CookieChoice) {
  return {
    event: 'cookie_consent_update',
    analytics_storage: choice.analytics ? 'granted' : 'denied',
    ad_storage: choice.profilation ? 'granted' : 'denied',
    ad_personalization: choice.profilation ? 'granted' : 'denied',
  };
}

function rememberedOrders(): number[] {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(ANALYTICS_ORDERS_KEY) ?? '[]');
    return Array.isArray(stored) ? stored.filter((id) => Number.isInteger(id)) : [];
  } catch {
    return [];
  }
}

/**
 * Pushes an event to the `dataLayer`, clearing the previous e-commerce object first as tag
 * managers ask. A purchase already sent (a confirmation page loaded again) is not sent twice.
 */
export function pushEvent(event: AnalyticsEvent): void {
  if (event.event === 'purchase') {
    const { ids, isNew } = rememberOrder(
      rememberedOrders(),
      Number(event.ecommerce.transaction_id),
    );
    if (!isNew) return;
    try {
      localStorage.setItem(ANALYTICS_ORDERS_KEY, JSON.stringify(ids));
    } catch {
      // Without storage the order may be counted again on a reload; nothing better to do.
    }
  }
  if ('ecommerce' in event) dataLayer().push({ ecommerce: null });
  dataLayer().push(event);
}

/** Analytics cookies the container's tags set on the shop's own domain (Google Analytics). */
const ANALYTICS_COOKIE = /^(_ga|_ga_[A-Z0-9]+|_gid|_gat|_gat_[\w]+|_gcl_[a-z]+)$/;

/** Deletes the analytics cookies, on this host and its parent domains. */
export function deleteAnalyticsCookies(): void {
  const names = document.cookie
    .split('; ')
    .map((cookie) => cookie.split('=')[0] ?? '')
    .filter((name) => ANALYTICS_COOKIE.test(name));
  const hostParts = location.hostname.split('.');
  const domains = hostParts.map((_, index) => hostParts.slice(index).join('.'));
  for (const name of names) {
    document.cookie = `${name}=; Max-Age=0; path=/`;
    for (const domain of domains) document.cookie = `${name}=; Max-Age=0; path=/; domain=${domain}`;
  }
}
