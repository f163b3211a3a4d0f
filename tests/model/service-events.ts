/** Every event the service-selection model sends, including the results of its actors. */
import type { EventFromLogic } from 'xstate';
import type { ServiceAddress, serviceMachine } from '../../machines/service/service.machine';

type ServiceSelectionEvents = EventFromLogic<typeof serviceMachine>;

export const sampleAddress: ServiceAddress = {
  addressId: 41,
  addressName: 'Ufficio Bicocca',
  address1: 'Viale Sarca',
  addressNumber: '336',
  city: 'Milano',
  postalCode: '20126',
  province: 'MI',
  addressTypeId: 2,
  addressType: 'home',
  deliveryServiceId: 2,
  zoneId: 1,
  latitude: 45.52,
  longitude: 9.21,
  autoAssigned: false,
  selected: false,
  addressClass: [],
};

const failure = { messages: ["L'indirizzo inserito non è coperto dal servizio."] };

const done = (id: string, output?: unknown) =>
  ({ type: `xstate.done.actor.${id}`, output }) as unknown as ServiceSelectionEvents;
const failed = (id: string) =>
  ({ type: `xstate.error.actor.${id}`, error: failure }) as unknown as ServiceSelectionEvents;

export const serviceSelectionEvents = (): ServiceSelectionEvents[] => [
  { type: 'service.open', step: 'address' },
  { type: 'service.open', step: 'timeslot' },
  { type: 'service.open', step: 'store' },
  { type: 'service.locksChanged', cartStatusId: 1, onPaymentRoute: false },
  { type: 'service.locksChanged', cartStatusId: 7, onPaymentRoute: false },
  { type: 'service.locksChanged', cartStatusId: 1, onPaymentRoute: true },
  { type: 'dialog.close' },
  { type: 'address.tab', deliveryServiceId: 10000 },
  { type: 'address.search', text: 'bicocca' },
  { type: 'address.select', address: sampleAddress },
  { type: 'address.setStore' },
  { type: 'address.setTimeslot' },
  { type: 'address.add' },
  { type: 'address.edit', address: sampleAddress },
  { type: 'address.delete', address: sampleAddress },
  { type: 'address.deleteConfirmed' },
  { type: 'address.deleteCancelled' },
  {
    type: 'form.submit',
    draft: {
      addressName: 'Ufficio Bicocca',
      address1: 'Viale Sarca',
      addressNumber: '336',
      city: 'Milano',
      postalCode: '20126',
    },
  },
  { type: 'form.cancel' },
  { type: 'form.saveUnvalidated' },
  { type: 'timeslot.day', date: '2026-11-23' },
  { type: 'timeslot.range', range: 3 },
  { type: 'timeslot.select', date: '2026-11-23', timeslotId: 3 },
  { type: 'timeslot.setAddress', deliveryServiceId: 2 },
  { type: 'store.select', storeId: 1 },
  done('selectAddress'),
  failed('selectAddress'),
  done('deleteAddress'),
  failed('deleteAddress'),
  done('checkAddress', { validated: true }),
  done('checkAddress', { validated: false }),
  failed('checkAddress'),
  done('saveAddress'),
  failed('saveAddress'),
  done('saveUnvalidatedAddress'),
  failed('saveUnvalidatedAddress'),
  done('selectTimeslot'),
  failed('selectTimeslot'),
  done('selectStore'),
  failed('selectStore'),
];
