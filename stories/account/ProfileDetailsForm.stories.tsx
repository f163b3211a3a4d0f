import type { Meta, StoryObj } from '@storybook/react-vite';
import { ProfileDetailsForm } from '../../src/features/account/components/ProfileDetailsForm';
import { MARIO, STORY_TODAY } from './account-samples';

const meta = {
  title: 'Account/ProfileDetailsForm',
  component: ProfileDetailsForm,
  args: { initial: MARIO, today: STORY_TODAY, busy: false, errors: [], onSubmit: () => {} },
} satisfies Meta<typeof ProfileDetailsForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Profile `editing`: the shopper's data as the shop has it. */
export const Editing: Story = {};
/** Profile `editing` of an account made before registration asked the fiscal code. */
export const Incomplete: Story = {
  args: { initial: { ...MARIO, fiscalCode: '', birthDate: '', phone: '' } },
};
/** Profile `saving`. */
export const Saving: Story = { args: { busy: true } };
/** Profile `editing` after the server refused the data. */
export const Refused: Story = {
  args: { errors: ['Per usare il servizio devi essere maggiorenne'] },
};
