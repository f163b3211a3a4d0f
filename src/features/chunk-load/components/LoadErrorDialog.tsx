import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { DIALOG_MAX_WIDTH_PX } from '../../../app/theme';

export interface LoadErrorDialogProps {
  /** Whether the load error is shown. */
  readonly opened: boolean;
  /** 'Ricarica' was pressed and the page is loading again (default `false`). */
  readonly reloading?: boolean;
  /** 'Ricarica': load the page again. */
  readonly onReload: () => void;
  /** 'Chiudi': keep the page as it is. */
  readonly onDismiss: () => void;
}

/**
 * The load error of a page's code that failed to arrive or took over 120 seconds
 * (shopping-flow.md §8), with a reload action.
 */
export function LoadErrorDialog({
  opened,
  reloading = false,
  onReload,
  onDismiss,
}: LoadErrorDialogProps) {
  const { t } = useLingui();
  return (
    <Modal
      opened={opened}
      onClose={onDismiss}
      title={t`Errore di caricamento`}
      size={DIALOG_MAX_WIDTH_PX}
      closeButtonProps={{ 'aria-label': t`Chiudi` }}
      centered
    >
      <Stack gap="md">
        <Text>
          <Trans>Non è stato possibile caricare la pagina. Ricarica la pagina per riprovare.</Trans>
        </Text>
        <Group justify="flex-end" gap="sm">
          <Button onClick={onReload} loading={reloading}>
            <Trans>Ricarica</Trans>
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
