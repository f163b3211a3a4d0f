import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { DIALOG_MAX_WIDTH_PX } from '../../../shared/theme';

/** The notification shown: what the shop sent. */
export interface PushNoticeContent {
  readonly title: string;
  readonly body: string;
}

export interface PushNoticeDialogProps {
  /** The notification that arrived while the app was in the foreground; null: the dialog is closed. */
  readonly notice: PushNoticeContent | null;
  /** Whether the notification names one of the shop's pages, which 'Apri' opens (default false). */
  readonly canOpen?: boolean;
  /** 'Apri': open the notification's page (and close the dialog). */
  readonly onOpen: () => void;
  /** 'Chiudi', Escape or a tap outside: close the dialog and stay on the page. */
  readonly onClose: () => void;
}

/**
 * A push notification received while the app was in the foreground (shopping-flow.md §4 "Push
 * notification (mobile)"): its title and text, with 'Apri' when it names a page of the shop.
 */
export function PushNoticeDialog({
  notice,
  canOpen = false,
  onOpen,
  onClose,
}: PushNoticeDialogProps) {
  const { t } = useLingui();
  const title = notice?.title.trim() || t`Notifica`;
  return (
    <Modal
      opened={notice !== null}
      onClose={onClose}
      title={title}
      size={DIALOG_MAX_WIDTH_PX}
      // The dialog's own 'Chiudi' closes it: one button of that name.
      withCloseButton={false}
      centered
    >
      {notice !== null && (
        <Stack gap="md">
          {notice.body.trim() !== '' && (
            <Text style={{ whiteSpace: 'pre-line' }}>{notice.body}</Text>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              <Trans>Chiudi</Trans>
            </Button>
            {canOpen && (
              <Button onClick={onOpen}>
                <Trans>Apri</Trans>
              </Button>
            )}
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
