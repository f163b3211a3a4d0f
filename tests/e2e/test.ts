/**
 * Playwright's `test`, failing any test whose page rendered a text missing from the loaded
 * catalogs (src/shared/i18n.ts logs it): a shopper would have seen a hashed id; or whose
 * server-rendered page did not match what the browser rendered (src/app/start.tsx logs 'hydration').
 *
 * The shopper has already answered the cookie banner (technical cookies only), as a returning
 * shopper has, unless a test says `test.use({ cookieChoice: 'none' })`: the banner's own tests and
 * the accessibility test, which checks every page with the banner shown.
 *
 * `claimShopper(kind)` gives the test a seeded shopper of its own (tests/e2e/shoppers.ts), named in
 * the test's annotations so that a failure's report says whose cart it was.
 */
import { expect, test as base } from '@playwright/test';
import {
  COOKIE_CHOICE_MARKER,
  COOKIE_PREFERENCES_KEY,
  storeTechnicalOnlyChoice,
} from './cookie-choice';
import { claimShopper, type Shopper, type ShopperKind } from './shoppers';

export { COOKIE_CHOICE_MARKER, COOKIE_PREFERENCES_KEY } from './cookie-choice';

export const test = base.extend<{
  catalogGuard: void;
  cookieChoice: 'answered' | 'none';
  claimShopper: (kind: ShopperKind) => Shopper;
}>({
  cookieChoice: ['answered', { option: true }],
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's needs from this pattern.
  claimShopper: async ({}, use, testInfo) => {
    await use((kind) => {
      const shopper = claimShopper(kind);
      testInfo.annotations.push({ type: 'shopper', description: shopper.email });
      return shopper;
    });
  },
  page: async ({ page, cookieChoice, baseURL }, use) => {
    if (cookieChoice === 'answered') {
      // As the app leaves it: the server then renders pages without the banner.
      await page.context().addCookies([{ ...COOKIE_CHOICE_MARKER, url: baseURL ?? '' }]);
      await page.addInitScript(storeTechnicalOnlyChoice, COOKIE_PREFERENCES_KEY);
    }
    await use(page);
  },
  catalogGuard: [
    async ({ page }, use) => {
      const missing: string[] = [];
      const mismatches: string[] = [];
      page.on('console', (message) => {
        if (message.type() !== 'error') return;
        if (message.text().startsWith('Testo mancante nel catalogo')) missing.push(message.text());
        if (message.text().startsWith('hydration')) mismatches.push(message.text());
      });
      await use();
      expect(missing, 'texts rendered before their catalog loaded').toEqual([]);
      expect(mismatches, 'server-rendered pages that the browser rendered differently').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
export type { Locator, Page, Request } from '@playwright/test';
export type { Shopper, ShopperKind } from './shoppers';
