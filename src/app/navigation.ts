/**
 * History behaviour of account-and-platform.md §2: on back navigation the scroll position comes
 * back after 500 ms, otherwise the page scrolls to the top. (The back button with a dialog open:
 * ./back-closes-dialogs.ts.)
 */
import type { RouterHistory } from '@tanstack/react-router';
import { isDialogEntry } from './back-closes-dialogs';
import { SCROLL_RESTORE_DELAY_MS } from '../shared/theme';

const entryKey = (history: RouterHistory) =>
  history.location.state.__TSR_key ?? history.location.href;

export function installScrollBehaviour(history: RouterHistory) {
  const positions = new Map<string, number>();
  let current = entryKey(history);
  const remember = () => positions.set(current, window.scrollY);
  // Installed as the app starts: the shopper may have scrolled this page before.
  remember();
  window.addEventListener('scroll', remember, { passive: true });
  const unsubscribe = history.subscribe(({ action }) => {
    current = entryKey(history);
    // A dialog's own entry (./back-closes-dialogs.ts) is the same page where it was.
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
