import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { selectOpenDialog, selectStoreId } from '../../../machines/service/service.machine';
import type { ShopClient } from '../../api/client';
import { shopDate } from '../../domain/happy-hour';
import { use } from 'react';
import { useFlowActors } from '../../shared/flow-actors';
import { cartQueryOptions } from '../../api/cart';
import { ServiceDialogs } from './ServiceDialogs';
import {
  serviceAddressesQueryOptions,
  storeAddressesQueryOptions,
  storesQueryOptions,
  timeslotDaysQueryOptions,
} from './service.queries';

/** Page of the shop that presents the services (the address dialog links to it). */
const SERVICES_PAGE = '/page/servizi';

/** The service dialogs with the app's actor and what they show, read when a dialog needs it. */
export default function ServiceDialogsContainer({ client }: { readonly client: ShopClient }) {
  // The service-selection actor is created with the cart's actors, which opened this dialog.
  const { serviceSelection } = use(useFlowActors().cartActors.load());
  const navigate = useNavigate();
  const open = useSelector(serviceSelection, selectOpenDialog);
  const storeId = useSelector(serviceSelection, selectStoreId);

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

  return (
    <ServiceDialogs
      actor={serviceSelection}
      cart={cart}
      serviceAddresses={serviceAddresses}
      storeAddresses={storeAddresses}
      stores={stores}
      days={days}
      today={shopDate(new Date())}
      onServicesPage={() => void navigate({ href: SERVICES_PAGE })}
    />
  );
}
