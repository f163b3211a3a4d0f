import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { SocialLinkForm } from '../../src/features/social-login/components/SocialLinkForm';

const meta = {
  title: 'Social login/SocialLinkForm',
  component: SocialLinkForm,
  args: { provider: 'google', busy: false, errors: [], onSubmit: fn(), onCancel: fn() },
} satisfies Meta<typeof SocialLinkForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** `socialLogin.linking.editing`: the password links the Google account. */
export const Editing: Story = {};
/** `socialLogin.linking.submitting`: the link is being sent. */
export const Submitting: Story = { args: { busy: true } };
/** `socialLogin.linking.editing` after a wrong password: nothing was linked. */
export const WrongPassword: Story = {
  args: { errors: ['Password errata: il collegamento non è stato fatto.'] },
};
/** The same page for Facebook. */
export const Facebook: Story = { args: { provider: 'facebook' } };
