/**
 * The events the analytics model may take: the shopper's cookie choice, with analytics allowed or
 * refused, and with the profilation purpose either way.
 */
import type { AnalyticsGateEvent } from '../../machines/analytics/analytics.machine';

export const analyticsEvents = (): AnalyticsGateEvent[] => [
  { type: 'choice.made', choice: { analytics: true, profilation: false } },
  { type: 'choice.made', choice: { analytics: true, profilation: true } },
  { type: 'choice.made', choice: { analytics: false, profilation: false } },
  { type: 'choice.made', choice: { analytics: false, profilation: true } },
];
