import { describe, expect, it } from 'vitest';
import {
  collectMessages,
  isInactiveTooLong,
  isLoggedInUserId,
  withGenericError,
} from '../../src/domain/envelope';
import { canEnterLoginRoute } from '../../src/domain/route-guard';
import { RELOAD_AFTER_INACTIVE_MS } from '../../src/domain/constants';

const generic = 'Si è verificato un errore, riprova tra qualche minuto.';

describe('response envelope', () => {
  it('shows errors, warnings and infos once each, from both lists', () => {
    expect(
      collectMessages({
        status: 1,
        errors: [{ error: 'Credenziali Errate' }],
        errorsMessage: [{ error: 'Credenziali Errate' }],
        warningsMessage: [{ error: 'Attenzione' }],
        infos: [{ info: 'Nota' }],
      }),
    ).toEqual({ errors: ['Credenziali Errate'], warnings: ['Attenzione'], infos: ['Nota'] });
  });

  it('a failure without errors gets the generic message', () => {
    expect(withGenericError(collectMessages({ status: 1 }), generic).errors).toEqual([generic]);
    expect(
      withGenericError(collectMessages({ status: 1, errors: [{ error: 'X' }] }), generic).errors,
    ).toEqual(['X']);
  });

  it('a user id above -1 is logged in', () => {
    expect(isLoggedInUserId(-1)).toBe(false);
    expect(isLoggedInUserId(undefined)).toBe(false);
    expect(isLoggedInUserId(0)).toBe(true);
  });

  it('restart only after more than 1,800,000 ms inactive', () => {
    expect(isInactiveTooLong(0, RELOAD_AFTER_INACTIVE_MS, RELOAD_AFTER_INACTIVE_MS)).toBe(false);
    expect(isInactiveTooLong(0, RELOAD_AFTER_INACTIVE_MS + 1, RELOAD_AFTER_INACTIVE_MS)).toBe(true);
    expect(isInactiveTooLong(null, RELOAD_AFTER_INACTIVE_MS * 2, RELOAD_AFTER_INACTIVE_MS)).toBe(
      false,
    );
  });
});

describe('login-required route guard (account-and-platform.md §2)', () => {
  const none = { isAuthenticated: false, session: false, account: false };
  it.each([
    ['the is-authenticated flag', { ...none, isAuthenticated: true }],
    ['the session key', { ...none, session: true }],
    ['the remembered account key', { ...none, account: true }],
  ])('lets the user through with %s', (_, markers) => {
    expect(canEnterLoginRoute(markers, false)).toBe(true);
  });

  it('sends the user Home when no marker exists and the cart says not authenticated', () => {
    expect(canEnterLoginRoute(none, false)).toBe(false);
  });

  it('lets the user through when the cart says authenticated', () => {
    expect(canEnterLoginRoute(none, true)).toBe(true);
  });
});
