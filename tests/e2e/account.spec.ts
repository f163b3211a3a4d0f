/**
 * Becoming a customer and recovering a password, as a new visitor does it: the e-mails arrive at
 * the test's own SMTP server (tests/e2e/mail-catcher.ts) and their links are followed.
 */
import { fiscalCodeCheckLetter } from '../../src/domain/fiscal-code';
import { expect, test, type Page } from './test';

const NEW_PASSWORD = 'Basilico-2026';
/** Giulia Bianchi, born on 1 January 1990 in Milan: her fiscal code, and one with a wrong check letter. */
const FISCAL_CODE = 'BNCGLI90A41F205' + fiscalCodeCheckLetter('BNCGLI90A41F205');
const WRONG_FISCAL_CODE = FISCAL_CODE.slice(0, 15) + (FISCAL_CODE.endsWith('A') ? 'B' : 'A');

/** The messages the shop sent to `to`, as the test's mail server received them. */
async function mailsTo(page: Page, to: string): Promise<{ subject: string; text: string }[]> {
  const reply = await page.request.get(
    `http://127.0.0.1:${process.env.E2E_MAIL_PORT}/messages?to=${encodeURIComponent(to)}`,
  );
  return reply.json();
}

/** Waits for the `count`-th e-mail to `to` with a link to `path` and returns that link. */
async function linkOfMail(page: Page, to: string, count: number, path: string): Promise<string> {
  const pattern = new RegExp(`https?://\\S+${path}\\?\\S+`);
  let link = '';
  await expect
    .poll(
      async () => {
        const links = (await mailsTo(page, to)).flatMap(({ text }) => text.match(pattern) ?? []);
        link = links[count - 1] ?? '';
        return link;
      },
      { timeout: 15_000 },
    )
    .not.toBe('');
  return new URL(link).pathname + new URL(link).search;
}

async function logInHere(page: Page, email: string, password: string) {
  await page.getByLabel('Indirizzo email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Accedi', exact: true }).last().click();
}

test('a new visitor registers, confirms by e-mail, logs in, changes the password, forgets it and resets it', async ({
  page,
}) => {
  page.on('pageerror', (error) => {
    throw error;
  });
  const email = `giulia.${Date.now()}@example.it`;

  await page.goto('/login');
  await page.getByRole('link', { name: 'Registrati' }).click();
  await expect(page).toHaveURL(/\/registration-user$/);
  await page.getByLabel(/^Nome/).fill('Giulia');
  await page.getByLabel(/^Cognome/).fill('Bianchi');
  await page.getByLabel(/^Indirizzo email/).fill(email);
  await page.getByLabel(/^Password/).fill('Pomodoro-2026');
  await page.getByLabel(/^Conferma password/).fill('Pomodoro-2026');
  await page.getByLabel(/^Codice fiscale/).fill(WRONG_FISCAL_CODE);
  await page.getByLabel(/^Data di nascita/).fill('1990-01-01');
  await page.getByLabel(/Condizioni generali di vendita/).check();
  await page.getByLabel(/Informativa sulla privacy/).check();
  await page.getByRole('button', { name: 'Registrati' }).click();
  // A wrong check letter of the fiscal code is refused on the form, and nothing is sent.
  await expect(page.getByText('Formato non corretto')).toBeVisible();
  expect(await mailsTo(page, email)).toEqual([]);
  await page.getByLabel(/^Codice fiscale/).fill(FISCAL_CODE);
  await page.getByRole('button', { name: 'Registrati' }).click();

  await expect(page).toHaveURL(/\/registration-completed\?email=/);
  await expect(page.getByRole('heading', { name: 'Controlla la tua e-mail' })).toBeVisible();
  // Not confirmed yet: the login says why.
  await page.goto('/login');
  await logInHere(page, email, 'Pomodoro-2026');
  await expect(page.getByRole('alert')).toContainText('non è ancora confermato');

  await page.goto(await linkOfMail(page, email, 1, '/registration-confirm'));
  await expect(page.getByRole('heading', { name: 'Registrazione confermata' })).toBeVisible();
  await logInHere(page, email, 'Pomodoro-2026');
  await expect(page.getByText('Ciao, Giulia')).toBeVisible();

  // The personal area's 'Aggiorna password'.
  await page.getByRole('link', { name: 'Area personale' }).first().click();
  await page.getByRole('link', { name: 'Aggiorna password' }).click();
  await expect(page).toHaveURL(/\/profile\/update-password$/);
  await page.getByLabel(/^Password attuale/).fill('Sbagliata-2026');
  await page.getByLabel(/^Nuova password/).fill('Mozzarella-2026');
  await page.getByLabel(/^Conferma la nuova password/).fill('Mozzarella-2026');
  await page.getByRole('button', { name: 'Aggiorna password' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'La password attuale non è corretta' }),
  ).toBeVisible();
  await page.getByLabel(/^Password attuale/).fill('Pomodoro-2026');
  await page.getByRole('button', { name: 'Aggiorna password' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Password aggiornata' })).toBeVisible();
  await page.getByRole('button', { name: 'Esci' }).click();

  await page.goto('/login');
  await page.getByRole('link', { name: 'Hai dimenticato la password?' }).click();
  await expect(page).toHaveURL(/\/reset-password-request$/);
  await page.getByLabel(/^Indirizzo email/).fill(email);
  await page.getByRole('button', { name: 'Invia il link' }).click();
  await expect(page).toHaveURL(/\/reset-password-sent\?email=/);

  await page.goto(await linkOfMail(page, email, 1, '/recover-password-confirm'));
  await expect(page.getByRole('heading', { name: 'Scegli una nuova password' })).toBeVisible();
  await page.getByLabel(/^Nuova password/).fill(NEW_PASSWORD);
  await page.getByLabel(/^Conferma password/).fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Salva la nuova password' }).click();
  await expect(page).toHaveURL(/\/reset-password-completed$/);
  await expect(page.getByRole('heading', { name: 'Password aggiornata' })).toBeVisible();

  await logInHere(page, email, 'Mozzarella-2026');
  await expect(page.getByRole('alert').filter({ hasText: 'Credenziali Errate' })).toBeVisible();
  await logInHere(page, email, NEW_PASSWORD);
  await expect(page.getByText('Ciao, Giulia')).toBeVisible();
});

test('an old or made-up reset link is refused and offers a new one', async ({ page }) => {
  await page.goto(
    '/recover-password-confirm?e_mail=nessuno%40example.it&token=inventato1234567890abc',
  );
  await expect(page.getByRole('heading', { name: 'Link non valido' })).toBeVisible();
  await expect(page.getByRole('alert')).toContainText('Il link non è valido o è scaduto');
  await expect(page.getByLabel(/^Indirizzo email/)).toHaveValue('nessuno@example.it');
});

test("/Recupera-Password, the spec's recovery address, leads to the reset request", async ({
  page,
}) => {
  await page.goto('/Recupera-Password');
  await expect(page).toHaveURL(/\/reset-password-request$/);
  await expect(page.getByRole('heading', { name: 'Recupera la password' })).toBeVisible();
});
