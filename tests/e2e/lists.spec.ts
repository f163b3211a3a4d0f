import { PHONE } from './axe';
import { expectNothingCut } from './layout';
import { answerServiceDialogs, failOnPageError, logIn, search } from './shop';
import { expect, test, type Page } from './test';

test.beforeEach(async ({ page }) => {
  failOnPageError(page);
});

// Words that the first result's name holds, so it is told from the previous search's results.
const PRODUCTS = ['parmigiano', 'latte', 'mozzarella'];

/** Opens the first product a search finds and presses its heart: the product's name, the selector. */
async function heartOfFirstFound(page: Page, words: string) {
  await search(page, words);
  const link = page
    .getByRole('article')
    .filter({ hasText: new RegExp(words, 'i') })
    .first()
    .getByRole('link')
    .first();
  const name = (await link.textContent()) ?? '';
  await link.click();
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  await page.getByRole('button', { name: `Aggiungi a una lista: ${name}` }).click();
  return { name, selector: page.getByRole('dialog', { name: 'Aggiungi a una lista' }) };
}

test('a shopper fills a new list from product pages, shares it read-only and adds it all to the cart', async ({
  page,
  browser,
  claimShopper,
}) => {
  // Three product pages, a share, the cart, and a second customer: a long journey.
  test.slow();
  // The shopper's first list: no other test has this shopper's lists to tell it from.
  const listName = 'Spesa della settimana';
  const friend = claimShopper('betatester');
  await logIn(page, claimShopper('cliente'));
  // The cart needs a pickup point and a slot before a list can go into it.
  await search(page, 'acqua');
  await page
    .getByRole('button', { name: /^Aggiungi al carrello: / })
    .first()
    .click();
  await answerServiceDialogs(page);

  const names: string[] = [];
  for (const [index, words] of PRODUCTS.entries()) {
    const { name, selector } = await heartOfFirstFound(page, words);
    names.push(name);
    if (index === 0) {
      await selector.getByLabel('Nome della nuova lista').fill(listName);
      await selector.getByRole('button', { name: 'Crea e aggiungi' }).click();
    } else {
      await selector.getByRole('button', { name: new RegExp(`^${listName} \\(`) }).click();
    }
    await expect(page.getByText('Prodotto aggiunto alla lista').first()).toBeVisible();
    await expect(selector).toBeHidden();
  }

  await page.goto('/profile/lists');
  await expect(page.getByRole('heading', { name: 'Le mie liste', level: 1 })).toBeVisible();
  await page.getByRole('link', { name: listName }).click();
  await expect(page.getByRole('heading', { name: listName, level: 1 })).toBeVisible();
  const lines = page.getByRole('list', { name: 'Prodotti della lista' }).getByRole('listitem');
  await expect(lines).toHaveCount(3);
  for (const name of names) await expect(lines.getByRole('link', { name })).toBeVisible();

  // Shared read-only with another customer.
  await page.getByLabel('E-mail della persona').fill(friend.email);
  await page.getByRole('button', { name: 'Condividi', exact: true }).click();
  const escapedEmail = friend.email.replace(/[.+]/g, '\\$&');
  await expect(page.getByText(new RegExp(`^Lista condivisa con ${escapedEmail}`))).toBeVisible();
  await expect(page.getByRole('list', { name: 'Condivisa con' })).toContainText(
    `${friend.email} · Sola lettura`,
  );

  // All of it into the cart: asked first, then each line's outcome.
  await page.getByRole('button', { name: 'Aggiungi tutto al carrello' }).click();
  await page
    .getByRole('alertdialog', { name: 'Aggiungi tutto al carrello' })
    .getByRole('button', { name: 'Sì' })
    .click();
  const result = page.getByRole('dialog', { name: 'Prodotti aggiunti al carrello' });
  for (const name of names) await expect(result).toContainText(name);
  // On a phone each line's outcome shows whole beside its name (it was cut to 'AGGIUN…').
  await page.setViewportSize(PHONE);
  await expectNothingCut(result.getByRole('list', { name: 'Esito per prodotto' }), 'the outcomes');
  await result.getByRole('button', { name: 'Vai al carrello' }).click();
  const drawer = page.getByRole('dialog', { name: 'Carrello' });
  const cartLines = drawer.getByRole('list', { name: 'Prodotti nel carrello' });
  for (const name of names) await expect(cartLines).toContainText(name);

  // The other customer sees the list, and nothing that would change it.
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  failOnPageError(otherPage);
  await logIn(otherPage, friend);
  await otherPage.goto('/profile/lists');
  await otherPage.getByRole('link', { name: listName }).click();
  await expect(otherPage.getByRole('heading', { name: listName, level: 1 })).toBeVisible();
  await expect(otherPage.getByText('Sola lettura')).toBeVisible();
  await expect(
    otherPage.getByRole('list', { name: 'Prodotti della lista' }).getByRole('listitem'),
  ).toHaveCount(3);
  for (const control of ['Rinomina', 'Condividi', 'Elimina la lista', 'Aumenta quantità']) {
    await expect(otherPage.getByRole('button', { name: control, exact: true })).toHaveCount(0);
  }
  await expect(otherPage.getByRole('button', { name: 'Togli dalle mie liste' })).toBeVisible();

  // A copy is theirs: its page opens with the owner's controls and the same products.
  await otherPage.getByLabel('Nome della copia').fill(`${listName} (copia)`);
  await otherPage.getByRole('button', { name: 'Copia', exact: true }).click();
  await expect(
    otherPage.getByRole('heading', { name: `${listName} (copia)`, level: 1 }),
  ).toBeVisible();
  await expect(otherPage.getByRole('button', { name: 'Rinomina' })).toBeVisible();
  await expect(
    otherPage.getByRole('list', { name: 'Prodotti della lista' }).getByRole('listitem'),
  ).toHaveCount(3);
  await other.close();
});
