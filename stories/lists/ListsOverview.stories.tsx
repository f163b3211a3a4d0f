import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ListsOverview } from '../../src/features/lists/components/ListsOverview';
import { myLists } from './list-samples';

/** 'Le mie liste' in each state of the lists statechart that shows it. */
const meta = {
  title: 'Lists/ListsOverview',
  component: ListsOverview,
  args: { lists: myLists, busy: false, errors: [], onCreate: fn() },
} satisfies Meta<typeof ListsOverview>;

export default meta;
type Story = StoryObj<typeof meta>;

/** idle: own lists, the default first, then a list shared read-only. */
export const Lists: Story = {};

/** idle, no lists yet. */
export const NoLists: Story = { args: { lists: [] } };

/** creating. */
export const Creating: Story = { args: { busy: true } };

/** idle after a refused name. */
export const NameTaken: Story = { args: { errors: ['Hai già una lista con questo nome'] } };
