/**
 * The mobile app (issue 32): its own build in Chromium, as Android's webview and as iOS's, with a
 * fake native bridge (tests/e2e/native-bridge.ts) and the real shop across origins.
 */
import { failOnPageError } from './shop';
import { fireNative, nativeCalls, openMobileApp, type NativePlatform } from './native-bridge';
import { expect, test } from './test';

test.beforeEach(async ({ page }) => {
  failOnPageError(page);
});

for (const platform of ['android', 'ios'] as const satisfies readonly NativePlatform[]) {
  test.describe(`on ${platform}`, () => {
    test('a link of the shop opens its page in the app; a link of another site opens nothing', async ({
      page,
      baseURL,
    }) => {
      await openMobileApp(page, { platform, shopOrigin: baseURL ?? '' });
      await expect(page.getByRole('link', { name: 'Accedi' }).first()).toBeVisible();

      await fireNative(page, 'App', 'appUrlOpen', {
        url: 'https://spesa.example.it/category/latticini-e-uova',
      });
      await expect(page.getByRole('heading', { level: 1, name: 'Latticini e uova' })).toBeVisible();
      expect(new URL(page.url()).pathname).toBe('/catalog/category/latticini-e-uova');

      await fireNative(page, 'App', 'appUrlOpen', { url: 'https://truffa.example.com/checkout' });
      await expect(
        page.getByText('Questo collegamento non porta a una pagina del negozio.'),
      ).toBeVisible();
      expect(new URL(page.url()).pathname).toBe('/catalog/category/latticini-e-uova');

      // The device names itself to the shop: its platform and its id.
      const calls = await nativeCalls(page);
      expect(calls.some((call) => call.plugin === 'Device' && call.method === 'getId')).toBe(true);
    });
  });
}
