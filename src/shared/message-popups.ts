/**
 * Server messages of the show-in-popup list (shopping-flow.md §8), waiting to be shown in a dialog
 * the shopper closes. The toasts' side adds them; the dialog, loaded after the first paint, shows
 * the first and takes it away when closed.
 */
import { valueStore } from './value-store';

const queue = valueStore<readonly string[]>([]);

export const messagePopups = {
  current: queue.current,
  subscribe: queue.subscribe,
  add(texts: readonly string[]) {
    const waiting = queue.current();
    queue.set([...waiting, ...texts.filter((text) => !waiting.includes(text))]);
  },
  /** The first text was read: the next one, if any, shows. */
  dismiss() {
    queue.set(queue.current().slice(1));
  },
};
