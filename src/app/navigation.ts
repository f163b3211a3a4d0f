/**
 * History behaviour of account-and-platform.md §2: on back navigation the scroll position comes
 * back after 500 ms, otherwise the page scrolls to the top; the back button with a dialog or
 * drawer open closes it and the navigation is cancelled (the shopper stays on the page).
 */
import type { AnyRouter, RouterHistory } from '@tanstack/react-router';
import { selectIsAnyDrawerOpen } from '../../machines/shell.machine';
import { selectIsLoginDialogOpen } from '../../machines/session.machine';
import { SCROLL_RESTORE_DELAY_MS } from './theme';
import type { AppActors } from './actors';

/** The history entry pushed for a dialog opened on the page a full load brought (see below). */
const DIALOG_ENTRY = 'dialogEntry';
const isDialogEntry = (location: RouterHistory['location']) =>
  Reflect.get(location.state, DIALOG_ENTRY) === true;

const entryKey = (history: RouterHistory) =>
  history.location.state.__TSR_key ?? history.location.href;

export function installScrollBehaviour(history: RouterHistory) {
  const positions = new Map<string, number>();
  let current = entryKey(history);
  const remember = () => positions.set(current, window.scrollY);
  window.addEventListener('scroll', remember, { passive: true });
  const unsubscribe = history.subscribe(({ action }) => {
    current = entryKey(history);
    // A dialog's own entry (installBackClosesDialogs) is the same page where it was.
    if (isDialogEntry(history.location)) return;
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

/** A login dialog, a drawer or a dialog of the cart's gate is open. */
function isAnyDialogOpen(actors: AppActors): boolean {
  const cartDialogs = actors.cartActors.view();
  return (
    selectIsLoginDialogOpen(actors.session.getSnapshot()) ||
    selectIsAnyDrawerOpen(actors.shell.getSnapshot()) ||
    cartDialogs.serviceDialogOpen ||
    cartDialogs.gateDialogOpen
  );
}

function closeDialogs(actors: AppActors) {
  actors.session.send({ type: 'login.close' });
  actors.shell.send({ type: 'drawers.close' });
  if (actors.cartActors.view().serviceDialogOpen || actors.cartActors.view().gateDialogOpen) {
    actors.cartActors.closeDialogs();
  }
}

/**
 * Back with a dialog or drawer open closes it and stays on the page. Between pages of the app the
 * blocker cancels the Back. On the page a full load brought there is no entry of the app behind
 * it, and a Back from there would leave the app before any blocker could act: a dialog opened
 * there pushes an entry of the same page, which that Back leaves. The entry goes when the dialog
 * closes on the page, and one reached again without its dialog (a link followed from a drawer,
 * then Back) is passed over.
 */
export function installBackClosesDialogs(history: RouterHistory, actors: AppActors) {
  const firstIndex = history.location.state.__TSR_index;
  let open = isAnyDialogOpen(actors);
  const onDialogs = () => {
    if (open === isAnyDialogOpen(actors)) return;
    open = !open;
    if (open && history.location.state.__TSR_index === firstIndex) {
      history.push(history.location.href, { [DIALOG_ENTRY]: true });
    } else if (!open && isDialogEntry(history.location)) {
      // A dialog closed by a link pushes the link's page first: then the entry stays behind.
      setTimeout(() => {
        if (isDialogEntry(history.location) && !isAnyDialogOpen(actors)) history.back();
      }, 0);
    }
  };
  const stops = [
    actors.session.subscribe(onDialogs).unsubscribe,
    actors.shell.subscribe(onDialogs).unsubscribe,
    actors.cartActors.subscribe(onDialogs),
    history.subscribe(({ action }) => {
      if (!isDialogEntry(history.location) || isAnyDialogOpen(actors)) return;
      if (action.type === 'BACK') history.back();
      else if (action.type === 'FORWARD') history.forward();
    }),
    history.block({
      enableBeforeUnload: false,
      blockerFn: ({ action, currentLocation }) => {
        if (action !== 'BACK' && action !== 'GO') return false;
        if (!isAnyDialogOpen(actors)) return false;
        closeDialogs(actors);
        // Leaving the dialog's own entry is the Back the shopper made: it stays on the page.
        return !isDialogEntry(currentLocation);
      },
    }),
  ];
  return () => stops.forEach((stop) => stop());
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
