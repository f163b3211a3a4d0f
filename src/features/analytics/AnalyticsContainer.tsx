import { useActorRef } from '@xstate/react';
import { useEffect } from 'react';
import { analyticsMachine } from '../../../machines/analytics/analytics.machine';
import { allowAnalytics, refuseAnalytics } from '../../shared/analytics';
import { cookieChoice } from '../cookie-consent';
import {
  configuredContainerId,
  deleteAnalyticsCookies,
  loadTagManager,
  pushConsentUpdate,
  pushEvent,
} from './data-layer';

const analyticsLogic = analyticsMachine.provide({
  actions: {
    loadTagManager: ({ context }, { choice }) => {
      if (context.containerId !== null) loadTagManager(context.containerId, choice);
    },
    sendEvents: () => allowAnalytics(pushEvent),
    dropEvents: () => refuseAnalytics(),
    updateConsent: (_, { choice }) => pushConsentUpdate(choice),
    deleteCookies: () => deleteAnalyticsCookies(),
    reloadPage: () => location.reload(),
  },
});

/**
 * The analytics statechart, told the shopper's cookie choice when it is known and at every change.
 * With no container configured, nothing is ever loaded or sent.
 */
export default function AnalyticsContainer() {
  const actor = useActorRef(analyticsLogic, { input: { containerId: configuredContainerId() } });
  useEffect(() => {
    const tell = (choice: ReturnType<typeof cookieChoice.current>) => {
      if (choice !== null) actor.send({ type: 'choice.made', choice });
    };
    tell(cookieChoice.current());
    return cookieChoice.subscribe(tell);
  }, [actor]);
  return null;
}
