/**
 * Runs `run` once the browser has nothing else to do (React's hydration included). Safari has no
 * requestIdleCallback: a short timeout stands in for it there.
 */
export const whenIdle = (run: () => void) =>
  typeof requestIdleCallback === 'function' ? requestIdleCallback(run) : setTimeout(run, 200);
