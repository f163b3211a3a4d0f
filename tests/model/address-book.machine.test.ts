import { addressBookMachine } from '../../machines/account/address-book.machine';
import { addressBookCases } from './address-book.cases';
import { addressBookEvents } from './address-book-events';
import { describeBehaviour } from './behaviour-case';
import { describeModel } from './transition-coverage';

describeModel('addressBook', addressBookMachine, addressBookEvents, {
  significantContext: () => null,
});

describeBehaviour('addressBook', addressBookMachine, addressBookCases);
