import type { Meta, StoryObj } from '@storybook/react-vite';
import { PasswordResetScreen } from '../../src/features/password-reset/components/PasswordResetScreen';
import { idleLogin } from '../registration/registration-fixtures';

const LINK_REFUSED = 'Il link non è valido o è scaduto: richiedine uno nuovo.';

const meta = {
  title: 'PasswordReset/PasswordResetScreen',
  component: PasswordResetScreen,
  args: {
    step: 'request',
    email: '',
    busy: false,
    errors: [],
    onRequest: () => {},
    onNewPassword: () => {},
    login: idleLogin,
  },
} satisfies Meta<typeof PasswordResetScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** `request`: the account's e-mail (/reset-password-request). */
export const Request: Story = {};
/** `requesting`. */
export const Requesting: Story = { args: { busy: true } };
/** `request` after the server refused (too many requests). */
export const RequestRefused: Story = {
  args: { errors: ['Troppi tentativi, riprova tra qualche minuto.'] },
};
/** `sent`: the link is on its way if the address has an account (/reset-password-sent). */
export const Sent: Story = { args: { step: 'sent', email: 'mario.rossi@example.it' } };
/** `checkingLink` (/recover-password-confirm). */
export const CheckingLink: Story = { args: { step: 'checking', busy: true } };
/** `choosingPassword`. */
export const ChoosingPassword: Story = { args: { step: 'choosing' } };
/** `resetting`. */
export const Resetting: Story = { args: { step: 'choosing', busy: true } };
/** `choosingPassword` after the server refused the new password or the link. */
export const PasswordRefused: Story = { args: { step: 'choosing', errors: [LINK_REFUSED] } };
/** `completed`: the new password is set, the login is shown (/reset-password-completed). */
export const Completed: Story = { args: { step: 'completed' } };
/** `linkRefused`: the request again, with the link's address. */
export const LinkRefused: Story = {
  args: { step: 'linkRefused', email: 'mario.rossi@example.it', errors: [LINK_REFUSED] },
};
