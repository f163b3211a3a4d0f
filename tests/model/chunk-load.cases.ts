/**
 * A page's code that does not arrive, in the spec's words (shopping-flow.md §8, issue 17): a chunk
 * that fails, or a load over 120 seconds, is reported as a load error with a reload action; a
 * load within the time reports nothing. The 120 seconds pass on a fake clock.
 */
import { expect, vi } from 'vitest';
import { createActor } from 'xstate';
import {
  CHUNK_LOAD_TIMEOUT_MS,
  selectIsReloading,
  selectLoadError,
  type chunkLoadMachine,
} from '../../machines/chunk-load/chunk-load.machine';
import { onFakeClock, type BehaviourCase } from './behaviour-case';

type ChunkLoadMachine = typeof chunkLoadMachine;

function startWatch(machine: ChunkLoadMachine) {
  const reload = vi.fn();
  const actor = createActor(machine.provide({ actions: { reloadPage: reload } })).start();
  const shows = () => ({
    error: selectLoadError(actor.getSnapshot()),
    reloading: selectIsReloading(actor.getSnapshot()),
  });
  return { actor, reload, shows };
}

const nothing = { error: false, reloading: false };
const loadError = { error: true, reloading: false };

export const chunkLoadCases: ReadonlyArray<BehaviourCase<ChunkLoadMachine>> = [
  {
    name: 'a page that loads within 120 seconds reports nothing',
    run: (machine) =>
      onFakeClock(async () => {
        const watch = startWatch(machine);
        watch.actor.send({ type: 'load.started' });
        await vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS - 1_000);
        expect(watch.shows()).toEqual(nothing);
        watch.actor.send({ type: 'load.finished' });
        await vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS * 2);
        expect(watch.shows()).toEqual(nothing);
        watch.actor.stop();
      }),
  },
  {
    name: 'a load that takes over 120 seconds is reported as a load error',
    run: (machine) =>
      onFakeClock(async () => {
        const watch = startWatch(machine);
        watch.actor.send({ type: 'load.started' });
        await vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS - 1);
        expect(watch.shows()).toEqual(nothing);
        await vi.advanceTimersByTimeAsync(1);
        expect(watch.shows()).toEqual(loadError);
        watch.actor.stop();
      }),
  },
  {
    name: 'a chunk that fails to load is reported as a load error at once',
    run(machine) {
      const watch = startWatch(machine);
      watch.actor.send({ type: 'load.started' });
      watch.actor.send({ type: 'load.failed' });
      expect(watch.shows()).toEqual(loadError);
      const idle = startWatch(machine);
      idle.actor.send({ type: 'load.failed' });
      expect(idle.shows()).toEqual(loadError);
      watch.actor.stop();
      idle.actor.stop();
    },
  },
  {
    name: "'Ricarica' loads the page again",
    run(machine) {
      const watch = startWatch(machine);
      watch.actor.send({ type: 'load.failed' });
      expect(watch.reload).not.toHaveBeenCalled();
      watch.actor.send({ type: 'page.reload' });
      expect(watch.reload).toHaveBeenCalledTimes(1);
      expect(watch.shows()).toEqual({ error: true, reloading: true });
      watch.actor.stop();
    },
  },
  {
    name: 'closing the load error keeps the page, and the next failure reports again',
    run(machine) {
      const watch = startWatch(machine);
      watch.actor.send({ type: 'load.failed' });
      watch.actor.send({ type: 'error.dismissed' });
      expect(watch.shows()).toEqual(nothing);
      expect(watch.reload).not.toHaveBeenCalled();
      watch.actor.send({ type: 'load.started' });
      watch.actor.send({ type: 'load.failed' });
      expect(watch.shows()).toEqual(loadError);
      watch.actor.stop();
    },
  },
];
