/**
 * A value some parts of the app set and others follow, for what is neither server state nor a
 * flow's (the choice in force, messages waiting for a dialog). Listeners hear every change that
 * `same` does not call equal.
 */
export interface ValueStore<T> {
  readonly current: () => T;
  readonly set: (value: T) => void;
  /** Calls `listener` on every change; returns the unsubscribe. */
  readonly subscribe: (listener: (value: T) => void) => () => void;
}

export function valueStore<T>(
  initial: T,
  same: (a: T, b: T) => boolean = Object.is,
): ValueStore<T> {
  let value = initial;
  const listeners = new Set<(value: T) => void>();
  return {
    current: () => value,
    set(next) {
      if (same(next, value)) return;
      value = next;
      listeners.forEach((listener) => listener(next));
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
