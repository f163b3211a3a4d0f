/** The address, store, warehouse and time-slot calls, by operationId. */
import { addressHandlers } from './address-handlers';
import { ownAddressHandlers } from './own-address-handlers';
import { storeHandlers } from './store-handlers';
import { timeslotHandlers } from './timeslot-handlers';

export const servicesHandlers = {
  ...addressHandlers,
  ...ownAddressHandlers,
  ...storeHandlers,
  ...timeslotHandlers,
};
