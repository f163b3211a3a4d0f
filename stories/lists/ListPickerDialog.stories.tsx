import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ListPickerDialog } from '../../src/features/lists/components/ListPickerDialog';
import { manyLists, myLists } from './list-samples';

/** The list selector in each state of the list-picker statechart that shows it. */
const meta = {
  title: 'Lists/ListPickerDialog',
  component: ListPickerDialog,
  args: {
    productName: 'Parmigiano Reggiano DOP 24 mesi',
    lists: myLists.filter((list) => list.sharingData.grant !== 'READ'),
    favorite: false,
    busy: false,
    errors: [],
    onChoose: fn(),
    onCreate: fn(),
    onToggleFavorite: fn(),
    onClose: fn(),
  },
} satisfies Meta<typeof ListPickerDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** choosing: the shopper's lists, the favourite's heart and a new list's name. */
export const Choosing: Story = {};

/** choosing, before the lists and favourites arrived. */
export const Loading: Story = { args: { lists: undefined, favorite: undefined } };

/** choosing, a shopper without lists yet. */
export const NoListsYet: Story = { args: { lists: [] } };

/** choosing, many lists: the list area scrolls beyond 300 px. */
export const ManyLists: Story = { args: { lists: manyLists } };

/** choosing, the product is a favourite. */
export const Favourite: Story = { args: { favorite: true } };

/** adding, creating or savingFavorite: the controls wait. */
export const Saving: Story = { args: { busy: true } };

/** choosing after a refusal. */
export const Refused: Story = { args: { errors: ['Hai già una lista con questo nome'] } };

/** closed. */
export const Closed: Story = { args: { productName: null } };
