import type { Meta, StoryObj } from '@storybook/react-vite';
import { BillingList } from '../../src/features/account/components/BillingList';
import { COMPANY_BILLING, PERSON_BILLING } from './account-samples';

const meta = {
  title: 'Account/BillingList',
  component: BillingList,
  args: {
    entries: [PERSON_BILLING, COMPANY_BILLING],
    deleting: null,
    busy: false,
    errors: [],
    onAdd: () => {},
    onEdit: () => {},
    onDelete: () => {},
    onConfirmDelete: () => {},
    onCancelDelete: () => {},
  },
} satisfies Meta<typeof BillingList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The billing data are loading. */
export const Loading: Story = { args: { entries: undefined } };
/** Address book `list` with no billing data yet. */
export const Empty: Story = { args: { entries: [] } };
/** Address book `list`: a person and a company. */
export const List: Story = {};
/** Address book `confirmingDelete`. */
export const AskingDelete: Story = { args: { deleting: COMPANY_BILLING } };
/** Address book `list` after a refused delete. */
export const DeleteRefused: Story = {
  args: { errors: ['Si è verificato un errore, riprova tra qualche minuto.'] },
};
