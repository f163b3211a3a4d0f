/**
 * Sharing the invite link of 'Invita i tuoi amici' (account-and-platform.md §2, profile child
 * `invite`): the share button offers the link through the browser's share sheet where there is
 * one; without it (or when it fails) the link is copied to the clipboard and 'Link copiato' is
 * shown; a clipboard that refuses too leaves the shopper a message to copy it by hand. Closing the
 * share sheet without choosing changes nothing.
 */
import { assertEvent, assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { notProvided } from '../flow-failure';

/** What the browser's share sheet answered: shared, or closed without choosing. */
export type ShareOutcome = 'shared' | 'dismissed';

export interface InviteContext {
  /** The link being shared; null before the first share. */
  link: string | null;
}

export type InviteEvent = { type: 'link.share'; link: string };

export const inviteMachine = setup({
  types: { context: {} as InviteContext, events: {} as InviteEvent },
  actors: {
    /** The browser's share sheet (Web Share); fails where there is none. */
    shareLink: fromPromise<ShareOutcome, { link: string }>(notProvided),
    /** Writes the link to the clipboard. */
    copyLink: fromPromise<void, { link: string }>(notProvided),
  },
  actions: {
    assignLink: assign(({ event }) => {
      assertEvent(event, 'link.share');
      return { link: event.link };
    }),
  },
  guards: {
    isDismissed: (_, params: { outcome: ShareOutcome }) => params.outcome === 'dismissed',
  },
}).createMachine({
  id: 'invite',
  initial: 'idle',
  context: { link: null },
  on: {
    'link.share': { target: '.sharing', actions: 'assignLink' },
  },
  states: {
    idle: {},
    sharing: {
      tags: ['busy'],
      // Another tap while the sheet is open offers nothing more.
      on: { 'link.share': {} },
      invoke: {
        id: 'shareLink',
        src: 'shareLink',
        input: ({ context }) => ({ link: context.link ?? '' }),
        onDone: [
          {
            guard: { type: 'isDismissed', params: ({ event }) => ({ outcome: event.output }) },
            target: 'idle',
          },
          { target: 'shared' },
        ],
        // No share sheet here, or it failed: the clipboard instead.
        onError: { target: 'copying' },
      },
    },
    copying: {
      tags: ['busy'],
      // Nor while the link is being copied.
      on: { 'link.share': {} },
      invoke: {
        id: 'copyLink',
        src: 'copyLink',
        input: ({ context }) => ({ link: context.link ?? '' }),
        onDone: { target: 'copied' },
        onError: { target: 'failed' },
      },
    },
    shared: {},
    copied: {},
    failed: {},
  },
});

type InviteSnapshot = SnapshotFrom<typeof inviteMachine>;

/** Whether the share or the copy is under way. */
export const selectIsSharing = (snapshot: InviteSnapshot) => snapshot.hasTag('busy');
/** What the last share came to, for the notice under the button; null: nothing to say. */
export const selectShareResult = (
  snapshot: InviteSnapshot,
): 'shared' | 'copied' | 'failed' | null =>
  snapshot.matches('shared')
    ? 'shared'
    : snapshot.matches('copied')
      ? 'copied'
      : snapshot.matches('failed')
        ? 'failed'
        : null;
