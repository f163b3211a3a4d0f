import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import {
  selectIsAddressEditable,
  selectIsBusy,
  selectOpenDialog,
  selectAddressStep,
  selectAddressDeleting,
  selectAddressDraft,
  selectAddressSearch,
  selectDeliveryServiceId,
  selectServiceErrors,
  selectStoreId,
  selectTimeslotDay,
  selectTimeslotRange,
} from '../../../machines/service.machine';
import { cartQueryOptions } from '../cart';
import type { ShopClient } from '../../api/client';
import {
  serviceAddressesQueryOptions,
  storeAddressesQueryOptions,
  storesQueryOptions,
  timeslotDaysQueryOptions,
} from './service.queries';
import { AddressSelectorDialog } from './components/AddressSelectorDialog';
import { StoreSelectorDialog } from './components/StoreSelectorDialog';
import { TimeslotSelectorDialog } from './components/TimeslotSelectorDialog';
import { addressLabel } from '../cart';
import { deliveryServiceOf } from '../../domain/delivery-services';
import { shopDate } from '../../domain/happy-hour';
import { useCartActors } from '../cart';

/** Page of the shop that presents the services (the address dialog links to it). */
const SERVICES_PAGE = '/page/servizi';

/** The address, store and time-slot dialogs bound to the service-selection actor. */
export default function ServiceDialogsContainer({ client }: { readonly client: ShopClient }) {
  const { i18n } = useLingui();
  const { serviceSelection } = useCartActors();
  const navigate = useNavigate();
  const open = useSelector(serviceSelection, selectOpenDialog);
  const view = useSelector(serviceSelection, selectAddressStep);
  const busy = useSelector(serviceSelection, selectIsBusy);
  const storeId = useSelector(serviceSelection, selectStoreId);
  const deliveryServiceId = useSelector(serviceSelection, selectDeliveryServiceId);
  const search = useSelector(serviceSelection, selectAddressSearch);
  const draft = useSelector(serviceSelection, selectAddressDraft);
  const deleting = useSelector(serviceSelection, selectAddressDeleting);
  const errors = useSelector(serviceSelection, selectServiceErrors);
  const day = useSelector(serviceSelection, selectTimeslotDay);
  const range = useSelector(serviceSelection, selectTimeslotRange);
  const send = serviceSelection.send;

  const cart = useQuery(cartQueryOptions(client)).data?.cart;
  const serviceAddresses = useQuery({
    ...serviceAddressesQueryOptions(client),
    enabled: open === 'address' && storeId === null,
  }).data;
  const storeAddresses = useQuery({
    ...storeAddressesQueryOptions(client, storeId ?? 0),
    enabled: open === 'address' && storeId !== null,
  }).data;
  const stores = useQuery({ ...storesQueryOptions(client), enabled: open === 'store' }).data;
  const days = useQuery({ ...timeslotDaysQueryOptions(client), enabled: open === 'timeslot' }).data;

  const store = stores?.find((candidate) => candidate.storeId === storeId);
  const address = cart?.shippingAddress ?? null;
  const service = address && deliveryServiceOf(address.deliveryServiceId);
  const addressEditable = useSelector(serviceSelection, selectIsAddressEditable);

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
          void navigate({ href: SERVICES_PAGE });
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
        today={shopDate(new Date())}
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
