/**
 * Where the app's analytics events go (issue 17 "Analytics through a tag manager"): nowhere until
 * the shopper's cookie choice is known. Events of the page before it are held (a few); analytics
 * allowed sends them on to the tag manager's `dataLayer`, analytics refused drops them, and a
 * withdrawal stops everything. The features call `track`; the analytics container
 * (src/features/analytics), loaded after the first paint, opens or closes the way.
 */
import type { AnalyticsEvent } from '../domain/analytics';

/** At most this many events wait for the shopper's choice; later ones are dropped. */
const MAX_WAITING = 50;

type Sink = (event: AnalyticsEvent) => void;

let sink: Sink | null = null;
let decided = false;
const waiting: AnalyticsEvent[] = [];

/** Sends an event, or holds it while the shopper has not chosen; nothing when refused. */
export function track(event: AnalyticsEvent): void {
  if (sink !== null) sink(event);
  else if (!decided && waiting.length < MAX_WAITING) waiting.push(event);
}

/** Analytics allowed: the held events, then every new one, go to `next`. */
export function allowAnalytics(next: Sink): void {
  decided = true;
  sink = next;
  waiting.splice(0).forEach((event) => next(event));
}

/** Analytics refused or withdrawn: held events are dropped and nothing more is sent or held. */
export function refuseAnalytics(): void {
  decided = true;
  sink = null;
  waiting.length = 0;
}
