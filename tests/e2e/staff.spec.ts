import { expectAccessible } from './axe';
import { answerServiceDialogs, failOnPageError, logIn, search, signOnAs } from './shop';
import { expect, test } from './test';

test.beforeEach(async ({ page }) => {
  failOnPageError(page);
});

test('staff sign on through the identity provider, act for Mario Rossi, add to his cart, and the audit shows it', async ({
  page,
  claimShopper,
}) => {
  test.slow();
  // A Mario Rossi of the test's own: the pool holds many, so the staff look him up by e-mail.
  const customer = claimShopper('cliente');
  await signOnAs(page, 'Chiara Verdi');
  await page.getByRole('link', { name: 'Cerca clienti' }).click();
  await expect(page.getByRole('heading', { name: 'Cerca clienti', level: 1 })).toBeVisible();
  await page.getByLabel('Nome, cognome, e-mail o codice fiscale').fill(customer.email);
  await page.getByRole('button', { name: 'Cerca', exact: true }).click();
  await expect(page).toHaveURL((url) => url.searchParams.get('q') === customer.email);
  await page.getByRole('button', { name: 'Agisci come Mario Rossi' }).click();

  // The shop opens as the customer, with the card on every page.
  await expect(page).toHaveURL(/\/$/);
  const card = page.getByRole('complementary', { name: 'Agisci per conto di un cliente' });
  await expect(card).toContainText('Sei loggato come Mario Rossi');

  await search(page, 'acqua');
  await page
    .getByRole('button', { name: /^Aggiungi al carrello: / })
    .first()
    .click();
  await answerServiceDialogs(page);
  await expect(card).toContainText('Sei loggato come Mario Rossi');

  // 'Esci' gives the customer back: the customer search again, as the staff user.
  await card.getByRole('button', { name: 'Esci' }).click();
  await expect(page).toHaveURL(/\/admin\/clienti/);
  await expect(card).toBeHidden();

  await page.goto('/userboard');
  await page.getByRole('link', { name: 'Registro attività' }).click();
  const audit = page.getByRole('table', { name: 'Registro attività' });
  await expect(audit).toBeVisible();
  const addRow = audit.getByRole('row').filter({ hasText: '/ebsn/api/cart/add' }).first();
  await expect(addRow).toContainText('chiara.verdi');
  await expect(addRow).toContainText('Mario Rossi');
  await expect(addRow).toContainText('Riuscita');
});

test('a customer who opens an admin page goes to the staff sign-on', async ({
  page,
  claimShopper,
}) => {
  await logIn(page, claimShopper('betatester'));
  await page.goto('/admin/clienti');
  await expect(page).toHaveURL(/\/userboard$/);
  await expect(page.getByRole('button', { name: 'Accedi con SSO' })).toBeVisible();
});

test('the backoffice sign-on refuses a wrong password in Italian, then signs on', async ({
  page,
}) => {
  await page.goto('/userboard');
  await page.getByLabel('Utente backoffice').fill('assistenza');
  await page.getByLabel('Password', { exact: true }).fill('Sbagliata1!');
  await page.getByRole('button', { name: 'Accedi al backoffice' }).click();
  await expect(page.getByRole('alert')).toHaveText('Credenziali Errate');
  await page.getByLabel('Password', { exact: true }).fill('Spesa2026!');
  await page.getByRole('button', { name: 'Accedi al backoffice' }).click();
  await expect(page.getByText('Ciao, Assistenza clienti')).toBeVisible();
});

test('the staff sign-on page has no serious accessibility violation', async ({ page }) => {
  await page.goto('/userboard');
  await expectAccessible(
    page,
    'the staff sign-on',
    page.getByRole('button', { name: 'Accedi con SSO' }),
  );
});
