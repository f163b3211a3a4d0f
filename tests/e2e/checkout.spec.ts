import { DEMO_VOUCHER } from '../../server/db/gift-seed';
import { LAPTOP, PHONE } from './axe';
import { boxOf, expectNothingCut } from './layout';
import { cartAtCheckout, failOnPageError, orderPrepared, payWith } from './shop';
import { expect, test } from './test';

/**
 * The demo customer himself, not a copy from the pool: the friend voucher AMICO5 is assigned to
 * this account alone (server/db/gift-seed.ts). No other browser test logs in as him, so his cart,
 * address and orders are this test's.
 */
const VOUCHER_HOLDER = { email: DEMO_VOUCHER.email, mfaSecret: null };

test.beforeEach(async ({ page }) => {
  failOnPageError(page);
});

test('the customer applies a gift code, accepts the rules, pays and sees the order confirmed', async ({
  page,
}) => {
  // Two hosted payments and the order page: a long flow, slower still on a loaded machine.
  test.slow();
  await cartAtCheckout(page, VOUCHER_HOLDER);

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

  // The rules must be accepted before paying; they can be read in a new tab first.
  await page.getByRole('button', { name: 'Vai al pagamento' }).click();
  await expect(page.getByText('È necessario accettare le condizioni di vendita')).toBeVisible();
  const rulesTab = page.waitForEvent('popup');
  await page.getByRole('link', { name: /^Leggi le condizioni di vendita/ }).click();
  const rules = await rulesTab;
  await expect(rules).toHaveURL(/\/page\/condizioni-di-vendita$/);
  await expect(
    rules.getByRole('heading', { level: 1, name: 'Condizioni di vendita' }),
  ).toBeVisible();
  // The content page's HTML wraps its lines: a text match (not a pattern) ignores that.
  await expect(rules.getByText('più il 30% della parte a peso variabile')).toBeVisible();
  await rules.close();
  await page.getByLabel('Ho letto e accetto le condizioni di vendita').check();
  await page.getByRole('button', { name: 'Vai al pagamento' }).click();

  // On a phone the card's expiry and CVC fields stand on one line (the longer label wraps).
  await page.setViewportSize(PHONE);
  const expiry = await boxOf(page.getByLabel('Scadenza (MM/AA)'));
  const cvc = await boxOf(page.getByLabel('CVC'));
  expect.soft(expiry.y).toBeCloseTo(cvc.y, 0);
  await page.setViewportSize(LAPTOP);
  await payWith(page, '4242 4242 4242 4242');
  await expect(page).toHaveURL(/\/cart\/payment-completed\/\d+$/);
  await expect(page.getByRole('heading', { name: 'Ordine confermato' })).toBeVisible();
  const orderId = page.url().split('/').pop() ?? '';

  // The order is in 'I miei ordini'.
  await page.goto('/profile/orders');
  const orders = page.getByRole('list', { name: 'I miei ordini' });
  await expect(orders.getByRole('link', { name: `Ordine ${orderId}` })).toBeVisible();
  // On a phone each order's status shows whole (it was cut to 'ORDI…' beside the date).
  await page.setViewportSize(PHONE);
  await expectNothingCut(orders, "'I miei ordini' on a phone");
  await page.setViewportSize(LAPTOP);
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
  await orderPrepared(page);
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
  claimShopper,
}) => {
  // A whole journey: 50-55 s beside another worker on a slow machine, too close to the minute.
  test.slow();
  // Two hosted payments and the order page: a long flow, slower still on a loaded machine.
  test.slow();
  await cartAtCheckout(page, claimShopper('betatester'));
  // The shopper's choices: no bags, a note for the shop, the invoice, alternatives accepted.
  await page.getByLabel('Nessun sacchetto').check();
  await expect(page.getByText('Sacchetti', { exact: true })).toBeHidden();
  // The choice prepares the order again; the checkout takes the next choices once it is prepared.
  await orderPrepared(page);
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
