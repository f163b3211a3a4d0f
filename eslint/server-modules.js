// Server modules import in one direction (DESIGN.md "Boundaries"): a module imports only the
// modules below it in SERVER_MODULE_ORDER, so `node ../shared/tools/module-cycles.mjs .` finds no
// cycle. The order, lowest first, follows what the code really needs:
//
// - session, version-check, catalog: they import no other module. catalog-photos takes the
//   catalogue's messages.
// - deep-link (the mobile app's link files under /.well-known/) and push (the devices that
//   receive push notifications, and the provider that sends to them) import no other module, low
//   in the order: orders' lifecycle announces a ready order through push, and account's deletion
//   removes the account's devices.
// - login (the password, the second factor, the bot check) right above session: it reads the user
//   as the session holds it (publicUserColumns, toApiUser); the session's probe and logout need
//   nothing of the login. Every module that answers a shopper takes session's toApiUser.
// - cart below service and gifts (DESIGN.md lists services first): every service call that
//   chooses where the cart is served or its slot, and every gift-code call, answers the whole cart
//   reply and starts from the user's cart (ensureCart, the locked cart row, its lines), while the
//   cart reply shows the cart's own service row and gift codes. So the cart reply and what it reads
//   of the cart's service and codes (cart-service.ts, cart-gift-codes.ts, address-views.ts,
//   reply-repository.ts) sit in cart; service and gifts write their part of the cart above it.
// - checkout-payments (the payments' SQL, the provider, the payment input) below orders: an order shows,
//   starts, voids and captures its payments.
// - orders below checkout (DESIGN.md lists checkout first): checkout/buy makes the order and
//   re-confirms a changed one; the orders module needs nothing of the checkout.
// - checkout-gateway on top: the provider's hosted page concludes a payment and confirms its order.
// - consent (the disclaimers and the shopper's answers with their history), the first of the later
//   flows: it takes session's users, and registration's form checks and stores its answers with them.
// - registration above consent: it takes the password hashing and the e-mail normalisation of
//   login, and the disclaimers, their rules and the answers' history of consent.
// - password-reset (the reset link, the new password, the change from the personal area) above
//   registration: it queues and checks registration's mailed tokens, hashes with login's
//   passwords and ends the account's sessions.
// - account (the personal area's data) on top of registration: the e-mail change uses its mailed
//   tokens, the forms its refusal texts, and the marketing calls read and withdraw consent's answers.
// - lists (the shopper's lists) on top: add-all-from-wishlist puts lines through the cart's plan,
//   confirm reads the service module's addresses, and the names' unique guard is account's.
// - lists-usual ('I miei soliti', wishlist/usual) beside lists: it reads the order tables and shows
//   lines in the wishlist's shape with the cart's product rules, and imports nothing of lists.
// - invite (the friend-invite summary) on top. The voucher itself is given by gifts
//   (invite-reward-repository.ts), which the orders' lifecycle calls when an order is delivered, and
//   registration reads the invite code it is given: both sit below.
// - api-docs (the contracts' reference pages), content (the WordPress-compatible content service)
//   and cookie-consent (the account's copy of the cookie choice) import no other module.
// - staff (the staff's sign-on and acting for a customer) takes session's tokens and users and
//   login's password and code checks; content-editor (the staff's editor of the content service)
//   takes the staff's sign-on.
// - address-discovery (the services near an address, before login) reads the service module's stores.
// - social-login (Google and Facebook sign-in) takes login's account lookup and password check and
//   registration's new accounts.
//
// In flat config a later object's rule replaces an earlier one for the files it matches, so each
// object carries the server's own restriction too (SERVER_SRC_PATTERNS, which eslint.config.js
// uses for every server file).

export const SERVER_MODULE_ORDER = [
  'session',
  'login',
  'version-check',
  'deep-link',
  'push',
  'api-docs',
  'content',
  'cookie-consent',
  'staff',
  'content-editor',
  'catalog',
  'catalog-photos',
  'cart',
  'service',
  'address-discovery',
  'gifts',
  'checkout-payments',
  'orders',
  'checkout',
  'checkout-gateway',
  'consent',
  'registration',
  'password-reset',
  'social-login',
  'account',
  'lists',
  'lists-usual',
  'invite',
];

/** The server takes from src/ only the domain and the generated API types. */
export const SERVER_SRC_PATTERNS = [
  '**/src/app/*',
  '**/src/components/*',
  '**/src/features/**',
  '**/src/routes/*',
  '**/src/api/client',
  '**/src/api/*.queries',
  '**/src/api/middleware/*',
  '**/machines/**',
  'react',
  '@mantine/*',
];

export const SERVER_SRC_MESSAGE =
  'server/ imports from src/ only src/domain and the generated API types (DESIGN.md "Boundaries")';

const MODULE_ORDER_MESSAGE =
  'server modules import only modules below them (DESIGN.md Boundaries): see SERVER_MODULE_ORDER in eslint/server-modules.js';

/** A relative import reaching module `name` from another module: '../name/...', '../../name'. */
const reaching = (names) => `^(?:\\.\\./)+(?:modules/)?(?:${names.join('|')})(?:/|$)`;

export const serverModules = SERVER_MODULE_ORDER.map((name, index) => {
  const above = SERVER_MODULE_ORDER.slice(index + 1);
  return {
    files: [`server/modules/${name}/**/*.ts`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: SERVER_SRC_PATTERNS, message: SERVER_SRC_MESSAGE },
            ...(above.length === 0
              ? []
              : [{ regex: reaching(above), message: MODULE_ORDER_MESSAGE }]),
          ],
        },
      ],
    },
  };
});
