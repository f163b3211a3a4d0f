/**
 * Social login in the browser against the local stand-in for Google (issue 16): a new shopper
 * signs in with Google, registers from the form the provider's account filled, and lands on '/'
 * logged in; a customer (a copy of the demo customer Mario Rossi) links Google with the shop's
 * password; a sign-in the shopper cancels at the provider comes back to the login page with the
 * reason. The login page with its buttons and the link page have no serious or critical axe
 * violation.
 */
import { fiscalCodeCheckLetter } from '../../src/domain/fiscal-code';
import { expectAccessible } from './axe';
import { failOnPageError, PASSWORD } from './shop';
import { expect, test, type Page } from './test';

const FISCAL_CODE = 'SPSCHR90A41F205' + fiscalCodeCheckLetter('SPSCHR90A41F205');

/** From the login page to the stand-in's sign-in page for Google. */
async function openGoogle(page: Page) {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Accedi con Google' }).click();
  await expect(page.getByRole('heading', { name: 'Accedi con Google' })).toBeVisible();
  // Another site: the stand-in on its own port.
  expect(new URL(page.url()).port).not.toBe(new URL(test.info().project.use.baseURL ?? '').port);
}

test('a new shopper signs in with Google, registers from the filled form and lands on the home page', async ({
  page,
}) => {
  test.slow();
  failOnPageError(page);
  const email = `chiara.${Date.now()}@example.it`;
  await openGoogle(page);
  await page.getByLabel('Nome', { exact: true }).fill('Chiara');
  await page.getByLabel('Cognome', { exact: true }).fill('Esposito');
  await page.getByLabel('E-mail', { exact: true }).fill(email);
  await page.getByRole('button', { name: 'Accedi', exact: true }).click();

  await expect(page).toHaveURL(/\/registration-user\?social_login=google$/);
  await expect(
    page.getByText('Abbiamo ripreso nome ed e-mail dal tuo account Google'),
  ).toBeVisible();
  await expect(page.getByLabel(/^Nome/)).toHaveValue('Chiara');
  await expect(page.getByLabel(/^Cognome/)).toHaveValue('Esposito');
  await expect(page.getByLabel(/^Indirizzo email/)).toHaveValue(email);
  await page.getByLabel(/^Password/).fill('Pomodoro-2026');
  await page.getByLabel(/^Conferma password/).fill('Pomodoro-2026');
  await page.getByLabel(/^Codice fiscale/).fill(FISCAL_CODE);
  await page.getByLabel(/^Data di nascita/).fill('1990-01-01');
  await page.getByLabel(/Condizioni generali di vendita/).check();
  await page.getByLabel(/Informativa sulla privacy/).check();
  await page.getByRole('button', { name: 'Registrati' }).click();

  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('Ciao, Chiara')).toBeVisible();
});

test('the demo customer links Google with the password, then lands on the home page', async ({
  page,
  claimShopper,
}) => {
  failOnPageError(page);
  // Typed in, not the stand-in's preset Mario Rossi: that one is cliente@example.it, whose cart
  // and orders are checkout.spec.ts's. A Google account with the e-mail of a shopper of this
  // test's own takes the same path: the link page.
  const customer = claimShopper('cliente');
  await openGoogle(page);
  await page.getByLabel('Nome', { exact: true }).fill(customer.firstName);
  await page.getByLabel('Cognome', { exact: true }).fill(customer.lastName);
  await page.getByLabel('E-mail', { exact: true }).fill(customer.email);
  await page.getByRole('button', { name: 'Accedi', exact: true }).click();
  await expect(page).toHaveURL(/\/login\?social_link=google$/);
  await expectAccessible(
    page,
    'the social link page',
    page.getByRole('heading', { name: 'Collega il tuo account Google' }),
  );
  await page.getByLabel('Password', { exact: true }).fill('non-e-questa');
  await page.getByRole('button', { name: 'Collega e accedi' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'Password errata: il collegamento non è stato fatto.',
  );
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Collega e accedi' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText(`Ciao, ${customer.firstName}`)).toBeVisible();
});

test('a sign-in cancelled at the provider comes back to the login page with the reason', async ({
  page,
}) => {
  failOnPageError(page);
  await openGoogle(page);
  await page.getByRole('button', { name: 'Annulla' }).click();
  await expect(page).toHaveURL(/\/login\?social_error=denied$/);
  await expect(page.getByRole('alert')).toContainText(
    "L'accesso è stato annullato o rifiutato dal servizio scelto.",
  );
  await expect(page.getByRole('button', { name: 'Accedi con Google' })).toBeEnabled();
  await expectAccessible(
    page,
    'the login page after a failed social sign-in',
    page.getByRole('button', { name: 'Accedi con Facebook' }),
  );
});
