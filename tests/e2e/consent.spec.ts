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
  // The check after the login, awaited on its own (a loaded machine may take long); a failed one
  // is made again by the app, 3 s later, and the report keeps what the first one answered.
  const firstCheck = page.waitForResponse(/check-disclaimer/);
  await logIn(page, claimShopper('privacy'));
  const answered = (await firstCheck).status();
  test.info().annotations.push({ type: 'first check-disclaimer', description: String(answered) });
  const dialog = page.getByRole('dialog', { name: 'Aggiorna i tuoi consensi' });
  await expect(dialog).toBeVisible({ timeout: answered === 200 ? 10_000 : 20_000 });
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

test('a check after the login that fails is made again, and the dialog asks', async ({
  page,
  claimShopper,
}) => {
  failOnPageError(page);
  // The first check is lost on the way (the browser's request routing), the next ones go through.
  let refused = 0;
  await page.route(/check-disclaimer/, async (route) => {
    if (refused === 0) {
      refused += 1;
      await route.abort('failed');
    } else {
      await route.continue();
    }
  });
  await logIn(page, claimShopper('privacy'));
  const dialog = page.getByRole('dialog', { name: 'Aggiorna i tuoi consensi' });
  await expect(dialog).toBeVisible({ timeout: 20_000 });
  expect(refused).toBe(1);
});
