import { expectAccessible } from './axe';
import { failOnPageError, signOnAs } from './shop';
import { expect, test } from './test';

test.beforeEach(async ({ page }) => {
  failOnPageError(page);
});

const NEW_TEXT = 'Da oggi il ritiro in negozio è anche di domenica.';

test("an editor saves a draft of 'I nostri servizi' (the shop still shows the published page), publishes it, and the shop shows the new text", async ({
  page,
  context,
}) => {
  test.slow();
  await signOnAs(page, 'Paola Gallo');
  await page.goto('/admin/contenuti');
  await expect(page.getByRole('heading', { name: 'Contenuti', level: 1 })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Pagine', selected: true })).toBeVisible();
  await expectAccessible(page, 'the content list', page.getByRole('table'));
  await page.getByRole('table').getByRole('link', { name: 'I nostri servizi' }).click();

  await expect(page.getByRole('button', { name: 'Salva bozza' })).toBeVisible();
  await expect(page.getByText('Pubblicato', { exact: true })).toBeVisible();
  const text = page.getByRole('textbox', { name: 'Testo' });
  await text.click();
  await page.keyboard.press('Control+End');
  await page.keyboard.press('Enter');
  await page.keyboard.type(NEW_TEXT);
  await expect(page.getByText('Modifiche non salvate')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Pubblica' })).toBeDisabled();
  await page.getByRole('button', { name: 'Salva bozza' }).click();
  await expect(page.getByText('Bozza salvata, non pubblicata')).toBeVisible();

  // The preview shows the draft as the storefront would.
  await page.getByRole('button', { name: 'Anteprima' }).click();
  const preview = page.getByRole('dialog', { name: 'Anteprima' });
  await expect(preview.getByText(NEW_TEXT)).toBeVisible();
  await expectAccessible(page, 'the content editor with its preview', preview);
  await preview.getByRole('button', { name: "Chiudi l'anteprima" }).click();

  // A shopper's tab still gets the published page.
  const shopper = await context.browser()?.newPage();
  if (shopper === undefined) throw new Error('no second page');
  await shopper.goto('/page/servizi');
  await expect(shopper.getByRole('heading', { name: 'I nostri servizi', level: 1 })).toBeVisible();
  await expect(shopper.getByText(NEW_TEXT)).toHaveCount(0);

  await page.getByRole('button', { name: 'Pubblica' }).click();
  await expect(page.getByText('Pubblicato ora')).toBeVisible();
  await expect(page.getByText('Versioni pubblicate')).toBeVisible();

  await shopper.reload();
  await expect(shopper.getByText(NEW_TEXT)).toBeVisible();
  await shopper.close();
});

test('a visitor who opens the content editor goes to the staff sign-on', async ({ page }) => {
  await page.goto('/admin/contenuti');
  await expect(page).toHaveURL(/\/userboard$/);
});
