/**
 * The mobile app's native side, composed with the app (issue 32, DESIGN.md "The mobile app"): in
 * the app's build only (`loadNativeApp` is null on the web, and its chunk is not built there),
 * once the app has started. The links it is opened with go to the deep-link statechart, its pauses
 * and resumes to the session (the app restarts after 30 minutes away, otherwise the cart is read
 * again), its push notifications to the push statechart (the logout unregisters the device first),
 * the device's id to the HTTP client, and links to other sites open in the in-app browser.
 */
import { I18nProvider } from '@lingui/react';
import { MantineProvider } from '@mantine/core';
import type { AnyRouter } from '@tanstack/react-router';
import { Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { selectIsAuthenticated } from '../../machines/session/session.machine';
import { api } from '../api/client';
import { setDeviceUuid, SHOP_ORIGIN } from '../api/shop-origin';
import { inAppPath, type ShopSite } from '../domain/app-links';
import { createDeepLinkActor } from '../features/deep-link';
import {
  createPushActor,
  followLogins,
  PushNotices,
  unregisterBeforeLogout,
  type PushActor,
} from '../features/push';
import { loadNativeApp } from '../native/load-native-app';
import type { NativeApp } from '../native/native-app';
import { i18n } from '../shared/i18n';
import { theme } from '../shared/theme';
import type { AppActors } from './actors';
import { nativeLogout } from './native-logout';

export function installNativeApp(router: AnyRouter, actors: AppActors): void {
  void loadNativeApp()?.then((native) => composeNativeApp(native, router, actors));
}

/** Connects the device's events to the flows, and the flows' effects to the device. */
function composeNativeApp(native: NativeApp, router: AnyRouter, actors: AppActors) {
  const shop: ShopSite = { origin: SHOP_ORIGIN };
  const openPage = (href: string) => void router.navigate({ href });

  const deepLink = createDeepLinkActor({ shop, openPage }).start();
  native.onUrlOpen((url) => deepLink.send({ type: 'link.opened', url }));
  deepLink.send({ type: 'app.ready' });

  const push = createPushActor({
    client: api,
    native,
    shop,
    isAuthenticated: () => selectIsAuthenticated(actors.session.getSnapshot()),
    openPage,
  }).start();
  followLogins(push, actors.session);
  nativeLogout.run = () => unregisterBeforeLogout(push);
  renderNativeDialogs(push);

  native.onPause(() => actors.session.send({ type: 'app.paused', at: Date.now() }));
  native.onResume(() => actors.session.send({ type: 'app.resumed', at: Date.now() }));

  void native.device().then(
    (device) => setDeviceUuid(device.uuid),
    // Without its id the device is still served: the header is optional.
    () => undefined,
  );

  document.addEventListener('click', (event) => followOutsideLink(event, native, shop, openPage));
}

/**
 * The native side's dialogs (a notification received in the foreground), in a root of their own
 * beside the app's: with its theme and texts, above whatever page is open.
 */
function renderNativeDialogs(push: PushActor) {
  const host = document.createElement('div');
  document.body.append(host);
  createRoot(host).render(
    <I18nProvider i18n={i18n}>
      <MantineProvider theme={theme}>
        <Suspense fallback={null}>
          <PushNotices actor={push} />
        </Suspense>
      </MantineProvider>
    </I18nProvider>,
  );
}

/**
 * A link of another site opens in the in-app browser (shopping-flow.md §2 "Link handling"), and a
 * link to the shop's own address is a page of the app; a click a screen handled itself is left.
 */
function followOutsideLink(
  event: MouseEvent,
  native: NativeApp,
  shop: ShopSite,
  openPage: (href: string) => void,
) {
  if (event.defaultPrevented || event.button !== 0) return;
  const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(anchor instanceof HTMLAnchorElement)) return;
  const url = new URL(anchor.href);
  if (url.origin === window.location.origin) return;
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return;
  event.preventDefault();
  const path = inAppPath(url.href, shop);
  if (path !== null) openPage(path);
  else void native.openInAppBrowser(url.href);
}
