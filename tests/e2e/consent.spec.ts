/**
 * The disclaimer check after a login (account-and-platform.md §4): the demo customer Anna Neri
 * (here a copy of her account, the test's own) accepted the privacy notice before its present
 * wording, so her login opens the full dialog,
 * which stays until she accepts it and asks nothing on the next page load.
 */
import { expectAccessible } from './axe';
import { failOnPageError, logIn } from './shop';
import { expect, test } from './test';

test('a customer who accepted an earlier privacy notice accepts the present one after logging in', async ({
  page,
  claimShopper,
}) => {
  failOnPageError(page);
  // The check after the login, awaited on its own: a slow or failed check says so here.
  const firstCheck = page.waitForResponse(/check-disclaimer/);
  await logIn(page, claimShopper('privacy'));
  expect((await firstCheck).status()).toBe(200);
  const dialog = page.getByRole('dialog', { name: 'Aggiorna i tuoi consensi' });
  await expect(dialog).toBeVisible();
  await expectAccessible(page, 'the consent dialog', dialog, { dialogsOnly: true });

  // It cannot be dismissed, and a required disclaimer left unticked is refused on the form.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeVisible();
  const privacy = dialog.getByRole('checkbox', { name: /^Informativa sulla privacy/ });
  await expect(privacy).not.toBeChecked();
  await expect(
    dialog.getByRole('checkbox', { name: /^Condizioni generali di vendita/ }),
  ).toBeChecked();
  await dialog.getByRole('button', { name: 'Conferma' }).click();
  await expect(dialog.getByText('Campo obbligatorio')).toBeVisible();

  await privacy.check();
  await dialog.getByRole('checkbox', { name: 'Profilazione' }).check();
  await dialog.getByRole('button', { name: 'Conferma' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Ciao, Anna')).toBeVisible();

  // Answered: the next page load checks again and finds nothing to ask.
  const checked = page.waitForResponse(/check-disclaimer/);
  await page.goto('/profile/consents');
  expect((await checked).ok()).toBe(true);
  await expect(page.getByRole('checkbox', { name: /^Informativa sulla privacy/ })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Profilazione' })).toBeChecked();
  await expect(dialog).toHaveCount(0);
});
