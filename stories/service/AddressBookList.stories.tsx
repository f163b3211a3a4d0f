import type { Meta, StoryObj } from '@storybook/react-vite';
import { AddressBookList } from '../../src/features/service/components/AddressBookList';
import { HOME_ADDRESS_ENTRY, OFFICE_ENTRY } from './address-book-samples';

const meta = {
  title: 'Service/AddressBookList',
  component: AddressBookList,
  args: {
    addresses: [HOME_ADDRESS_ENTRY, OFFICE_ENTRY],
    deleting: null,
    busy: false,
    errors: [],
    onDelete: () => {},
    onConfirmDelete: () => {},
    onCancelDelete: () => {},
  },
} satisfies Meta<typeof AddressBookList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The addresses are loading. */
export const Loading: Story = { args: { addresses: undefined } };
/** Address book `list` with no address yet. */
export const Empty: Story = { args: { addresses: [] } };
/** Address book `list`: each address with 'Modifica' and 'Elimina'. */
export const List: Story = {};
/** Address book `confirmingDelete`: No or Sì. */
export const AskingDelete: Story = { args: { deleting: OFFICE_ENTRY } };
/** Address book `deleting`. */
export const Deleting: Story = { args: { deleting: OFFICE_ENTRY, busy: true } };
/** Address book `list` after a refused delete (account-and-platform.md §8). */
export const DeleteRefused: Story = {
  args: {
    errors: ["Non è possibile eliminare l'indirizzo selezionato per la consegna della spesa."],
  },
};
