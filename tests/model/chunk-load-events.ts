/**
 * The events the chunk-load model may take: a page's load starting, finishing or failing, its 120
 * seconds passing, and the load error's two buttons.
 */
import type { EventFromLogic } from 'xstate';
import type { chunkLoadMachine } from '../../machines/chunk-load/chunk-load.machine';

type ChunkLoadEvent = EventFromLogic<typeof chunkLoadMachine>;

export const chunkLoadEvents = (): ChunkLoadEvent[] =>
  [
    { type: 'load.started' },
    { type: 'load.finished' },
    { type: 'load.failed' },
    { type: 'xstate.after.loadTimeout.chunkLoad.loading' },
    { type: 'page.reload' },
    { type: 'error.dismissed' },
  ] as unknown as ChunkLoadEvent[];
