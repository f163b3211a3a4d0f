/** The shopper's own addresses of the address-book stories and path tests. */
import type { AddressBookEntry } from '../../src/features/service/components/AddressBookList';

export const HOME_ADDRESS_ENTRY: AddressBookEntry = {
  addressId: 41,
  addressName: 'Casa',
  address1: 'Via Cesare Battisti',
  addressNumber: '12',
  postalCode: '22100',
  city: 'Como',
  province: 'CO',
};

export const OFFICE_ENTRY: AddressBookEntry = {
  addressId: 42,
  addressName: 'Ufficio',
  address1: 'Via Paleocapa',
  addressNumber: '5',
  postalCode: '24122',
  city: 'Bergamo',
  province: 'BG',
};
