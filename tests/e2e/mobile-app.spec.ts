/**
 * The mobile app (issue 32): its own build in Chromium, as Android's webview and as iOS's, with a
 * fake native bridge (tests/e2e/native-bridge.ts) and the real shop across origins.
 */
import type { Page } from '@playwright/test';
import { cartAtCheckout, failOnPageError, PASSWORD, payWith } from './shop';
import {
  BUILT_SHOP_ORIGIN,
  fireNative,
  nativeCalls,
  openMobileApp,
  WEBVIEW_ORIGIN,
  type NativePlatform,
} from './native-bridge';
import { secondShopPlace, startShop, stopShop } from './second-shop';
import type { Shopper } from './shoppers';
import { expect, test } from './test';

/** Logs in on the app's /login page; the app then shows Home. */
async function logInInApp(page: Page, { email }: Shopper) {
  await page.goto(`${WEBVIEW_ORIGIN}/login`);
  await page.getByLabel('Indirizzo email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Accedi', exact: true }).last().click();
  await expect(page).toHaveURL(`${WEBVIEW_ORIGIN}/`);
}

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
      // The products' pictures are the shop's files, loaded from the shop, not from the webview.
      const picture = page.getByRole('article').first().locator('img').first();
      await expect(picture).toHaveAttribute('src', /^https:\/\/spesa\.example\.it\/photo\//);
      await expect
        .poll(() => picture.evaluate((image: HTMLImageElement) => image.naturalWidth))
        .toBeGreaterThan(0);

      await fireNative(page, 'App', 'appUrlOpen', { url: 'https://truffa.example.com/checkout' });
      await expect(
        page.getByText('Questo collegamento non porta a una pagina del negozio.'),
      ).toBeVisible();
      expect(new URL(page.url()).pathname).toBe('/catalog/category/latticini-e-uova');

      // The device names itself to the shop: its platform and its id.
      const calls = await nativeCalls(page);
      expect(calls.some((call) => call.plugin === 'Device' && call.method === 'getId')).toBe(true);
    });

    test("a shopper's order opens from a link, with the session kept by the app, never in a cookie", async ({
      page,
      baseURL,
      claimShopper,
    }) => {
      test.slow();
      const shopper = claimShopper('cliente');
      // The order is placed on the web, in a browser of its own.
      const web = await page.context().browser()?.newPage({ baseURL });
      if (web === undefined) throw new Error('no browser');
      await cartAtCheckout(web, shopper);
      await web.getByLabel('Ho letto e accetto le condizioni di vendita').check();
      await web.getByRole('button', { name: 'Vai al pagamento' }).click();
      await payWith(web, '4242 4242 4242 4242');
      await expect(web).toHaveURL(/\/cart\/payment-completed\/\d+$/);
      const orderId = web.url().split('/').pop() ?? '';
      await web.close();

      await openMobileApp(page, { platform, shopOrigin: baseURL ?? '' });
      const session = page.waitForResponse(
        (response) => response.url().includes('/ebsn/api/auth/login') && response.ok(),
      );
      await logInInApp(page, shopper);
      const login = await session;
      expect(login.headers()['x-ebsn-session']).toBeTruthy();
      // The app names its platform and its device to the shop.
      const sent = await login.request().allHeaders();
      expect(sent['x-ebsn-client']).toBe(platform);
      expect(sent['x-ebsn-client-uuid']).toBe('3f2b9c1e7a5d4b60');

      await fireNative(page, 'App', 'appUrlOpen', {
        url: `${BUILT_SHOP_ORIGIN}/profile/orders/${orderId}`,
      });
      await expect(page.getByRole('heading', { name: `Ordine ${orderId}` })).toBeVisible();
      expect(new URL(page.url()).pathname).toBe(`/profile/orders/${orderId}`);
      // The shop gave the app no cookie to keep: the session travels in X-Ebsn-Session.
      const cookies = await page.context().cookies([BUILT_SHOP_ORIGIN, WEBVIEW_ORIGIN]);
      expect(cookies.map((cookie) => cookie.name)).not.toContain('ebsn_session');
    });

    test("the links drawer: 'Link utili' shows the shop's links, one opens its page, Back closes it", async ({
      page,
      baseURL,
    }) => {
      await openMobileApp(page, { platform, shopOrigin: baseURL ?? '' });
      await page.getByRole('button', { name: 'Link utili' }).click();
      const drawer = page.getByRole('dialog', { name: 'Link utili' });
      await expect(drawer.getByRole('link', { name: 'Contatti' })).toBeVisible();
      await page.goBack();
      await expect(drawer).toBeHidden();

      await page.getByRole('button', { name: 'Link utili' }).click();
      await drawer.getByRole('link', { name: 'Domande frequenti' }).click();
      await expect(page.getByRole('heading', { name: 'Domande frequenti' })).toBeVisible();
      await expect(drawer).toBeHidden();
      expect(new URL(page.url()).pathname).toBe('/faq');
    });

    test("the device registers for push notifications as the account's, and the logout unregisters it first", async ({
      page,
      baseURL,
      claimShopper,
    }) => {
      const deviceCalls: string[] = [];
      page.on('request', (request) => {
        const path = new URL(request.url()).pathname;
        if (path.includes('/externalregistration/') || path.endsWith('/auth/logout')) {
          deviceCalls.push(path.split('/').slice(-2).join('/'));
        }
      });
      await openMobileApp(page, { platform, shopOrigin: baseURL ?? '' });
      await logInInApp(page, claimShopper('cliente'));
      const token = `fcm-${platform}-`.padEnd(64, '7');
      const registered = page.waitForResponse((response) =>
        response.url().includes('/externalregistration/register'),
      );
      await fireNative(page, 'PushNotifications', 'registration', { value: token });
      const reply = await registered;
      const query = new URL(reply.url()).searchParams;
      expect(Object.fromEntries(query)).toMatchObject({
        external_id: token,
        platform,
        uuid: '3f2b9c1e7a5d4b60',
        manufacturer: platform === 'ios' ? 'Apple' : 'Google',
      });
      expect((await reply.json()).data).toEqual({
        platform,
        uuid: '3f2b9c1e7a5d4b60',
        boundToAccount: true,
      });

      await page.getByRole('button', { name: 'Esci' }).click();
      await expect(page.getByRole('link', { name: 'Accedi' }).first()).toBeVisible();
      expect(deviceCalls).toEqual([
        'externalregistration/register',
        'externalregistration/unregister',
        'auth/logout',
      ]);
    });

    test('a notification tapped from the background opens its page at once; one in the foreground asks first', async ({
      page,
      baseURL,
    }) => {
      await openMobileApp(page, { platform, shopOrigin: baseURL ?? '' });
      await fireNative(page, 'PushNotifications', 'pushNotificationActionPerformed', {
        actionId: 'tap',
        notification: {
          id: '1',
          title: 'Domande frequenti aggiornate',
          body: 'Abbiamo risposto a nuove domande.',
          data: { nav_to: `${BUILT_SHOP_ORIGIN}/faq` },
        },
      });
      await expect(page.getByRole('heading', { name: 'Domande frequenti' })).toBeVisible();

      await fireNative(page, 'PushNotifications', 'pushNotificationReceived', {
        id: '2',
        title: 'Il tuo ordine è pronto per il ritiro',
        body: 'Ordine n. 4012: puoi ritirarlo dalle 18:00.',
        data: { nav_to: '/page/servizi' },
      });
      const notice = page.getByRole('dialog', { name: 'Il tuo ordine è pronto per il ritiro' });
      await expect(notice).toContainText('Ordine n. 4012: puoi ritirarlo dalle 18:00.');
      expect(new URL(page.url()).pathname).toBe('/faq');
      await notice.getByRole('button', { name: 'Apri' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'I nostri servizi' })).toBeVisible();
      await expect(notice).toBeHidden();

      // A notification naming another site opens nothing: the dialog only closes.
      await fireNative(page, 'PushNotifications', 'pushNotificationReceived', {
        id: '3',
        title: 'Offerta',
        body: 'Solo oggi.',
        data: { nav_to: 'https://truffa.example.com/offerta' },
      });
      const offer = page.getByRole('dialog', { name: 'Offerta' });
      await expect(offer.getByRole('button', { name: 'Apri' })).toHaveCount(0);
      await offer.getByRole('button', { name: 'Chiudi' }).click();
      await expect(offer).toBeHidden();
      expect(new URL(page.url()).pathname).toBe('/page/servizi');
    });

    test('a link to another site opens in the in-app browser, and the page stays', async ({
      page,
      baseURL,
    }) => {
      await openMobileApp(page, { platform, shopOrigin: baseURL ?? '' });
      await fireNative(page, 'App', 'appUrlOpen', { url: `${BUILT_SHOP_ORIGIN}/page/servizi` });
      await page.getByRole('link', { name: 'Guarda il video del ritiro al locker' }).click();
      const video = page.getByRole('dialog', { name: 'Video' });
      await video.getByRole('link', { name: 'Guarda il video su YouTube' }).click();
      await expect
        .poll(async () => (await nativeCalls(page)).filter((call) => call.plugin === 'Browser'))
        .toEqual([
          {
            plugin: 'Browser',
            method: 'open',
            options: { url: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ' },
          },
        ]);
      expect(page.context().pages()).toHaveLength(1);
      expect(new URL(page.url()).pathname).toBe('/page/servizi');
    });

    test("a newer version of the app is offered after 10 minutes, and 'Aggiorna' opens its store page", async ({
      page,
    }) => {
      test.setTimeout(120_000);
      const place = await secondShopPlace();
      const shop = await startShop(place, {
        APP_VERSION: '2.1.0',
        APP_STORE_URL: 'https://apps.example.it/spesa/{platform}',
      });
      try {
        const store: string[] = [];
        await page.route('https://apps.example.it/**', (route) => {
          store.push(route.request().url());
          return route.fulfill({ contentType: 'text/html', body: '<title>Store</title>' });
        });
        await page.clock.install();
        await openMobileApp(page, { platform, shopOrigin: place.origin });
        await expect(page.getByRole('link', { name: 'Accedi' }).first()).toBeVisible();
        const prompt = page.getByRole('dialog', { name: 'Nuova versione disponibile' });
        await expect(async () => {
          await page.clock.fastForward('10:05');
          await expect(prompt).toBeVisible({ timeout: 2_000 });
        }).toPass({ timeout: 30_000 });
        await expect(prompt).toContainText(
          "È disponibile la versione 2.1.0 dell'app Spesa online. Aggiornala dallo store per usarla.",
        );
        await prompt.getByRole('button', { name: 'Aggiorna' }).click();
        await expect.poll(() => store).toEqual([`https://apps.example.it/spesa/${platform}`]);
      } finally {
        await stopShop(shop);
      }
    });
  });
}
