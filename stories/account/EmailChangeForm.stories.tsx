import type { Meta, StoryObj } from '@storybook/react-vite';
import { EmailChangeForm } from '../../src/features/account/components/EmailChangeForm';

const meta = {
  title: 'Account/EmailChangeForm',
  component: EmailChangeForm,
  args: {
    currentEmail: 'mario.rossi@example.it',
    busy: false,
    sent: false,
    errors: [],
    onSubmit: () => {},
  },
} satisfies Meta<typeof EmailChangeForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Profile `editing` of the e-mail change. */
export const Editing: Story = {};
/** Profile `saving`: the link is being sent. */
export const Sending: Story = { args: { busy: true } };
/** Profile `saved`: the link went to the new address. */
export const Sent: Story = { args: { sent: true } };
/** Profile `editing` after a refusal. */
export const Refused: Story = {
  args: { errors: ['Troppi tentativi, riprova tra qualche minuto.'] },
};
