/**
 * The new-version prompt (account-and-platform.md §2 'Upgrade-version prompt', §4 'Version check',
 * §7 'Version', §8 'Version check failure', §9 'Version check every 600000 ms'; issue 17): the web
 * app compares its own version with `/version.json` when it regains focus and at most every 10
 * minutes. A newer version deployed opens the prompt with that version and a reload button; 'Più
 * tardi' closes it for the rest of the page's life. A version that is the same, older or not
 * comparable (only dotted numeric parts are), and any failure, changes nothing and is ignored
 * silently. In the mobile app (issue 32), which names its platform at start, the prompt's button
 * goes to the store's page of the app for that platform (`/version.json`'s url, `{platform}`
 * replaced) instead of reloading.
 */
import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import type { components } from '../../src/api/ebsn';
import { VERSION_CHECK_INTERVAL_MS } from '../../src/domain/constants';
import { compareVersions } from '../../src/domain/version';
import { notProvided } from '../flow-failure';

/** What `/version.json` answers: the newest version and where the mobile apps get it. */
export type VersionInfo = components['schemas']['VersionInfo'];

export interface VersionCheckInput {
  /** The app's own version (CLIENT_VERSION). */
  readonly currentVersion: string;
}

/** The mobile app's platforms, whose stores `/version.json`'s url names. */
export type StorePlatform = 'android' | 'ios';

export interface VersionCheckContext {
  readonly currentVersion: string;
  /** The mobile app's platform, once it has said so; null on the web. */
  readonly platform: StorePlatform | null;
  /** Where the newest app is, `{platform}` still in it; null before a newer version is found. */
  readonly storeUrl: string | null;
  /** Whether the page is shown; a check that falls due while it is hidden waits for the focus. */
  readonly visible: boolean;
  /** The newer version deployed, once one is found; null before. */
  readonly latest: string | null;
}

export type VersionCheckEvent =
  | { type: 'app.identified'; platform: StorePlatform }
  | { type: 'page.focused' }
  | { type: 'page.hidden' }
  | { type: 'prompt.reload' }
  | { type: 'prompt.dismissed' };

export const versionCheckMachine = setup({
  types: {
    context: {} as VersionCheckContext,
    events: {} as VersionCheckEvent,
    input: {} as VersionCheckInput,
  },
  actors: {
    /** GET /version.json. */
    versionInfo: fromPromise<VersionInfo>(notProvided),
  },
  actions: {
    assignVisible: assign({ visible: true }),
    assignHidden: assign({ visible: false }),
    assignPlatform: assign((_, params: { platform: StorePlatform }) => ({
      platform: params.platform,
    })),
    assignLatest: assign((_, params: { version: string; url: string }) => ({
      latest: params.version,
      storeUrl: params.url,
    })),
    /** Loads the page again, and with it the newest version. */
    reloadPage: () => {},
    /** Opens the store's page of the app (the OS hands it to the store). */
    openStore: (_, _params: { url: string }) => {},
  },
  guards: {
    isPageVisible: ({ context }) => context.visible,
    isMobileApp: ({ context }) => context.platform !== null,
    isNewer: ({ context }, params: { version: string }) =>
      compareVersions(params.version, context.currentVersion) === 'newer',
  },
  delays: { checkInterval: VERSION_CHECK_INTERVAL_MS },
}).createMachine({
  id: 'versionCheck',
  initial: 'idle',
  context: ({ input }) => ({
    currentVersion: input.currentVersion,
    platform: null,
    storeUrl: null,
    visible: true,
    latest: null,
  }),
  on: {
    'app.identified': {
      actions: { type: 'assignPlatform', params: ({ event }) => ({ platform: event.platform }) },
    },
    'page.focused': { actions: 'assignVisible' },
    'page.hidden': { actions: 'assignHidden' },
  },
  states: {
    // Checked less than 10 minutes ago (or the page has just loaded this version).
    idle: {
      after: {
        checkInterval: [{ guard: 'isPageVisible', target: 'checking' }, { target: 'due' }],
      },
    },
    // Ten minutes have passed while the page was hidden: the next focus checks.
    due: {
      on: { 'page.focused': { target: 'checking', actions: 'assignVisible' } },
    },
    checking: {
      invoke: {
        id: 'versionInfo',
        src: 'versionInfo',
        onDone: [
          {
            guard: { type: 'isNewer', params: ({ event }) => ({ version: event.output.version }) },
            target: 'prompting',
            actions: {
              type: 'assignLatest',
              params: ({ event }) => ({ version: event.output.version, url: event.output.url }),
            },
          },
          { target: 'idle' },
        ],
        // Failures are ignored silently.
        onError: { target: 'idle' },
      },
    },
    prompting: {
      on: {
        'prompt.reload': [
          {
            guard: 'isMobileApp',
            target: 'sentToStore',
            actions: {
              type: 'openStore',
              params: ({ context }) => ({ url: storeUrlFor(context) }),
            },
          },
          { target: 'reloading', actions: 'reloadPage' },
        ],
        'prompt.dismissed': { target: 'dismissed' },
      },
    },
    reloading: {},
    // The store has the new app; this one asks nothing more until it starts again.
    sentToStore: {},
    // 'Più tardi': the shopper gets the new version on their next visit; nothing more is asked.
    dismissed: {},
  },
});

/** The store's page of the app for the platform: `{platform}` in `/version.json`'s url replaced. */
function storeUrlFor(context: VersionCheckContext): string {
  return (context.storeUrl ?? '').replaceAll('{platform}', context.platform ?? '');
}

type VersionCheckSnapshot = SnapshotFrom<typeof versionCheckMachine>;

/** The newer version the prompt offers; null while there is nothing to offer. */
export const selectOfferedVersion = (snapshot: VersionCheckSnapshot): string | null =>
  snapshot.matches('prompting') || snapshot.matches('reloading') ? snapshot.context.latest : null;

/** Whether 'Ricarica' was pressed and the page is loading again. */
export const selectIsReloading = (snapshot: VersionCheckSnapshot) => snapshot.matches('reloading');

/** Whether this is the mobile app's prompt, whose button goes to the store. */
export const selectIsMobileApp = (snapshot: VersionCheckSnapshot) =>
  snapshot.context.platform !== null;
