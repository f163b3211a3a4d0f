/**
 * The browsable API reference (issue 17) in the browser: /ebsn/docs renders the shop API's
 * operations and, chosen in the list, the content API's, loading nothing from outside the shop and
 * breaking no rule of its Content-Security-Policy.
 */
import { failOnPageError } from './shop';
import { expect, test, type Page } from './test';

/** Console errors (a CSP refusal is one) and requests that leave the shop's origin. */
function watch(page: Page, origin: string) {
  const errors: string[] = [];
  const outside: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('request', (request) => {
    const url = request.url();
    if (!url.startsWith('data:') && new URL(url).origin !== origin) outside.push(url);
  });
  return { errors, outside };
}

test.beforeEach(async ({ page }) => {
  failOnPageError(page);
});

test('the API reference shows both contracts, all from the shop, with no CSP error', async ({
  page,
  baseURL,
}) => {
  const seen = watch(page, new URL(baseURL ?? '').origin);
  // Any CSP refusal also fires this event in the page: counted there, read at the end.
  await page.addInitScript(() => {
    const violations: string[] = [];
    Object.assign(window, { cspViolations: violations });
    document.addEventListener('securitypolicyviolation', (event) => {
      violations.push(`${event.violatedDirective} ${event.blockedURI}`);
    });
  });

  await page.goto('/ebsn/docs');
  await expect(page.getByRole('heading', { name: /Spesa online — shop API/ })).toBeVisible();
  await expect(page.getByText('/ebsn/api/auth/login', { exact: true }).first()).toBeVisible();
  await expect(page.getByText('Log in with e-mail and password').first()).toBeVisible();

  await page.getByLabel('Select a definition').selectOption('API dei contenuti (content.yaml)');
  await expect(page.getByRole('heading', { name: /Spesa online — content service/ })).toBeVisible();
  await expect(page.getByText('/p/wp-json/wp/v2/pages', { exact: true }).first()).toBeVisible();

  const violations = await page.evaluate(
    () => (window as unknown as { cspViolations: string[] }).cspViolations,
  );
  expect(violations).toEqual([]);
  expect(seen.errors).toEqual([]);
  expect(seen.outside).toEqual([]);
});
