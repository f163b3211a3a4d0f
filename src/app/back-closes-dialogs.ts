/**
 * account-and-platform.md §2: the back button with a dialog or drawer open closes it and the
 * navigation is cancelled (the shopper stays on the page). Loaded beside the app's start, not in
 * it, to keep the first JavaScript small; a dialog already open when it comes is seen at once.
 */
import type { RouterHistory } from '@tanstack/react-router';
import { selectIsAnyDrawerOpen } from '../../machines/shell/shell.machine';
import { selectIsLoginDialogOpen } from '../../machines/session/session.machine';
import type { AppActors } from './actors';

/** The history entry pushed for a dialog opened on the page a full load brought (below). */
const DIALOG_ENTRY = 'dialogEntry';
export const isDialogEntry = (location: RouterHistory['location']) =>
  Reflect.get(location.state, DIALOG_ENTRY) === true;

/** A login dialog, a drawer or a dialog of the cart's gate is open. */
function isAnyDialogOpen(actors: AppActors): boolean {
  return (
    selectIsLoginDialogOpen(actors.session.getSnapshot()) ||
    selectIsAnyDrawerOpen(actors.shell.getSnapshot()) ||
    isCartDialogOpen(actors)
  );
}

/** A service dialog or the gate's option or promo dialog is open (none before the cart's actors). */
function isCartDialogOpen(actors: AppActors): boolean {
  const cart = actors.cartActors.loaded();
  if (cart === null) return false;
  return (
    cart.select.serviceDialogOpen(cart.serviceSelection.getSnapshot()) ||
    cart.select.gateDialogOpen(cart.addToCart.getSnapshot())
  );
}

function closeDialogs(actors: AppActors) {
  actors.session.send({ type: 'login.close' });
  actors.shell.send({ type: 'drawers.close' });
  if (isCartDialogOpen(actors)) actors.cartActors.closeDialogs();
}

/**
 * Back with a dialog or drawer open closes it and stays on the page. Between pages of the app the
 * blocker cancels the Back. On the page a full load brought there is no entry of the app behind
 * it, and a Back from there would leave the app before any blocker could act: a dialog opened
 * there pushes an entry of the same page, which that Back leaves.
 *
 * A dialog closed on the page leaves its entry where it is: taking it away (a Back made by the
 * app) would cancel whatever navigation the shopper starts next. Without its dialog the entry is
 * the same page as the one under it, so Back and Forward pass over it.
 */
export function installBackClosesDialogs(
  history: RouterHistory,
  actors: AppActors,
  /** The index of the history entry this page was loaded in. */
  firstIndex: number,
) {
  let open = false;
  // The entry the last move left, and the two moves this code makes or lets through itself.
  let left = history.location;
  let passingOver = false;
  let backClosedDialog = false;
  const onDialogs = () => {
    if (open === isAnyDialogOpen(actors)) return;
    open = !open;
    if (open && history.location.state.__TSR_index === firstIndex) {
      history.push(history.location.href, { [DIALOG_ENTRY]: true });
    }
  };
  // The cart's dialogs are watched once its actors are created (a first add, a service dialog).
  const watchCartDialogs = () => {
    const cart = actors.cartActors.loaded();
    if (cart === null) return;
    stops.push(
      cart.serviceSelection.subscribe(onDialogs).unsubscribe,
      cart.addToCart.subscribe(onDialogs).unsubscribe,
    );
    onDialogs();
  };
  const onMove = ({ action }: { action: { type: string } }) => {
    const from = left;
    left = history.location;
    const back = action.type === 'BACK';
    const forward = action.type === 'FORWARD';
    if (!back && !forward) {
      passingOver = false;
      return;
    }
    if (passingOver || backClosedDialog) {
      passingOver = false;
      backClosedDialog = false;
      return;
    }
    if (isAnyDialogOpen(actors)) return;
    if (isDialogEntry(history.location)) {
      passingOver = true;
      if (back) history.back();
      else history.forward();
    } else if (back && isDialogEntry(from)) {
      // Under the dialog's entry is the same page: this Back goes on to the page before it.
      history.back();
    }
  };
  const stops = [
    actors.session.subscribe(onDialogs).unsubscribe,
    actors.shell.subscribe(onDialogs).unsubscribe,
    actors.cartActors.subscribe(watchCartDialogs),
    history.subscribe(onMove),
    history.block({
      enableBeforeUnload: false,
      blockerFn: ({ action, currentLocation }) => {
        if (action !== 'BACK' && action !== 'GO') return false;
        if (!isAnyDialogOpen(actors)) return false;
        closeDialogs(actors);
        // Leaving the dialog's own entry is the Back the shopper made: it stays on the page.
        if (!isDialogEntry(currentLocation)) return true;
        backClosedDialog = true;
        return false;
      },
    }),
  ];
  // A dialog may have opened before this module came (a guest's login-only page asks at once).
  watchCartDialogs();
  onDialogs();
  return () => stops.forEach((stop) => stop());
}
