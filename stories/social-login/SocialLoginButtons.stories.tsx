import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { SocialLoginButtons } from '../../src/features/social-login/components/SocialLoginButtons';

const meta = {
  title: 'Social login/SocialLoginButtons',
  component: SocialLoginButtons,
  args: { busy: false, provider: null, reason: null, errors: [], onChoose: fn() },
} satisfies Meta<typeof SocialLoginButtons>;

export default meta;
type Story = StoryObj<typeof meta>;

/** `socialLogin.idle`: 'Accedi con Google' and 'Accedi con Facebook' under the login form. */
export const Idle: Story = {};
/** `socialLogin.starting` or `redirecting`: Google chosen, the browser is about to leave. */
export const StartingGoogle: Story = { args: { busy: true, provider: 'google' } };
/** `socialLogin.failed` after `callback.failed`: the provider's answer was too late or used. */
export const ReturnedExpired: Story = { args: { reason: 'expired' } };
/** `socialLogin.failed` after `callback.failed`: the shopper cancelled at the provider. */
export const ReturnedDenied: Story = { args: { reason: 'denied' } };
/** `socialLogin.failed` after a start the shop refused, in the shop's words. */
export const StartRefused: Story = {
  args: {
    provider: 'facebook',
    errors: ['Il servizio di accesso non è raggiungibile in questo momento, riprova più tardi.'],
  },
};
