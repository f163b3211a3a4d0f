/**
 * The content service in the browser (issue 14, first part): `/page/{pageName}` shows the page
 * with its SEO title, an unknown page says so in the spec's words, and `/faq` is an accordion
 * searched within.
 */
import { expectAccessible, LAPTOP, PHONE } from './axe';
import { failOnPageError } from './shop';
import { boxOf } from './layout';
import { expect, test } from './test';

test.beforeEach(async ({ page }) => {
  failOnPageError(page);
});

test("the services page is the content service's, with its SEO title", async ({ page }) => {
  await page.goto('/page/servizi');
  await expect(page.getByRole('heading', { level: 1, name: 'I nostri servizi' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Ritiro al locker' })).toBeVisible();
  await expect(page).toHaveTitle('Ritiro in negozio, locker e consegna in azienda | Spesa online');
  await expectAccessible(page, 'the services page', page.getByRole('article'));
  // A link inside the page goes on to another page of the service.
  await page.getByRole('article').getByRole('link', { name: 'scrivici' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Contatti' })).toBeVisible();
});

test('an unknown page says it cannot go on', async ({ page }) => {
  await page.goto('/page/non-esiste');
  await expect(page.getByRole('alert')).toHaveText('Pagina non trovata, impossibile continuare');
});

test("the FAQ's questions are an accordion: each chevron beside its question", async ({ page }) => {
  for (const viewport of [PHONE, LAPTOP]) {
    await page.setViewportSize(viewport);
    await page.goto('/faq');
    const question = page.getByRole('button', {
      name: 'Perché la preautorizzazione è più alta del totale?',
    });
    const label = await boxOf(question.locator('.mantine-Accordion-label'));
    const chevron = await boxOf(question.locator('.mantine-Accordion-chevron'));
    // On the question's line, after it: not on a line of its own above it.
    const middle = chevron.y + chevron.height / 2;
    expect(middle, `at ${viewport.width} px`).toBeGreaterThan(label.y);
    expect(middle, `at ${viewport.width} px`).toBeLessThan(label.y + label.height);
    expect(chevron.x, `at ${viewport.width} px`).toBeGreaterThanOrEqual(label.x + label.width);
  }
});

test('the FAQ: a search within it, an answer opened, the search kept in the address', async ({
  page,
}) => {
  await page.goto('/faq');
  await expect(page.getByRole('heading', { level: 1, name: 'Domande frequenti' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Pagamenti' })).toBeVisible();
  await expectAccessible(page, 'the FAQ', page.getByRole('heading', { level: 1 }));
  await page.getByLabel('Cerca nelle domande frequenti').fill('preautorizzazione');
  await expect(page).toHaveURL(/\/faq\?q=preautorizzazione$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Account e privacy' })).toHaveCount(0);
  const question = page.getByRole('button', {
    name: 'Perché la preautorizzazione è più alta del totale?',
  });
  await question.click();
  await expect(page.getByText(/preautorizziamo il 30% in più/)).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Cerca nelle domande frequenti')).toHaveValue('preautorizzazione');
});
