import type { Meta, StoryObj } from '@storybook/react-vite';
import { PersonInfosForm } from '../../src/features/account/components/PersonInfosForm';

const meta = {
  title: 'Account/PersonInfosForm',
  component: PersonInfosForm,
  args: {
    initial: { householdSize: '3', preferredContactTime: 'sera' },
    busy: false,
    saved: false,
    errors: [],
    onSubmit: () => {},
  },
} satisfies Meta<typeof PersonInfosForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Profile `editing` of the other infos. */
export const Editing: Story = {};
/** Profile `saving`. */
export const Saving: Story = { args: { busy: true } };
/** Profile `saved`. */
export const Saved: Story = { args: { saved: true } };
/** Profile `editing` after a refusal. */
export const Refused: Story = { args: { errors: ['Indicare un numero da 1 a 20'] } };
