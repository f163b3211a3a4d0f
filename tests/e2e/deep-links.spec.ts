/**
 * The spec's deep links open their pages in a browser too (account-and-platform.md §9,
 * shopping-flow.md §2 "Deep links"; issue 32): the short addresses /search, /product/{slug},
 * /category/* and /profile/dashboard lead to the shop's own (the server redirects the public
 * pages' short addresses before any of the app runs, the app the others); a malformed one goes
 * Home, as any unknown address.
 */
import { failOnPageError, logIn } from './shop';
import { expect, test } from './test';

test.beforeEach(async ({ page }) => {
  failOnPageError(page);
});

test('/search, /product/{slug} and /category/* open the search, the product and the category', async ({
  page,
}) => {
  await page.goto('/search?q=parmigiano');
  await expect(page).toHaveURL(/\/catalog\/search\?query=parmigiano$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Risultati per «parmigiano»' }),
  ).toBeVisible();
  const first = page.getByRole('article').first().getByRole('link').first();
  await expect(first).toContainText(/Parmigiano/i);
  const productPath = new URL((await first.getAttribute('href')) ?? '', page.url()).pathname;
  const slug = productPath.split('/').pop() ?? '';
  expect(productPath).toBe(`/catalog/product/${slug}`);

  await page.goto(`/product/${slug}`);
  await expect(page).toHaveURL(new RegExp(`/catalog/product/${slug}$`));
  await expect(page.getByRole('heading', { level: 1, name: /Parmigiano/i })).toBeVisible();

  await page.goto('/category/latticini-e-uova');
  await expect(page).toHaveURL(/\/catalog\/category\/latticini-e-uova$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Latticini e uova' })).toBeVisible();

  // The server answers the short address with the page's own, before any of the app runs.
  const reply = await page.request.get('/category/latticini-e-uova', { maxRedirects: 0 });
  expect(reply.status()).toBe(302);
  expect(reply.headers().location).toBe('/catalog/category/latticini-e-uova');

  // Words that look like a number stay words; a search without words is the bare search page.
  await page.goto('/search?q=123');
  await expect(page).toHaveURL(/\/catalog\/search\?query=%22123%22$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Risultati per «123»' })).toBeVisible();
  await page.goto('/search');
  await expect(page).toHaveURL(/\/catalog\/search$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Cerca tra i prodotti' })).toBeVisible();
});

test('a malformed deep link goes Home, as any unknown address', async ({ page }) => {
  await page.goto('/product/%3Cscript%3E');
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/category/');
  await expect(page).toHaveURL(/\/$/);
});

test('/profile/dashboard opens the personal area', async ({ page, claimShopper }) => {
  await page.goto('/');
  await logIn(page, claimShopper('cliente'));
  await page.goto('/profile/dashboard');
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Area personale' })).toBeVisible();
});
