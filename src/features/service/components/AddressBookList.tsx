import { Button, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { ConfirmQuestion } from '../../../components/ConfirmQuestion';
import { ResponseMessages } from '../../../components/ResponseMessages';
import { AnchorLink, LinkButton } from '../../../components/router-links';
import { NO_MESSAGES } from '../../../domain/envelope';

/** What the list shows of an address. */
export interface AddressBookEntry {
  readonly addressId: number;
  readonly addressName: string;
  readonly address1: string;
  readonly addressNumber: string;
  readonly postalCode: string;
  readonly city: string;
  readonly province: string;
}

export interface AddressBookListProps {
  /** The shopper's own addresses; undefined while they load. */
  readonly addresses: readonly AddressBookEntry[] | undefined;
  /** The address the shopper asked to delete, while the question is open. */
  readonly deleting: AddressBookEntry | null;
  /** A delete is being carried out. */
  readonly busy: boolean;
  /** What the server refused last. */
  readonly errors: readonly string[];
  readonly onDelete: (address: AddressBookEntry) => void;
  readonly onConfirmDelete: () => void;
  readonly onCancelDelete: () => void;
}

/**
 * 'I miei indirizzi': the shopper's own delivery addresses, each with 'Modifica' (its 'Dettaglio
 * indirizzo') and 'Elimina' (asked first), and 'Aggiungi indirizzo'.
 */
export function AddressBookList(props: AddressBookListProps) {
  const { t } = useLingui();
  if (props.addresses === undefined) return <Loader aria-label={t`Caricamento degli indirizzi`} />;
  return (
    <Stack gap="sm">
      <ResponseMessages messages={{ ...NO_MESSAGES, errors: props.errors }} />
      {props.deleting !== null && (
        <Paper withBorder p="md" radius="md">
          <ConfirmQuestion
            label={t`Elimina indirizzo`}
            question={t`Eliminare l'indirizzo ${props.deleting.addressName}?`}
            busy={props.busy}
            destructive
            onNo={props.onCancelDelete}
            onYes={props.onConfirmDelete}
          />
        </Paper>
      )}
      {props.addresses.length === 0 ? (
        <Text c="dimmed">
          <Trans>Non hai ancora indirizzi di consegna.</Trans>
        </Text>
      ) : (
        <Stack
          component="ul"
          gap="sm"
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
          aria-label={t`I miei indirizzi`}
        >
          {props.addresses.map((address) => (
            <Paper component="li" key={address.addressId} withBorder p="md" radius="md">
              <Group justify="space-between" wrap="wrap">
                <Stack gap={2}>
                  <Text fw={700}>{address.addressName}</Text>
                  <Text size="sm">
                    {address.address1} {address.addressNumber}, {address.postalCode} {address.city}{' '}
                    {address.province}
                  </Text>
                </Stack>
                <Group gap="xs">
                  <AnchorLink
                    to="/profile/addresses/manage/{-$addressId}"
                    params={{ addressId: address.addressId }}
                    aria-label={t`Modifica ${address.addressName}`}
                  >
                    <Trans>Modifica</Trans>
                  </AnchorLink>
                  <Button
                    variant="subtle"
                    color="red"
                    size="compact-sm"
                    aria-label={t`Elimina ${address.addressName}`}
                    onClick={() => props.onDelete(address)}
                  >
                    <Trans>Elimina</Trans>
                  </Button>
                </Group>
              </Group>
            </Paper>
          ))}
        </Stack>
      )}
      <LinkButton
        to="/profile/addresses/manage/{-$addressId}"
        params={{ addressId: undefined }}
        style={{ alignSelf: 'flex-start' }}
      >
        <Trans>Aggiungi indirizzo</Trans>
      </LinkButton>
    </Stack>
  );
}
