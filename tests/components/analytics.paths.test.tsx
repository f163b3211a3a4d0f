/**
 * The analytics statechart's generated paths replayed through the page: each choice goes into the
 * cookie choice in force (as the cookie banner sets it), the mounted AnalyticsContainer follows,
 * and the page must show what issue 17 promises, read from the document and not from the machine:
 * the container's script only with analytics allowed, the app's events in the `dataLayer` only
 * then, the container told of a change of the other purposes, and after a withdrawal the analytics
 * cookies gone and nothing more pushed.
 */
import { render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { EventFromLogic } from 'xstate';
import { analyticsMachine } from '../../machines/analytics/analytics.machine';
import type { CookieChoice } from '../../src/domain/cookie-consent';
import { analyticsEvents } from '../model/analytics-events';
import { screenPaths } from '../model/transition-coverage';

const CONTAINER = 'GTM-AB12CD3';
type AnalyticsEvent = EventFromLogic<typeof analyticsMachine>;

/** A fresh page with the container configured and an analytics cookie from an earlier visit. */
async function freshPage() {
  vi.resetModules();
  document.head.innerHTML = `<meta name="ebsn-tag-manager" content="${CONTAINER}" />`;
  delete window.dataLayer;
  document.cookie = '_ga=GA1.1.123; path=/';
  const analytics = await import('../../src/shared/analytics');
  const { cookieChoice } = await import('../../src/features/cookie-consent/cookie-choice');
  const { default: AnalyticsContainer } =
    await import('../../src/features/analytics/AnalyticsContainer');
  render(<AnalyticsContainer />);
  return { track: analytics.track, choose: (choice: CookieChoice) => cookieChoice.set(choice) };
}

const script = () => document.head.querySelector('script[data-tag-manager]');
const pushedEvents = () =>
  (window.dataLayer ?? []).flatMap((entry) =>
    typeof entry === 'object' && entry !== null && 'event' in entry
      ? [entry as Record<string, unknown>]
      : [],
  );
const searches = (term: string) =>
  pushedEvents().filter((entry) => entry.event === 'search' && entry.search_term === term);
const lastConsent = () =>
  pushedEvents()
    .filter((entry) => entry.event === 'cookie_consent_update')
    .at(-1);

afterEach(() => {
  document.head.innerHTML = '';
  document.cookie = '_ga=; Max-Age=0; path=/';
});

describe('the analytics tags: generated paths through the page', () => {
  const paths = screenPaths(analyticsMachine, analyticsEvents, {
    input: { containerId: CONTAINER },
  });

  it.each(paths.map((path) => [path.description, path] as const))('%s', async (_, path) => {
    const page = await freshPage();
    let last: CookieChoice | null = null;
    for (const event of path.events as AnalyticsEvent[]) {
      page.choose(event.choice);
      last = event.choice;
    }
    page.track({ event: 'search', search_term: 'mele' });

    switch (path.expectedValue) {
      case 'waiting':
        // Nothing loaded or pushed: the event waits for the choice.
        expect(script()).toBeNull();
        expect(window.dataLayer).toBeUndefined();
        break;
      case 'sending':
        expect(script()?.getAttribute('src')).toBe(
          `https://www.googletagmanager.com/gtm.js?id=${CONTAINER}`,
        );
        expect(document.head.querySelectorAll('script[data-tag-manager]')).toHaveLength(1);
        expect(searches('mele')).toHaveLength(1);
        // The container knows what the shopper allows now.
        expect(lastConsent()).toMatchObject({
          analytics_storage: 'granted',
          ad_storage: last?.profilation ? 'granted' : 'denied',
        });
        expect(document.cookie).toContain('_ga=');
        break;
      case 'dropping':
        expect(script()).toBeNull();
        expect(searches('mele')).toHaveLength(0);
        break;
      case 'withdrawing':
        // The page loads again without the container: its cookies are gone, nothing more goes.
        expect(searches('mele')).toHaveLength(0);
        expect(document.cookie).not.toContain('_ga=');
        break;
      default:
        throw new Error(`no page written for ${String(path.expectedValue)}`);
    }
  });
});
