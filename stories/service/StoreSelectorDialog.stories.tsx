import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { StoreSelectorDialog } from '../../src/features/service/components/StoreSelectorDialog';
import { stores } from './service-samples';

const meta = {
  title: 'Service/StoreSelectorDialog',
  component: StoreSelectorDialog,
  args: {
    opened: true,
    stores,
    selectedStoreId: null,
    busy: false,
    errors: [],
    onSelect: fn(),
    onClose: fn(),
  },
} satisfies Meta<typeof StoreSelectorDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** `storeDialog` while the stores load. */
export const Loading: Story = { args: { stores: undefined } };
/** The stores, by name. */
export const List: Story = {};
/** The cart's store is marked. */
export const Selected: Story = { args: { selectedStoreId: 4 } };
/** A selection is being saved. */
export const Busy: Story = { args: { selectedStoreId: 4, busy: true } };
/** The last selection was refused. */
export const WithError: Story = {
  args: { errors: ['Il negozio selezionato non effettua il ritiro in questo momento'] },
};
