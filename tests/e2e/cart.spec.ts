import { LAPTOP, PHONE } from './axe';
import { chooseFirstAvailableSlot, failOnPageError, logIn, PASSWORD, search } from './shop';
import { expect, test, type Page, type Request } from './test';

test.beforeEach(async ({ page }) => {
  failOnPageError(page);
});

async function logInThroughDialog(page: Page, email: string) {
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Indirizzo email').fill(email);
  await dialog.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Accedi', exact: true }).click();
}

test('a logged-out shopper adds a product: login, store, slot, options, then the cart line', async ({
  page,
  claimShopper,
}) => {
  // Login, three dialogs and the cart: a long flow, slower still on a loaded machine.
  test.slow();
  await page.goto('/');
  await search(page, 'orata');
  const addButtons = page.getByRole('button', { name: /^Aggiungi al carrello: Orata / });
  await addButtons.first().click();

  // Login first: the gate opens the login dialog.
  await logInThroughDialog(page, claimShopper('betatester').email);

  // Then where: the address dialog; the shopper looks for a pickup store.
  const addressDialog = page.getByRole('dialog', { name: 'Dove vuoi ricevere la spesa?' });
  await expect(addressDialog).toBeVisible();
  await addressDialog.getByRole('button', { name: 'Cerca un negozio' }).click();
  const storeDialog = page.getByRole('dialog', { name: 'Scegli il negozio' });
  await storeDialog.getByRole('textbox').fill('Como');
  await storeDialog.getByRole('button', { name: /Como/ }).first().click();
  const pickupDialog = page.getByRole('dialog', { name: /^Punti di ritiro di / });
  await pickupDialog
    .getByRole('button', { name: /^Scegli / })
    .first()
    .click();

  // Then when: setting the address prompts for a slot.
  const slotDialog = page.getByRole('dialog', { name: 'Scegli la fascia oraria' });
  await expect(slotDialog.getByText('Disponibile', { exact: true }).first()).toBeVisible();
  await chooseFirstAvailableSlot(slotDialog);
  await expect(slotDialog).toBeHidden();

  // Then the product's options, before the add.
  const optionsDialog = page.getByRole('dialog', { name: /^Orata / });
  const submit = optionsDialog.getByRole('button', { name: 'Aggiungi al carrello' });
  await expect(submit).toBeDisabled();
  await expect(optionsDialog.getByText('È necessario selezionare tutte le opzioni')).toBeVisible();
  await optionsDialog.getByRole('radio', { name: 'Eviscerato' }).check();
  await submit.click();
  await expect(page.getByText('Prodotto aggiunto al carrello')).toBeVisible();

  // The line is in the cart, with its option, its store and its slot.
  await page.getByRole('button', { name: 'Carrello', exact: true }).click();
  const drawer = page.getByRole('dialog', { name: 'Carrello' });
  const lines = drawer.getByRole('list', { name: 'Prodotti nel carrello' }).getByRole('listitem');
  await expect(lines).toHaveCount(1);
  await expect(lines.first()).toContainText('Orata');
  await expect(lines.first()).toContainText('Pulizia: Eviscerato');
  await expect(drawer.getByText('Ritiro in negozio')).toBeVisible();
  await expect(drawer.getByText(/\d\d:\d\d - \d\d:\d\d/)).toBeVisible();

  // The stepper of a Sfuso line steps by its weight step.
  const quantity = lines.first().getByRole('button', { name: /^Quantità .* kg, modifica$/ });
  const before = await quantity.getAttribute('aria-label');
  await lines.first().getByRole('button', { name: 'Aumenta quantità' }).click();
  await expect(quantity).not.toHaveAttribute('aria-label', before ?? '');
  await expect(lines.first().getByRole('button', { name: 'Aumenta quantità' })).toBeEnabled();
});

test('a logged-in shopper removes a line and empties the cart', async ({ page, claimShopper }) => {
  // A login (with its bot check), an add through the service dialogs and three cart changes:
  // near 30 s on a loaded machine.
  test.slow();
  await logIn(page, claimShopper('cliente'));

  await search(page, 'latte');
  await page
    .getByRole('button', { name: /^Aggiungi al carrello: / })
    .first()
    .click();
  // This shopper has not chosen yet: the first tab's first address, then the first free slot
  // from tomorrow.
  const addressDialog = page.getByRole('dialog', { name: 'Dove vuoi ricevere la spesa?' });
  await addressDialog
    .getByRole('button', { name: /^Scegli / })
    .first()
    .click();
  await chooseFirstAvailableSlot(page.getByRole('dialog', { name: 'Scegli la fascia oraria' }));
  await expect(page.getByText('Prodotto aggiunto al carrello')).toBeVisible();
  // With the service chosen, an add is one call: the gate reads the cart the app holds.
  const cartCalls: string[] = [];
  const countCartCall = (request: Request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/ebsn/api/cart/'))
      cartCalls.push(`${request.method()} ${url.pathname}`);
  };
  page.on('request', countCartCall);
  await page
    .getByRole('button', { name: /^Aggiungi al carrello: / })
    .nth(1)
    .click();
  await expect(page.getByText('Prodotto aggiunto al carrello').first()).toBeVisible();
  page.off('request', countCartCall);
  expect(cartCalls).toEqual(['POST /ebsn/api/cart/add']);

  // On a phone the toast stood over the drawer's 'Vai alla cassa': the open cart takes it away,
  // well before its 3 s are up.
  await page.setViewportSize(PHONE);
  await page.getByRole('button', { name: 'Carrello', exact: true }).click();
  const drawer = page.getByRole('dialog', { name: 'Carrello' });
  await expect(drawer).toBeVisible();
  await expect(page.getByText('Prodotto aggiunto al carrello')).toHaveCount(0, { timeout: 1500 });
  await drawer.getByRole('button', { name: 'Vai alla cassa' }).click({ trial: true });
  await page.setViewportSize(LAPTOP);
  const lines = drawer.getByRole('list', { name: 'Prodotti nel carrello' }).getByRole('listitem');
  await expect(lines).toHaveCount(2);
  await expect(drawer.getByText('2 prodotti')).toBeVisible();

  // Removing asks No / Yes.
  await lines
    .first()
    .getByRole('button', { name: /^Rimuovi / })
    .click();
  await expect(drawer.getByText('Rimuovere il prodotto dal carrello?')).toBeVisible();
  await drawer.getByRole('button', { name: 'Sì' }).click();
  await expect(lines).toHaveCount(1);

  // Emptying asks 'Sei sicuro di voler svuotare il carrello?'.
  await drawer.getByRole('button', { name: 'Svuota carrello' }).click();
  await expect(drawer.getByText('Sei sicuro di voler svuotare il carrello?')).toBeVisible();
  await drawer.getByRole('button', { name: 'Sì' }).click();
  await expect(drawer.getByText('Il carrello è vuoto.')).toBeVisible();
  await expect(drawer.getByRole('button', { name: 'Svuota carrello' })).toBeDisabled();
});
