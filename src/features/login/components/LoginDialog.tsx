import { Modal } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { DIALOG_MAX_WIDTH_PX } from '../../../shared/theme';

export interface LoginDialogProps {
  /** Whether the dialog is open: the session machine's `loginDialog` region decides. */
  readonly opened: boolean;
  readonly onClose: () => void;
  /** The login form. */
  readonly children: ReactNode;
}

/** The login dialog opened on demand and after a session expiry. */
export function LoginDialog({ opened, onClose, children }: LoginDialogProps) {
  const { t } = useLingui();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t`Accedi`}
      size={DIALOG_MAX_WIDTH_PX}
      closeButtonProps={{ 'aria-label': t`Chiudi` }}
      centered
    >
      {children}
    </Modal>
  );
}
