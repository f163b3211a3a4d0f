import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Modal, Stack, Switch, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useEffect } from 'react';
import type { CookieChoice } from '../../../domain/cookie-consent';

export interface CookiePreferencesDialogProps {
  readonly opened: boolean;
  /** The choice in force, which the switches start from (only technical when there is none). */
  readonly choice: CookieChoice;
  readonly onSave: (choice: CookieChoice) => void;
  readonly onAcceptAll: () => void;
  readonly onRejectAll: () => void;
  /** Closed without saving: the choice in force stays. */
  readonly onCancel: () => void;
}

/**
 * 'Preferenze cookie': technical cookies always on, analytics and profilation each switched by the
 * shopper, never on unless chosen.
 */
export function CookiePreferencesDialog({
  opened,
  choice,
  onSave,
  onAcceptAll,
  onRejectAll,
  onCancel,
}: CookiePreferencesDialogProps) {
  const { t } = useLingui();
  const form = useForm<CookieChoice>({ initialValues: choice });
  const { setValues, resetDirty } = form;
  // Each opening starts from the choice in force.
  useEffect(() => {
    if (!opened) return;
    setValues(choice);
    resetDirty(choice);
  }, [opened, choice, setValues, resetDirty]);

  return (
    <Modal
      opened={opened}
      onClose={onCancel}
      title={t`Preferenze cookie`}
      size={530}
      centered
      closeButtonProps={{ 'aria-label': t`Chiudi` }}
    >
      <form onSubmit={form.onSubmit((values) => onSave(values))}>
        <Stack gap="md">
          <Text size="sm">
            <Trans>
              Scegli quali cookie accetti oltre a quelli tecnici. Puoi cambiare la scelta quando
              vuoi.
            </Trans>
          </Text>
          <Switch
            checked
            disabled
            label={t`Tecnici (sempre attivi)`}
            description={t`Servono all'accesso, al carrello e a ricordare le tue scelte.`}
          />
          <Switch
            label={t`Analisi`}
            description={t`Statistiche anonime su come viene usato il negozio, per migliorarlo.`}
            {...form.getInputProps('analytics', { type: 'checkbox' })}
          />
          <Switch
            label={t`Profilazione`}
            description={t`Offerte e pubblicità in linea con i tuoi interessi.`}
            {...form.getInputProps('profilation', { type: 'checkbox' })}
          />
          <Group gap="xs" justify="flex-end">
            <Button variant="default" onClick={onRejectAll}>
              <Trans>Rifiuta tutti</Trans>
            </Button>
            <Button variant="default" onClick={onAcceptAll}>
              <Trans>Accetta tutti</Trans>
            </Button>
            <Button type="submit">
              <Trans>Salva le preferenze</Trans>
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
