/**
 * Analytics through a tag manager in the browser (issue 17): before the cookie choice nothing is
 * pushed to the `dataLayer` and the tag manager's script is not requested; with analytics allowed
 * it loads once and the e-commerce events arrive with their contents (the ones made while the
 * banner asked among them); a purchase is sent once, not again when its confirmation page loads
 * again; withdrawn, the page loads again without the script, the analytics cookies go, and
 * nothing more is pushed. The container's script is Google's: here the test answers it.
 */
import {
  answerServiceDialogs,
  failOnPageError,
  logIn,
  openWithApp,
  orderPrepared,
  payWith,
  search,
} from './shop';
import { tapOnceSettled } from './layout';
import { expect, test, type Page } from './test';

test.use({ cookieChoice: 'none' });

const CONTAINER_SCRIPT = 'https://www.googletagmanager.com/gtm.js?id=GTM-E2ETEST1';

interface Pushed {
  event?: string;
  search_term?: string;
  ecommerce?: {
    transaction_id?: string;
    item_list_id?: string;
    items?: { item_id: string; item_name: string; quantity: number }[];
  } | null;
  analytics_storage?: string;
}

/** The container's script requests, answered with a script that only says it ran. */
async function answerContainer(page: Page) {
  const requests: string[] = [];
  await page.route('https://www.googletagmanager.com/**', async (route) => {
    requests.push(route.request().url());
    await route.fulfill({
      contentType: 'application/javascript',
      body: 'window.containerRuns = (window.containerRuns || 0) + 1;',
    });
  });
  return requests;
}

const dataLayer = (page: Page) =>
  page.evaluate(() => (window as unknown as { dataLayer?: Pushed[] }).dataLayer ?? null);

const events = async (page: Page, name: string) =>
  ((await dataLayer(page)) ?? []).filter((entry) => entry.event === name);

const banner = (page: Page) => page.getByRole('region', { name: 'La tua scelta sui cookie' });

test.beforeEach(async ({ page }) => {
  failOnPageError(page);
});

test('nothing before the choice; allowed, the container loads and the events arrive', async ({
  page,
}) => {
  const requests = await answerContainer(page);
  await openWithApp(page, '/catalog/category/latticini-e-uova');
  await expect(banner(page)).toBeVisible();
  await search(page, 'parmigiano');
  await expect(page.getByRole('article').first()).toBeVisible();
  expect(await dataLayer(page)).toBeNull();
  expect(requests).toEqual([]);

  await banner(page).getByRole('button', { name: 'Accetta tutti' }).click();
  await expect.poll(() => requests).toEqual([CONTAINER_SCRIPT]);
  await expect
    .poll(() => page.evaluate(() => (window as { containerRuns?: number }).containerRuns))
    .toBe(1);
  const consent = await events(page, 'cookie_consent_update');
  expect(consent).toEqual([expect.objectContaining({ analytics_storage: 'granted' })]);
  // The search made while the banner asked is sent once the shopper allowed it.
  expect(await events(page, 'search')).toEqual([
    expect.objectContaining({ search_term: 'parmigiano' }),
  ]);
  const lists = await events(page, 'view_item_list');
  expect(lists.map((list) => list.ecommerce?.item_list_id)).toContain('search');

  const firstProduct = page.getByRole('article').first().getByRole('link').first();
  const name = (await firstProduct.textContent()) ?? '';
  await firstProduct.click();
  await expect(page).toHaveURL(/\/catalog\/product\//);
  await expect
    .poll(async () => (await events(page, 'view_item')).at(-1)?.ecommerce?.items?.[0]?.item_name)
    .toBe(name.trim());
});

test('a purchase is sent once with its order id and lines, not again on a reload', async ({
  page,
  claimShopper,
}) => {
  test.slow();
  await answerContainer(page);
  await openWithApp(page, '/');
  await banner(page).getByRole('button', { name: 'Accetta tutti' }).click();
  await expect(banner(page)).toBeHidden();

  await logIn(page, claimShopper('mfa'));
  await search(page, 'pasta');
  await page
    .getByRole('button', { name: /^Aggiungi al carrello: / })
    .first()
    .click();
  await answerServiceDialogs(page);
  await expect.poll(async () => (await events(page, 'add_to_cart')).length).toBeGreaterThan(0);

  await page.getByRole('button', { name: 'Carrello', exact: true }).click();
  await page.getByRole('button', { name: 'Vai alla cassa' }).click();
  await expect(page.getByRole('heading', { name: 'Concludi ordine' })).toBeVisible();
  await expect.poll(async () => (await events(page, 'begin_checkout')).length).toBe(1);
  await orderPrepared(page);
  await page.getByLabel('Ho letto e accetto le condizioni di vendita').check();
  await page.getByRole('button', { name: 'Vai al pagamento' }).click();
  await payWith(page, '4242 4242 4242 4242');
  await expect(page).toHaveURL(/\/cart\/payment-completed\/\d+$/);
  const orderId = page.url().split('/').pop() ?? '';
  await expect(page.getByRole('heading', { name: 'Ordine confermato' })).toBeVisible();

  await expect.poll(async () => (await events(page, 'purchase')).length).toBe(1);
  const [purchase] = await events(page, 'purchase');
  expect(purchase?.ecommerce?.transaction_id).toBe(orderId);
  expect(purchase?.ecommerce?.items?.length).toBeGreaterThan(0);

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Ordine confermato' })).toBeVisible();
  await expect.poll(async () => (await events(page, 'cookie_consent_update')).length).toBe(1);
  expect(await events(page, 'purchase')).toEqual([]);
});

test('withdrawn, the container goes, its cookies too, and nothing more is pushed', async ({
  page,
}) => {
  const requests = await answerContainer(page);
  await openWithApp(page, '/');
  await banner(page).getByRole('button', { name: 'Accetta tutti' }).click();
  await expect.poll(() => requests.length).toBe(1);
  // What Google Analytics' tags would have left.
  await page.evaluate(() => {
    document.cookie = '_ga=GA1.1.123.456; path=/';
    document.cookie = '_ga_ABC123=GS1.1.1; path=/';
  });

  await tapOnceSettled(page.getByRole('button', { name: 'Preferenze cookie' }));
  const dialog = page.getByRole('dialog', { name: 'Preferenze cookie' });
  await expect(dialog.getByRole('switch', { name: /Analisi/ })).toBeChecked();
  const reloaded = page.waitForEvent('load');
  await dialog.getByRole('button', { name: 'Rifiuta tutti' }).click();
  await reloaded;

  await expect(page.getByRole('button', { name: 'Preferenze cookie' })).toBeVisible();
  expect(await page.evaluate(() => document.cookie)).not.toMatch(/_ga/);
  await search(page, 'mele');
  await expect(page.getByRole('article').first()).toBeVisible();
  expect(await dataLayer(page)).toBeNull();
  expect(requests).toHaveLength(1);
});
