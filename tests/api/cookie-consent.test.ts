/**
 * cookie-consent/view and cookie-consent/save (issue 17 "Consent"): a logged-in shopper's cookie
 * choice kept with the account, dated by the server, with the account's first id, in a history
 * that is never changed; bad input answers 'Preferenze dei cookie non valide.' and changes
 * nothing; no session answers 419, and staff acting for the customer get 403.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { cookiePreferenceHistory, cookiePreferences } from '../../server/db/schema';
import { COOKIE_PURPOSES_VERSION, type CookiePreferences } from '../../src/domain/cookie-consent';
import { platformMessages } from '../../src/domain/platform-messages';
import { staffMessages } from '../../src/domain/staff';
import { newShopper } from './helpers/cart';
import { callAs, dataOf, settableClock } from './helpers/shoppers';
import { signOn, staffCall, CHIARA } from './helpers/staff';
import { APP_CLIENT, backends, expectFailure, useTestApp } from './helpers/test-app';

const VIEW = '/ebsn/api/cookie-consent/view';
const SAVE = '/ebsn/api/cookie-consent/save';
const FIRST_UUID = '0b6f4f5e-2f7c-4c1a-9d3e-6a1b2c3d4e5f';
const OTHER_UUID = '7d1e2f3a-4b5c-4d6e-8f70-8192a3b4c5d6';
const INVALID = [platformMessages.cookiePreferencesInvalid.message];

const clock = settableClock('2026-11-26', '10:00');

interface Reply {
  readonly preferences: CookiePreferences | null;
}

describe.each(backends)('cookie preferences of the account (%s)', (backend) => {
  const testApp = useTestApp(backend, { now: clock.now });

  const save = (shopper: Awaited<ReturnType<typeof newShopper>>, payload: object) =>
    callAs(testApp().app, shopper, SAVE, { method: 'POST', payload });

  it('an account with no choice answers null; a saved choice comes back dated by the server', async () => {
    const { app, db } = testApp();
    const shopper = await newShopper(db);
    expect(await dataOf<Reply>(callAs(app, shopper, VIEW))).toEqual({ preferences: null });

    const saved = await dataOf<Reply>(
      save(shopper, { technical: true, analytics: true, profilation: false, uuid: FIRST_UUID }),
    );
    const expected = {
      technical: true,
      analytics: true,
      profilation: false,
      saveDate: clock.now().toISOString(),
      uuid: FIRST_UUID,
      purposesVersion: COOKIE_PURPOSES_VERSION,
    };
    expect(saved).toEqual({ preferences: expected });
    expect(await dataOf<Reply>(callAs(app, shopper, VIEW))).toEqual({ preferences: expected });
  });

  it('a changed choice keeps the first id, and every choice stays in the history', async () => {
    const { db } = testApp();
    const shopper = await newShopper(db);
    await dataOf(
      save(shopper, { technical: true, analytics: true, profilation: true, uuid: FIRST_UUID }),
    );
    clock.set('2026-11-27', '09:30');
    const { preferences } = await dataOf<Reply>(
      save(shopper, { technical: true, analytics: false, profilation: false, uuid: OTHER_UUID }),
    );
    expect(preferences).toMatchObject({ analytics: false, profilation: false, uuid: FIRST_UUID });
    expect(preferences?.saveDate).toBe(clock.now().toISOString());

    const history = await db
      .select()
      .from(cookiePreferenceHistory)
      .where(eq(cookiePreferenceHistory.userId, shopper.userId))
      .orderBy(cookiePreferenceHistory.id);
    expect(history.map(({ analytics, profilation }) => [analytics, profilation])).toEqual([
      [true, true],
      [false, false],
    ]);
    await expect(
      db
        .update(cookiePreferenceHistory)
        .set({ analytics: true })
        .where(eq(cookiePreferenceHistory.userId, shopper.userId)),
    ).rejects.toThrow();
  });

  it.each([
    [
      'technical cookies refused',
      { technical: false, analytics: false, profilation: false, uuid: FIRST_UUID },
      INVALID,
    ],
    [
      'a purpose missing',
      { technical: true, analytics: true, uuid: FIRST_UUID },
      ['Il campo «profilation» è obbligatorio'],
    ],
    [
      'a purpose that is not yes or no',
      { technical: true, analytics: 'sì', profilation: false, uuid: FIRST_UUID },
      ['Il campo «analytics» deve essere vero o falso'],
    ],
    [
      'a malformed id',
      { technical: true, analytics: true, profilation: true, uuid: 'non-un-uuid' },
      INVALID,
    ],
    [
      'an id of another kind',
      {
        technical: true,
        analytics: true,
        profilation: true,
        uuid: '0b6f4f5e-2f7c-1c1a-9d3e-6a1b2c3d4e5f',
      },
      INVALID,
    ],
    [
      'an unknown field',
      { technical: true, analytics: true, profilation: true, uuid: FIRST_UUID, marketing: true },
      ['Il campo «marketing» non è previsto'],
    ],
  ])('%s: 400 with an Italian message, nothing saved', async (_name, payload, texts) => {
    const { db } = testApp();
    const shopper = await newShopper(db);
    expectFailure(await save(shopper, payload), 400, texts, shopper.userId);
    const rows = await db
      .select()
      .from(cookiePreferences)
      .where(eq(cookiePreferences.userId, shopper.userId));
    expect(rows).toEqual([]);
  });

  it('a visitor gets 419', async () => {
    const { app } = testApp();
    expect((await callAs(app, null, VIEW)).statusCode).toBe(419);
    const reply = await callAs(app, null, SAVE, {
      method: 'POST',
      payload: { technical: true, analytics: true, profilation: true, uuid: FIRST_UUID },
    });
    expect(reply.statusCode).toBe(419);
  });

  it("staff acting for the customer get 403: the choice is the customer's own", async () => {
    const { app, db } = testApp();
    const customer = await newShopper(db);
    const staff = await signOn(app, CHIARA);
    await staffCall(app, staff, `/ebsn/api/user-search/select_user?user_id=${customer.userId}`);
    const view = await staffCall(app, staff, VIEW);
    expectFailure(view, 403, [staffMessages.notWhileActing.message], customer.userId);
    const saved = await app.inject({
      method: 'POST',
      url: SAVE,
      headers: { ...APP_CLIENT, cookie: staff },
      payload: { technical: true, analytics: true, profilation: true, uuid: FIRST_UUID },
    });
    expectFailure(saved, 403, [staffMessages.notWhileActing.message], customer.userId);
    const rows = await db
      .select()
      .from(cookiePreferences)
      .where(eq(cookiePreferences.userId, customer.userId));
    expect(rows).toEqual([]);
  });
});
