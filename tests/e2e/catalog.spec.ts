import { expectAccessible, LAPTOP, PHONE } from './axe';
import { boxOf } from './layout';
import { openWithApp } from './shop';
import { expect, test } from './test';

test.beforeEach(async ({ page }) => {
  page.on('pageerror', (error) => {
    throw error;
  });
});

test('browse the tree, filter a category to promotions, search with a typo, open a product', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Categorie' }).click();
  const drawer = page.getByRole('dialog', { name: 'Categorie' });
  await drawer.getByText('Latticini e uova', { exact: true }).click();
  await drawer.getByRole('link', { name: 'Tutto in Latticini e uova' }).click();

  await expect(page).toHaveURL(/\/catalog\/category\/latticini-e-uova$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const count = page.getByRole('status').filter({ hasText: 'prodotti' });
  await expect(count).toBeVisible();
  const before = await count.textContent();

  // The switch follows the URL, so it turns on once the navigation is done.
  await page.getByRole('switch', { name: 'Solo in promozione' }).click();
  await expect(page).toHaveURL(/promo=true/);
  await expect(page.getByRole('switch', { name: 'Solo in promozione' })).toBeChecked();
  await expect(count).not.toHaveText(before ?? '');
  await expect(page.getByRole('article').first()).toBeVisible();

  await page.getByRole('combobox', { name: 'Cerca prodotti' }).fill('parmiggiano');
  await page.getByRole('combobox', { name: 'Cerca prodotti' }).press('Enter');
  await expect(page).toHaveURL(/\/catalog\/search\?query=parmiggiano/);
  const first = page.getByRole('article').first().getByRole('link');
  await expect(first).toContainText(/Parmigiano/i);
  // The header's search box (a combobox: it has a list) offers the search from now on.
  await expect(page.locator('datalist#recent-searches option[value="parmiggiano"]')).toHaveCount(1);
  await expect(page.getByRole('combobox', { name: 'Cerca prodotti' })).toHaveAttribute(
    'list',
    'recent-searches',
  );

  const name = (await first.textContent()) ?? '';
  await first.click();
  await expect(page).toHaveURL(/\/catalog\/product\//);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByRole('img', { name })).toBeVisible();
  // The breadcrumb leads back through the product's categories (the seed sells it at the deli).
  const main = page.getByRole('main');
  for (const category of ['Gastronomia', 'Banco gastronomia', 'Formaggi al taglio']) {
    await expect(main.getByRole('link', { name: category, exact: true })).toHaveAttribute(
      'href',
      /^\/catalog\/category\/[a-z0-9-]+(\/[a-z0-9-]+)*$/,
    );
  }
});

test('an unknown category goes to /not-found', async ({ page }) => {
  await page.goto('/catalog/category/non-esiste');
  await expect(page).toHaveURL(/\/not-found$/);
  await expect(page.getByRole('heading', { name: 'Pagina non trovata' })).toBeVisible();
});

test('the Home page shows promotions, new products and the top categories', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('region').first()).toBeVisible();
  expect(await page.getByRole('region').count()).toBeGreaterThanOrEqual(3);
  await expect(page.getByRole('article').first()).toBeVisible();
});

test("'Aggiungi al carrello' is whole on every product card at 1280 px", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/catalog/category/latticini-e-uova');
  const buttons = page.getByRole('button', { name: /^Aggiungi al carrello: .+/ });
  await expect(buttons.first()).toBeVisible();
  const clipped = await buttons.evaluateAll((all) =>
    all.filter((button) =>
      [...button.querySelectorAll('span')].some((span) => span.scrollWidth > span.clientWidth + 1),
    ),
  );
  expect(clipped).toHaveLength(0);
  await expect(buttons.first()).toContainText('Aggiungi al carrello');
});

test("on a phone the first screen shows products; 'Filtri' opens the filters, back closes them", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/catalog/category/latticini-e-uova');
  await expect(page.getByRole('article').first()).toBeInViewport();
  await expect(page.getByRole('switch', { name: 'Solo in promozione' })).toBeHidden();

  await page.getByRole('button', { name: 'Filtri' }).click();
  const drawer = page.getByRole('dialog', { name: 'Filtri' });
  await drawer.getByRole('switch', { name: 'Solo in promozione' }).click();
  await expect(page).toHaveURL(/promo=true/);
  await expect(drawer.getByRole('switch', { name: 'Solo in promozione' })).toBeChecked();

  // The back button closes the drawer and stays on the page.
  await page.goBack();
  await expect(drawer).toBeHidden();
  await expect(page).toHaveURL(/promo=true/);
});

test('secondary text reads at 4.5:1 or more against the white page', async ({ page }) => {
  await page.goto('/catalog/category/latticini-e-uova');
  const count = page.getByRole('status').filter({ hasText: 'prodotti' });
  await expect(count).toBeVisible();
  const ratio = await count.evaluate((element) => {
    const channels =
      getComputedStyle(element)
        .color.match(/\d+(\.\d+)?/g)
        ?.map(Number) ?? [];
    const linear = (value: number) => {
      const c = value / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    };
    const [r = 0, g = 0, b = 0] = channels;
    const luminance = 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
    return 1.05 / (luminance + 0.05);
  });
  expect(ratio).toBeGreaterThanOrEqual(4.5);
});

test("on a phone the header's search box has room for 'Cerca prodotti'", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  const box = page.getByRole('combobox', { name: 'Cerca prodotti' });
  // 'Cerca prodotti' at the box's font needs about 110 px; it had 58 beside the words 'Accedi'.
  expect((await box.boundingBox())?.width).toBeGreaterThanOrEqual(140);
  await expect(page.getByRole('banner').getByRole('button', { name: 'Accedi' })).toBeVisible();
});

test('a product with a long name fits the screen, and so does the login dialog opened there', async ({
  page,
}) => {
  await page.goto('/catalog/search?query=latte%20uht%20parzialmente%20scremato');
  const product = page
    .getByRole('article')
    .getByRole('link', { name: /^Latte UHT parzialmente scremato a lunga conservazione/ })
    .first();
  const href = (await product.getAttribute('href')) ?? '';
  expect(href).toMatch(/^\/catalog\/product\//);
  for (const viewport of [PHONE, LAPTOP]) {
    await page.setViewportSize(viewport);
    await openWithApp(page, href);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/a lunga conservazione/);
    // Before, the trail's last item, the product's whole name, made the page 512 px wide.
    const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(pageWidth, `the page's width at ${viewport.width} px`).toBeLessThanOrEqual(
      viewport.width,
    );

    await page
      .getByRole('button', { name: /^Aggiungi al carrello/ })
      .first()
      .click();
    const login = page.getByRole('dialog', { name: 'Accedi' });
    const box = await boxOf(login);
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
    await page.keyboard.press('Escape');
    await expect(login).toBeHidden();
  }
  await expectAccessible(
    page,
    'a product page with a long name',
    page.getByRole('heading', { level: 1 }),
  );
});
