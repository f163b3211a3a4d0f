import { Table, Text } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import type { components } from '../../../api/ebsn';
import { localized } from '../../../components/localized';

type StaffAuditRow = components['schemas']['StaffAuditRow'];

const dateTime = localized(
  (locale) => new Intl.DateTimeFormat(locale, { dateStyle: 'short', timeStyle: 'medium' }),
);

export interface AuditTableProps {
  readonly rows: readonly StaffAuditRow[];
}

/** What staff did while acting for customers, newest first. */
export function AuditTable({ rows }: AuditTableProps) {
  const { t } = useLingui();
  if (rows.length === 0) {
    return (
      <Text>
        <Trans>Nessuna attività registrata.</Trans>
      </Text>
    );
  }
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table striped aria-label={t`Registro attività`}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>
              <Trans>Quando</Trans>
            </Table.Th>
            <Table.Th>
              <Trans>Operatore</Trans>
            </Table.Th>
            <Table.Th>
              <Trans>Cliente</Trans>
            </Table.Th>
            <Table.Th>
              <Trans>Operazione</Trans>
            </Table.Th>
            <Table.Th>
              <Trans>Esito</Trans>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.id}>
              <Table.Td>{dateTime().format(new Date(row.at))}</Table.Td>
              <Table.Td>{row.staffUsername}</Table.Td>
              <Table.Td>
                {row.customerName ?? '—'} ({row.customerUserId})
              </Table.Td>
              <Table.Td>
                <code>{row.path}</code>
              </Table.Td>
              <Table.Td>
                {row.outcome === 'ok' ? <Trans>Riuscita</Trans> : <Trans>Rifiutata</Trans>} (
                {row.statusCode})
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
