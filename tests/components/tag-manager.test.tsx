/**
 * The tag manager by the shopper's cookie choice (issue 17 "Analytics through a tag manager"):
 * nothing is pushed or loaded before the choice; with analytics allowed the container's script
 * loads and the events held meanwhile, then every new one, reach the `dataLayer`; refused, nothing
 * loads and nothing is pushed, then or later; with no container configured nothing ever loads; a
 * purchase is sent once per order, and at most 20 orders are remembered.
 */
import { render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AnalyticsEvent } from '../../src/domain/analytics';

const CONTAINER = 'GTM-AB12CD3';

const searchEvent = (term: string): AnalyticsEvent => ({ event: 'search', search_term: term });
const purchase = (orderId: number): AnalyticsEvent => ({
  event: 'purchase',
  ecommerce: {
    transaction_id: String(orderId),
    currency: 'EUR',
    value: 10,
    shipping: 0,
    items: [],
  },
});

/** A fresh page: the app's modules as loaded for the first time, and an empty document. */
async function freshPage({ configured = true } = {}) {
  vi.resetModules();
  document.head.innerHTML = configured
    ? `<meta name="ebsn-tag-manager" content="${CONTAINER}" />`
    : '';
  delete window.dataLayer;
  const analytics = await import('../../src/shared/analytics');
  const { cookieChoice } = await import('../../src/features/cookie-consent/cookie-choice');
  const { default: AnalyticsContainer } =
    await import('../../src/features/analytics/AnalyticsContainer');
  render(<AnalyticsContainer />);
  const script = () => document.head.querySelector('script[data-tag-manager]');
  const pushed = () =>
    (window.dataLayer ?? []).filter(
      (entry) => typeof entry === 'object' && entry !== null && 'event' in entry,
    ) as { event: string }[];
  return { ...analytics, cookieChoice, script, pushed };
}

beforeEach(() => localStorage.clear());
afterEach(() => {
  document.head.innerHTML = '';
});

describe('the tag manager', () => {
  it('before the choice nothing is loaded or pushed; allowed, the held events follow', async () => {
    const page = await freshPage();
    page.track(searchEvent('mele'));
    expect(page.script()).toBeNull();
    expect(window.dataLayer).toBeUndefined();

    page.cookieChoice.set({ analytics: true, profilation: false });
    expect(page.script()?.getAttribute('src')).toBe(
      `https://www.googletagmanager.com/gtm.js?id=${CONTAINER}`,
    );
    page.track(searchEvent('pere'));
    expect(page.pushed().map(({ event }) => event)).toEqual([
      'cookie_consent_update',
      'gtm.js',
      'search',
      'search',
    ]);
    expect(window.dataLayer).toContainEqual({
      event: 'cookie_consent_update',
      analytics_storage: 'granted',
      ad_storage: 'denied',
      ad_personalization: 'denied',
    });
    expect(window.dataLayer).toContainEqual(searchEvent('pere'));
  });

  it('refused, nothing loads and nothing is pushed, then or later', async () => {
    const page = await freshPage();
    page.track(searchEvent('mele'));
    page.cookieChoice.set({ analytics: false, profilation: true });
    page.track(searchEvent('pere'));
    expect(page.script()).toBeNull();
    expect(window.dataLayer).toBeUndefined();
  });

  it('with no container configured, nothing loads even when analytics is allowed', async () => {
    const page = await freshPage({ configured: false });
    page.cookieChoice.set({ analytics: true, profilation: true });
    page.track(searchEvent('mele'));
    expect(page.script()).toBeNull();
    expect(window.dataLayer).toBeUndefined();
  });

  it('a purchase is sent once per order; the last 20 orders are remembered', async () => {
    const page = await freshPage();
    page.cookieChoice.set({ analytics: true, profilation: false });
    page.track(purchase(1));
    page.track(purchase(1));
    expect(page.pushed().filter(({ event }) => event === 'purchase')).toHaveLength(1);
    for (let orderId = 2; orderId <= 21; orderId += 1) page.track(purchase(orderId));
    const remembered = JSON.parse(localStorage.getItem('ebsn-analytics-orders') ?? '[]');
    expect(remembered).toHaveLength(20);
    expect(remembered[0]).toBe(2);
    // The oldest, forgotten, would be sent again; a remembered one is not.
    page.track(purchase(21));
    expect(page.pushed().filter(({ event }) => event === 'purchase')).toHaveLength(21);
  });

  it('an e-commerce event clears the previous e-commerce object first', async () => {
    const page = await freshPage();
    page.cookieChoice.set({ analytics: true, profilation: false });
    page.track(purchase(5));
    const layer = window.dataLayer ?? [];
    expect(layer.at(-2)).toEqual({ ecommerce: null });
    expect(layer.at(-1)).toEqual(purchase(5));
  });
});
