/**
 * The links the mobile app is opened with (account-and-platform.md §9 "Deep links",
 * shopping-flow.md §2 "Deep links (mobile app)"): an address of the shop opens its page in the app
 * (the short ones, /search, /product/{slug}, /category/*, go through the same rule as in a
 * browser, src/domain/deep-links.ts, once the page is opened). A link that comes while the app is
 * still starting (the one it was launched with) waits until the app is ready, and the latest one
 * wins. A link that is not the shop's (another host, one of its files) opens nothing: the shopper
 * is told, and the page they are on stays.
 */
import { assign, setup, type SnapshotFrom } from 'xstate';
import { inAppPath, type ShopSite } from '../../src/domain/app-links';

export interface DeepLinkInput {
  /** The shop's own site, whose addresses are the app's pages. */
  readonly shop: ShopSite;
}

export interface DeepLinkContext {
  readonly shop: ShopSite;
  /** The page a link asked for while the app was starting; null when none did. */
  readonly pending: string | null;
}

export type DeepLinkEvent = { type: 'link.opened'; url: string } | { type: 'app.ready' };

const pathOf = (context: DeepLinkContext, url: string) => inAppPath(url, context.shop);

export const deepLinkMachine = setup({
  types: {
    context: {} as DeepLinkContext,
    events: {} as DeepLinkEvent,
    input: {} as DeepLinkInput,
  },
  actions: {
    /** Opens the app's page `path` (its query and hash with it). */
    openPage: (_, _params: { path: string }) => {},
    /** Tells the shopper the link is not one of the shop's pages. */
    reportForeignLink: () => {},
    keepPending: assign((_, params: { path: string }) => ({ pending: params.path })),
    forgetPending: assign({ pending: null }),
  },
  guards: {
    opensPage: ({ context }, params: { url: string }) => pathOf(context, params.url) !== null,
    hasPending: ({ context }) => context.pending !== null,
  },
}).createMachine({
  id: 'deepLink',
  initial: 'starting',
  context: ({ input }) => ({ shop: input.shop, pending: null }),
  states: {
    // The app is not on the screen yet (its router, the session's first read).
    starting: {
      on: {
        'link.opened': [
          {
            guard: { type: 'opensPage', params: ({ event }) => ({ url: event.url }) },
            actions: {
              type: 'keepPending',
              params: ({ context, event }) => ({ path: pathOf(context, event.url) ?? '/' }),
            },
          },
          { actions: 'reportForeignLink' },
        ],
        'app.ready': [
          {
            guard: 'hasPending',
            target: 'ready',
            actions: [
              { type: 'openPage', params: ({ context }) => ({ path: context.pending ?? '/' }) },
              'forgetPending',
            ],
          },
          { target: 'ready' },
        ],
      },
    },
    ready: {
      on: {
        'link.opened': [
          {
            guard: { type: 'opensPage', params: ({ event }) => ({ url: event.url }) },
            actions: {
              type: 'openPage',
              params: ({ context, event }) => ({ path: pathOf(context, event.url) ?? '/' }),
            },
          },
          { actions: 'reportForeignLink' },
        ],
      },
    },
  },
});

type DeepLinkSnapshot = SnapshotFrom<typeof deepLinkMachine>;

/** The page a link asked for before the app was ready; null when none is waiting. */
export const selectPendingPage = (snapshot: DeepLinkSnapshot) => snapshot.context.pending;
