import { useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import type { Actor } from 'xstate';
import {
  selectAddressDeleting,
  selectAddressDraft,
  selectAddressSearch,
  selectAddressStep,
  selectDeliveryServiceId,
  selectIsAddressEditable,
  selectIsBusy,
  selectOpenDialog,
  selectServiceErrors,
  selectStoreId,
  selectTimeslotDay,
  selectTimeslotRange,
  type serviceMachine,
} from '../../../machines/service/service.machine';
import { useReturnFocus } from '../../components/use-return-focus';
import { deliveryServiceOf } from '../../domain/delivery-services';
import { addressLabel } from '../../components/service-labels';
import { type Cart } from '../../api/cart';
import { AddressSelectorDialog } from './components/AddressSelectorDialog';
import { StoreSelectorDialog } from './components/StoreSelectorDialog';
import { TimeslotSelectorDialog } from './components/TimeslotSelectorDialog';
import type { Address, DeliveryService, Store, TimeslotDay } from './service.queries';

export interface ServiceDialogsProps {
  readonly actor: Actor<typeof serviceMachine>;
  /** The cart: its address, service and store preselect the dialogs. */
  readonly cart: Cart | undefined;
  /** The services and the shopper's addresses (address dialog, no store chosen). */
  readonly serviceAddresses:
    { readonly deliveryServices: DeliveryService[]; readonly addresses: Address[] } | undefined;
  /** The pickup points of the store chosen in the address dialog. */
  readonly storeAddresses: readonly Address[] | undefined;
  readonly stores: readonly Store[] | undefined;
  readonly days: readonly TimeslotDay[] | undefined;
  /** Today in shop time (YYYY-MM-DD), for the 'OGGI' tab. */
  readonly today: string;
  /** Leaves for the page presenting the services (the dialog is closed first). */
  readonly onServicesPage: () => void;
}

/** The address, store and time-slot dialogs bound to a service-selection actor and their data. */
export function ServiceDialogs(props: ServiceDialogsProps) {
  const { actor, cart, serviceAddresses, storeAddresses, stores, days, today, onServicesPage } =
    props;
  const { i18n } = useLingui();
  const send = actor.send;
  const open = useSelector(actor, selectOpenDialog);
  const view = useSelector(actor, selectAddressStep);
  const busy = useSelector(actor, selectIsBusy);
  const storeId = useSelector(actor, selectStoreId);
  const deliveryServiceId = useSelector(actor, selectDeliveryServiceId);
  const search = useSelector(actor, selectAddressSearch);
  const draft = useSelector(actor, selectAddressDraft);
  const deleting = useSelector(actor, selectAddressDeleting);
  const errors = useSelector(actor, selectServiceErrors);
  const day = useSelector(actor, selectTimeslotDay);
  const range = useSelector(actor, selectTimeslotRange);
  const addressEditable = useSelector(actor, selectIsAddressEditable);
  // The dialogs mount open when the choice starts: the focus goes back to where it started.
  useReturnFocus(open !== null);

  const store = stores?.find((candidate) => candidate.storeId === storeId);
  const address = cart?.shippingAddress ?? null;
  const service = address && deliveryServiceOf(address.deliveryServiceId);

  return (
    <>
      <AddressSelectorDialog
        opened={open === 'address'}
        view={view}
        services={serviceAddresses?.deliveryServices}
        addresses={storeId === null ? serviceAddresses?.addresses : storeAddresses}
        storeName={storeId === null ? null : (store?.name ?? cart?.store?.name ?? '')}
        tab={deliveryServiceId ?? address?.deliveryServiceId ?? null}
        search={search}
        draft={draft}
        deleting={deleting}
        busy={busy}
        errors={errors}
        onTab={(deliveryServiceId) => send({ type: 'address.tab', deliveryServiceId })}
        onSearch={(text) => send({ type: 'address.search', text })}
        onSelect={(chosen) => send({ type: 'address.select', address: chosen })}
        onChooseStore={() => send({ type: 'address.setStore' })}
        onChooseTimeslot={() => send({ type: 'address.setTimeslot' })}
        onAdd={() => send({ type: 'address.add' })}
        onEdit={(chosen) => send({ type: 'address.edit', address: chosen })}
        onDelete={(chosen) => send({ type: 'address.delete', address: chosen })}
        onConfirmDelete={() => send({ type: 'address.deleteConfirmed' })}
        onCancelDelete={() => send({ type: 'address.deleteCancelled' })}
        onSubmit={(draft) => send({ type: 'form.submit', draft })}
        onCancelForm={() => send({ type: 'form.cancel' })}
        onSaveUnvalidated={() => send({ type: 'form.saveUnvalidated' })}
        onServicesPage={() => {
          send({ type: 'dialog.close' });
          onServicesPage();
        }}
        onClose={() => send({ type: 'dialog.close' })}
      />
      <StoreSelectorDialog
        opened={open === 'store'}
        stores={stores}
        selectedStoreId={cart?.store?.storeId ?? null}
        busy={busy}
        errors={errors}
        onSelect={(storeId) => send({ type: 'store.select', storeId })}
        onClose={() => send({ type: 'dialog.close' })}
      />
      <TimeslotSelectorDialog
        opened={open === 'timeslot'}
        days={days}
        today={today}
        selectedDay={day}
        range={range}
        busy={busy}
        errors={errors}
        serviceName={service ? i18n._(service.name) : null}
        addressLabel={address ? addressLabel(address) : null}
        canChangeAddress={addressEditable}
        onDay={(date) => send({ type: 'timeslot.day', date })}
        onRange={(range) => send({ type: 'timeslot.range', range })}
        onSelect={(date, timeslotId) => send({ type: 'timeslot.select', date, timeslotId })}
        onChangeAddress={() => send({ type: 'timeslot.setAddress' })}
        onClose={() => send({ type: 'dialog.close' })}
      />
    </>
  );
}
