import { describe, expect, it } from 'vitest';
import { checkLoginForm } from '../../src/domain/login';
import { findMessage } from '../../src/domain/messages';

const textOf = (id: string | undefined) => (id ? findMessage(id)?.message : undefined);

describe('login rules (account-and-platform.md §5)', () => {
  it.each([
    ['', 'Spesa2026!', 'login', "Digitare l'e-mail"],
    ['   ', 'Spesa2026!', 'login', "Digitare l'e-mail"],
    ['cliente', 'Spesa2026!', 'login', 'Digitare una e-mail valida'],
    ['cliente@example', 'Spesa2026!', 'login', 'Digitare una e-mail valida'],
    ['cliente@example.abcdefghijkl', 'Spesa2026!', 'login', 'Digitare una e-mail valida'],
    ['cliente@example.it', '', 'password', 'Digitare la password'],
    ['cliente@example.it', '12345', 'password', 'La password deve essere lunga 6 caratteri'],
  ])('login %j with password %j is refused on %s: %s', (login, password, field, text) => {
    const check = checkLoginForm({ login, password });
    expect(check.ok).toBe(false);
    if (!check.ok) expect(textOf(check.fieldErrors[field])).toBe(text);
  });

  it('trims the e-mail before sending', () => {
    const check = checkLoginForm({ login: '  cliente@example.it  ', password: 'Spesa2026!' });
    expect(check).toEqual({
      ok: true,
      value: {
        login: 'cliente@example.it',
        password: 'Spesa2026!',
        remember_me: true,
        show_sectors: false,
      },
    });
  });

  it('accepts top-level domains of 2 to 11 letters', () => {
    expect(checkLoginForm({ login: 'a@b.it', password: '123456' }).ok).toBe(true);
    expect(checkLoginForm({ login: 'a@b.abcdefghijk', password: '123456' }).ok).toBe(true);
  });

  it('an MFA pin must be six digits', () => {
    const form = { login: 'mfa@example.it', password: 'Spesa2026!' };
    expect(checkLoginForm({ ...form, mfa_pin: '123456' }).ok).toBe(true);
    const check = checkLoginForm({ ...form, mfa_pin: '12a456' });
    expect(check.ok ? undefined : textOf(check.fieldErrors.mfa_pin)).toBe(
      'Il codice di verifica deve essere di 6 cifre',
    );
  });
});
