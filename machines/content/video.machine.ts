/**
 * The embedded video dialog (shopping-flow.md §2 "Link handling": video links inside the content
 * service's pages open an embedded video dialog). A video link opens the dialog while its player
 * loads; once loaded the video plays; closing the dialog (its button, Escape, the browser's back
 * button) stops it, and the dialog forgets the video.
 */
import { assertEvent, assign, setup, type SnapshotFrom } from 'xstate';
import type { ContentVideo } from '../../src/domain/content-links';

export interface VideoContext {
  /** The video the dialog shows; null while it is closed. */
  video: ContentVideo | null;
}

export type VideoEvent =
  | { type: 'video.open'; video: ContentVideo }
  | { type: 'video.loaded' }
  | { type: 'dialog.closed' };

export const videoMachine = setup({
  types: { context: {} as VideoContext, events: {} as VideoEvent },
  actions: {
    assignVideo: assign(({ event }) => {
      assertEvent(event, 'video.open');
      return { video: event.video };
    }),
    forgetVideo: assign({ video: null }),
  },
}).createMachine({
  id: 'video',
  initial: 'closed',
  context: { video: null },
  states: {
    closed: {
      on: { 'video.open': { target: 'loading', actions: 'assignVideo' } },
    },
    /** The dialog is open and its player is loading. */
    loading: {
      tags: ['open'],
      on: {
        'video.loaded': { target: 'playing' },
        'dialog.closed': { target: 'closed', actions: 'forgetVideo' },
      },
    },
    playing: {
      tags: ['open'],
      on: { 'dialog.closed': { target: 'closed', actions: 'forgetVideo' } },
    },
  },
});

type VideoSnapshot = SnapshotFrom<typeof videoMachine>;

export const selectIsVideoOpen = (snapshot: VideoSnapshot) => snapshot.hasTag('open');
export const selectIsVideoLoading = (snapshot: VideoSnapshot) => snapshot.matches('loading');
export const selectVideo = (snapshot: VideoSnapshot) => snapshot.context.video;
