/** Every event the address-book model sends: the shopper's and the answers of its three calls. */
import type { EventFromLogic } from 'xstate';
import type { addressBookMachine, BookRecord } from '../../machines/account/address-book.machine';

type AddressBookEvent = EventFromLogic<typeof addressBookMachine>;

export const HOME_ADDRESS: BookRecord = {
  kind: 'address',
  address: {
    addressId: 41,
    addressName: 'Casa',
    address1: 'Via Cesare Battisti',
    addressNumber: '12',
    city: 'Como',
    postalCode: '22100',
    province: 'CO',
  },
};
export const NOT_SERVED = "L'indirizzo inserito non è coperto dal servizio.";
export const CANNOT_DELETE =
  "Non è possibile eliminare l'indirizzo selezionato per la consegna della spesa.";

const done = (id: string, output?: unknown) =>
  ({ type: `xstate.done.actor.${id}`, output }) as unknown as AddressBookEvent;
const failed = (id: string, text: string) =>
  ({
    type: `xstate.error.actor.${id}`,
    error: { messages: [text] },
  }) as unknown as AddressBookEvent;

export const addressBookEvents = (): AddressBookEvent[] => [
  { type: 'record.add' },
  { type: 'record.edit', draft: HOME_ADDRESS },
  { type: 'record.delete', id: 41 },
  { type: 'delete.confirmed' },
  { type: 'delete.cancelled' },
  { type: 'form.submitted', record: HOME_ADDRESS },
  { type: 'form.cancelled' },
  { type: 'unvalidated.confirmed' },
  { type: 'unvalidated.cancelled' },
  done('checkRecord', { validated: true }),
  done('checkRecord', { validated: false }),
  failed('checkRecord', NOT_SERVED),
  done('saveRecord'),
  failed('saveRecord', 'Campo obbligatorio'),
  done('saveUnvalidatedRecord'),
  failed('saveUnvalidatedRecord', 'Campo obbligatorio'),
  done('deleteRecord'),
  failed('deleteRecord', CANNOT_DELETE),
];
