import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { DIALOG_MAX_WIDTH_PX } from '../../../app/theme';

export interface VersionPromptProps {
  /** The newer version deployed; the prompt is open while it is not `null`. */
  readonly version: string | null;
  /** 'Ricarica' was pressed and the page is loading again (default `false`). */
  readonly reloading?: boolean;
  /** 'Ricarica': load the page again, with the new version. */
  readonly onReload: () => void;
  /** 'Più tardi' or the dialog closed: keep using this version for now. */
  readonly onDismiss: () => void;
}

/**
 * The upgrade-version prompt (account-and-platform.md §2): the latest version's text and a
 * reload button.
 */
export function VersionPrompt({
  version,
  reloading = false,
  onReload,
  onDismiss,
}: VersionPromptProps) {
  const { t } = useLingui();
  return (
    <Modal
      opened={version !== null}
      onClose={onDismiss}
      title={t`Nuova versione disponibile`}
      size={DIALOG_MAX_WIDTH_PX}
      closeButtonProps={{ 'aria-label': t`Chiudi` }}
      centered
    >
      {version !== null && (
        <Stack gap="md">
          <Text>
            <Trans>
              È disponibile la versione {version} della spesa online. Ricarica la pagina per usarla.
            </Trans>
          </Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onDismiss} disabled={reloading}>
              <Trans>Più tardi</Trans>
            </Button>
            <Button onClick={onReload} loading={reloading}>
              <Trans>Ricarica</Trans>
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
