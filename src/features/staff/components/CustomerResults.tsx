import { Alert, Button, Table, Text } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import type { components } from '../../../api/ebsn';

type CustomerSummary = components['schemas']['CustomerSummary'];

export interface CustomerResultsProps {
  readonly customers: readonly CustomerSummary[];
  readonly total: number;
  /** The customer being selected; null: none. */
  readonly selectingId: number | null;
  readonly message: string | null;
  readonly onSelect: (userId: number) => void;
}

/** The customers found, each with 'Agisci come cliente'. */
export function CustomerResults(props: CustomerResultsProps) {
  const { t } = useLingui();
  const { customers, total } = props;
  return (
    <>
      {props.message !== null && (
        <Alert color="red" role="alert">
          {props.message}
        </Alert>
      )}
      <Text size="sm" c="dimmed" role="status">
        {total === 1 ? <Trans>1 cliente trovato</Trans> : <Trans>{total} clienti trovati</Trans>}
      </Text>
      {customers.length > 0 && (
        <Table.ScrollContainer minWidth={560}>
          <Table striped aria-label={t`Clienti trovati`}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>
                  <Trans>Codice</Trans>
                </Table.Th>
                <Table.Th>
                  <Trans>Cliente</Trans>
                </Table.Th>
                <Table.Th>
                  <Trans>E-mail</Trans>
                </Table.Th>
                <Table.Th>
                  <Trans>Codice fiscale</Trans>
                </Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {customers.map((customer) => {
                const name = `${customer.firstName} ${customer.lastName}`;
                return (
                  <Table.Tr key={customer.userId}>
                    <Table.Td>{customer.userId}</Table.Td>
                    <Table.Td>{name}</Table.Td>
                    <Table.Td>{customer.email}</Table.Td>
                    <Table.Td>{customer.fiscalCode ?? '—'}</Table.Td>
                    <Table.Td>
                      <Button
                        size="xs"
                        aria-label={t`Agisci come ${name}`}
                        loading={props.selectingId === customer.userId}
                        disabled={props.selectingId !== null}
                        onClick={() => props.onSelect(customer.userId)}
                      >
                        <Trans>Agisci come cliente</Trans>
                      </Button>
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </>
  );
}
