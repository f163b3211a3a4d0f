/**
 * `/address-discovery` in the browser (issue 17): a visitor types a served town and sees the
 * stores and lockers nearby with distance and hours and company delivery; a town of a province
 * not served gets the spec's message with the nearest served store; the browser's position is
 * used when allowed and a refusal says so; 'Inizia la spesa' asks a visitor to log in and then
 * opens the address choice; axe on a phone and a laptop. No request leaves the shop.
 */
import { expectAccessible } from './axe';
import { failOnPageError, logIn, openHome, openWithApp, PASSWORD } from './shop';
import { expect, test, type Page } from './test';
import { tapOnceSettled } from './layout';

const BERGAMO = { latitude: 45.6947, longitude: 9.6701 };

test.beforeEach(async ({ page }) => {
  failOnPageError(page);
});

/** Fails the test on any request to another host (no map tiles, no geocoding service). */
function onlyTheShop(page: Page, baseURL: string | undefined) {
  const outside: string[] = [];
  page.on('request', (request) => {
    const url = request.url();
    if (!url.startsWith(baseURL ?? '') && !url.startsWith('data:')) outside.push(url);
  });
  return outside;
}

async function searchFor(page: Page, text: string) {
  await page.getByRole('textbox', { name: 'Indirizzo, comune o CAP' }).fill(text);
  await page.getByRole('button', { name: 'Cerca', exact: true }).click();
}

test('a served town shows the stores and lockers nearby with distance and hours, and company delivery', async ({
  page,
  baseURL,
}) => {
  const outside = onlyTheShop(page, baseURL);
  await openHome(page);
  // From the footer's menu.
  await tapOnceSettled(page.getByRole('contentinfo').getByRole('link', { name: 'Dove arriviamo' }));
  await expect(page).toHaveURL(/\/address-discovery$/);
  const title = page.getByRole('heading', { level: 1, name: 'Scopri i servizi nella tua zona' });
  await expect(title).toBeVisible();
  await expectAccessible(page, 'the address discovery', title);

  await searchFor(page, 'Via Italia 10, 20900 Monza');
  await expect(page.getByRole('heading', { name: 'I servizi per Monza (MB)' })).toBeVisible();
  const stores = page.getByRole('region', { name: 'Ritiro in negozio' });
  await expect(stores.getByText('Monza Borgazzi')).toBeVisible();
  await expect(stores.getByText(/^a \d+,\d km$/).first()).toBeVisible();
  await expect(stores.getByText('Orari: lun–sab 09:00–20:00').first()).toBeVisible();
  const lockers = page.getByRole('region', { name: 'Ritiro al locker' });
  await expect(lockers.getByText('Locker Monza Stazione')).toBeVisible();
  await expect(lockers.getByText('Orari: lun–sab 08:00–20:00').first()).toBeVisible();
  await expect(
    page
      .getByRole('region', { name: 'Consegna in azienda' })
      .getByText(
        'La consegna in azienda arriva qui: la spesa parte dal Polo logistico Milano - Pero.',
      ),
  ).toBeVisible();
  await expectAccessible(
    page,
    'the services found',
    page.getByRole('button', { name: 'Inizia la spesa' }),
  );
  expect(outside).toEqual([]);
});

test('a town not served gets the spec message with the nearest served store, whose services can be seen', async ({
  page,
}) => {
  await openWithApp(page, '/address-discovery');
  await searchFor(page, 'Corso Strada Nuova 65, Pavia');
  const alert = page.getByRole('alert');
  await expect(alert).toContainText("L'indirizzo inserito non è coperto dal servizio.");
  await expect(alert).toContainText(
    /Il punto servito più vicino è il negozio Milano Lorenteggio a Milano, a \d+ km\./,
  );
  await expectAccessible(page, 'an address not covered', alert);
  await alert.getByRole('button', { name: 'Vedi i servizi di Milano' }).click();
  await expect(page.getByRole('heading', { name: 'I servizi per Milano (MI)' })).toBeVisible();
  await expect(page.getByText('Milano Lorenteggio')).toBeVisible();
});

test('a text naming no town of Lombardy, and an empty one, say so in Italian', async ({ page }) => {
  await openWithApp(page, '/address-discovery');
  await page.getByRole('button', { name: 'Cerca', exact: true }).click();
  await expect(
    page.getByText('Scrivi un indirizzo, un comune o un CAP', { exact: true }),
  ).toBeVisible();
  await searchFor(page, 'Via del Corso 1, Roma');
  await expect(page.getByRole('alert')).toHaveText(
    'Non troviamo questo indirizzo in Lombardia: prova con il comune o il CAP.',
  );
});

test("'Inizia la spesa' asks a visitor to log in, then opens the address choice", async ({
  page,
  claimShopper,
}) => {
  await openWithApp(page, '/address-discovery');
  await searchFor(page, 'Bergamo');
  await page.getByRole('button', { name: 'Inizia la spesa' }).click();
  const login = page.getByRole('dialog', { name: 'Accedi' });
  await expect(login).toBeVisible();
  await login.getByLabel('Indirizzo email').fill(claimShopper('cliente').email);
  await login.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await login.getByRole('button', { name: 'Accedi', exact: true }).click();
  await expect(login).toBeHidden();
  await expect(page.getByRole('dialog', { name: 'Dove vuoi ricevere la spesa?' })).toBeVisible();
});

test("a logged-in shopper's 'Inizia la spesa' opens the address choice at once", async ({
  page,
  claimShopper,
}) => {
  await logIn(page, claimShopper('cliente'));
  await openWithApp(page, '/address-discovery');
  await searchFor(page, 'Como');
  await expect(page.getByRole('heading', { name: 'I servizi per Como (CO)' })).toBeVisible();
  await page.getByRole('button', { name: 'Inizia la spesa' }).click();
  await expect(page.getByRole('dialog', { name: 'Dove vuoi ricevere la spesa?' })).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Accedi' })).toHaveCount(0);
});

test.describe('with the position allowed', () => {
  test.use({ geolocation: BERGAMO, permissions: ['geolocation'] });

  test("'Usa la mia posizione' shows the services near the visitor", async ({ page }) => {
    await openWithApp(page, '/address-discovery');
    await page.getByRole('button', { name: 'Usa la mia posizione' }).click();
    await expect(page.getByRole('heading', { name: 'I servizi per Bergamo (BG)' })).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Ritiro in negozio' }).getByText('Bergamo Borgo Palazzo'),
    ).toBeVisible();
  });
});

test.describe('with the position refused', () => {
  test.use({ permissions: [] });

  test('a refused position says so and the typed form keeps working', async ({ page, context }) => {
    await context.clearPermissions();
    await openWithApp(page, '/address-discovery');
    await page.getByRole('button', { name: 'Usa la mia posizione' }).click();
    await expect(page.getByRole('alert')).toContainText(
      /Non hai consentito l'accesso alla tua posizione|Non riusciamo a trovare la tua posizione/,
    );
    await searchFor(page, 'Lecco');
    await expect(page.getByRole('heading', { name: 'I servizi per Lecco (LC)' })).toBeVisible();
  });
});
