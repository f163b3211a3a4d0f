/**
 * The invite statechart with the browser's APIs: the share sheet (Web Share) where the browser has
 * one, and the clipboard.
 */
import { fromPromise } from 'xstate';
import { inviteMachine, type ShareOutcome } from '../../../machines/invite/invite.machine';

export interface InviteEffects {
  /** The title the share sheet shows with the link. */
  readonly title: string;
  /** The browser's navigator (default the window's); tests pass their own. */
  readonly navigator?: Pick<Navigator, 'share' | 'clipboard'>;
}

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

export function provideInvite({ title, navigator = window.navigator }: InviteEffects) {
  return inviteMachine.provide({
    actors: {
      shareLink: fromPromise<ShareOutcome, { link: string }>(async ({ input }) => {
        // Browsers without a share sheet leave `share` out: the machine copies instead.
        if (typeof navigator.share !== 'function') throw new Error('no share sheet');
        try {
          await navigator.share({ title, url: input.link });
          return 'shared';
        } catch (error) {
          if (isAbort(error)) return 'dismissed';
          throw error;
        }
      }),
      copyLink: fromPromise<void, { link: string }>(async ({ input }) => {
        // `clipboard` is missing outside secure contexts, whatever its type says.
        if (!(navigator.clipboard as Clipboard | undefined)) throw new Error('no clipboard');
        await navigator.clipboard.writeText(input.link);
      }),
    },
  });
}
