/**
 * History behaviour of account-and-platform.md §2: on back navigation the scroll position comes
 * back after 500 ms, otherwise the page scrolls to the top; the back button with a dialog or
 * drawer open closes it and the navigation is cancelled.
 */
import type { AnyRouter, RouterHistory } from '@tanstack/react-router';
import { selectIsAnyDrawerOpen } from '../../machines/shell.machine';
import { selectIsLoginDialogOpen } from '../../machines/session.machine';
import { SCROLL_RESTORE_DELAY_MS } from './theme';
import type { AppActors } from './actors';

const entryKey = (history: RouterHistory) =>
  history.location.state.__TSR_key ?? history.location.href;

export function installScrollBehaviour(history: RouterHistory) {
  const positions = new Map<string, number>();
  let current = entryKey(history);
  const remember = () => positions.set(current, window.scrollY);
  window.addEventListener('scroll', remember, { passive: true });
  const unsubscribe = history.subscribe(({ action }) => {
    current = entryKey(history);
    if (action.type === 'BACK' || action.type === 'GO' || action.type === 'FORWARD') {
      const top = positions.get(current) ?? 0;
      window.setTimeout(() => window.scrollTo({ top }), SCROLL_RESTORE_DELAY_MS);
    } else {
      window.scrollTo({ top: 0 });
    }
  });
  return () => {
    window.removeEventListener('scroll', remember);
    unsubscribe();
  };
}

export function installBackClosesDialogs(history: RouterHistory, actors: AppActors) {
  return history.block({
    enableBeforeUnload: false,
    blockerFn: ({ action }) => {
      if (action !== 'BACK' && action !== 'GO') return false;
      const loginOpen = selectIsLoginDialogOpen(actors.session.getSnapshot());
      const drawerOpen = selectIsAnyDrawerOpen(actors.shell.getSnapshot());
      const cartDialogs = actors.cartActors.view();
      const cartDialogOpen = cartDialogs.serviceDialogOpen || cartDialogs.gateDialogOpen;
      if (!loginOpen && !drawerOpen && !cartDialogOpen) return false;
      actors.session.send({ type: 'login.close' });
      actors.shell.send({ type: 'drawers.close' });
      if (cartDialogOpen) actors.cartActors.closeDialogs();
      return true;
    },
  });
}

/**
 * The router scrolls to the top when it first renders. A server-rendered page may already have been
 * scrolled by the shopper before the app took it over (the scroll itself starts the app): it stays
 * where the shopper left it. Subscribed after the router's own reset, so it runs after it.
 */
export function keepScrollOfServerPage(router: Pick<AnyRouter, 'subscribe'>) {
  let top = window.scrollY;
  const track = () => (top = window.scrollY);
  window.addEventListener('scroll', track, { passive: true });
  const unsubscribe = router.subscribe('onRendered', () => {
    unsubscribe();
    window.removeEventListener('scroll', track);
    if (window.scrollY !== top) window.scrollTo({ top });
  });
}
