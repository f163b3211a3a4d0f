/**
 * Versions in the browser (issue 17, "Versions and availability"): a page open while a newer
 * version is deployed (a shop announcing APP_VERSION=2.1.0, started here on the same build) offers
 * 'Nuova versione disponibile' with that version once 10 minutes have passed, and 'Più tardi'
 * closes it.
 */
import { secondShopPlace, startShop, stopShop } from './second-shop';
import { failOnPageError, openWithApp } from './shop';
import { expect, test } from './test';

test.beforeEach(async ({ page }) => {
  failOnPageError(page);
});

test('a newer version deployed is offered after 10 minutes', async ({ page }) => {
  test.setTimeout(120_000);
  const place = await secondShopPlace();
  const shop = await startShop(place, { APP_VERSION: '2.1.0' });
  try {
    await page.clock.install();
    await openWithApp(page, `${place.origin}/faq`);
    await expect(page.getByRole('heading', { name: 'Domande frequenti' })).toBeVisible();
    const prompt = page.getByRole('dialog', { name: 'Nuova versione disponibile' });
    await expect(prompt).toBeHidden();

    // The check waits 10 minutes after the page loaded this version (and after it has loaded the
    // checker, which comes after the first paint: on a busy machine, one more round of minutes).
    await expect(async () => {
      await page.clock.fastForward('10:05');
      await expect(prompt).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 30_000 });
    await expect(prompt).toContainText('È disponibile la versione 2.1.0 della spesa online.');
    await prompt.getByRole('button', { name: 'Più tardi' }).click();
    await expect(prompt).toBeHidden();
  } finally {
    await stopShop(shop);
  }
});
