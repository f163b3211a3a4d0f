import { Button, Group, Paper, Text } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ActingFor } from '../../../../machines/staff/backoffice.machine';

export interface StaffCardProps {
  readonly acting: ActingFor;
  readonly busy: boolean;
  readonly onExit: () => void;
}

/**
 * The single-sign-on user's floating card (account-and-platform.md §1 and §2): while a staff user
 * acts for a customer, 'Sei loggato come' with the customer's name and 'Esci'.
 */
export function StaffCard({ acting, busy, onExit }: StaffCardProps) {
  const { t } = useLingui();
  const name = `${acting.firstName} ${acting.lastName}`;
  return (
    <Paper
      component="aside"
      aria-label={t`Agisci per conto di un cliente`}
      shadow="md"
      p="sm"
      radius="md"
      withBorder
      style={{
        position: 'fixed',
        left: 16,
        bottom: 16,
        zIndex: 300,
        maxWidth: 'calc(100vw - 32px)',
      }}
    >
      <Group gap="sm" wrap="nowrap">
        <Text size="sm">
          <Trans>Sei loggato come</Trans> <strong>{name}</strong>
        </Text>
        <Button size="xs" variant="light" onClick={onExit} loading={busy}>
          <Trans>Esci</Trans>
        </Button>
      </Group>
    </Paper>
  );
}
