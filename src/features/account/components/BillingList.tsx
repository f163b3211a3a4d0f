import { Button, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { ConfirmQuestion } from '../../../components/ConfirmQuestion';
import { ResponseMessages } from '../../../components/ResponseMessages';
import { NO_MESSAGES } from '../../../domain/envelope';
import type { components } from '../../../api/ebsn';

type PersonFiscal = components['schemas']['PersonFiscal'];

export interface BillingListProps {
  /** The shopper's billing data; undefined while they load. */
  readonly entries: readonly PersonFiscal[] | undefined;
  /** The entry the shopper asked to delete, while the question is open. */
  readonly deleting: PersonFiscal | null;
  readonly busy: boolean;
  /** What the server refused last. */
  readonly errors: readonly string[];
  readonly onAdd: () => void;
  readonly onEdit: (entry: PersonFiscal) => void;
  readonly onDelete: (entry: PersonFiscal) => void;
  readonly onConfirmDelete: () => void;
  readonly onCancelDelete: () => void;
}

/** Who an invoice is made out to: the person's or the company's name. */
export const holderOf = (entry: PersonFiscal) =>
  entry.companyName ?? `${entry.firstName ?? ''} ${entry.lastName ?? ''}`.trim();

/** The billing data the shopper keeps for invoices, each to edit or delete (asked first). */
export function BillingList(props: BillingListProps) {
  const { t } = useLingui();
  if (props.entries === undefined) return <Loader aria-label={t`Caricamento dei dati`} />;
  return (
    <Stack gap="sm">
      <ResponseMessages messages={{ ...NO_MESSAGES, errors: props.errors }} />
      {props.deleting !== null && (
        <Paper withBorder p="md" radius="md">
          <ConfirmQuestion
            label={t`Elimina dati di fatturazione`}
            question={t`Eliminare i dati di fatturazione di ${holderOf(props.deleting)}?`}
            busy={props.busy}
            destructive
            onNo={props.onCancelDelete}
            onYes={props.onConfirmDelete}
          />
        </Paper>
      )}
      {props.entries.length === 0 ? (
        <Text c="dimmed">
          <Trans>Non hai ancora dati di fatturazione: aggiungili per ricevere la fattura.</Trans>
        </Text>
      ) : (
        <Stack
          component="ul"
          gap="sm"
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
          aria-label={t`Dati di fatturazione`}
        >
          {props.entries.map((entry) => (
            <Paper component="li" key={entry.personFiscalId} withBorder p="md" radius="md">
              <Group justify="space-between" wrap="wrap">
                <Stack gap={2}>
                  <Text fw={700}>{holderOf(entry)}</Text>
                  <Text size="sm">{entry.vatNumber ?? entry.fiscalCode}</Text>
                  <Text size="sm">
                    {entry.address1} {entry.addressNumber}, {entry.postalCode} {entry.city}{' '}
                    {entry.province}
                  </Text>
                  {(entry.sdiCode ?? entry.pec) !== null && (
                    <Text size="sm" c="dimmed">
                      {entry.sdiCode !== null
                        ? t`Codice SDI ${entry.sdiCode}`
                        : t`PEC ${entry.pec}`}
                    </Text>
                  )}
                </Stack>
                <Group gap="xs">
                  <Button
                    variant="subtle"
                    size="compact-sm"
                    aria-label={t`Modifica ${holderOf(entry)}`}
                    onClick={() => props.onEdit(entry)}
                  >
                    <Trans>Modifica</Trans>
                  </Button>
                  <Button
                    variant="subtle"
                    color="red"
                    size="compact-sm"
                    aria-label={t`Elimina ${holderOf(entry)}`}
                    onClick={() => props.onDelete(entry)}
                  >
                    <Trans>Elimina</Trans>
                  </Button>
                </Group>
              </Group>
            </Paper>
          ))}
        </Stack>
      )}
      <Button onClick={props.onAdd} style={{ alignSelf: 'flex-start' }}>
        <Trans>Aggiungi dati di fatturazione</Trans>
      </Button>
    </Stack>
  );
}
