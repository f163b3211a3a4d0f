/**
 * The cookie banner and preferences in the browser (issue 17 "Consent"): a first visit asks, with
 * refusing as easy as accepting; closing keeps only technical cookies; nothing is ticked unless
 * chosen; the choice is kept with its date and id and asked again after six months; the footer's
 * 'Preferenze cookie' changes it at any time; a logged-in shopper's choice follows them to another
 * browser. Checked with axe on a phone and a laptop.
 */
import { expectAccessible, PHONE } from './axe';
import { failOnPageError, logIn, openWithApp } from './shop';
import { COOKIE_CHOICE_MARKER, COOKIE_PREFERENCES_KEY, expect, test, type Page } from './test';
import { tapOnceSettled } from './layout';

test.use({ cookieChoice: 'none' });

test.beforeEach(async ({ page }) => {
  failOnPageError(page);
});

interface StoredChoice {
  technical: boolean;
  analytics: boolean;
  profilation: boolean;
  saveDate: string;
  uuid: string;
  purposesVersion: number;
}

const storedChoice = (page: Page) =>
  page.evaluate(
    (key) => JSON.parse(localStorage.getItem(key) ?? 'null') as StoredChoice | null,
    COOKIE_PREFERENCES_KEY,
  );

const banner = (page: Page) => page.getByRole('region', { name: 'La tua scelta sui cookie' });

test('a first visit asks; the preferences save exactly what was ticked, changeable from the footer', async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  await openWithApp(page, '/');
  await expect(banner(page)).toBeVisible();
  await expect(banner(page).getByRole('button', { name: 'Accetta tutti' })).toBeVisible();
  await expect(banner(page).getByRole('button', { name: 'Rifiuta tutti' })).toBeVisible();
  await expectAccessible(page, 'the page with the cookie banner', banner(page));
  expect(await storedChoice(page)).toBeNull();

  await banner(page).getByRole('button', { name: 'Personalizza' }).click();
  const dialog = page.getByRole('dialog', { name: 'Preferenze cookie' });
  await expect(dialog.getByRole('switch', { name: /Tecnici/ })).toBeChecked();
  await expect(dialog.getByRole('switch', { name: /Tecnici/ })).toBeDisabled();
  await expect(dialog.getByRole('switch', { name: /Analisi/ })).not.toBeChecked();
  await expect(dialog.getByRole('switch', { name: /Profilazione/ })).not.toBeChecked();
  await expectAccessible(page, 'the cookie preferences', dialog.getByRole('switch').first(), {
    dialogsOnly: true,
  });
  await dialog.getByRole('switch', { name: /Analisi/ }).check();
  await dialog.getByRole('button', { name: 'Salva le preferenze' }).click();
  await expect(dialog).toBeHidden();
  await expect(banner(page)).toBeHidden();

  const saved = await storedChoice(page);
  expect(saved).toMatchObject({ technical: true, analytics: true, profilation: false });
  expect(Date.now() - Date.parse(saved?.saveDate ?? '')).toBeLessThan(60_000);
  expect(saved?.uuid).toMatch(/^[0-9a-f-]{36}$/);

  // Home again as a new document, tapped once the app runs: a tap before it can still be lost on
  // a slow machine (the early-tap replay does not keep every tap yet).
  await openWithApp(page, '/');
  await tapOnceSettled(page.getByRole('button', { name: 'Preferenze cookie' }));
  await expect(dialog.getByRole('switch', { name: /Analisi/ })).toBeChecked();
  await expect(banner(page)).toBeHidden();
  await dialog.getByRole('button', { name: 'Rifiuta tutti' }).click();
  await expect(dialog).toBeHidden();
  expect(await storedChoice(page)).toMatchObject({
    analytics: false,
    profilation: false,
    uuid: saved?.uuid,
  });
});

test('a server-rendered page shows the banner with its first HTML, and a press on it before the app holds', async ({
  page,
}) => {
  const app: string[] = [];
  page.on('request', (request) => {
    if (/\/assets\/start-/.test(request.url())) app.push(request.url());
  });
  const first = await page.goto('/catalog/category/latticini-e-uova', { waitUntil: 'networkidle' });
  expect(await first?.text()).toContain('La tua scelta sui cookie');
  await expect(banner(page)).toBeVisible();
  // On the screen with the page, with nothing of the app loaded or run.
  expect(app).toEqual([]);

  // The press starts the app, which makes the choice once it has read the browser's.
  await banner(page).getByRole('button', { name: 'Rifiuta tutti' }).click();
  await expect(banner(page)).toBeHidden();
  await expect
    .poll(() => storedChoice(page))
    .toMatchObject({ technical: true, analytics: false, profilation: false });
  expect(app.length).toBeGreaterThan(0);

  // The next page comes without the banner: the browser's marker tells the server.
  const next = await page.goto('/catalog/category/latticini-e-uova');
  expect(await next?.text()).not.toContain('La tua scelta sui cookie');
  await openWithApp(page, '/');
  await expect(page.getByRole('button', { name: 'Preferenze cookie' })).toBeVisible();
  await expect(banner(page)).toBeHidden();
});

test("'Personalizza' on the server-rendered banner opens the preferences once the app runs", async ({
  page,
}) => {
  await page.goto('/');
  await banner(page).getByRole('button', { name: 'Personalizza' }).click();
  const dialog = page.getByRole('dialog', { name: 'Preferenze cookie' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('switch', { name: /Analisi/ })).not.toBeChecked();
  await expect(banner(page)).toBeHidden();
});

test('a browser whose marker outlived its stored choice is asked by the app even if it does nothing', async ({
  page,
  baseURL,
}) => {
  // The server believes a choice holds and renders no banner; the browser's storage has none.
  await page.context().addCookies([{ ...COOKIE_CHOICE_MARKER, url: baseURL ?? '' }]);
  const first = await page.goto('/catalog/category/latticini-e-uova');
  expect(await first?.text()).not.toContain('La tua scelta sui cookie');
  // No pointer, key or scroll: the app starts once the page has settled (src/main.tsx).
  await expect(banner(page)).toBeVisible({ timeout: 15_000 });
});

test('closing the banner keeps only technical cookies, and it does not ask again', async ({
  page,
}) => {
  await openWithApp(page, '/');
  await banner(page).getByRole('button', { name: 'Chiudi e continua senza accettare' }).click();
  await expect(banner(page)).toBeHidden();
  await expect
    .poll(() => storedChoice(page))
    .toMatchObject({ analytics: false, profilation: false });
  await page.reload();
  await expect(page.getByRole('button', { name: 'Preferenze cookie' })).toBeVisible();
  await expect(banner(page)).toBeHidden();
});

test('a choice over six months old is asked again', async ({ page }) => {
  await page.addInitScript((key) => {
    const sevenMonthsAgo = new Date();
    sevenMonthsAgo.setMonth(sevenMonthsAgo.getMonth() - 7);
    const old = {
      technical: true,
      analytics: true,
      profilation: true,
      saveDate: sevenMonthsAgo.toISOString(),
      uuid: '3f2c1b0a-9d8e-4c7b-a6f5-e4d3c2b1a098',
      purposesVersion: 1,
    };
    if (localStorage.getItem(key) === null) localStorage.setItem(key, JSON.stringify(old));
  }, COOKIE_PREFERENCES_KEY);
  await openWithApp(page, '/');
  await expect(banner(page)).toContainText(
    'Sono passati sei mesi dalla tua ultima scelta: confermala o cambiala.',
  );
  await banner(page).getByRole('button', { name: 'Accetta tutti' }).click();
  expect(await storedChoice(page)).toMatchObject({
    analytics: true,
    uuid: '3f2c1b0a-9d8e-4c7b-a6f5-e4d3c2b1a098',
  });
});

test("a logged-in shopper's choice is the account's, and holds in another browser", async ({
  page,
  browser,
  baseURL,
  claimShopper,
}) => {
  const shopper = claimShopper('betatester');
  await openWithApp(page, '/');
  await banner(page).getByRole('button', { name: 'Accetta tutti' }).click();
  await expect(banner(page)).toBeHidden();
  // Logging in gives the browser's newer choice to the account.
  await logIn(page, shopper);
  await expect
    .poll(async () => {
      const reply = await page.request.get('/ebsn/api/cookie-consent/view');
      return ((await reply.json()) as { data: { preferences: StoredChoice | null } }).data
        .preferences;
    })
    .toMatchObject({ analytics: true, profilation: true });

  // Another browser asks until the shopper logs in, then holds the account's choice.
  const otherBrowser = await browser.newContext({ baseURL, locale: 'it-IT' });
  const other = await otherBrowser.newPage();
  try {
    failOnPageError(other);
    await openWithApp(other, '/');
    await expect(banner(other)).toBeVisible();
    await logIn(other, shopper);
    await expect(banner(other)).toBeHidden();
    await expect.poll(() => storedChoice(other)).toMatchObject({ analytics: true });
  } finally {
    await otherBrowser.close();
  }
});
