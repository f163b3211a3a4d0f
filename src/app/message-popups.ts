/**
 * Server messages of the show-in-popup list (shopping-flow.md §8), waiting to be shown in a dialog
 * the shopper closes. The toasts' side adds them; the dialog, loaded after the first paint, shows
 * the first and takes it away when closed.
 */
type Listener = () => void;

let queue: readonly string[] = [];
const listeners = new Set<Listener>();

export const messagePopups = {
  current: (): readonly string[] => queue,
  add(texts: readonly string[]) {
    queue = [...queue, ...texts.filter((text) => !queue.includes(text))];
    listeners.forEach((listener) => listener());
  },
  /** The first text was read: the next one, if any, shows. */
  dismiss() {
    queue = queue.slice(1);
    listeners.forEach((listener) => listener());
  },
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
