import { Alert, Button, Group, List, Stack, Text } from '@mantine/core';
import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { ActingFor, StaffIdentity } from '../../../../machines/staff/backoffice.machine';
import { STAFF_ROLES, hasAnyRole } from '../../../domain/staff';

export interface StaffWelcomeProps {
  readonly staff: StaffIdentity;
  readonly acting: ActingFor | null;
  readonly busy: boolean;
  /** A notice or failure to show ('Sei rimasto inattivo...'); null: none. */
  readonly message: string | null;
  readonly onSignOut: () => void;
}

/** The signed-on staff user's landing: the pages their roles open, and 'Esci'. */
export function StaffWelcome({ staff, acting, busy, message, onSignOut }: StaffWelcomeProps) {
  const name = staff.displayName;
  const customer = acting === null ? null : `${acting.firstName} ${acting.lastName}`;
  return (
    <Stack gap="sm">
      <Text fw={600}>
        <Trans>Ciao, {name}</Trans>
      </Text>
      {message !== null && (
        <Alert color="yellow" role="status">
          {message}
        </Alert>
      )}
      {customer !== null && (
        <Text>
          <Trans>Stai agendo per conto di {customer}.</Trans>{' '}
          <Link to="/">
            <Trans>Vai al negozio</Trans>
          </Link>
        </Text>
      )}
      <List>
        {hasAnyRole(staff.roles, [STAFF_ROLES.customerCare]) && (
          <List.Item>
            <Link to="/admin/clienti">
              <Trans>Cerca clienti</Trans>
            </Link>
          </List.Item>
        )}
        {hasAnyRole(staff.roles, [STAFF_ROLES.editor]) && (
          <List.Item>
            <Link to="/admin/contenuti">
              <Trans>Contenuti del negozio</Trans>
            </Link>
          </List.Item>
        )}
        {hasAnyRole(staff.roles, [STAFF_ROLES.auditor]) && (
          <List.Item>
            <Link to="/admin/registro">
              <Trans>Registro attività</Trans>
            </Link>
          </List.Item>
        )}
      </List>
      {staff.roles.length === 0 && (
        <Text c="dimmed">
          <Trans>Il tuo profilo non ha ancora ruoli: chiedi all'amministratore del negozio.</Trans>
        </Text>
      )}
      <Group>
        <Button variant="default" onClick={onSignOut} loading={busy}>
          <Trans>Esci</Trans>
        </Button>
      </Group>
    </Stack>
  );
}
