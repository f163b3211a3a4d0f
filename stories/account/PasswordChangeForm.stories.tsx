import type { Meta, StoryObj } from '@storybook/react-vite';
import { PasswordChangeForm } from '../../src/features/account/components/PasswordChangeForm';

const meta = {
  title: 'Account/PasswordChangeForm',
  component: PasswordChangeForm,
  args: { busy: false, saved: false, errors: [], onSubmit: () => {} },
} satisfies Meta<typeof PasswordChangeForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Profile `editing`: the empty form. */
export const Editing: Story = {};
/** Profile `saving`. */
export const Saving: Story = { args: { busy: true } };
/** Profile `editing` after the server refused the current password. */
export const OldPasswordWrong: Story = {
  args: { errors: ['La password attuale non è corretta'] },
};
/** Profile `saved`: the new password is set, the other sessions ended. */
export const Saved: Story = { args: { saved: true } };
