import type { AppActors } from './actors';

/** Tells the session when the app goes to the background and comes back, with the time. */
export function installAppLifecycle(actors: AppActors) {
  const onVisibility = () =>
    actors.session.send(
      document.visibilityState === 'hidden'
        ? { type: 'app.paused', at: Date.now() }
        : { type: 'app.resumed', at: Date.now() },
    );
  document.addEventListener('visibilitychange', onVisibility);
  return () => document.removeEventListener('visibilitychange', onVisibility);
}
