/**
 * The content service on Home and in the site search (issue 14): Home's slider shows the day's
 * slides of the seed (content/slides/home.json) and a slide's link opens its category inside the
 * app; a search for a word of a FAQ question lists it among 'Informazioni utili' beside the
 * products, and following it opens the FAQ inside the app. Both pages pass axe on a phone and on a
 * laptop.
 */
import { expectAccessible } from './axe';
import { failOnPageError, openWithApp } from './shop';
import { expect, test, type Page } from './test';

test.beforeEach(async ({ page }) => {
  failOnPageError(page);
});

/** Marks the document, so that a full page load (which would lose the mark) can be told apart. */
async function markDocument(page: Page) {
  await page.evaluate(() => document.documentElement.setAttribute('data-same-document', 'yes'));
}

async function expectSameDocument(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('data-same-document', 'yes');
}

test("Home shows the day's slides and a slide opens its category in the app", async ({ page }) => {
  await openWithApp(page, '/');
  const slider = page.getByRole('region', { name: 'In evidenza' });
  await expect(slider).toBeVisible();
  // A guest sees the slides shown to every service; the seed's first is the season's fruit.
  const first = slider.getByRole('group', { name: /^1 di \d+$/ });
  await expect(first.getByRole('img', { name: 'Mele rosse appena raccolte' })).toBeVisible();
  await expect(first.getByRole('link', { name: 'Frutta e verdura di stagione' })).toBeVisible();
  // Slides meant for one service only (the lockers') are not a guest's.
  await expect(slider).not.toContainText('Ritira la spesa al locker');

  await expectAccessible(page, 'Home with its slider', slider);

  // Turning: the next slide replaces the first.
  await slider.getByRole('button', { name: 'Slide successiva' }).click();
  await expect(slider.getByRole('group', { name: /^2 di \d+$/ })).toBeVisible();
  await slider.getByRole('button', { name: 'Slide precedente' }).click();

  await markDocument(page);
  await slider.getByRole('link', { name: 'Frutta e verdura di stagione' }).click();
  await expect(page).toHaveURL(/\/catalog\/category\/frutta-e-verdura$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Frutta e verdura');
  await expectSameDocument(page);
});

test("the server's slider turns once the app has taken it over", async ({ page }) => {
  await page.goto('/');
  const slider = page.getByRole('region', { name: 'In evidenza' });
  await expect(slider.getByRole('group', { name: /^1 di \d+$/ })).toBeVisible();
  await page.mouse.move(1, 1);
  // The app has it once the element is React's own (a fiber on it). React sometimes draws the
  // slider again after that (1 run in 12-16, cause not found yet; noted on issue 30), so this
  // test does not ask that the server's element be the one that stays.
  await expect
    .poll(() =>
      slider.evaluate((element) =>
        Object.keys(element).some((key) => key.startsWith('__reactFiber')),
      ),
    )
    .toBe(true);
  await slider.getByRole('button', { name: 'Slide successiva' }).click();
  await expect(slider.getByRole('group', { name: /^2 di \d+$/ })).toBeVisible();
});

test('the search lists a FAQ question holding the words beside the products, and opens it', async ({
  page,
}) => {
  await openWithApp(page, '/catalog/search?query=preautorizzazione');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Risultati per «preautorizzazione»' }),
  ).toBeVisible();
  const section = page.getByRole('region', { name: 'Informazioni utili' });
  const question = section.getByRole('link', {
    name: 'Perché la preautorizzazione è più alta del totale?',
  });
  await expect(question).toBeVisible();

  await expectAccessible(page, 'the search with content results', section);

  await markDocument(page);
  await question.click();
  await expect(page).toHaveURL(/\/faq#[\w-]+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Domande frequenti' })).toBeVisible();
  await expectSameDocument(page);
});

test('a search for a page of the content service opens that page', async ({ page }) => {
  await openWithApp(page, '/catalog/search?query=chi%20siamo');
  const section = page.getByRole('region', { name: 'Informazioni utili' });
  await markDocument(page);
  await section.getByRole('link', { name: 'Chi siamo' }).click();
  await expect(page).toHaveURL(/\/page\/chi-siamo$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Chi siamo' })).toBeVisible();
  await expectSameDocument(page);
});
