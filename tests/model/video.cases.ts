/**
 * The video dialog of a content page (shopping-flow.md §2 "Link handling"): a video link opens the
 * dialog with its player loading, a loaded player plays, closing stops it and the dialog forgets
 * the video; a stray "loaded" of a closed dialog opens nothing.
 */
import { expect } from 'vitest';
import { createActor } from 'xstate';
import {
  selectIsVideoLoading,
  selectIsVideoOpen,
  selectVideo,
  type videoMachine,
} from '../../machines/content/video.machine';
import type { ContentVideo } from '../../src/domain/content-links';
import type { BehaviourCase } from './behaviour-case';

type VideoMachine = typeof videoMachine;

export const RECIPE_VIDEO: ContentVideo = {
  provider: 'YouTube',
  embedUrl: 'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ',
  watchUrl: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
};

function startVideo(machine: VideoMachine) {
  const actor = createActor(machine).start();
  const shows = () => {
    const snapshot = actor.getSnapshot();
    return {
      open: selectIsVideoOpen(snapshot),
      loading: selectIsVideoLoading(snapshot),
      video: selectVideo(snapshot)?.embedUrl ?? null,
    };
  };
  return { actor, shows };
}

const CLOSED = { open: false, loading: false, video: null };

export const videoCases: ReadonlyArray<BehaviourCase<VideoMachine>> = [
  {
    name: 'the dialog starts closed',
    run(machine) {
      expect(startVideo(machine).shows()).toEqual(CLOSED);
    },
  },
  {
    name: "a video link opens the dialog with that video's player loading",
    run(machine) {
      const { actor, shows } = startVideo(machine);
      actor.send({ type: 'video.open', video: RECIPE_VIDEO });
      expect(shows()).toEqual({ open: true, loading: true, video: RECIPE_VIDEO.embedUrl });
    },
  },
  {
    name: 'a loaded player plays in the open dialog',
    run(machine) {
      const { actor, shows } = startVideo(machine);
      actor.send({ type: 'video.open', video: RECIPE_VIDEO });
      actor.send({ type: 'video.loaded' });
      expect(shows()).toEqual({ open: true, loading: false, video: RECIPE_VIDEO.embedUrl });
    },
  },
  {
    name: 'closing the dialog, loading or playing, stops the video and forgets it',
    run(machine) {
      const { actor, shows } = startVideo(machine);
      actor.send({ type: 'video.open', video: RECIPE_VIDEO });
      actor.send({ type: 'dialog.closed' });
      expect(shows()).toEqual(CLOSED);
      actor.send({ type: 'video.open', video: RECIPE_VIDEO });
      actor.send({ type: 'video.loaded' });
      actor.send({ type: 'dialog.closed' });
      expect(shows()).toEqual(CLOSED);
    },
  },
  {
    name: 'a player that reports loading after the dialog closed opens nothing',
    run(machine) {
      const { actor, shows } = startVideo(machine);
      actor.send({ type: 'video.loaded' });
      expect(shows()).toEqual(CLOSED);
    },
  },
];
