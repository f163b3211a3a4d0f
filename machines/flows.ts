/**
 * The flows manifest: each flow's word, and where its pieces live (DESIGN.md "One word per flow").
 * `tests/unit/flows-manifest.test.ts` checks it against the tree (every machine under one flow,
 * every path there), and `npm run docs:flows` writes a page per flow from it (docs/flows/).
 *
 * A server module carries its flow's word when it is the word or starts with `<word>-`; where one
 * does not, `renames` names it: the test keeps that list exact, so a module added under another
 * word shows there, in a reviewer's sight (issue 31 renamed the last ones; none is left).
 */

export interface Flow {
  /** The flow's one word. */
  readonly word: string;
  /** What the flow is for the shopper or the staff, in one sentence. */
  readonly summary: string;
  /** Its statecharts: machines/<word>/<name>.machine.ts, by name. */
  readonly machines: readonly string[];
  /** Its screen: the folder under src/features/. */
  readonly feature: string;
  /** Its stories: the folder under stories/, when its components have any of their own. */
  readonly stories: string | null;
  /** Its screen replays and browser tests, by file name under tests/components and tests/e2e. */
  readonly screenTests: readonly string[];
  readonly browserTests: readonly string[];
  /** Its server modules, under server/modules/ (none: the flow calls no API of its own). */
  readonly serverModules: readonly string[];
  /** The pieces that do not carry the flow's word yet: what each is called today. */
  readonly renames?: { readonly serverModules?: readonly string[] };
}

export const FLOWS: readonly Flow[] = [
  {
    word: 'session',
    summary:
      'Who is signed in on this device, read once at start and kept in step with the server.',
    machines: ['session'],
    feature: 'session',
    stories: null,
    screenTests: ['session.paths.test.tsx'],
    browserTests: [],
    serverModules: ['session'],
  },
  {
    word: 'login',
    summary: "The login dialog and page: password, two-factor code, the bot check, 'Accedi'.",
    machines: ['login'],
    feature: 'login',
    stories: 'login',
    screenTests: ['login-form.paths.test.tsx'],
    browserTests: ['login.spec.ts'],
    serverModules: ['login'],
  },
  {
    word: 'social-login',
    summary: 'Signing in with Google or Facebook, and registering from the filled form.',
    machines: ['social-login'],
    feature: 'social-login',
    stories: 'social-login',
    screenTests: ['social-login.paths.test.tsx'],
    browserTests: ['social-login.spec.ts'],
    serverModules: ['social-login'],
  },
  {
    word: 'registration',
    summary: 'A new account: the form, the e-mailed confirmation, the welcome.',
    machines: ['registration'],
    feature: 'registration',
    stories: 'registration',
    screenTests: ['registration.paths.test.tsx'],
    browserTests: [],
    serverModules: ['registration'],
  },
  {
    word: 'password-reset',
    summary: 'A forgotten password: the request, the e-mailed link, the new password.',
    machines: ['password-reset'],
    feature: 'password-reset',
    stories: 'password-reset',
    screenTests: ['password-reset.paths.test.tsx'],
    browserTests: [],
    serverModules: ['password-reset'],
  },
  {
    word: 'account',
    summary:
      'The personal area: profile, addresses, two-factor login, and deleting the account by an e-mailed link.',
    machines: ['profile', 'address-book', 'two-factor', 'account-deletion'],
    feature: 'account',
    stories: 'account',
    screenTests: [
      'profile.paths.test.tsx',
      'profile-details.paths.test.tsx',
      'address-book.paths.test.tsx',
      'two-factor.paths.test.tsx',
      'account-deletion.paths.test.tsx',
    ],
    browserTests: ['account.spec.ts'],
    serverModules: ['account'],
  },
  {
    word: 'consent',
    summary: 'The privacy notice accepted again after a login when a newer one is in force.',
    machines: ['consent'],
    feature: 'consent',
    stories: 'consent',
    screenTests: ['consent.paths.test.tsx'],
    browserTests: ['consent.spec.ts'],
    serverModules: ['consent'],
  },
  {
    word: 'cookie-consent',
    summary: "The cookie banner and 'Preferenze cookie': what this browser may store and measure.",
    machines: ['cookie-consent'],
    feature: 'cookie-consent',
    stories: 'cookie-consent',
    screenTests: ['cookie-consent.paths.test.tsx'],
    browserTests: ['cookie-consent.spec.ts'],
    serverModules: ['cookie-consent'],
  },
  {
    word: 'analytics',
    summary: 'The tag manager and its events, only with the shopper’s consent.',
    machines: ['analytics'],
    feature: 'analytics',
    stories: null,
    screenTests: ['analytics.paths.test.tsx'],
    browserTests: ['analytics.spec.ts'],
    serverModules: [],
  },
  {
    word: 'shell',
    summary: 'The frame of every page: header, category drawer, cart drawer, footer, loader.',
    machines: ['shell'],
    feature: 'shell',
    stories: 'shell',
    screenTests: [],
    browserTests: ['first-paint.spec.ts', 'early-actions.spec.ts', 'accessibility.spec.ts'],
    serverModules: [],
  },
  {
    word: 'deep-link',
    summary:
      "The spec's short addresses, and the links the mobile app is opened with, open their pages.",
    machines: ['deep-link'],
    feature: 'deep-link',
    stories: null,
    screenTests: [],
    // The app's own build with a fake native bridge (mobile-app.spec.ts), and the web's addresses.
    browserTests: ['deep-links.spec.ts', 'mobile-app.spec.ts'],
    // The mobile app's link files (/.well-known/).
    serverModules: ['deep-link'],
  },
  {
    word: 'push',
    summary:
      "The mobile app's push notifications: the device registered with the shop, a tap opening its page.",
    machines: ['push'],
    feature: 'push',
    stories: 'push',
    screenTests: ['push.paths.test.tsx'],
    browserTests: [],
    // The devices, per account or guest, and the notifications the shop sends them.
    serverModules: ['push'],
  },
  {
    word: 'catalog',
    summary: 'Home, categories, search and product pages, with their filters in the URL.',
    machines: [],
    feature: 'catalog',
    stories: 'catalog',
    screenTests: [],
    browserTests: ['catalog.spec.ts'],
    serverModules: ['catalog', 'catalog-photos'],
  },
  {
    word: 'service',
    summary:
      'Where and when the shopper is served: store, locker or company address, and the time slot.',
    machines: ['service', 'shop-at-work'],
    feature: 'service',
    stories: 'service',
    screenTests: ['service.paths.test.tsx', 'shop-at-work.paths.test.tsx'],
    browserTests: [],
    serverModules: ['service'],
  },
  {
    word: 'address-discovery',
    summary: 'Before login: which services reach an address.',
    machines: ['address-discovery'],
    feature: 'address-discovery',
    stories: 'address-discovery',
    screenTests: ['address-discovery.paths.test.tsx'],
    browserTests: ['address-discovery.spec.ts'],
    serverModules: ['address-discovery'],
  },
  {
    word: 'cart',
    summary:
      'Adding to the cart through its gate (login, service, slot, options), lines and drawer.',
    machines: ['add-to-cart', 'cart-drawer', 'quantity'],
    feature: 'cart',
    stories: 'cart',
    screenTests: ['add-to-cart.paths.test.tsx'],
    browserTests: ['cart.spec.ts', 'message-popup.spec.ts'],
    serverModules: ['cart'],
  },
  {
    word: 'lists',
    summary: "The shopper's lists and favourites, shared read-only, added all to the cart.",
    machines: ['lists', 'list-picker', 'add-all'],
    feature: 'lists',
    stories: 'lists',
    screenTests: ['lists.paths.test.tsx'],
    browserTests: ['lists.spec.ts'],
    serverModules: ['lists', 'lists-usual'],
  },
  {
    word: 'gifts',
    summary: "'Vantaggi': the shopper's gift codes and vouchers.",
    machines: ['gifts'],
    feature: 'gifts',
    stories: 'gifts',
    screenTests: [],
    browserTests: [],
    serverModules: ['gifts'],
  },
  {
    word: 'invite',
    summary: "'Invita i tuoi amici': the invite code and the rewards it earned.",
    machines: ['invite'],
    feature: 'invite',
    stories: 'invite',
    screenTests: ['invite.paths.test.tsx'],
    browserTests: [],
    serverModules: ['invite'],
  },
  {
    word: 'checkout',
    summary: 'The checkout, the hosted payment, and its result.',
    machines: ['checkout', 'checkout-result'],
    feature: 'checkout',
    stories: 'checkout',
    screenTests: ['checkout.paths.test.tsx'],
    browserTests: ['checkout.spec.ts'],
    serverModules: ['checkout', 'checkout-payments', 'checkout-gateway'],
  },
  {
    word: 'orders',
    summary: 'The orders list and an order: follow, change, cancel, repeat, rate.',
    machines: ['orders', 'orders-form'],
    feature: 'orders',
    stories: 'orders',
    screenTests: [],
    browserTests: [],
    serverModules: ['orders'],
  },
  {
    word: 'content',
    summary: "The shop's pages, FAQ, news, forms and videos, from the content service.",
    machines: ['content-form', 'video'],
    feature: 'content',
    stories: 'content',
    screenTests: ['content-form.paths.test.tsx', 'video.paths.test.tsx'],
    browserTests: [
      'content.spec.ts',
      'content-home.spec.ts',
      'content-journey.spec.ts',
      'content-wordpress.spec.ts',
    ],
    serverModules: ['content'],
  },
  {
    word: 'content-editor',
    summary: "The staff's editor of the shop's pages: drafts, publishing.",
    machines: ['content-editor'],
    feature: 'content-editor',
    stories: 'content-editor',
    screenTests: ['content-editor.paths.test.tsx'],
    browserTests: ['content-editor.spec.ts'],
    serverModules: ['content-editor'],
  },
  {
    word: 'staff',
    summary: 'The staff sign on (identity provider or password) and act for a customer.',
    machines: ['sso', 'backoffice'],
    feature: 'staff',
    stories: 'staff',
    screenTests: ['staff.paths.test.tsx'],
    browserTests: ['staff.spec.ts'],
    serverModules: ['staff'],
  },
  {
    word: 'language',
    summary: 'Italian or English, chosen in the header or the personal area.',
    machines: [],
    feature: 'language',
    stories: 'language',
    screenTests: [],
    browserTests: ['language.spec.ts'],
    serverModules: [],
  },
  {
    word: 'service-down',
    summary: "'/service-down' while the shop is in maintenance, and the way back.",
    machines: ['service-down'],
    feature: 'service-down',
    stories: 'service-down',
    screenTests: ['service-down.paths.test.tsx'],
    browserTests: ['service-down.spec.ts'],
    // The maintenance switch is a plugin (server/plugins/maintenance.ts), not a module.
    serverModules: [],
  },
  {
    word: 'version-check',
    summary: "'Nuova versione disponibile' when a newer version is deployed.",
    machines: ['version-check'],
    feature: 'version-check',
    stories: 'version-check',
    screenTests: ['version-check.paths.test.tsx'],
    browserTests: ['versions.spec.ts'],
    serverModules: ['version-check'],
  },
  {
    word: 'chunk-load',
    summary: 'A page whose code fails to arrive says so and tries again.',
    machines: ['chunk-load'],
    feature: 'chunk-load',
    stories: 'chunk-load',
    screenTests: ['chunk-load.paths.test.tsx'],
    browserTests: ['chunk-load.spec.ts'],
    serverModules: [],
  },
];

/** What serves no one flow: the API's reference pages, and the browser test of them. */
export const SHARED_SERVER_MODULES: readonly string[] = ['api-docs'];
export const SHARED_BROWSER_TESTS: readonly string[] = ['api-docs.spec.ts'];
/** Stories of the components several flows share (src/components). */
export const SHARED_STORIES = 'shared';
