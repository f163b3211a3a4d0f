/**
 * The tag manager the marketing team configures (issue 17, shopping-flow.md §9 'Analytics through
 * a tag manager'): its container id comes from the server's configuration (TAG_MANAGER_ID), reaches
 * the app in a meta tag of every page, and its script is loaded only with the shopper's analytics
 * consent. The Content-Security-Policy lets in its hosts only when an id is configured.
 */

/** The page's meta tag that carries the container id (none when no id is configured). */
export const TAG_MANAGER_META_NAME = 'ebsn-tag-manager';

export const TAG_MANAGER_ORIGIN = 'https://www.googletagmanager.com';

/** A Google Tag Manager web container id, as its console shows it. */
export function isTagManagerId(value: string): boolean {
  return /^GTM-[A-Z0-9]{4,12}$/.test(value);
}

/** The container's script. */
export function tagManagerScriptUrl(containerId: string): string {
  return `${TAG_MANAGER_ORIGIN}/gtm.js?id=${encodeURIComponent(containerId)}`;
}

/**
 * What the CSP must add for the container and the analytics it loads (Google's published list
 * for Tag Manager with Google Analytics 4).
 */
export const TAG_MANAGER_CSP = {
  scriptSrc: ['https://*.googletagmanager.com'],
  imgSrc: ['https://*.google-analytics.com', 'https://*.googletagmanager.com'],
  connectSrc: [
    'https://*.google-analytics.com',
    'https://*.analytics.google.com',
    'https://*.googletagmanager.com',
  ],
} as const;
