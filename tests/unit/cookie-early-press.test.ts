/**
 * A press on the server-rendered page's cookie banner, made before the app ran, is made again in
 * the statechart once it has read the browser's and the account's choices
 * (src/features/cookie-consent/early-press.ts).
 */
import { describe, expect, it } from 'vitest';
import { earlyPressEvents } from '../../src/features/cookie-consent/early-press';

describe("the server banner's press", () => {
  it('is the same press on the banner when the statechart asks', () => {
    expect(earlyPressEvents('asking', 'acceptAll')).toEqual([{ type: 'consent.acceptAll' }]);
    expect(earlyPressEvents('asking', 'rejectAll')).toEqual([{ type: 'consent.rejectAll' }]);
    expect(earlyPressEvents('asking', 'customise')).toEqual([{ type: 'consent.customise' }]);
    expect(earlyPressEvents('asking', 'closed')).toEqual([{ type: 'consent.closed' }]);
  });

  it('overrides an older choice that the account brought, through the preferences', () => {
    expect(earlyPressEvents('decided', 'rejectAll')).toEqual([
      { type: 'consent.open' },
      { type: 'consent.rejectAll' },
    ]);
    expect(earlyPressEvents('decided', 'closed')).toEqual([
      { type: 'consent.open' },
      { type: 'consent.rejectAll' },
    ]);
    expect(earlyPressEvents('decided', 'acceptAll')).toEqual([
      { type: 'consent.open' },
      { type: 'consent.acceptAll' },
    ]);
    expect(earlyPressEvents('decided', 'customise')).toEqual([{ type: 'consent.open' }]);
  });
});
