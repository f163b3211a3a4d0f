import { useLingui } from '@lingui/react/macro';
import { Notifications, notifications } from '@mantine/notifications';
import { useEffect, useMemo } from 'react';
import type { CSSProperties } from 'react';
import { TOAST_DISTANCE_PX, TOAST_MAX_VISIBLE, TOAST_TIMEOUT_MS } from '../shared/theme';
import './toast-stack.css';
import { toasts } from '../shared/toasts';

/**
 * The toast stack with the spec's defaults: 5000 ms, at most 5 visible, 55 px from the edge.
 * The edge is the bottom and the side the left: at the top a toast covered the header, the cart
 * drawer's service line and the dialogs' close buttons, all at the top right; on a phone the stack
 * spans the width, above the 'Torna all'inizio' button.
 */
export default function ToastStack() {
  const { t } = useLingui();
  const close = t`Chiudi`;
  // The name of each named toast on the screen, by the stack's own id (a name may show twice).
  const named = useMemo(() => new Map<string, string>(), []);
  useEffect(
    () =>
      toasts.connect({
        show: ({ color, message, autoClose, id }) => {
          const shown = notifications.show({
            color,
            message,
            closeButtonProps: { 'aria-label': close },
            ...(autoClose !== undefined && { autoClose }),
            onClose: (closed) => named.delete(closed.id ?? ''),
          });
          if (id !== undefined) named.set(shown, id);
        },
        hide: (id) => {
          for (const [shown, name] of named) {
            if (name !== id) continue;
            named.delete(shown);
            notifications.hide(shown);
          }
        },
      }),
    [close, named],
  );
  return (
    <Notifications
      position="bottom-left"
      autoClose={TOAST_TIMEOUT_MS}
      limit={TOAST_MAX_VISIBLE}
      style={{ '--toast-distance': `${TOAST_DISTANCE_PX}px` } as CSSProperties}
    />
  );
}
