/**
 * What the app sets up beside its first JavaScript, not in it (src/app/start.tsx fetches this as
 * it starts, which keeps the first JavaScript within its budget): the scroll on history moves,
 * Back closing dialogs, the app's pauses and resumes (and the mobile app's native side), and,
 * once the page is the app's, the code a shopper is likely to need next.
 */
import type { AnyRouter } from '@tanstack/react-router';
import { sessionStore } from '../api/session-store';
import { preloadLoginDialog } from '../features/login';
import type { AppActors } from './actors';
import { installBackClosesDialogs } from './back-closes-dialogs';
import { installAppLifecycle } from './lifecycle';
import { installScrollBehaviour } from './navigation';
import { preloadCatalogueCode } from './preload-catalogue';
import { whenIdle } from './when-idle';

/** `firstEntry`: the index of the history entry the page was loaded in. */
export function installAfterStart(router: AnyRouter, actors: AppActors, firstEntry: number) {
  installScrollBehaviour(router.history);
  installBackClosesDialogs(router.history, actors, firstEntry);
  // In the mobile app, its native side tells the pauses and resumes (and much else).
  if (import.meta.env.VITE_MOBILE_APP === 'true') {
    void import('./native-app').then((native) => native.installNativeApp(router, actors));
  } else installAppLifecycle(actors);
}

/** Once the page is the app's, while it is idle. */
export function preloadNextCode(router: AnyRouter) {
  // A guest's first tap is often 'Accedi', or an add that asks for the login: its dialog is
  // fetched ahead, not at the tap, and before the catalogue's pages, which share a phone's line.
  if (!sessionStore.maybeSignedIn()) whenIdle(() => void preloadLoginDialog());
  preloadCatalogueCode(router);
}
