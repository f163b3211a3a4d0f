/**
 * The files by which Android and iOS let the mobile app open the shop's links (issue 32): Digital
 * Asset Links (`/.well-known/assetlinks.json`) and the Apple App Site Association
 * (`/.well-known/apple-app-site-association`), made from the server's settings.
 *
 * The paths the iOS app opens are the spec's deep links (account-and-platform.md §9) and the
 * catalogue's own addresses, the same as the Android intent filter
 * (android/app/src/main/AndroidManifest.xml), which Android's file does not repeat: it names the
 * app only.
 */
import type { AndroidAppLink, AppleAppLink } from '../../config';

/**
 * The paths the iOS app opens, in Apple's pattern syntax (`*` any characters): the orders and an
 * order, the checkout, the spec's short search, product, category and page links, the catalogue's
 * own, and the password-recovery pages (src/routes/).
 */
export const APP_LINK_PATHS: readonly string[] = [
  '/profile/orders',
  '/profile/orders/*',
  '/checkout',
  '/search',
  '/product/*',
  '/category/*',
  '/page/*',
  '/catalog/*',
  '/reset-password-*',
  '/recover-password-confirm',
  '/Recupera-Password',
];

/** Android's statement: the app, by package and signing certificates, handles all the shop's URLs. */
export function assetLinks(app: AndroidAppLink) {
  return [
    {
      relation: ['delegate_permission/common.handle_all_urls' as const],
      target: {
        namespace: 'android_app' as const,
        package_name: app.packageName,
        sha256_cert_fingerprints: [...app.certFingerprints],
      },
    },
  ];
}

/** Apple's association (iOS 13 and later: `appIDs` and `components`). */
export function appleAppSiteAssociation(app: AppleAppLink) {
  return {
    applinks: {
      details: [
        {
          appIDs: [`${app.teamId}.${app.bundleId}`],
          components: APP_LINK_PATHS.map((path) => ({ '/': path })),
        },
      ],
    },
  };
}
