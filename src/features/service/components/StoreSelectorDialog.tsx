import { Badge, Center, Loader, Modal, NavLink, Stack, Text, TextInput } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { components } from '../../../api/ebsn';
import { ResponseMessages } from '../../../components/ResponseMessages';

// The generated schema type (the same as service.queries' Store).
type Store = components['schemas']['Store'];

/** Width of the store dialog (shopping-flow.md section 9). */
const STORE_DIALOG_WIDTH_PX = 700;

export interface StoreSelectorDialogProps {
  /** Whether the dialog is open: the service-selection machine decides. */
  readonly opened: boolean;
  /** The stores to choose from; `undefined` while they load. */
  readonly stores: readonly Store[] | undefined;
  /** The cart's store, marked in the list; `null` when none is chosen. */
  readonly selectedStoreId: number | null;
  /** A selection is being saved: the stores cannot be clicked and a loader shows. */
  readonly busy: boolean;
  /** Errors of the last call, shown at the top. */
  readonly errors: readonly string[];
  readonly onSelect: (storeId: number) => void;
  readonly onClose: () => void;
}

/** 'Viale Monza 140, Milano (MI)'. */
export function storeAddressLine(store: Store): string {
  const street = [store.address1, store.addressNumber].filter(Boolean).join(' ');
  return `${street}, ${store.city} (${store.province})`;
}

/** Lower case without accents, so 'citta' finds 'Città'. */
function searchable(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}

/** The store selector (shopping-flow.md section 2 "Selector dialogs"): a filter and the list. */
export function StoreSelectorDialog(props: StoreSelectorDialogProps) {
  const { opened, stores, busy, errors, onClose } = props;
  const { t } = useLingui();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t`Scegli il negozio`}
      size={STORE_DIALOG_WIDTH_PX}
      closeButtonProps={{ 'aria-label': t`Chiudi` }}
      centered
    >
      <Stack gap="md" aria-busy={stores === undefined || busy}>
        <ResponseMessages messages={{ errors, warnings: [], infos: [] }} />
        {stores === undefined ? (
          <Center py="xl">
            <Loader aria-label={t`Caricamento dei negozi`} />
          </Center>
        ) : (
          // Mounted with the dialog's content, so the filter starts empty at every opening.
          <StoreList {...props} stores={stores} />
        )}
      </Stack>
    </Modal>
  );
}

function StoreList({
  stores,
  selectedStoreId,
  busy,
  onSelect,
}: StoreSelectorDialogProps & { stores: readonly Store[] }) {
  const { t } = useLingui();
  const [filter, setFilter] = useState('');
  const wanted = searchable(filter.trim());
  const shown =
    wanted === ''
      ? stores
      : stores.filter((store) => searchable(`${store.name} ${store.city}`).includes(wanted));
  return (
    <>
      <TextInput
        label={t`Cerca per nome o città`}
        placeholder={t`Es. Milano`}
        value={filter}
        onChange={(event) => setFilter(event.currentTarget.value)}
        rightSection={busy ? <Loader size="xs" aria-label={t`Salvataggio del negozio`} /> : null}
      />
      {shown.length === 0 ? (
        <Text c="dimmed" ta="center" py="md">
          <Trans>Nessun negozio trovato</Trans>
        </Text>
      ) : (
        <Stack gap={4} role="list" aria-label={t`Negozi`}>
          {shown.map((store) => {
            const selected = store.storeId === selectedStoreId;
            return (
              <div role="listitem" key={store.storeId}>
                <NavLink
                  component="button"
                  type="button"
                  label={store.name}
                  description={storeAddressLine(store)}
                  active={selected}
                  aria-current={selected ? 'true' : undefined}
                  disabled={busy}
                  aria-disabled={busy || undefined}
                  // NavLink's `disabled` only styles the link: a busy list ignores clicks.
                  onClick={() => {
                    if (!busy) onSelect(store.storeId);
                  }}
                  rightSection={
                    selected ? (
                      <Badge variant="light" size="sm">
                        <Trans>Selezionato</Trans>
                      </Badge>
                    ) : undefined
                  }
                />
              </div>
            );
          })}
        </Stack>
      )}
    </>
  );
}
