import type { Meta, StoryObj } from '@storybook/react-vite';
import { AddressDetailDialog } from '../../src/features/service/components/AddressDetailDialog';
import { HOME_ADDRESS_ENTRY } from './address-book-samples';

const meta = {
  title: 'Service/AddressDetailDialog',
  component: AddressDetailDialog,
  args: {
    opened: true,
    draft: null,
    busy: false,
    askingUnvalidated: false,
    errors: [],
    onSubmit: () => {},
    onSaveUnvalidated: () => {},
    onEditAgain: () => {},
    onClose: () => {},
  },
} satisfies Meta<typeof AddressDetailDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Address book `form.editing` of a new address. */
export const NewAddress: Story = {};
/** Address book `form.editing` of an existing address. */
export const EditAddress: Story = { args: { draft: HOME_ADDRESS_ENTRY } };
/** Address book `form.checking` or `form.saving`. */
export const Checking: Story = { args: { draft: HOME_ADDRESS_ENTRY, busy: true } };
/** Address book `form.editing` after the check refused the address. */
export const NotServed: Story = {
  args: {
    draft: HOME_ADDRESS_ENTRY,
    errors: ["L'indirizzo inserito non è coperto dal servizio."],
  },
};
/** Address book `form.confirmingUnvalidated`. */
export const AskingUnvalidated: Story = {
  args: { draft: HOME_ADDRESS_ENTRY, askingUnvalidated: true },
};
/** Address book `form.savingUnvalidated`. */
export const SavingUnvalidated: Story = {
  args: { draft: HOME_ADDRESS_ENTRY, askingUnvalidated: true, busy: true },
};
