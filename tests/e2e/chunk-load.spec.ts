/**
 * A page's code that does not arrive (shopping-flow.md §8 'Chunk load timeout is 120 seconds,
 * reported as a load error'; issue 17): a page whose code takes over 120 s is reported with
 * 'Errore di caricamento' and 'Ricarica'; one whose code fails to arrive is loaded again once by
 * the router and, still failing, shows the load error in its place. 'Ricarica' then loads the page
 * with its code. The page's code is held back or refused here by the browser's request routing.
 */
import { readFileSync } from 'node:fs';
import { openHome } from './shop';
import { expect, test, type Page } from './test';
import { tapOnceSettled } from './layout';

/** The built file of a page's code, from the manifest of the build the shop serves. */
function builtFile(key: string): string {
  const manifest = JSON.parse(readFileSync('dist/.vite/manifest.json', 'utf8')) as Record<
    string,
    { file: string }
  >;
  const chunk = manifest[key];
  if (chunk === undefined) throw new Error(`No chunk ${key} in the build`);
  return `**/${chunk.file}`;
}

/** The build is there before any test file loads (playwright.config.ts checks it). */
const ADDRESS_DISCOVERY_CODE = builtFile('src/routes/address-discovery.tsx?tsr-split=component');
const TITLE = 'Scopri i servizi nella tua zona';

/** From Home, the footer's 'Dove arriviamo'. */
async function followFooterLink(page: Page) {
  await tapOnceSettled(page.getByRole('contentinfo').getByRole('link', { name: 'Dove arriviamo' }));
  await expect(page).toHaveURL(/\/address-discovery$/);
}

test('a page whose code takes over 120 seconds is reported as a load error, and Ricarica loads it', async ({
  page,
}) => {
  await page.clock.install();
  // The code is asked for and never answered.
  await page.route(ADDRESS_DISCOVERY_CODE, () => undefined);
  await openHome(page);
  await followFooterLink(page);
  const error = page.getByRole('dialog', { name: 'Errore di caricamento' });
  await page.clock.fastForward(110_000);
  await expect(error).toBeHidden();

  await page.clock.fastForward(10_001);
  await expect(error).toBeVisible();
  await expect(error).toContainText(
    'Non è stato possibile caricare la pagina. Ricarica la pagina per riprovare.',
  );

  await page.unrouteAll({ behavior: 'ignoreErrors' });
  await error.getByRole('button', { name: 'Ricarica' }).click();
  await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
  await expect(error).toBeHidden();
});

test('a page whose code fails to arrive shows the load error in its place, and Ricarica loads it', async ({
  page,
}) => {
  let refused = 0;
  await page.route(ADDRESS_DISCOVERY_CODE, (route) => {
    refused += 1;
    return route.abort('connectionrefused');
  });
  await openHome(page);
  await followFooterLink(page);
  // The router loads the page once more by itself; the code fails again, and the page says so.
  const error = page.getByRole('main').getByRole('alert');
  await expect(error.getByRole('heading', { name: 'Errore di caricamento' })).toBeVisible();
  await expect(error).toContainText(
    'Non è stato possibile caricare la pagina. Ricarica la pagina per riprovare.',
  );
  expect(refused).toBeGreaterThanOrEqual(2);
  await expect(page.getByRole('heading', { level: 1, name: TITLE })).toHaveCount(0);

  await page.unrouteAll({ behavior: 'ignoreErrors' });
  await error.getByRole('button', { name: 'Ricarica' }).click();
  await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Errore di caricamento' })).toHaveCount(0);
});
