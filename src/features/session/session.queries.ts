/** Login, logout and the session probe (account-and-platform.md §7 "Login and account"). */
import type { LoginForm } from '../../domain/login';
import type { ShopClient } from '../../api/client';
import { unwrap } from '../../api/unwrap';

/** Posts the login form; the bot-check token goes in the URL unless an MFA pin is sent. */
export async function postLogin(client: ShopClient, form: LoginForm, token: string | undefined) {
  const reply = await unwrap(
    client.POST('/ebsn/api/auth/login', {
      params: { query: token && !form.mfa_pin ? { token_recaptcha: token } : {} },
      body: form,
      bodySerializer: toFormBody,
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    }),
  );
  return reply.data.user;
}

/** A bot-check challenge (proof of work) for the next login; its solution is used once. */
export async function getBotChallenge(client: ShopClient) {
  const reply = await unwrap(client.GET('/ebsn/api/auth/bot-challenge'));
  return reply.data;
}

/** Ends this session, or with `everywhere` every session of the account. */
export async function postLogout(client: ShopClient, everywhere: boolean) {
  await unwrap(
    client.POST('/ebsn/api/auth/logout', {
      params: { query: everywhere ? { everywhere: true } : {} },
    }),
  );
}

export async function getAuthTest(client: ShopClient, operation: string) {
  const reply = await unwrap(
    client.GET('/ebsn/api/auth/test', { params: { query: { operation } } }),
  );
  return reply.data;
}

function toFormBody(form: LoginForm): URLSearchParams {
  const body = new URLSearchParams();
  for (const [key, value] of Object.entries(form)) {
    if (value !== undefined) body.set(key, String(value));
  }
  return body;
}
