/**
 * A page's code that does not arrive (shopping-flow.md §8 'Chunk load timeout is 120 seconds,
 * reported as a load error'; issue 17): a chunk that fails to load, or a page's load that takes
 * over 120 seconds, is reported as a load error with a reload action. Closing the error keeps the
 * page as it is; the next failure reports again.
 */
import { setup, type SnapshotFrom } from 'xstate';

/** How long a page's load may take before it is reported as a load error (120 s). */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

export type ChunkLoadEvent =
  | { type: 'load.started' }
  | { type: 'load.finished' }
  | { type: 'load.failed' }
  | { type: 'page.reload' }
  | { type: 'error.dismissed' };

export const chunkLoadMachine = setup({
  types: { events: {} as ChunkLoadEvent },
  actions: {
    /** Loads the page again, with the code the server has now. */
    reloadPage: () => {},
  },
  delays: { loadTimeout: CHUNK_LOAD_TIMEOUT_MS },
}).createMachine({
  id: 'chunkLoad',
  initial: 'idle',
  states: {
    idle: {
      on: {
        'load.started': { target: 'loading' },
        'load.failed': { target: 'failed' },
      },
    },
    loading: {
      after: { loadTimeout: { target: 'failed' } },
      on: {
        'load.finished': { target: 'idle' },
        'load.failed': { target: 'failed' },
      },
    },
    failed: {
      on: {
        'page.reload': { target: 'reloading', actions: 'reloadPage' },
        'error.dismissed': { target: 'idle' },
      },
    },
    reloading: {},
  },
});

type ChunkLoadSnapshot = SnapshotFrom<typeof chunkLoadMachine>;

/** Whether the load error is shown. */
export const selectLoadError = (snapshot: ChunkLoadSnapshot) =>
  snapshot.matches('failed') || snapshot.matches('reloading');
/** Whether 'Ricarica' was pressed and the page is loading again. */
export const selectIsReloading = (snapshot: ChunkLoadSnapshot) => snapshot.matches('reloading');
