/**
 * Becoming a customer and looking after the account, as a shopper does it: the e-mails arrive at
 * the test's own SMTP server (tests/e2e/mail-catcher.ts) and their links are followed. The new
 * visitor registers an address of its own; the password, e-mail, two-factor and deletion journeys
 * each change a seeded shopper of their own (tests/e2e/shoppers.ts), so they run side by side.
 */
import { fiscalCodeCheckLetter } from '../../src/domain/fiscal-code';
import { failOnPageError, logIn, nextTotpCode, PASSWORD } from './shop';
import { expect, test, type Page, type Shopper } from './test';
import { tapOnceSettled } from './layout';

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

test.beforeEach(({ page }) => failOnPageError(page));

/** What the header says to `shopper` once logged in. */
const greetingOf = (shopper: Shopper) => `Ciao, ${shopper.firstName}`;

/** Logs `shopper` in and opens `section` of the personal area from its menu. */
async function openPersonalArea(page: Page, shopper: Shopper, section: string) {
  await logIn(page, shopper);
  await page.getByRole('link', { name: 'Area personale' }).first().click();
  await expect(page.getByRole('heading', { name: 'Area personale' })).toBeVisible();
  await page.getByRole('link', { name: section }).first().click();
}

test('a new visitor registers, confirms by e-mail and fills the personal area', async ({
  page,
}) => {
  // A whole journey (the registration, its e-mail, four sections of the personal area): about
  // 55 s beside another worker on a slow machine, too close to the usual minute.
  test.slow();
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

  // 'Il mio profilo': a phone in a foreign format is refused on the form, an Italian one saved.
  await page.getByRole('link', { name: 'Area personale' }).first().click();
  await expect(page.getByRole('heading', { name: 'Area personale' })).toBeVisible();
  await expect(page.getByText('Giulia Bianchi')).toBeVisible();
  await expect(page.getByText('Nessun ordine in corso.')).toBeVisible();
  await page.getByRole('link', { name: 'Il mio profilo' }).first().click();
  await expect(page).toHaveURL(/\/profile\/profile-update$/);
  await expect(page.getByLabel(/^Codice fiscale/)).toHaveValue(FISCAL_CODE);
  await page.getByLabel(/^Telefono/).fill('+44 20 7946 0958');
  await page.getByRole('button', { name: 'Salva i dati' }).click();
  await expect(page.getByText('Digitare un numero di telefono valido')).toBeVisible();
  await page.getByLabel(/^Telefono/).fill('333 1234567');
  await page.getByRole('button', { name: 'Salva i dati' }).click();
  await expect(page).toHaveURL(/\/profile\/profile-updated$/);
  await expect(
    page.getByRole('status').filter({ hasText: 'I tuoi dati sono stati salvati.' }),
  ).toBeVisible();
  // Its other infos: a household of 25 is refused, 3 and the evening are saved.
  await page.getByRole('link', { name: 'Torna a Il mio profilo' }).click();
  await expect(page.getByLabel(/^Telefono/)).toHaveValue('333 1234567');
  await page.getByLabel(/^Persone in famiglia/).fill('25');
  await page.getByRole('button', { name: 'Salva le informazioni' }).click();
  await expect(page.getByText('Indicare un numero da 1 a 20')).toBeVisible();
  await page.getByLabel(/^Persone in famiglia/).fill('3');
  await page.getByLabel(/^Quando possiamo chiamarti/).selectOption('sera');
  await page.getByRole('button', { name: 'Salva le informazioni' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Informazioni salvate.' })).toBeVisible();

  // 'I miei indirizzi': a home address added in 'Dettaglio indirizzo', over the list.
  await page.getByRole('link', { name: 'I miei indirizzi' }).first().click();
  await expect(page.getByText('Non hai ancora indirizzi di consegna.')).toBeVisible();
  await page.getByRole('link', { name: 'Aggiungi indirizzo' }).click();
  await expect(page).toHaveURL(/\/profile\/addresses\/manage$/);
  const detail = page.getByRole('dialog', { name: 'Dettaglio indirizzo' });
  await detail.getByLabel(/^Nome dell'indirizzo/).fill('Ufficio');
  await detail.getByLabel(/^Via/).fill('Via Paleocapa');
  await detail.getByLabel(/^Numero civico/).fill('5');
  await detail.getByLabel(/^Comune/).fill('Bergamo');
  await detail.getByLabel(/^CAP/).fill('241');
  await detail.getByRole('button', { name: 'Salva indirizzo' }).click();
  await expect(detail.getByText('Il CAP deve essere di 4 o 5 cifre')).toBeVisible();
  await detail.getByLabel(/^CAP/).fill('24122');
  await detail.getByRole('button', { name: 'Salva indirizzo' }).click();
  await expect(page).toHaveURL(/\/profile\/addresses$/);
  await expect(detail).toBeHidden();
  await expect(page.getByRole('list', { name: 'I miei indirizzi' })).toContainText(
    'Via Paleocapa 5, 24122 Bergamo',
  );

  // 'Dati di fatturazione': a company with a wrong VAT check digit is refused, then saved.
  await page.getByRole('link', { name: 'Dati di fatturazione' }).first().click();
  await page.getByRole('button', { name: 'Aggiungi dati di fatturazione' }).click();
  const billing = page.getByRole('dialog', { name: 'Dati di fatturazione' });
  await billing.getByRole('radio', { name: 'Azienda' }).check();
  await billing.getByLabel(/^Ragione sociale/).fill('Bianchi Consulenze S.r.l.');
  await billing.getByLabel(/^Partita IVA/).fill('01234567891');
  await billing.getByLabel(/^Codice SDI/).fill('M5UXCR1');
  await billing.getByLabel(/^Via/).fill('Via Paleocapa');
  await billing.getByLabel(/^Numero civico/).fill('5');
  await billing.getByLabel(/^CAP/).fill('24122');
  await billing.getByLabel(/^Comune/).fill('Bergamo');
  await billing.getByLabel(/^Provincia/).fill('BG');
  await billing.getByRole('button', { name: 'Salva i dati di fatturazione' }).click();
  await expect(billing.getByText('Partita IVA non valida: controlla le cifre')).toBeVisible();
  await billing.getByLabel(/^Partita IVA/).fill('01234567897');
  await billing.getByRole('button', { name: 'Salva i dati di fatturazione' }).click();
  await expect(billing).toBeHidden();
  await expect(page.getByRole('list', { name: 'Dati di fatturazione' })).toContainText(
    'Bianchi Consulenze S.r.l.',
  );

  // 'Privacy e consensi': the accepted terms stay locked, marketing is given and saved.
  await page.getByRole('link', { name: 'Privacy e consensi' }).first().click();
  await expect(
    page.getByRole('checkbox', { name: /^Condizioni generali di vendita/ }),
  ).toBeDisabled();
  const marketing = page.getByRole('checkbox', { name: 'Comunicazioni commerciali (marketing)' });
  await expect(marketing).not.toBeChecked();
  await marketing.check();
  await page.getByRole('button', { name: 'Salva le preferenze' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Preferenze salvate.' })).toBeVisible();
  await page.reload();
  await expect(marketing).toBeChecked();
});

test('a shopper changes the password, is logged out everywhere, and sets a new one from an e-mailed link', async ({
  page,
  claimShopper,
}) => {
  const shopper = claimShopper('cliente');
  // The personal area's 'Aggiorna password'.
  await openPersonalArea(page, shopper, 'Aggiorna password');
  await expect(page).toHaveURL(/\/profile\/update-password$/);
  await page.getByLabel(/^Password attuale/).fill('Sbagliata-2026');
  await page.getByLabel(/^Nuova password/).fill('Mozzarella-2026');
  await page.getByLabel(/^Conferma la nuova password/).fill('Mozzarella-2026');
  await page.getByRole('button', { name: 'Aggiorna password' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'La password attuale non è corretta' }),
  ).toBeVisible();
  await page.getByLabel(/^Password attuale/).fill(PASSWORD);
  await page.getByRole('button', { name: 'Aggiorna password' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Password aggiornata' })).toBeVisible();
  // Out on every device, this one included.
  await page.getByRole('button', { name: 'Esci da tutti i dispositivi' }).click();
  await expect(page.getByRole('button', { name: 'Accedi' }).first()).toBeVisible();

  await page.goto('/login');
  await page.getByRole('link', { name: 'Hai dimenticato la password?' }).click();
  await expect(page).toHaveURL(/\/reset-password-request$/);
  // The login's form (which has an 'Indirizzo email' too) stays until the new page is there.
  await expect(page.getByRole('heading', { level: 1, name: 'Recupera la password' })).toBeVisible();
  await page.getByLabel(/^Indirizzo email/).fill(shopper.email);
  await page.getByRole('button', { name: 'Invia il link' }).click();
  await expect(page).toHaveURL(/\/reset-password-sent\?email=/);

  await page.goto(await linkOfMail(page, shopper.email, 1, '/recover-password-confirm'));
  await expect(page.getByRole('heading', { name: 'Scegli una nuova password' })).toBeVisible();
  await page.getByLabel(/^Nuova password/).fill(NEW_PASSWORD);
  await page.getByLabel(/^Conferma password/).fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Salva la nuova password' }).click();
  await expect(page).toHaveURL(/\/reset-password-completed$/);
  await expect(page.getByRole('heading', { name: 'Password aggiornata' })).toBeVisible();

  await logInHere(page, shopper.email, 'Mozzarella-2026');
  await expect(page.getByRole('alert').filter({ hasText: 'Credenziali Errate' })).toBeVisible();
  await logInHere(page, shopper.email, NEW_PASSWORD);
  await expect(page.getByText(greetingOf(shopper))).toBeVisible();
});

test('a shopper changes the e-mail with a link sent to the new address, and logs in with it', async ({
  page,
  claimShopper,
}) => {
  const shopper = claimShopper('cliente');
  // The e-mail change: a link to the new address, opened on this device, changes the login.
  const newEmail = `nuova.${shopper.email}`;
  await openPersonalArea(page, shopper, 'Il mio profilo');
  await expect(page).toHaveURL(/\/profile\/profile-update$/);
  await page.getByLabel(/^Nuovo indirizzo email/).fill(shopper.email.toUpperCase());
  await page.getByRole('button', { name: 'Cambia e-mail' }).click();
  await expect(
    page.getByText("Il nuovo indirizzo e-mail è uguale a quello dell'account"),
  ).toBeVisible();
  await page.getByLabel(/^Nuovo indirizzo email/).fill(newEmail);
  await page.getByRole('button', { name: 'Cambia e-mail' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'apri il link' })).toBeVisible();
  await page.goto(await linkOfMail(page, newEmail, 1, '/email-confirmed'));
  await expect(page).toHaveURL(/\/profile\/email-updated$/);
  await expect(page.getByRole('heading', { name: 'E-mail aggiornata' })).toBeVisible();
  await page.getByRole('button', { name: 'Esci' }).click();
  await page.goto('/login');
  await logInHere(page, shopper.email, PASSWORD);
  await expect(page.getByRole('alert').filter({ hasText: 'Credenziali Errate' })).toBeVisible();
  await logInHere(page, newEmail, PASSWORD);
  await expect(page.getByText(greetingOf(shopper))).toBeVisible();
});

test('a shopper turns on two-factor, gets in once with a recovery code, and deletes the account by an e-mailed link', async ({
  page,
  claimShopper,
}) => {
  // A whole journey: 50-55 s beside another worker on a slow machine, too close to the minute.
  test.slow();
  const shopper = claimShopper('cliente');
  // 'Verifica in due passaggi': the secret of the QR code, its first code, the recovery codes;
  // then the login asks a code, and a recovery code lets the shopper in once.
  await openPersonalArea(page, shopper, 'Verifica in due passaggi');
  await page.getByRole('button', { name: 'Attiva la verifica in due passaggi' }).click();
  await expect(
    page.getByRole('img', { name: "Codice QR per l'app di autenticazione" }),
  ).toBeVisible();
  const secret = (await page.locator('code').first().textContent()) ?? '';
  await page.getByLabel(/^Codice a 6 cifre/).fill('12345');
  await page.getByRole('button', { name: 'Conferma' }).click();
  await expect(page.getByText('Il codice di verifica deve essere di 6 cifre')).toBeVisible();
  await page.getByLabel(/^Codice a 6 cifre/).fill(nextTotpCode(shopper.email, secret));
  await page.getByRole('button', { name: 'Conferma' }).click();
  const codes = page.getByRole('list', { name: 'Codici di recupero' }).getByRole('listitem');
  await expect(codes).toHaveCount(10);
  const recoveryCode = (await codes.first().textContent()) ?? '';
  await page.getByRole('button', { name: 'Ho salvato i codici' }).click();
  await expect(page.getByText(/Codici di recupero ancora validi: 10/)).toBeVisible();
  await page.getByRole('button', { name: 'Esci' }).click();
  await page.goto('/login');
  await logInHere(page, shopper.email, PASSWORD);
  await page.getByLabel('Codice di verifica').fill(recoveryCode);
  await page.getByRole('button', { name: 'Verifica', exact: true }).click();
  await expect(page.getByText(greetingOf(shopper))).toBeVisible();

  // 'Elimina il mio account': a link by e-mail, the last question, and the account is gone.
  await page.getByRole('link', { name: 'Area personale' }).first().click();
  await page.getByRole('link', { name: 'Elimina il mio account' }).first().click();
  await page.getByRole('button', { name: "Invia il link per eliminare l'account" }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'apri il link entro 30 minuti' }),
  ).toBeVisible();
  await page.goto(await linkOfMail(page, shopper.email, 1, '/profile/delete-account'));
  // Tapped once the header has the shopper (a header that changes as the page comes in can move
  // the button between the press and the release, and the click then reaches nothing).
  await expect(page.getByText(greetingOf(shopper))).toBeVisible();
  await tapOnceSettled(page.getByRole('button', { name: 'Elimina definitivamente' }));
  await expect(page).toHaveURL(/\/$/);
  // Home says it in a toast; the deletion page, with the same words, may be still on its way out.
  await expect(
    page.getByRole('alert').filter({ hasText: 'Il tuo account è stato eliminato.' }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Accedi' }).first()).toBeVisible();
  await page.goto('/login');
  await logInHere(page, shopper.email, PASSWORD);
  await expect(page.getByRole('alert').filter({ hasText: 'Credenziali Errate' })).toBeVisible();
});

test('an e-mail change link that is made up is refused, and nothing changes', async ({ page }) => {
  await page.goto('/email-confirmed?e_mail=nessuno%40example.it&token=inventato1234567890abc');
  await expect(page.getByRole('alert')).toContainText('Il link non è valido o è scaduto');
  await expect(page.getByText("L'indirizzo e-mail è stato aggiornato")).toHaveCount(0);
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
