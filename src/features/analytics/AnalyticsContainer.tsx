import { useEffect } from 'react';
import { allowAnalytics, refuseAnalytics } from '../../app/analytics';
import type { CookieChoice } from '../../domain/cookie-consent';
import { cookieChoice } from '../cookie-consent';
import {
  configuredContainerId,
  deleteAnalyticsCookies,
  isTagManagerLoaded,
  loadTagManager,
  pushEvent,
} from './data-layer';

/**
 * The tag manager, by the shopper's cookie choice: with analytics allowed its script loads and the
 * app's events go to its `dataLayer`; refused, nothing loads and the events are dropped; withdrawn
 * after it loaded, its cookies are deleted and the page loads again without it. With no container
 * configured, nothing is ever loaded or sent.
 */
export default function AnalyticsContainer() {
  useEffect(() => {
    const containerId = configuredContainerId();
    const apply = (choice: CookieChoice | null) => {
      if (choice === null) return;
      if (containerId !== null && choice.analytics) {
        loadTagManager(containerId, choice);
        allowAnalytics(pushEvent);
        return;
      }
      refuseAnalytics();
      if (isTagManagerLoaded()) {
        deleteAnalyticsCookies();
        // The container's script cannot be unloaded: the page starts again without it.
        location.reload();
      }
    };
    apply(cookieChoice.current());
    return cookieChoice.subscribe(apply);
  }, []);
  return null;
}
