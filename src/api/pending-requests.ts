/**
 * The number of requests in flight, for the loader overlay (account-and-platform.md §4 "Loader
 * overlay"): it never goes below zero. A store for `useSyncExternalStore`.
 */
let pending = 0;
const listeners = new Set<() => void>();

function set(next: number) {
  pending = Math.max(0, next);
  listeners.forEach((listener) => listener());
}

export const pendingRequests = {
  increment: () => set(pending + 1),
  decrement: () => set(pending - 1),
  get: () => pending,
  subscribe: (listener: () => void) => {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
};
