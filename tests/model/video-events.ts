/** The events the video dialog model may take: a video link followed, the player loaded, closing. */
import type { EventFromLogic } from 'xstate';
import type { videoMachine } from '../../machines/content/video.machine';
import { RECIPE_VIDEO } from './video.cases';

type VideoEvent = EventFromLogic<typeof videoMachine>;

export const videoEvents = (): VideoEvent[] => [
  { type: 'video.open', video: RECIPE_VIDEO },
  { type: 'video.loaded' },
  { type: 'dialog.closed' },
];
