import { expect, test, type Locator, type Page } from './test';

/** The demo accounts' password (README). */
const PASSWORD = 'Spesa2026!';

test.beforeEach(async ({ page }) => {
  page.on('pageerror', (error) => {
    throw error;
  });
});

/** Logs in, fills the cart with one product at the first pickup point and slot, opens the checkout. */
async function cartAtCheckout(page: Page, email: string) {
  await page.goto('/login');
  await page.getByLabel('Indirizzo email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Accedi', exact: true }).last().click();
  await expect(page).toHaveURL(/\/$/);

  await page.getByRole('searchbox', { name: 'Cerca prodotti' }).fill('pasta');
  await page.getByRole('searchbox', { name: 'Cerca prodotti' }).press('Enter');
  await page
    .getByRole('button', { name: /^Aggiungi al carrello: / })
    .first()
    .click();
  await answerServiceDialogs(page);

  await page.getByRole('button', { name: 'Carrello', exact: true }).click();
  await page.getByRole('button', { name: 'Vai alla cassa' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByRole('heading', { name: 'Concludi ordine' })).toBeVisible();
}

/**
 * After an add, the gate asks only for what the shopper's cart lacks (other tests may already have
 * chosen an address and a slot for the same demo account): answers each dialog that appears, with
 * the first address and the first available slot, until the product is added.
 */
async function answerServiceDialogs(page: Page) {
  const addressDialog = page.getByRole('dialog', { name: 'Dove vuoi ricevere la spesa?' });
  const slotDialog = page.getByRole('dialog', { name: 'Scegli la fascia oraria' });
  const added = page.getByText('Prodotto aggiunto al carrello').first();
  for (;;) {
    await expect(addressDialog.or(slotDialog).or(added).first()).toBeVisible();
    if (await added.isVisible()) return;
    if (await addressDialog.isVisible()) {
      await addressDialog
        .getByRole('button', { name: /^Scegli / })
        .first()
        .click();
      await expect(addressDialog).toBeHidden();
    } else {
      await chooseFirstAvailableSlot(slotDialog);
      await expect(slotDialog).toBeHidden();
    }
  }
}

/** The first available slot, looking day by day (products in the cart may lock some days). */
async function chooseFirstAvailableSlot(slotDialog: Locator) {
  const available = slotDialog.getByRole('button', {
    name: /^\d\d:\d\d - \d\d:\d\d, Disponibile/,
  });
  const days = slotDialog.getByRole('tab');
  await expect(days.first()).toBeVisible();
  for (let day = 0; day < (await days.count()); day += 1) {
    await days.nth(day).click();
    if ((await available.count()) > 0) {
      await available.first().click();
      return;
    }
  }
  throw new Error('No available slot in the next days');
}

async function payWith(page: Page, cardNumber: string) {
  await expect(page).toHaveURL(/\/payment-gateway\/pay\//);
  await page.getByLabel('Titolare della carta').fill('Mario Rossi');
  await page.getByLabel('Numero della carta').fill(cardNumber);
  await page.getByLabel('Scadenza (MM/AA)').fill('12/30');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: /^Paga / }).click();
}

test('the customer applies a gift code, accepts the rules, pays and sees the order confirmed', async ({
  page,
}) => {
  // Two hosted payments and the order page: a long flow, slower still on a loaded machine.
  test.slow();
  await cartAtCheckout(page, 'cliente@example.it');

  // A wrong code says so under the field; the assigned friend voucher applies.
  await page.getByLabel('Codice sconto').fill('NONESISTE');
  await page.getByRole('button', { name: 'Applica' }).click();
  await expect(
    page.getByText(
      'Il codice sconto "NONESISTE" non è valido. Verifica di averlo scritto correttamente.',
    ),
  ).toBeVisible();
  await page.getByLabel('Codice sconto').fill('AMICO5');
  await page.getByRole('button', { name: 'Applica' }).click();
  await expect(page.getByRole('button', { name: 'Rimuovi il codice AMICO5' })).toBeVisible();
  await expect(page.getByText('Sconti')).toBeVisible();

  // The rules must be accepted before paying.
  await page.getByRole('button', { name: 'Vai al pagamento' }).click();
  await expect(page.getByText('È necessario accettare le condizioni di vendita')).toBeVisible();
  await page.getByLabel('Ho letto e accetto le condizioni di vendita').check();
  await page.getByRole('button', { name: 'Vai al pagamento' }).click();

  await payWith(page, '4242 4242 4242 4242');
  await expect(page).toHaveURL(/\/cart\/payment-completed\/\d+$/);
  await expect(page.getByRole('heading', { name: 'Ordine confermato' })).toBeVisible();
  const orderId = page.url().split('/').pop() ?? '';

  // The order is in 'I miei ordini'.
  await page.goto('/profile/orders');
  const orders = page.getByRole('list', { name: 'I miei ordini' });
  await expect(orders.getByRole('link', { name: `Ordine ${orderId}` })).toBeVisible();
  await orders.getByRole('link', { name: `Ordine ${orderId}` }).click();
  await expect(page.getByRole('heading', { name: `Ordine ${orderId}` })).toBeVisible();
  await expect(page.getByText('Ordinato', { exact: true }).first()).toBeVisible();

  // Modify: the warning on prices, the order back in the cart, one more piece, re-confirmed.
  await page.getByRole('button', { name: 'Modifica ordine' }).click();
  await expect(page.getByRole('alertdialog')).toContainText('i prodotti avranno i prezzi di oggi');
  await page.getByRole('button', { name: 'Sì' }).click();
  const drawer = page.getByRole('dialog', { name: 'Carrello' });
  await expect(drawer.getByText(`Stai modificando l'ordine ${orderId}`)).toBeVisible();
  await drawer.getByRole('button', { name: 'Aumenta quantità' }).first().click();
  await drawer.getByRole('button', { name: 'Vai alla cassa' }).click();
  await expect(page.getByText(`Modifica dell'ordine ${orderId}`)).toBeVisible();
  await page.getByLabel('Ho letto e accetto le condizioni di vendita').check();
  await page.getByRole('button', { name: 'Vai al pagamento' }).click();
  // One more piece raises the amount past the one authorised: it is authorised again on the card.
  await payWith(page, '4242 4242 4242 4242');
  await expect(page).toHaveURL(new RegExp(`/cart/payment-completed/${orderId}$`));
  await expect(page.getByRole('heading', { name: 'Ordine confermato' })).toBeVisible();

  // 'Vantaggi' shows the friend voucher used in the order.
  await page.goto('/profile/gifts');
  await page.getByLabel('Mostra anche i buoni usati e scaduti').check();
  await expect(page.getByRole('link', { name: `Usato nell'ordine ${orderId}` })).toBeVisible();

  // The same order, changed; from its page it is cancelled after the confirmation.
  await page.goto(`/profile/orders/${orderId}`);
  await expect(page.getByText('Ordinato', { exact: true }).first()).toBeVisible();
  await expect(page.getByText('Ordine in modifica')).toBeHidden();
  await page.getByRole('button', { name: 'Annulla ordine' }).click();
  await expect(page.getByText(`Annullare l'ordine ${orderId}?`)).toBeVisible();
  await page.getByRole('button', { name: 'Sì' }).click();
  await expect(page.getByText(`Ordine ${orderId} annullato`)).toBeVisible();
  await expect(page.getByText('Annullato', { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Annulla ordine' })).toBeHidden();
});

test('a declined card shows the retry path, and the retry pays the same order', async ({
  page,
  browser,
}) => {
  // Two hosted payments and the order page: a long flow, slower still on a loaded machine.
  test.slow();
  await cartAtCheckout(page, 'betatester@example.it');
  // The shopper's choices: no bags, a note for the shop, the invoice, alternatives accepted.
  await page.getByLabel('Nessun sacchetto').check();
  await expect(page.getByText('Sacchetti', { exact: true })).toBeHidden();
  await page.getByLabel('Note per il negozio').fill('Citofono Bianchi');
  // Leaving the field saves it; the loader overlay covers the page while the call is under way.
  await page.getByLabel('Note per il negozio').press('Tab');
  await expect(page.getByRole('status', { name: 'Caricamento in corso' })).toBeHidden();
  await page.getByLabel('Richiedo la fattura').check();
  await page
    .getByRole('checkbox', { name: /^Accetto un prodotto alternativo/ })
    .first()
    .check();
  await page.getByLabel('Ho letto e accetto le condizioni di vendita').check();
  await page.getByRole('button', { name: 'Vai al pagamento' }).click();

  await payWith(page, '4000 0000 0000 0002');
  await expect(page).toHaveURL(/\/cart\/payment-error\/\d+$/);
  const failedUrl = page.url();
  await expect(page.getByRole('alert')).toContainText('Pagamento non andato a buon fine');

  await page.getByRole('button', { name: 'Riprova il pagamento' }).click();
  await payWith(page, '4242 4242 4242 4242');
  const orderId = failedUrl.split('/').pop();
  await expect(page).toHaveURL(new RegExp(`/cart/payment-completed/${orderId}$`));
  await expect(page.getByRole('heading', { name: 'Ordine confermato' })).toBeVisible();

  // The order kept the choices.
  await page.goto(`/profile/orders/${orderId}`);
  await expect(page.getByText('Note per il negozio: Citofono Bianchi')).toBeVisible();
  await expect(page.getByText('Fattura richiesta')).toBeVisible();

  // A read-only link opens the order without login, e.g. for a colleague who collects it.
  await page.getByRole('button', { name: "Condividi l'ordine" }).click();
  const link = await page.getByLabel("Link all'ordine (sola lettura)").inputValue();
  const visitor = await browser.newPage();
  await visitor.goto(link);
  await expect(visitor.getByRole('heading', { name: `Ordine ${orderId}` })).toBeVisible();
  await expect(
    visitor.getByText('Ordine condiviso con te: lo vedi in sola lettura.'),
  ).toBeVisible();
  await expect(visitor.getByRole('button', { name: 'Annulla ordine' })).toBeHidden();
  await visitor.goto(link.replace(/token=[^&]+/, 'token=sbagliato'));
  await expect(visitor).toHaveURL(/\/not-found$/);
  await visitor.close();
});
