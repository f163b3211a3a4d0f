/**
 * The public pages come painted from the server (src/entry-server.tsx): their first HTML already
 * shows the page, the same for everyone, with no inline script but the router's state, which the
 * page's CSP names by hash; the app then takes the page over without rendering it differently
 * (tests/e2e/test.ts fails on a mismatch).
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { PHONE } from './axe';
import { boxOf } from './layout';
import { logIn } from './shop';
import { COOKIE_CHOICE_MARKER, expect, test, type Page } from './test';

interface Product {
  readonly name: string;
  readonly slug: string;
}

const PRODUCT: Product = { name: 'Latte UHT intero 1 l', slug: 'latte-uht-intero-1-l-101670' };

/** The file of a route's split component in the build under test (lazy chunks carry no name). */
function routeChunk(route: string): RegExp {
  const manifest = JSON.parse(readFileSync('dist/.vite/manifest.json', 'utf8')) as Record<
    string,
    { file: string }
  >;
  const chunk = manifest[`src/routes/${route}?tsr-split=component`];
  if (chunk === undefined) throw new Error(`no split component of ${route} in the build`);
  return new RegExp(`/${chunk.file.replace(/[.]/g, '\\.')}$`);
}

/** The first HTML of a page as the server sends it, with the page's cookies. */
async function firstHtml(page: Page, path: string): Promise<string> {
  const reply = await page.request.get(path);
  expect(reply.status()).toBe(200);
  return reply.text();
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('Home, a category, a product and a search are already on the page', async ({ page }) => {
    await page.goto('/');
    await expect(
      page.getByRole('heading', { level: 1, name: 'La tua spesa, pronta quando vuoi tu' }),
    ).toBeVisible();
    await expect(page.locator('a[href^="/catalog/product/"]').first()).toBeVisible();

    await page.goto('/catalog/category/frutta-e-verdura');
    await expect(page.getByRole('heading', { level: 1, name: 'Frutta e verdura' })).toBeVisible();
    await expect(page.locator('a[href^="/catalog/product/"]').first()).toBeVisible();

    await page.goto(`/catalog/product/${PRODUCT.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: PRODUCT.name })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Latticini e uova' })).toBeVisible();

    await page.goto('/catalog/search?query=latte');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Risultati per «latte»' }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: PRODUCT.name }).first()).toBeVisible();
  });

  test("Home's slider shows its first slide, styled, before any script runs", async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto('/');
    const slider = page.getByRole('region', { name: 'In evidenza' });
    const first = slider.getByRole('group', { name: /^1 di \d+$/ });
    await expect(first.getByRole('img', { name: 'Mele rosse appena raccolte' })).toBeVisible();
    await expect(first.getByRole('link', { name: 'Frutta e verdura di stagione' })).toBeVisible();
    // Its room as the app keeps it (HOME_SLIDER_BOX), its picture beside the title.
    const box = await boxOf(slider);
    expect(box.height).toBeLessThanOrEqual(180);
    expect(box.width).toBeGreaterThan(300);
    const picture = await boxOf(first.getByRole('img'));
    expect(picture.height).toBeLessThanOrEqual(140);
    await expect(page.getByTestId('home-slider-placeholder')).toHaveCount(0);
  });

  test("the page has the shop's colours before any script runs", async ({ page }) => {
    await page.goto('/');
    // The theme's green (shade 8, src/shared/theme.ts) on the header's cart and on a product card.
    const green = 'rgb(35, 122, 54)';
    await expect(page.getByRole('button', { name: 'Carrello', exact: true })).toHaveCSS(
      'background-color',
      green,
    );
    await expect(page.getByRole('button', { name: /^Aggiungi al carrello/ }).first()).toHaveCSS(
      'background-color',
      green,
    );
  });

  test('the search box works as a plain form', async ({ page }) => {
    await page.goto('/');
    const box = page.getByRole('combobox', { name: 'Cerca prodotti' });
    await box.fill('latte');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/catalog\/search\?query=latte$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Risultati per «latte»' }),
    ).toBeVisible();
  });
});

test("the first HTML's only inline scripts are the router's state, each named by the page's CSP", async ({
  page,
}) => {
  const violations: string[] = [];
  await page.exposeFunction('reportViolation', (directive: string) => violations.push(directive));
  await page.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (event) =>
      (window as unknown as { reportViolation: (d: string) => void }).reportViolation(
        event.violatedDirective,
      ),
    ),
  );
  const reply = await page.request.get('/catalog/category/frutta-e-verdura');
  const html = await reply.text();
  const scriptSrc = reply.headers()['content-security-policy']?.match(/script-src [^;]*/)?.[0];
  expect(scriptSrc).toMatch(/^script-src 'self' /);
  expect(scriptSrc).not.toContain('unsafe');
  const inline = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].filter(
    ([, attributes = '']) => !/\bsrc=|type="application\/json"/.test(attributes),
  );
  expect(inline.map(([, , text]) => text).join('')).toContain('$_TSR.router=');
  for (const [, , text = ''] of inline) {
    expect(scriptSrc).toContain(`'sha256-${createHash('sha256').update(text).digest('base64')}'`);
  }
  // The scripts run, and remove themselves before React meets them.
  await page.goto('/catalog/category/frutta-e-verdura');
  await page.getByRole('heading', { level: 1, name: 'Frutta e verdura' }).hover();
  await expect(page.locator('#root script')).toHaveCount(0);
  expect(violations).toEqual([]);

  // A page the browser renders from the shell allows no inline script at all.
  const shell = await page.request.get('/profile/orders');
  const shellScriptSrc = shell.headers()['content-security-policy']?.match(/script-src [^;]*/)?.[0];
  expect(shellScriptSrc).toMatch(/^script-src 'self'/);
  expect(shellScriptSrc).not.toMatch(/sha256|unsafe/);
});

test('an unknown product goes to the not-found page', async ({ page }) => {
  await page.goto('/catalog/product/non-esiste-0');
  await expect(page).toHaveURL(/\/not-found$/);
  await expect(page.getByRole('heading', { name: 'Pagina non trovata' })).toBeVisible();
});

test('a logged-in shopper gets the guest page from the server, and their own once it runs', async ({
  page,
  browser,
  claimShopper,
}) => {
  // A product no other test opens, so that the shopper's request is the one that renders it.
  const reply = await page.request.get('/ebsn/api/products?q=yogurt&page_size=1');
  const { slug, name } = ((await reply.json()) as { data: { products: Product[] } }).data
    .products[0] as Product;
  const shopper = claimShopper('cliente');
  await logIn(page, shopper);
  const shopperHtml = await firstHtml(page, `/catalog/product/${slug}`);
  expect(shopperHtml).toContain(name);
  expect(shopperHtml).not.toContain(shopper.firstName);
  expect(shopperHtml).not.toContain(shopper.email);
  const { baseURL } = test.info().project.use;
  const guest = await browser.newContext({ baseURL });
  // A guest who has answered the cookie banner too, as the shopper's browser has (tests/e2e/test.ts).
  await guest.addCookies([{ ...COOKIE_CHOICE_MARKER, url: baseURL ?? '' }]);
  expect(await (await guest.request.get(`/catalog/product/${slug}`)).text()).toBe(shopperHtml);
  await guest.close();

  await page.goto(`/catalog/product/${slug}`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByText(`Ciao, ${shopper.firstName}`)).toBeVisible();
});

test('after the first page, links move between pages in the browser', async ({ page }) => {
  // Once loaded: while the session's first read is out, the loader overlay takes the taps (spec).
  await page.goto('/catalog/search?query=latte', { waitUntil: 'networkidle' });
  await page.getByRole('link', { name: PRODUCT.name }).first().click();
  await expect(page).toHaveURL(new RegExp(`/catalog/product/${PRODUCT.slug}$`));
  await expect(page.getByRole('heading', { level: 1, name: PRODUCT.name })).toBeVisible();
  await page.getByRole('link', { name: 'Latticini e uova' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Latticini e uova' })).toBeVisible();
});

test("a guest's page loads the app at the first sign of intent, and a tap made before it is kept", async ({
  page,
}) => {
  const app: string[] = [];
  page.on('request', (request) => {
    if (/\/assets\/(start|libraries)-/.test(request.url())) app.push(request.url());
  });
  await page.goto(`/catalog/product/${PRODUCT.slug}`, { waitUntil: 'networkidle' });
  await expect(page.getByRole('heading', { level: 1, name: PRODUCT.name })).toBeVisible();
  // The page is whole and its links work: nothing of the app is loaded or run for reading it.
  expect(app).toEqual([]);

  // The tap starts the app; the menu opens once the app has taken the page over.
  await page.getByRole('button', { name: 'Categorie' }).click();
  await expect(page.getByRole('dialog', { name: 'Categorie' })).toBeVisible();
  expect(app.length).toBeGreaterThan(0);
});

test("once the app runs, the catalogue pages' code is fetched before any link is followed", async ({
  page,
}) => {
  await page.goto('/', { waitUntil: 'networkidle' });
  const productCode = page.waitForRequest(routeChunk('catalog/product/$slug.tsx'));
  const searchCode = page.waitForRequest(routeChunk('catalog/search.tsx'));
  await page.mouse.move(5, 5);
  await Promise.all([productCode, searchCode]);
  await expect(page).toHaveURL(/\/$/);
});
