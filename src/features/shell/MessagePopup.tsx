import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Modal, Text } from '@mantine/core';
import { useSyncExternalStore } from 'react';
import { messagePopups } from '../../shared/message-popups';

/**
 * The dialog of a server message in the show-in-popup list (shopping-flow.md §8): the first one
 * waiting, until the shopper closes it with 'Ho capito'; then the next.
 */
export default function MessagePopup() {
  const { t } = useLingui();
  const waiting = useSyncExternalStore(messagePopups.subscribe, messagePopups.current);
  const text = waiting[0];
  return (
    <Modal
      opened={text !== undefined}
      onClose={messagePopups.dismiss}
      title={t`Attenzione`}
      size={530}
      centered
      closeButtonProps={{ 'aria-label': t`Chiudi` }}
    >
      <Text>{text}</Text>
      <Group justify="flex-end" mt="md">
        <Button onClick={messagePopups.dismiss}>
          <Trans>Ho capito</Trans>
        </Button>
      </Group>
    </Modal>
  );
}
