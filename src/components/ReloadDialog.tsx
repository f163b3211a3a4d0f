import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { DIALOG_MAX_WIDTH_PX } from '../shared/theme';

export interface ReloadDialogProps {
  readonly opened: boolean;
  readonly title: string;
  /** What happened, and that reloading the page mends it. */
  readonly children: ReactNode;
  /** 'Ricarica' was pressed and the page is loading again (default `false`). */
  readonly reloading?: boolean;
  readonly onReload: () => void;
  /** Closing keeps the page as it is. */
  readonly onDismiss: () => void;
  /** A button beside 'Ricarica' that also dismisses ('Più tardi'); none by default. */
  readonly dismissLabel?: string;
  /** The remedy's button when it is not 'Ricarica' (the mobile app's 'Aggiorna'). */
  readonly reloadLabel?: string;
}

/** A dialog whose remedy is loading the page again: the new version's prompt, a load error. */
export function ReloadDialog(props: ReloadDialogProps) {
  const { t } = useLingui();
  const reloading = props.reloading ?? false;
  return (
    <Modal
      opened={props.opened}
      onClose={props.onDismiss}
      title={props.title}
      size={DIALOG_MAX_WIDTH_PX}
      closeButtonProps={{ 'aria-label': t`Chiudi` }}
      centered
    >
      <Stack gap="md">
        <Text>{props.children}</Text>
        <Group justify="flex-end" gap="sm">
          {props.dismissLabel !== undefined && (
            <Button variant="default" onClick={props.onDismiss} disabled={reloading}>
              {props.dismissLabel}
            </Button>
          )}
          <Button onClick={props.onReload} loading={reloading}>
            {props.reloadLabel ?? <Trans>Ricarica</Trans>}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
