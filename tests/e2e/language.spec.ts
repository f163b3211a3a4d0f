/**
 * English beside Italian in the browser (issue 17, Language): the header's switch restarts the app
 * in English (header, a product page the server sends unrendered, the login dialog), the shop's
 * calls carry `X-Ebsn-Lang: en` when the build's multilanguage flag is on (none when it is off, as
 * in the default e2e build), and the switch goes back to Italian; the personal area's 'Lingua'
 * section does the same. axe on a phone and a laptop in English. The page renders no text missing
 * from its catalogs and no hydration mismatch (tests/e2e/test.ts).
 */
import { expectAccessible, LAPTOP } from './axe';
import { failOnPageError, logIn, openWithApp } from './shop';
import { expect, test, type Page } from './test';

/** The build's flag (`VITE_MULTILANGUAGE=true npx playwright test` builds the shop with it on). */
const MULTILANGUAGE = process.env.VITE_MULTILANGUAGE === 'true';

test.beforeEach(async ({ page }) => {
  failOnPageError(page);
  await page.setViewportSize(LAPTOP);
});

/** The `X-Ebsn-Lang` of every call to the shop's API from now on. */
function languageHeaders(page: Page) {
  const sent: (string | null)[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/ebsn/api/')) {
      sent.push(request.headers()['x-ebsn-lang'] ?? null);
    }
  });
  return sent;
}

/**
 * Answers the cookie banner, when it shows, so that it does not cover the page under axe (the
 * choice is kept across the restarts).
 */
async function declineCookies(page: Page) {
  const reject = page.getByRole('button', { name: 'Rifiuta tutti' });
  await reject.waitFor({ timeout: 5000 }).then(
    () => reject.click(),
    () => {},
  );
  await expect(reject).toBeHidden();
}

/** Presses the header's switch and waits for the app to start again (a reload). */
async function switchTo(page: Page, label: 'English' | 'Italiano') {
  const header = page.getByRole('banner');
  const reloaded = page.waitForEvent('load');
  await header.getByRole('button', { name: label }).first().click();
  await reloaded;
}

test('the header switches to English, the app restarts in English, and back to Italiano', async ({
  page,
}) => {
  await openWithApp(page, '/');
  await declineCookies(page);
  const header = page.getByRole('banner');
  await expect(header.getByRole('button', { name: 'English' }).first()).toHaveAttribute(
    'lang',
    'en',
  );
  await expect(page.locator('html')).toHaveAttribute('lang', 'it');

  const sent = languageHeaders(page);
  await switchTo(page, 'English');

  // The home page, which the server rendered in Italian, is the app's in English.
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(header.getByRole('combobox', { name: 'Search products' })).toBeVisible();
  await expect(header.getByRole('button', { name: 'Log in' }).first()).toBeVisible();
  await expect(header.getByRole('button', { name: 'Categories' })).toBeVisible();
  await expect(header.getByRole('button', { name: 'Italiano' }).first()).toHaveAttribute(
    'lang',
    'it',
  );
  await expect(header.getByRole('button', { name: 'Accedi' })).toHaveCount(0);
  // A product page, opened as a new document: the server, told the language by its cookie, sends
  // no Italian rendering first; the app renders the page in English.
  await page.setViewportSize(LAPTOP);
  await header.getByRole('combobox', { name: 'Search products' }).fill('parmigiano');
  await header.getByRole('combobox', { name: 'Search products' }).press('Enter');
  await expect(page).toHaveURL(/\/catalog\/search\?query=parmigiano/);
  const first = page.getByRole('article').first().getByRole('link').first();
  await expect(first).toBeVisible();
  const href = await first.getAttribute('href');
  expect(href).toMatch(/^\/catalog\/product\//);
  const productPage = await page.goto(href ?? '/');
  expect(await productPage?.text()).not.toContain('Aggiungi al carrello');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('button', { name: /^Add to basket/ }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: /^Aggiungi al carrello/ })).toHaveCount(0);
  await expectAccessible(
    page,
    'a product page in English',
    page.getByRole('heading', { level: 1 }),
  );

  // The login dialog.
  await page.setViewportSize(LAPTOP);
  await header.getByRole('button', { name: 'Log in' }).first().click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByLabel('Email address')).toBeVisible();
  await expect(dialog.getByLabel('Password', { exact: true })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Log in', exact: true })).toBeVisible();
  await expectAccessible(page, 'the login dialog in English', dialog.getByLabel('Email address'), {
    dialogsOnly: true,
  });
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // The calls since the switch name the language when the build's flag is on, and only then.
  expect(sent.length).toBeGreaterThan(0);
  expect(new Set(sent)).toEqual(new Set([MULTILANGUAGE ? 'en' : null]));

  await page.setViewportSize(LAPTOP);
  await switchTo(page, 'Italiano');
  await expect(page.locator('html')).toHaveAttribute('lang', 'it');
  await expect(header.getByRole('combobox', { name: 'Cerca prodotti' })).toBeVisible();
  await expect(header.getByRole('button', { name: 'English' }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: /^Aggiungi al carrello/ }).first()).toBeVisible();
});

test("on a phone the switch is the language's code, and it works the same", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openWithApp(page, '/');
  const header = page.getByRole('banner');
  const english = header.getByRole('button', { name: 'English' }).last();
  await expect(english).toHaveText('EN');
  const reloaded = page.waitForEvent('load');
  await english.click();
  await reloaded;
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  const italian = header.getByRole('button', { name: 'Italiano' }).last();
  await expect(italian).toHaveText('IT');
  await expect(header.getByRole('combobox', { name: 'Search products' })).toBeVisible();
  const back = page.waitForEvent('load');
  await italian.click();
  await back;
  await expect(header.getByRole('combobox', { name: 'Cerca prodotti' })).toBeVisible();
});

test("the personal area's 'Lingua' section switches the language too", async ({
  page,
  claimShopper,
}) => {
  await logIn(page, claimShopper('cliente'));
  await declineCookies(page);
  await page.goto('/profile');
  const section = page.getByRole('region', { name: 'Lingua' });
  await expect(section.getByRole('button', { name: 'Italiano' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  const reloaded = page.waitForEvent('load');
  await section.getByRole('button', { name: 'English' }).click();
  await reloaded;

  const english = page.getByRole('region', { name: 'Language' });
  await expect(english.getByRole('button', { name: 'English' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(page.getByRole('heading', { level: 1, name: 'My account' })).toBeVisible();
  await expectAccessible(page, 'the personal area in English', english);

  const back = page.waitForEvent('load');
  await english.getByRole('button', { name: 'Italiano' }).click();
  await back;
  await expect(page.getByRole('heading', { level: 1, name: 'Area personale' })).toBeVisible();
});
