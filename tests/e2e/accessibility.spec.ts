/**
 * WCAG 2.2 AA in the browser (issue 11): axe finds no serious or critical violation on any page
 * or dialog a shopper goes through, on a phone (390x844) and on a laptop (1280x800); the phone
 * layout of the cart drawer, the time-slot dialog and the toasts is checked on the way.
 */
import { expectAccessible, PHONE } from './axe';
import { expectNothingCut } from './layout';
import {
  cartAtCheckout,
  chooseFirstAvailableSlot,
  failOnPageError,
  logIn,
  openWithApp,
  payWith,
  search,
} from './shop';
import { expect, test } from './test';

test.beforeEach(async ({ page }) => {
  failOnPageError(page);
});

test.describe('with the cookie banner shown', () => {
  test.use({ cookieChoice: 'none' });

  test('the catalogue pages and the category drawer', async ({ page }) => {
    test.slow();
    await openWithApp(page, '/');
    await expect(page.getByRole('region', { name: 'La tua scelta sui cookie' })).toBeVisible();
    await expectAccessible(page, 'Home', page.getByRole('article').first());

    await page.getByRole('button', { name: 'Categorie' }).click();
    const drawer = page.getByRole('dialog', { name: 'Categorie' });
    await expectAccessible(
      page,
      'the category drawer',
      drawer.getByText('Latticini e uova', { exact: true }),
      { dialogsOnly: true },
    );
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();

    await page.goto('/catalog/category/latticini-e-uova');
    await expectAccessible(page, 'a category page', page.getByRole('article').first());

    await page.goto('/catalog/search?query=parmigiano');
    await expectAccessible(page, 'the search page', page.getByRole('article').first());

    await page.getByRole('article').first().getByRole('link').first().click();
    await expect(page).toHaveURL(/\/catalog\/product\//);
    await expectAccessible(page, 'a product page', page.getByRole('heading', { level: 1 }));
  });
});

test('the service dialogs and the cart drawer', async ({ page, claimShopper }) => {
  // Login, three service dialogs and the cart, each state at two sizes.
  test.slow();
  await page.setViewportSize(PHONE);
  await logIn(page, claimShopper('mfa'));
  await search(page, 'pasta');
  await page
    .getByRole('button', { name: /^Aggiungi al carrello: / })
    .first()
    .click();

  // A shopper of its own starts with no address: the gate opens the address dialog.
  const addressDialog = page.getByRole('dialog', { name: 'Dove vuoi ricevere la spesa?' });
  await expectAccessible(page, 'the address dialog', addressDialog.getByRole('tab').first(), {
    dialogsOnly: true,
  });
  await addressDialog.getByRole('button', { name: 'Cerca un negozio' }).click();
  const storeDialog = page.getByRole('dialog', { name: 'Scegli il negozio' });
  await expectAccessible(page, 'the store dialog', storeDialog.getByRole('textbox'), {
    dialogsOnly: true,
  });
  await storeDialog.getByRole('textbox').fill('Como');
  await storeDialog.getByRole('button', { name: /Como/ }).first().click();
  const pickupDialog = page.getByRole('dialog', { name: /^Punti di ritiro di / });
  await pickupDialog
    .getByRole('button', { name: /^Scegli / })
    .first()
    .click();

  const slotDialog = page.getByRole('dialog', { name: 'Scegli la fascia oraria' });
  await expectAccessible(page, 'the time-slot dialog', slotDialog.getByRole('tab').first(), {
    dialogsOnly: true,
  });
  // On a phone every day is in sight, none hidden past the dialog's edge.
  await page.setViewportSize(PHONE);
  const days = slotDialog.getByRole('tab');
  expect(await days.count()).toBeGreaterThanOrEqual(6);
  for (const day of await days.all()) await expect.soft(day).toBeInViewport({ ratio: 1 });
  const tabList = slotDialog.getByRole('tablist');
  expect
    .soft(
      await tabList.evaluate((list) => list.scrollWidth <= list.clientWidth),
      'the day tabs fit the dialog',
    )
    .toBe(true);
  await chooseFirstAvailableSlot(slotDialog);
  await expect(slotDialog).toBeHidden();

  // The toast of the add goes when the cart drawer opens: nothing of the drawer or of its dialogs
  // is under it (cart.spec.ts checks the time it goes in).
  await expect(page.getByText('Prodotto aggiunto al carrello')).toBeVisible();
  const cartButton = page.getByRole('button', { name: 'Carrello', exact: true });
  await cartButton.click();
  const drawer = page.getByRole('dialog', { name: 'Carrello' });
  const changeAddress = drawer.getByRole('button', { name: 'Cambia indirizzo' });
  const changeSlot = drawer.getByRole('button', { name: 'Cambia orario' });
  const keepShopping = drawer.getByRole('button', { name: 'Continua la spesa' });
  await expect(keepShopping).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'Prodotto aggiunto' })).toHaveCount(0);
  await changeSlot.click();
  await expect(slotDialog.getByRole('tab').first()).toBeVisible();
  // Escape closes the dialog alone and gives the focus back to the button that opened it.
  await page.keyboard.press('Escape');
  await expect(slotDialog).toBeHidden();
  await expect(drawer).toBeVisible();
  await expect.soft(changeSlot).toBeFocused();

  // On a phone the drawer's buttons show their whole label.
  await expectAccessible(page, 'the cart drawer', keepShopping, { dialogsOnly: true });
  await page.setViewportSize(PHONE);
  for (const button of [changeAddress, changeSlot, keepShopping]) {
    await expectNothingCut(button, button.toString());
  }
  // Closing the drawer gives the focus back to the cart button.
  await keepShopping.focus();
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect.soft(cartButton).toBeFocused();
});

test('the checkout, the payment result, the orders list and an order page', async ({
  page,
  claimShopper,
}) => {
  // Login, an add, a hosted payment and the orders, each page at two sizes.
  test.slow();
  await cartAtCheckout(page, claimShopper('mfa'));
  await expectAccessible(
    page,
    'the checkout',
    page.getByRole('heading', { name: 'Concludi ordine' }),
  );

  await page.getByLabel('Ho letto e accetto le condizioni di vendita').check();
  await page.getByRole('button', { name: 'Vai al pagamento' }).click();
  await payWith(page, '4242 4242 4242 4242');
  await expect(page).toHaveURL(/\/cart\/payment-completed\/\d+$/);
  const orderId = page.url().split('/').pop() ?? '';
  await expectAccessible(
    page,
    'the payment result',
    page.getByRole('heading', { name: 'Ordine confermato' }),
  );

  await page.goto('/profile/orders');
  await expectAccessible(
    page,
    'the orders list',
    page
      .getByRole('list', { name: 'I miei ordini' })
      .getByRole('link', { name: `Ordine ${orderId}` }),
  );
  await page.goto(`/profile/orders/${orderId}`);
  await expectAccessible(
    page,
    'an order page',
    page.getByRole('heading', { name: `Ordine ${orderId}` }),
  );
});

test('the registration and password-recovery screens', async ({ page }) => {
  // Five screens, each at two sizes: beside another test on two cores, near the default timeout.
  test.slow();
  await page.goto('/registration-user');
  await expectAccessible(
    page,
    'the registration form',
    page.getByRole('button', { name: 'Registrati' }),
  );
  // The refusals of the form, on every field at once.
  await page.getByRole('button', { name: 'Registrati' }).click();
  await expectAccessible(
    page,
    'the refused registration form',
    page.getByText('Campo obbligatorio').first(),
  );

  await page.goto('/registration-completed?email=giulia%40example.it');
  await expectAccessible(
    page,
    'the registration sent',
    page.getByRole('button', { name: "Invia di nuovo l'e-mail" }),
  );

  await page.goto('/reset-password-request');
  await expectAccessible(
    page,
    'the reset request',
    page.getByRole('button', { name: 'Invia il link' }),
  );

  await page.goto(
    '/recover-password-confirm?e_mail=nessuno%40example.it&token=inventato1234567890abc',
  );
  await expectAccessible(
    page,
    'a refused reset link',
    page.getByRole('heading', { name: 'Link non valido' }),
  );
});

test("the personal area's pages and dialogs", async ({ page, claimShopper }) => {
  test.slow();
  // A two-factor shopper: 'Verifica in due passaggi' is checked switched on.
  await logIn(page, claimShopper('mfa'));
  await page.goto('/profile');
  await expectAccessible(
    page,
    "the personal area's dashboard",
    page.getByRole('heading', { name: 'Il tuo prossimo ordine' }),
  );
  await page.goto('/profile/profile-update');
  await expectAccessible(
    page,
    "'Il mio profilo'",
    page.getByRole('button', { name: 'Salva i dati' }),
  );
  await page.goto('/profile/profile-updated');
  await expectAccessible(
    page,
    'the saved profile',
    page.getByRole('status').filter({ hasText: 'I tuoi dati sono stati salvati.' }),
  );
  await page.goto('/profile/addresses');
  await expectAccessible(
    page,
    "'I miei indirizzi'",
    page.getByRole('link', { name: 'Aggiungi indirizzo' }),
  );
  await page.goto('/profile/addresses/manage');
  await expectAccessible(
    page,
    "'Dettaglio indirizzo'",
    page.getByRole('button', { name: 'Salva indirizzo' }),
    { dialogsOnly: true },
  );
  await page.goto('/profile/billing');
  await page.getByRole('button', { name: 'Aggiungi dati di fatturazione' }).click();
  await page.getByRole('button', { name: 'Salva i dati di fatturazione' }).click();
  await expectAccessible(
    page,
    'the refused billing form',
    page.getByText('Campo obbligatorio').first(),
    { dialogsOnly: true },
  );
  await page.goto('/profile/update-password');
  await expectAccessible(
    page,
    "'Aggiorna password'",
    page.getByRole('button', { name: 'Aggiorna password' }),
  );
  await page.goto('/profile/consents');
  await expectAccessible(
    page,
    "'Privacy e consensi'",
    page.getByRole('button', { name: 'Salva le preferenze' }),
  );
  await page.goto('/profile/two-factor');
  await expectAccessible(
    page,
    "'Verifica in due passaggi' (on)",
    page.getByRole('button', { name: 'Disattiva' }),
  );
  await page.goto('/profile/delete-account');
  await expectAccessible(
    page,
    "'Elimina il mio account'",
    page.getByRole('button', { name: "Invia il link per eliminare l'account" }),
  );
});

test("the lists, the list selector, the favourites and 'Invita i tuoi amici'", async ({
  page,
  claimShopper,
}) => {
  test.slow();
  await logIn(page, claimShopper('betatester'));
  await page.goto('/profile/lists');
  await expectAccessible(page, "'Le mie liste'", page.getByRole('button', { name: 'Crea lista' }));
  await page.getByLabel('Nome della nuova lista').fill('Accessibile');
  await page.getByRole('button', { name: 'Crea lista' }).click();
  await expect(page).toHaveURL(/\/profile\/lists\/\d+$/);
  await expectAccessible(
    page,
    "'Dettaglio lista'",
    page.getByRole('button', { name: 'Condividi', exact: true }),
  );
  await page.getByRole('button', { name: 'Elimina la lista' }).click();
  await expectAccessible(
    page,
    'the question before removing a list',
    page.getByRole('alertdialog', { name: 'Elimina la lista' }),
    { dialogsOnly: true },
  );
  await page.keyboard.press('Escape');

  await search(page, 'parmigiano');
  await page
    .getByRole('button', { name: /^Aggiungi a una lista: / })
    .first()
    .click();
  await expectAccessible(
    page,
    'the list selector',
    page.getByRole('button', { name: 'Crea e aggiungi' }),
    { dialogsOnly: true },
  );
  await page.keyboard.press('Escape');

  await page.goto('/profile/preferred');
  await expectAccessible(page, "'I miei preferiti'", page.getByRole('heading', { level: 1 }));
  await page.goto('/profile/invite');
  await expectAccessible(
    page,
    "'Invita i tuoi amici'",
    page.getByRole('button', { name: 'Condividi il link' }),
  );
});
