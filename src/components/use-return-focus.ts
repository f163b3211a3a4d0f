import { useLayoutEffect } from 'react';

/**
 * Gives the focus back to the control that had it when a dialog opened (WCAG 2.4.3), once the
 * dialog closes or unmounts. Mantine's own return records the opener only when `opened` changes
 * on a mounted dialog, so it misses dialogs that mount already open and unmount on closing, as
 * the shell's drawers and the service dialogs do (they load on first use).
 *
 * @param opened whether the dialog is open
 */
export function useReturnFocus(opened: boolean) {
  useLayoutEffect(() => {
    if (!opened) return undefined;
    // Runs before the dialog's focus trap moves the focus in (Mantine does it in a timeout).
    const opener = document.activeElement;
    if (!(opener instanceof HTMLElement) || opener === document.body) return undefined;
    return () => {
      // After the dialog's own handling: only when the focus was left nowhere.
      window.setTimeout(() => {
        const current = document.activeElement;
        const lost = current === null || current === document.body || !current.isConnected;
        if (lost && opener.isConnected) opener.focus({ preventScroll: true });
      }, 0);
    };
  }, [opened]);
}
