/**
 * Playwright's `test`, failing any test whose page rendered a text missing from the loaded
 * catalogs (src/app/i18n.ts logs it): a shopper would have seen a hashed id; or whose
 * server-rendered page did not match what the browser rendered (src/app/start.tsx logs 'hydration').
 */
import { expect, test as base } from '@playwright/test';

export const test = base.extend<{ catalogGuard: void }>({
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
export type { Locator, Page } from '@playwright/test';
