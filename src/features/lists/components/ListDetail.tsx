import { Badge, Button, Divider, Group, Modal, Stack, Text, Title } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { components } from '../../../api/ebsn';
import { ConfirmQuestion } from '../../../components/ConfirmQuestion';
import { ResponseMessages } from '../../../components/ResponseMessages';
import { NO_MESSAGES } from '../../../domain/envelope';
import { ListNameForm } from './ListNameForm';
import { ListSharing } from './ListSharing';

type ListDetailData = components['schemas']['WishlistDetail'];
type ShareGrant = components['schemas']['WishlistShare']['grant'];

export interface ListDetailProps {
  readonly list: ListDetailData;
  /** The lines the cart can take, each bound to its quantity (rendered by the app). */
  readonly lines: ReactNode;
  /** The lines of products not buyable now, shown apart. */
  readonly inactiveLines: ReactNode;
  readonly busy: boolean;
  readonly errors: readonly string[];
  /** 'Eliminare la lista?' (or, for a shared list, leaving it) is asked. */
  readonly confirmingRemoval: boolean;
  /** 'Aggiungi tutto al carrello' and its dialogs. */
  readonly addAll: ReactNode;
  readonly onAddAll: () => void;
  readonly onRename: (name: string) => void;
  /** Copies a list shared with the shopper into one of their own. */
  readonly onCopy: (name: string) => void;
  readonly onMakeDefault: () => void;
  readonly onShare: (email: string, grant: ShareGrant) => void;
  readonly onUnshare: (email: string) => void;
  readonly onAskRemoval: () => void;
  readonly onConfirmRemoval: () => void;
  readonly onDismissRemoval: () => void;
}

/** A list of lines, named for the screen reader. */
function LineList({ label, children }: { readonly label: string; readonly children: ReactNode }) {
  return (
    <Stack gap={0} component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={label}>
      {children}
    </Stack>
  );
}

/**
 * 'Dettaglio lista' (account-and-platform.md §2): the lines, 'Aggiungi tutto al carrello', and
 * for the owner rename, default, sharing and delete. A list shared read-only shows no control
 * that changes it; a shared list can be copied into one of the shopper's own, or left.
 */
export function ListDetail(props: ListDetailProps) {
  const { t } = useLingui();
  const { list } = props;
  const { grant, ownerName } = list.sharingData;
  const owner = grant === 'OWNER';
  const empty = list.wishlistItems.length === 0 && list.wishlistInactiveItems.length === 0;
  return (
    <Stack>
      <Group justify="space-between" align="flex-start">
        <Stack gap={4}>
          <Title order={1}>{list.name}</Title>
          <Group gap="xs">
            {list.isDefault && (
              <Badge variant="light">
                <Trans>Predefinita</Trans>
              </Badge>
            )}
            {!owner && (
              <Text size="sm" c="dimmed">
                <Trans>Condivisa con te da {ownerName}</Trans>
              </Text>
            )}
            {grant === 'READ' && (
              <Badge color="gray" variant="light">
                <Trans>Sola lettura</Trans>
              </Badge>
            )}
          </Group>
        </Stack>
        <Button onClick={props.onAddAll} disabled={props.busy || list.wishlistItems.length === 0}>
          <Trans>Aggiungi tutto al carrello</Trans>
        </Button>
      </Group>
      <ResponseMessages messages={{ ...NO_MESSAGES, errors: props.errors }} />
      {empty ? (
        <Text c="dimmed">
          <Trans>
            La lista è vuota: aggiungi i prodotti con il cuore sulle schede del catalogo.
          </Trans>
        </Text>
      ) : (
        <LineList label={t`Prodotti della lista`}>{props.lines}</LineList>
      )}
      {list.wishlistInactiveItems.length > 0 && (
        <Stack gap={0}>
          <Title order={2} size="h4">
            <Trans>Prodotti non disponibili</Trans>
          </Title>
          <Text size="sm" c="dimmed">
            <Trans>Non si possono acquistare ora nel punto vendita del tuo carrello.</Trans>
          </Text>
          <LineList label={t`Prodotti non disponibili`}>{props.inactiveLines}</LineList>
        </Stack>
      )}
      {props.addAll}
      <Divider />
      {owner && (
        <Stack>
          <ListNameForm
            // A new name refills the field once saved.
            key={list.name}
            label={t`Rinomina la lista`}
            fieldLabel={t`Nome della lista`}
            submitLabel={t`Rinomina`}
            initialName={list.name}
            busy={props.busy}
            onSubmit={props.onRename}
          />
          {!list.isDefault && (
            <Button variant="default" onClick={props.onMakeDefault} disabled={props.busy}>
              <Trans>Imposta come lista predefinita</Trans>
            </Button>
          )}
          <ListSharing
            shares={list.sharingData.shares}
            busy={props.busy}
            onShare={props.onShare}
            onUnshare={props.onUnshare}
          />
        </Stack>
      )}
      {!owner && (
        <ListNameForm
          label={t`Copia nelle mie liste`}
          fieldLabel={t`Nome della copia`}
          submitLabel={t`Copia`}
          initialName={list.name}
          busy={props.busy}
          onSubmit={props.onCopy}
        />
      )}
      <Button
        color="red"
        variant="outline"
        onClick={props.onAskRemoval}
        disabled={props.busy}
        style={{ alignSelf: 'flex-start' }}
      >
        {owner ? t`Elimina la lista` : t`Togli dalle mie liste`}
      </Button>
      <Modal
        opened={props.confirmingRemoval}
        onClose={props.onDismissRemoval}
        title={owner ? t`Elimina la lista` : t`Togli dalle mie liste`}
        centered
        closeButtonProps={{ 'aria-label': t`Chiudi` }}
      >
        <ConfirmQuestion
          label={owner ? t`Elimina la lista` : t`Togli dalle mie liste`}
          question={
            owner
              ? t`Eliminare la lista "${list.name}"?`
              : t`Togliere la lista "${list.name}" dalle tue liste?`
          }
          destructive
          busy={props.busy}
          onNo={props.onDismissRemoval}
          onYes={props.onConfirmRemoval}
        />
      </Modal>
    </Stack>
  );
}
