/**
 * What a shopper does on a server-rendered page before the app has taken it over is kept and acted
 * on once it has (src/app/early-taps.ts, issue 30): the first click into 'Cerca prodotti' offers
 * the recent searches, a search sent then is the app's (no page load, the words stay), and the
 * footer's 'Preferenze cookie' opens the preferences while the cookie banner asks, and Back with a
 * dialog open on the page a full load brought closes it and stays there. Each at a
 * phone's and a laptop's size, with axe.
 */
import { expectAccessible, LAPTOP, PHONE } from './axe';
import { expect, test, type Page } from './test';
import { tapOnceSettled } from './layout';

const CATEGORY = '/catalog/category/latticini-e-uova';

/** The app has the page (React's root is on #root). */
const appRuns = (page: Page) =>
  page.evaluate(() =>
    Object.keys(document.getElementById('root') ?? {}).some((key) =>
      key.startsWith('__reactContainer'),
    ),
  );

/** Opens a server-rendered page and waits, doing nothing, until it is whole: the app waits too. */
async function openUntouched(page: Page, path: string) {
  await page.goto(path, { waitUntil: 'networkidle' });
  expect(await appRuns(page), 'the app started before any intent').toBe(false);
  // A new document would forget this.
  await page.evaluate(() => ((window as { samePage?: boolean }).samePage = true));
}

const stillSamePage = (page: Page) =>
  page.evaluate(() => (window as { samePage?: boolean }).samePage === true);

for (const viewport of [PHONE, LAPTOP]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test("the first click into 'Cerca prodotti' offers this device's recent searches", async ({
      page,
    }) => {
      await page.addInitScript(() => {
        const words = [{ name: 'mozzarella', counter: 2, timestamp: Date.now() }];
        localStorage.setItem('recent-searches', JSON.stringify(words));
      });
      await openUntouched(page, CATEGORY);
      const box = page.getByRole('combobox', { name: 'Cerca prodotti' }).first();
      await box.click();
      // The browser's own dropdown lists the datalist's words.
      const recent = page.locator('datalist[aria-label="Ricerche recenti"] option');
      await expect(recent).toHaveCount(1);
      await expect(recent).toHaveAttribute('value', 'mozzarella');
      await expect(box).toBeFocused();
      expect(await stillSamePage(page)).toBe(true);
    });

    test("a search sent before the app has started is the app's: no page load, the words stay", async ({
      page,
    }) => {
      await openUntouched(page, CATEGORY);
      const box = page.getByRole('combobox', { name: 'Cerca prodotti' }).first();
      await box.click();
      await box.pressSequentially('mozzarella');
      await box.press('Enter');
      await expect(page).toHaveURL(/\/catalog\/search\?query=mozzarella$/);
      await expect(page.getByRole('heading', { level: 1 })).toContainText('mozzarella');
      await expect(box).toHaveValue('mozzarella');
      expect(await stillSamePage(page), 'the search loaded a new page').toBe(true);
      // Recorded by the app at once: the box offers it from now on.
      await expect(
        page.locator('datalist[aria-label="Ricerche recenti"] option[value="mozzarella"]'),
      ).toHaveCount(1);
      await expectAccessible(page, 'the search results', page.getByRole('heading', { level: 1 }));
    });

    test('Back with the login dialog open closes it and stays on the page a full load brought', async ({
      page,
    }) => {
      await page.goto('/');
      await openUntouched(page, CATEGORY);
      const title = page.getByRole('heading', { level: 1 });
      const dialog = page.getByRole('dialog', { name: 'Accedi' });
      await page.getByRole('banner').getByRole('button', { name: 'Accedi' }).click();
      await expect(dialog).toBeVisible();
      await page.goBack();
      await expect(dialog).toBeHidden();
      await expect(page).toHaveURL(new RegExp(`${CATEGORY}$`));
      await expect(title).toBeVisible();
      expect(await stillSamePage(page), 'Back left the page').toBe(true);

      // Closed on the page, the dialog leaves nothing behind: the next Back leaves as usual.
      await page.getByRole('banner').getByRole('button', { name: 'Accedi' }).click();
      await expect(dialog).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(page).toHaveURL(new RegExp(`${CATEGORY}$`));
      await page.goBack();
      await expect(page).toHaveURL(/\/$/);
    });

    test('a link followed from the categories menu of that page, then Back, returns to it without the menu', async ({
      page,
    }) => {
      await page.goto('/');
      await openUntouched(page, CATEGORY);
      await page.getByRole('button', { name: 'Categorie' }).click();
      const drawer = page.getByRole('dialog', { name: 'Categorie' });
      await drawer.getByText('Frutta e verdura', { exact: true }).click();
      await drawer.getByRole('link', { name: 'Tutto in Frutta e verdura' }).click();
      await expect(page).toHaveURL(/\/catalog\/category\/frutta-e-verdura$/);
      await page.goBack();
      await expect(page).toHaveURL(new RegExp(`${CATEGORY}$`));
      await expect(drawer).toBeHidden();
      await page.goBack();
      await expect(page).toHaveURL(/\/$/);
    });
  });
}

test.describe('with the cookie banner showing', () => {
  test.use({ cookieChoice: 'none' });

  for (const viewport of [PHONE, LAPTOP]) {
    test(`the footer's 'Preferenze cookie' opens the preferences, at ${viewport.width} px`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await openUntouched(page, CATEGORY);
      const banner = page.getByRole('region', { name: 'La tua scelta sui cookie' });
      await expect(banner).toBeVisible();
      await tapOnceSettled(page.getByRole('button', { name: 'Preferenze cookie' }));
      const preferences = page.getByRole('dialog', { name: 'Preferenze cookie' });
      await expect(preferences).toBeVisible();
      await expect(banner).toBeHidden();
      await expectAccessible(page, 'the cookie preferences from the footer', preferences, {
        dialogsOnly: true,
      });
      // Closing them without a choice asks again.
      await preferences.getByRole('button', { name: 'Chiudi' }).click();
      await expect(page.getByRole('region', { name: 'La tua scelta sui cookie' })).toBeVisible();
    });
  }
});
