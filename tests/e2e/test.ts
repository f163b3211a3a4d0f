/**
 * Playwright's `test`, failing any test whose page rendered a text missing from the loaded
 * catalogs (src/app/i18n.ts logs it): a shopper would have seen a hashed id.
 */
import { expect, test as base } from '@playwright/test';

export const test = base.extend<{ catalogGuard: void }>({
  catalogGuard: [
    async ({ page }, use) => {
      const missing: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error' && message.text().startsWith('Testo mancante nel catalogo'))
          missing.push(message.text());
      });
      await use();
      expect(missing, 'texts rendered before their catalog loaded').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
export type { Locator, Page } from '@playwright/test';
