/**
 * The new-version prompt (account-and-platform.md §2 'Upgrade-version prompt', §4 'Version check',
 * §7 'Version', §8 'Version check failure', §9 'Version check every 600000 ms'; issue 17): the web
 * app compares its own version with `/version.json` when it regains focus and at most every 10
 * minutes. A newer version deployed opens the prompt with that version and a reload button; 'Più
 * tardi' closes it for the rest of the page's life. A version that is the same, older or not
 * comparable (only dotted numeric parts are), and any failure, changes nothing and is ignored
 * silently.
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

export interface VersionCheckContext {
  readonly currentVersion: string;
  /** Whether the page is shown; a check that falls due while it is hidden waits for the focus. */
  readonly visible: boolean;
  /** The newer version deployed, once one is found; null before. */
  readonly latest: string | null;
}

export type VersionCheckEvent =
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
    assignLatest: assign((_, params: { version: string }) => ({ latest: params.version })),
    /** Loads the page again, and with it the newest version. */
    reloadPage: () => {},
  },
  guards: {
    isPageVisible: ({ context }) => context.visible,
    isNewer: ({ context }, params: { version: string }) =>
      compareVersions(params.version, context.currentVersion) === 'newer',
  },
  delays: { checkInterval: VERSION_CHECK_INTERVAL_MS },
}).createMachine({
  id: 'versionCheck',
  initial: 'idle',
  context: ({ input }) => ({ currentVersion: input.currentVersion, visible: true, latest: null }),
  on: {
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
              params: ({ event }) => ({ version: event.output.version }),
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
        'prompt.reload': { target: 'reloading', actions: 'reloadPage' },
        'prompt.dismissed': { target: 'dismissed' },
      },
    },
    reloading: {},
    // 'Più tardi': the shopper gets the new version on their next visit; nothing more is asked.
    dismissed: {},
  },
});

type VersionCheckSnapshot = SnapshotFrom<typeof versionCheckMachine>;

/** The newer version the prompt offers; null while there is nothing to offer. */
export const selectOfferedVersion = (snapshot: VersionCheckSnapshot): string | null =>
  snapshot.matches('prompting') || snapshot.matches('reloading') ? snapshot.context.latest : null;

/** Whether 'Ricarica' was pressed and the page is loading again. */
export const selectIsReloading = (snapshot: VersionCheckSnapshot) => snapshot.matches('reloading');
