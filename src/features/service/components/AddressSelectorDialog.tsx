import {
  Alert,
  Box,
  Button,
  Group,
  Loader,
  Modal,
  Paper,
  Stack,
  Tabs,
  Text,
  TextInput,
  UnstyledButton,
} from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import type { components } from '../../../api/ebsn';
import type { AddressDraft } from '../../../domain/address-form';
import { DELIVERY_SERVICE } from '../../../domain/delivery-services';
import { ConfirmQuestion } from '../../../components/ConfirmQuestion';
import { AddressForm } from './AddressForm';

type Address = components['schemas']['Address'];
type DeliveryService = components['schemas']['DeliveryService'];

/** What the address dialog shows, from the service-selection machine's state. */
export type AddressDialogView = 'list' | 'form' | 'confirmUnvalidated' | 'confirmDelete';

export interface AddressSelectorDialogProps {
  readonly opened: boolean;
  readonly view: AddressDialogView;
  /** The delivery services; undefined while they load. */
  readonly services: readonly DeliveryService[] | undefined;
  readonly addresses: readonly Address[] | undefined;
  /** The store whose pickup points are listed (after the store dialog), else null. */
  readonly storeName: string | null;
  readonly tab: number | null;
  readonly search: string;
  readonly draft: AddressDraft | null;
  readonly deleting: Address | null;
  readonly busy: boolean;
  readonly errors: readonly string[];
  readonly onTab: (deliveryServiceId: number) => void;
  readonly onSearch: (text: string) => void;
  readonly onSelect: (address: Address) => void;
  readonly onChooseStore: () => void;
  readonly onChooseTimeslot: () => void;
  readonly onAdd: () => void;
  readonly onEdit: (address: Address) => void;
  readonly onDelete: (address: Address) => void;
  readonly onConfirmDelete: () => void;
  readonly onCancelDelete: () => void;
  readonly onSubmit: (draft: AddressDraft) => void;
  readonly onCancelForm: () => void;
  readonly onSaveUnvalidated: () => void;
  readonly onServicesPage: () => void;
  readonly onClose: () => void;
}

const { companyDelivery, companyExpress, storePickup } = DELIVERY_SERVICE;
/** The company tabs offer the shopper's own addresses. */
const COMPANY_SERVICES: ReadonlySet<number> = new Set([companyDelivery, companyExpress]);

function matches(address: Address, search: string): boolean {
  const words = search.trim().toLowerCase();
  if (words === '') return true;
  return [address.addressName, address.address1, address.city, address.postalCode].some((part) =>
    part.toLowerCase().includes(words),
  );
}

/** The address selector (shopping-flow.md §2 "Selector dialogs", width 700). */
export function AddressSelectorDialog(props: AddressSelectorDialogProps) {
  const { t } = useLingui();
  const tabs = (props.services ?? []).filter((service) => service.showTab !== false);
  const activeTab = props.tab ?? tabs[0]?.deliveryServiceId ?? null;
  const title =
    props.view === 'form'
      ? props.draft?.addressId
        ? t`Modifica indirizzo`
        : t`Nuovo indirizzo`
      : props.storeName
        ? t`Punti di ritiro di ${props.storeName}`
        : t`Dove vuoi ricevere la spesa?`;

  return (
    <Modal
      opened={props.opened}
      onClose={props.onClose}
      size={700}
      title={title}
      closeButtonProps={{ 'aria-label': t`Chiudi` }}
    >
      <Stack gap="md">
        {props.errors.length > 0 && (
          <Alert color="red" role="alert">
            {props.errors.map((error) => (
              <Text key={error} size="sm">
                {error}
              </Text>
            ))}
          </Alert>
        )}
        {props.view === 'form' && (
          <AddressForm
            draft={props.draft}
            busy={props.busy}
            onSubmit={props.onSubmit}
            onCancel={props.onCancelForm}
          />
        )}
        {props.view === 'confirmUnvalidated' && (
          <ConfirmQuestion
            label={t`Indirizzo non validato`}
            question={t`Indirizzo non validato, Salvare lo stesso ?`}
            busy={props.busy}
            onNo={props.onCancelForm}
            onYes={props.onSaveUnvalidated}
          />
        )}
        {props.view === 'confirmDelete' && props.deleting && (
          <ConfirmQuestion
            label={t`Elimina indirizzo`}
            question={t`Eliminare l'indirizzo ${props.deleting.addressName}?`}
            destructive
            onNo={props.onCancelDelete}
            onYes={props.onConfirmDelete}
          />
        )}
        {props.view === 'list' && <AddressList {...props} tabs={tabs} activeTab={activeTab} />}
      </Stack>
    </Modal>
  );
}

interface AddressListProps extends AddressSelectorDialogProps {
  readonly tabs: readonly DeliveryService[];
  readonly activeTab: number | null;
}

function AddressList(props: AddressListProps) {
  const { t } = useLingui();
  if (props.addresses === undefined || props.services === undefined) {
    return <Loader aria-label={t`Caricamento degli indirizzi`} />;
  }
  const shown = props.addresses.filter(
    (address) =>
      (props.storeName !== null || address.deliveryServiceId === props.activeTab) &&
      matches(address, props.search),
  );
  const ownTab = props.activeTab !== null && COMPANY_SERVICES.has(props.activeTab);
  const noCompanyAddress =
    props.activeTab === companyDelivery &&
    !props.addresses.some((address) => address.deliveryServiceId === companyDelivery);
  return (
    <Stack gap="sm">
      {props.storeName === null && (
        <Tabs
          value={props.activeTab === null ? null : String(props.activeTab)}
          onChange={(value) => value !== null && props.onTab(Number(value))}
        >
          <Tabs.List>
            {props.tabs.map((service) => (
              <Tabs.Tab key={service.deliveryServiceId} value={String(service.deliveryServiceId)}>
                {service.name}
              </Tabs.Tab>
            ))}
          </Tabs.List>
        </Tabs>
      )}
      <TextInput
        aria-label={t`Cerca indirizzo`}
        placeholder={t`Cerca per nome, via o comune`}
        value={props.search}
        onChange={(event) => props.onSearch(event.currentTarget.value)}
      />
      <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {shown.map((address) => (
          <AddressRow key={address.addressId} {...props} address={address} />
        ))}
      </Stack>
      {shown.length === 0 && (
        <Text c="dimmed" size="sm">
          <Trans>Nessun indirizzo trovato.</Trans>
        </Text>
      )}
      <Group justify="space-between">
        <Group gap="xs">
          {props.storeName !== null && (
            <Button variant="subtle" onClick={() => props.onTab(storePickup)}>
              <Trans>Tutti i punti di ritiro</Trans>
            </Button>
          )}
          {ownTab && (
            <Button variant="light" onClick={props.onAdd} disabled={props.busy}>
              <Trans>Aggiungi indirizzo</Trans>
            </Button>
          )}
          {noCompanyAddress && (
            <Button variant="subtle" onClick={props.onServicesPage}>
              <Trans>Scopri i servizi</Trans>
            </Button>
          )}
          {props.activeTab === storePickup && (
            <Button variant="subtle" onClick={props.onChooseStore}>
              <Trans>Cerca un negozio</Trans>
            </Button>
          )}
        </Group>
        <Button variant="subtle" onClick={props.onChooseTimeslot}>
          <Trans>Scegli l'orario</Trans>
        </Button>
      </Group>
    </Stack>
  );
}

function AddressRow(props: AddressListProps & { readonly address: Address }) {
  const { t } = useLingui();
  const { address } = props;
  const editable = address.addressType === 'home';
  const detailsId = useId();
  // The button's visible text is the name its label says (WCAG 2.5.3); the address line and
  // 'Indirizzo attuale' describe it, and the whole row still chooses it.
  return (
    <Paper
      component="li"
      withBorder
      p="sm"
      radius="md"
      pos="relative"
      bg={address.selected ? 'green.0' : undefined}
    >
      <Group justify="space-between" wrap="nowrap">
        <Stack gap={0} style={{ flex: 1 }}>
          <UnstyledButton
            onClick={() => props.onSelect(address)}
            disabled={props.busy}
            aria-label={t`Scegli ${address.addressName}`}
            aria-describedby={detailsId}
            aria-current={address.selected ? 'true' : undefined}
          >
            <Text span fw={600} size="sm">
              {address.addressName}
            </Text>
            <Box component="span" pos="absolute" inset={0} aria-hidden />
          </UnstyledButton>
          <Box id={detailsId}>
            <Text size="sm" c="dimmed">
              {address.address1} {address.addressNumber}, {address.postalCode} {address.city} (
              {address.province})
            </Text>
            {address.selected && (
              <Text size="xs" c="green.8" fw={600}>
                <Trans>Indirizzo attuale</Trans>
              </Text>
            )}
          </Box>
        </Stack>
        {editable && (
          // Above the row's click area.
          <Group gap={4} wrap="nowrap" pos="relative">
            {/* 26 px tall: targets of at least 24 px (WCAG 2.5.8). */}
            <Button size="compact-sm" variant="subtle" onClick={() => props.onEdit(address)}>
              <Trans>Modifica</Trans>
            </Button>
            <Button
              size="compact-sm"
              variant="subtle"
              color="red"
              onClick={() => props.onDelete(address)}
            >
              <Trans>Elimina</Trans>
            </Button>
          </Group>
        )}
      </Group>
    </Paper>
  );
}
