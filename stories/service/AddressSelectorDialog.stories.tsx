import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { AddressSelectorDialog } from '../../src/features/service/components/AddressSelectorDialog';
import { DELIVERY_SERVICE, serviceMessages } from '../../src/domain/delivery-services';
import {
  addressesWithoutCompany,
  deliveryServices,
  notCoveredDraft,
  ownOffice,
  ownOfficeDraft,
  serviceAddresses,
  unvalidatedDraft,
  vialeMonzaPoints,
} from '../cart/cart-samples';

const meta = {
  title: 'Service/AddressSelectorDialog',
  component: AddressSelectorDialog,
  args: {
    opened: true,
    view: 'list',
    services: deliveryServices,
    addresses: serviceAddresses,
    storeName: null,
    tab: DELIVERY_SERVICE.storePickup,
    search: '',
    draft: null,
    deleting: null,
    busy: false,
    errors: [],
    onTab: fn(),
    onSearch: fn(),
    onSelect: fn(),
    onChooseStore: fn(),
    onChooseTimeslot: fn(),
    onAdd: fn(),
    onEdit: fn(),
    onDelete: fn(),
    onConfirmDelete: fn(),
    onCancelDelete: fn(),
    onSubmit: fn(),
    onCancelForm: fn(),
    onSaveUnvalidated: fn(),
    onServicesPage: fn(),
    onClose: fn(),
  },
} satisfies Meta<typeof AddressSelectorDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** `address.choosing` while the services and addresses load. */
export const Loading: Story = { args: { services: undefined, addresses: undefined } };
/**
 * `address.choosing` on the cart's service, Ritiro in negozio: the pickup points, the cart's one
 * marked, and 'Cerca un negozio' (address.setStore).
 */
export const StorePickupTab: Story = {};
/**
 * `address.choosing` on Consegna in azienda (address.tab): the shared company sites and the
 * shopper's own 'home' address, the only one with Modifica and Elimina; 'Aggiungi indirizzo'.
 */
export const CompanyTab: Story = { args: { tab: DELIVERY_SERVICE.companyDelivery } };
/** `address.choosing` on Ritiro al locker. */
export const LockerTab: Story = { args: { tab: DELIVERY_SERVICE.locker } };
/** `address.choosing` on Consegna in azienda with no company address: 'Scopri i servizi'. */
export const CompanyTabWithoutAddress: Story = {
  args: { tab: DELIVERY_SERVICE.companyDelivery, addresses: addressesWithoutCompany },
};
/** `address.choosing` after address.search 'centrale': the list filtered by name, street, town. */
export const Search: Story = { args: { tab: DELIVERY_SERVICE.locker, search: 'centrale' } };
/** `address.choosing` with a search nothing matches. */
export const SearchWithoutResults: Story = { args: { search: 'Varese' } };
/** `address` after the store dialog (store.select): that store's pickup points, no tabs. */
export const StorePickupPoints: Story = {
  args: { storeName: 'Milano Viale Monza', tab: null, addresses: vialeMonzaPoints },
};
/** `address.selecting` (busy): the chosen address is being set; the rows wait. */
export const Selecting: Story = { args: { tab: DELIVERY_SERVICE.companyDelivery, busy: true } };
/** `address.choosing` after selectAddress failed. */
export const SelectError: Story = {
  args: { errors: [serviceMessages.errorSettingAddress.message] },
};
/** `address.confirmingDelete` (address.delete): 'Eliminare l'indirizzo ...?' No / Sì. */
export const ConfirmDelete: Story = { args: { view: 'confirmDelete', deleting: ownOffice } };
/** `address.deleting` (busy, after Sì): the list waits for the delete call. */
export const Deleting: Story = {
  args: { tab: DELIVERY_SERVICE.companyDelivery, deleting: ownOffice, busy: true },
};
/** `address.choosing` after deleteAddress failed: the address serves the cart. */
export const DeleteError: Story = {
  args: {
    tab: DELIVERY_SERVICE.companyDelivery,
    errors: [serviceMessages.addressInUse.message],
  },
};
/** `address.editing` (address.add): the empty form of a new company address. */
export const NewAddressForm: Story = { args: { view: 'form' } };
/** `address.editing` (address.edit): the form filled with the own address. */
export const EditAddressForm: Story = { args: { view: 'form', draft: ownOfficeDraft } };
/** `address.checking`, `address.saving` or `address.savingUnvalidated` (busy): the form waits. */
export const SavingForm: Story = { args: { view: 'form', draft: unvalidatedDraft, busy: true } };
/** `address.editing` after checkAddress rejected the address: not served there. */
export const NotCovered: Story = {
  args: {
    view: 'form',
    draft: notCoveredDraft,
    errors: [serviceMessages.addressNotCovered.message],
  },
};
/**
 * `address.confirmingUnvalidated` (checkAddress answered validated false): 'Indirizzo non
 * validato, Salvare lo stesso ?' Sì saves anyway, No goes back to the form.
 */
export const ConfirmUnvalidated: Story = {
  args: { view: 'confirmUnvalidated', draft: unvalidatedDraft },
};
