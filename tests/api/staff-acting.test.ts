/**
 * Staff acting for a customer (issue 16): the search, acting, its audit, what staff may not touch
 * while acting, the 30-minute idle end, the backoffice sign-on, and that no customer (or visitor)
 * reaches any staff call.
 */
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { favorites, staffAudit, users } from '../../server/db/schema';
import { DEMO_BACKOFFICE_USER } from '../../server/db/staff-seed';
import { encodeBase32, totpAt, totpStep } from '../../server/modules/login/totp';
import { sessionIdOf } from '../../server/modules/session/sessions';
import { ageActing } from '../../server/modules/staff/session-repository';
import { messages } from '../../src/domain/messages';
import { staffMessages } from '../../src/domain/staff';
import { newShopper } from './helpers/cart';
import { pezzoIds } from './helpers/order-history';
import { callAs, dataOf } from './helpers/shoppers';
import {
  CHIARA,
  LUCA,
  PAOLA,
  newBackofficeAccount,
  signOn,
  staffCall,
  staffCookieOf,
} from './helpers/staff';
import {
  APP_CLIENT,
  DEMO_PASSWORD,
  FORM,
  backends,
  bodyOf,
  expectFailure,
  useTestApp,
} from './helpers/test-app';

interface SearchPage {
  users: { userId: number; firstName: string; lastName: string; email: string }[];
  page: { totItems: number };
}
interface AuditPage {
  rows: {
    operation: string;
    customerUserId: number;
    staffUsername: string;
    outcome: string;
    path: string;
  }[];
}

const STAFF_CALLS: readonly [string, 'GET' | 'POST'][] = [
  ['/ebsn/api/user-search/list_user', 'GET'],
  ['/ebsn/api/user-search/list_user?q=Rossi', 'GET'],
  ['/ebsn/api/user-search/select_user?user_id=1', 'GET'],
  ['/ebsn/api/user-search/release_user', 'POST'],
  ['/ebsn/api/staff/audit', 'GET'],
];

function both(cookie: string, other: string): string {
  return `${cookie}; ${other}`;
}

describe.each(backends)('staff acting for a customer (%s)', (backend) => {
  const testApp = useTestApp(backend);

  it.each(STAFF_CALLS)('a customer session gets 403 on %s', async (url, method) => {
    const { app, db } = testApp();
    const shopper = await newShopper(db);
    const reply = await callAs(app, shopper, url, { method });
    expectFailure(reply, 403, [staffMessages.staffOnly.message], shopper.userId);
  });

  it.each(STAFF_CALLS)('a visitor gets 403 on %s', async (url, method) => {
    const { app } = testApp();
    expectFailure(await staffCall(app, null, url, method), 403, [staffMessages.staffOnly.message]);
  });

  it('a staff user without the role gets 403, and an expired staff cookie 419', async () => {
    const { app } = testApp();
    const editor = await signOn(app, PAOLA);
    const search = await staffCall(app, editor, '/ebsn/api/user-search/list_user');
    expectFailure(search, 403, [staffMessages.roleMissing.message]);
    const audit = await staffCall(app, await signOn(app, LUCA), '/ebsn/api/staff/audit');
    expectFailure(audit, 403, [staffMessages.roleMissing.message]);
    await staffCall(app, editor, '/ebsn/api/saml/do-logout');
    const expired = await staffCall(app, editor, '/ebsn/api/user-search/list_user');
    expectFailure(expired, 419, [messages.sessionExpired.message]);
  });

  it('searches customers by every word, as text (no injection), and by internal code', async () => {
    const { app, db } = testApp();
    const staff = await signOn(app, CHIARA);
    const rossi = await dataOf<SearchPage>(
      staffCall(app, staff, '/ebsn/api/user-search/list_user?q=Mario%20Rossi'),
    );
    expect(rossi.users.map((user) => user.email)).toContain('cliente@example.it');
    expect(rossi.users.every((user) => user.lastName === 'Rossi')).toBe(true);

    const [mario] = await db.select().from(users).where(eq(users.email, 'cliente@example.it'));
    const byCode = await dataOf<SearchPage>(
      staffCall(app, staff, `/ebsn/api/user-search/list_user?cod_int=${mario?.id}`),
    );
    expect(byCode.users.map((user) => user.userId)).toEqual([mario?.id]);

    for (const q of ["' OR 1=1 --", '%', '_', 'Rossi\\', "'); drop table users; --"]) {
      const page = await dataOf<SearchPage>(
        staffCall(app, staff, `/ebsn/api/user-search/list_user?q=${encodeURIComponent(q)}`),
      );
      expect(page.users).toEqual([]);
    }
    expect((await db.select().from(users)).length).toBeGreaterThan(0);

    const tooLong = await staffCall(
      app,
      staff,
      `/ebsn/api/user-search/list_user?q=${'a'.repeat(101)}`,
    );
    expect(tooLong.statusCode).toBe(400);
    expect(bodyOf(tooLong).response.errors[0]?.error).toMatch(/[a-zà-ù]/);
    const letters = await staffCall(app, staff, '/ebsn/api/user-search/list_user?cod_int=12a');
    expect(letters.statusCode).toBe(400);
  });

  it('acts for the customer, audits each change, and the auditor reads it', async () => {
    const { app, db } = testApp();
    const customer = await newShopper(db);
    const staff = await signOn(app, CHIARA);
    const selected = await staffCall(
      app,
      staff,
      `/ebsn/api/user-search/select_user?user_id=${customer.userId}`,
    );
    expect(bodyOf(selected).data).toMatchObject({
      staff: { username: 'chiara.verdi' },
      acting: { userId: customer.userId, firstName: 'Anna', lastName: 'Prova' },
    });
    expect(selected.headers['x-ebsn-staff']).toBe('acting');

    // The staff browser now is the customer for the shop's calls.
    const view = await staffCall(app, staff, '/ebsn/api/cart/view');
    expect(bodyOf(view).user.userId).toBe(customer.userId);
    const [productId = 0] = await pezzoIds(app, 1);
    const added = await staffCall(
      app,
      staff,
      `/ebsn/api/favorites/add?productId=${productId}`,
      'POST',
    );
    expect(bodyOf(added).response.status).toBe(0);
    const rows = await db
      .select()
      .from(favorites)
      .where(and(eq(favorites.userId, customer.userId), eq(favorites.productId, productId)));
    expect(rows).toHaveLength(1);

    const audit = await dataOf<AuditPage>(
      staffCall(app, staff, `/ebsn/api/staff/audit?customer_user_id=${customer.userId}`),
    );
    expect(audit.rows.map((row) => row.operation)).toEqual([
      'favoritesAdd',
      'userSearchSelectUser',
    ]);
    expect(audit.rows[0]).toMatchObject({
      staffUsername: 'chiara.verdi',
      customerUserId: customer.userId,
      outcome: 'ok',
      path: '/ebsn/api/favorites/add',
    });

    // 'Esci': back to the staff user; the customer's calls are no longer theirs.
    const released = await staffCall(app, staff, '/ebsn/api/user-search/release_user', 'POST');
    expect(bodyOf(released).data).toMatchObject({ acting: null });
    const after = await staffCall(
      app,
      staff,
      `/ebsn/api/favorites/add?productId=${productId}`,
      'POST',
    );
    expect(after.statusCode).toBe(419);
  });

  it('the audit rows cannot be changed or deleted', async () => {
    const { app, db } = testApp();
    const customer = await newShopper(db);
    const staff = await signOn(app, CHIARA);
    await staffCall(app, staff, `/ebsn/api/user-search/select_user?user_id=${customer.userId}`);
    await expect(db.update(staffAudit).set({ outcome: 'ok' })).rejects.toThrow();
    await expect(db.delete(staffAudit)).rejects.toThrow();
    const rows = await db
      .select()
      .from(staffAudit)
      .where(eq(staffAudit.customerUserId, customer.userId));
    expect(rows).toHaveLength(1);
  });

  it.each([
    ['the password change', '/ebsn/api/registration/update_password', 'POST'],
    ['the two-factor state', '/ebsn/api/registration/mfa_enabled', 'GET'],
    [
      'the consents',
      '/ebsn/api/user-registration-disclaimer/list-by-type?registrationModuleTypeId=1',
      'GET',
    ],
  ] as const)('refuses %s while acting, changing nothing', async (_name, url, method) => {
    const { app, db } = testApp();
    const customer = await newShopper(db);
    const staff = await signOn(app, CHIARA);
    await staffCall(app, staff, `/ebsn/api/user-search/select_user?user_id=${customer.userId}`);
    const reply = await app.inject({
      method,
      url,
      headers: { ...APP_CLIENT, ...FORM, cookie: staff },
      ...(method === 'POST' ? { payload: 'old_password=x&new_password=Nuova2026!%3F' } : {}),
    });
    expectFailure(reply, 403, [staffMessages.notWhileActing.message], customer.userId);
    const [row] = await db.select().from(users).where(eq(users.id, customer.userId));
    expect(row?.passwordHash).toBe('!');
  });

  it('acting ends after 30 minutes without a call', async () => {
    const { app, db } = testApp();
    const customer = await newShopper(db);
    const staff = await signOn(app, CHIARA);
    await staffCall(app, staff, `/ebsn/api/user-search/select_user?user_id=${customer.userId}`);
    await ageActing(db, sessionIdOf(staff.split('=')[1] ?? ''), 31);
    const reply = await staffCall(app, staff, '/ebsn/api/cart/view');
    expect(reply.headers['x-ebsn-staff']).toBe('acting-expired');
    expect(bodyOf(reply).user.userId).toBe(-1);
    const who = await staffCall(app, staff, '/ebsn/api/saml/do-login?checkUser=true');
    expect(bodyOf(who).data).toMatchObject({ staff: { username: 'chiara.verdi' }, acting: null });
  });

  it('29 minutes idle keeps acting', async () => {
    const { app, db } = testApp();
    const customer = await newShopper(db);
    const staff = await signOn(app, CHIARA);
    await staffCall(app, staff, `/ebsn/api/user-search/select_user?user_id=${customer.userId}`);
    await ageActing(db, sessionIdOf(staff.split('=')[1] ?? ''), 29);
    const reply = await staffCall(app, staff, '/ebsn/api/cart/view');
    expect(bodyOf(reply).user.userId).toBe(customer.userId);
  });

  it('acting wins over a customer cookie in the same browser', async () => {
    const { app, db } = testApp();
    const customer = await newShopper(db);
    const other = await newShopper(db);
    const staff = await signOn(app, CHIARA);
    await staffCall(app, staff, `/ebsn/api/user-search/select_user?user_id=${customer.userId}`);
    const reply = await staffCall(app, both(staff, other.cookie), '/ebsn/api/cart/view');
    expect(bodyOf(reply).user.userId).toBe(customer.userId);
  });

  it('select_user refuses an unknown customer', async () => {
    const { app } = testApp();
    const staff = await signOn(app, CHIARA);
    const reply = await staffCall(app, staff, '/ebsn/api/user-search/select_user?user_id=99999999');
    expectFailure(reply, 404, [staffMessages.customerNotFound.message]);
  });

  describe('backoffice sign-on', () => {
    const login = (fields: Readonly<Record<string, string>>) =>
      testApp().app.inject({
        method: 'POST',
        url: '/ebsn/api/backoffice-access/sso-login',
        headers: { ...FORM, ...APP_CLIENT },
        payload: new URLSearchParams(fields).toString(),
      });

    it('signs the demo account on with its password', async () => {
      const reply = await login({ backoffice_user: DEMO_BACKOFFICE_USER, password: DEMO_PASSWORD });
      expect(bodyOf(reply).data).toMatchObject({ staff: { username: 'assistenza' } });
      expect(staffCookieOf(reply)).toBeDefined();
    });

    it('a wrong password and an unknown user get the same refusal and no session', async () => {
      const attempts: Readonly<Record<string, string>>[] = [
        { backoffice_user: DEMO_BACKOFFICE_USER, password: 'Sbagliata1!' },
        { backoffice_user: 'nessuno', password: DEMO_PASSWORD },
        { backoffice_user: DEMO_BACKOFFICE_USER },
      ];
      for (const fields of attempts) {
        const reply = await login(fields);
        expectFailure(reply, 401, [messages.wrongCredentials.message]);
        expect(staffCookieOf(reply)).toBeUndefined();
      }
    });

    it('asks for the one-time code and refuses a wrong one', async () => {
      const secret = Buffer.from('12345678901234567890');
      const username = await newBackofficeAccount(testApp().db, {
        password: DEMO_PASSWORD,
        roles: ['customer-care'],
        mfaSecret: encodeBase32(secret),
      });
      expectFailure(await login({ backoffice_user: username, password: DEMO_PASSWORD }), 401, [
        messages.mfaRequired.message,
      ]);
      const wrong = await login({
        backoffice_user: username,
        password: DEMO_PASSWORD,
        otp: '000000',
      });
      expectFailure(wrong, 401, [messages.wrongMfaPin.message]);
      expect(staffCookieOf(wrong)).toBeUndefined();
      const code = totpAt(secret, totpStep(Date.now()));
      const right = await login({ backoffice_user: username, password: DEMO_PASSWORD, otp: code });
      expect(staffCookieOf(right)).toBeDefined();
      const replayed = await login({
        backoffice_user: username,
        password: DEMO_PASSWORD,
        otp: code,
      });
      expectFailure(replayed, 401, [messages.wrongMfaPin.message]);
    });

    it('sso-auth/logout ends it', async () => {
      const reply = await login({ backoffice_user: DEMO_BACKOFFICE_USER, password: DEMO_PASSWORD });
      const cookie = staffCookieOf(reply) ?? '';
      await staffCall(testApp().app, cookie, '/ebsn/api/sso-auth/logout', 'POST');
      const after = await staffCall(testApp().app, cookie, '/ebsn/api/user-search/list_user');
      expect(after.statusCode).toBe(419);
    });
  });
});
