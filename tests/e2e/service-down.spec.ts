/**
 * `/service-down` in the browser (issue 17, "Versions and availability"): a shop switched to
 * maintenance (MAINTENANCE=on, a server of its own started here on the same build) sends a
 * shopper who opens a page to '/service-down', which keeps checking (through the restart, when
 * the shop cannot be reached at all) and takes them back to where they were once the shop answers
 * again; no toast repeats what the page says.
 */
import { secondShopPlace, startShop, stopShop } from './second-shop';
import { failOnPageError } from './shop';
import { expect, test } from './test';

// Two starts of a shop of its own.
test.describe.configure({ timeout: 120_000 });

test('a shop in maintenance sends the shopper to /service-down and back when it answers', async ({
  page,
}) => {
  failOnPageError(page);
  const place = await secondShopPlace();
  const { origin } = place;
  let shop = await startShop(place, { MAINTENANCE: 'on' });
  try {
    // The page's clock, moved on below instead of waiting for the checks' real backoff.
    await page.clock.install();
    await page.goto(`${origin}/faq`);
    await expect(page).toHaveURL(`${origin}/service-down?from=%2Ffaq`);
    await expect(
      page.getByRole('heading', { name: 'Servizio momentaneamente non disponibile' }),
    ).toBeVisible();
    // The page says it; no toast says it again.
    await expect(page.getByText('Il negozio è in manutenzione')).toHaveCount(0);

    // The shop is restarted without maintenance: unreachable for a while, then answering.
    await stopShop(shop);
    shop = await startShop(place, { MAINTENANCE: 'off' });
    // The checks come at most a minute apart: a minute on, the page has returned by itself.
    await expect(async () => {
      await page.clock.fastForward('01:00');
      await expect(page).toHaveURL(`${origin}/faq`, { timeout: 1_000 });
    }).toPass({ timeout: 20_000 });
    await expect(page.getByRole('heading', { name: 'Domande frequenti' })).toBeVisible();
    await expect(page.getByText('Si è verificato un errore')).toHaveCount(0);
  } finally {
    await stopShop(shop);
  }
});
