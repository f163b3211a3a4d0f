import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { CustomerResults } from '../../src/features/staff/components/CustomerResults';
import { CustomerSearchForm } from '../../src/features/staff/components/CustomerSearchForm';

const MARIO = {
  userId: 7,
  firstName: 'Mario',
  lastName: 'Rossi',
  email: 'cliente@example.it',
  fiscalCode: 'RSSMRA80A01F205X',
  phone: null,
  userTypeId: 2,
};

const meta = {
  title: 'Staff/CustomerResults',
  component: CustomerResults,
  args: { customers: [MARIO], total: 1, selectingId: null, message: null, onSelect: fn() },
} satisfies Meta<typeof CustomerResults>;

export default meta;
type Story = StoryObj<typeof meta>;

/** `backoffice.signedIn`: the customers found. */
export const Found: Story = {};
/** Nobody matches. */
export const NoneFound: Story = { args: { customers: [], total: 0 } };
/** `backoffice.selecting`: 'Agisci come cliente' pressed. */
export const Selecting: Story = { args: { selectingId: 7 } };
/** `backoffice.signedIn` after a refused selection. */
export const SelectionRefused: Story = { args: { message: 'Cliente non trovato.' } };
/** The search form above the results. */
export const SearchForm: Story = {
  render: () => <CustomerSearchForm initial={{ q: 'Rossi', cod_int: '' }} onSearch={fn()} />,
};
