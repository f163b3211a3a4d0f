import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { BackofficeSignInForm } from '../../src/features/staff/components/BackofficeSignInForm';

const meta = {
  title: 'Staff/BackofficeSignInForm',
  component: BackofficeSignInForm,
  args: { busy: false, message: null, otpAsked: false, onSubmit: fn() },
} satisfies Meta<typeof BackofficeSignInForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** `backoffice.signedOut`: user and password. */
export const SignedOut: Story = {};
/** `backoffice.signingIn`. */
export const SigningIn: Story = { args: { busy: true } };
/** `backoffice.signedOut` after wrong credentials. */
export const WrongCredentials: Story = { args: { message: 'Credenziali Errate' } };
/** `backoffice.signedOut` with the one-time code asked. */
export const OtpAsked: Story = {
  args: {
    otpAsked: true,
    message: "Inserisci il codice di verifica a 6 cifre generato dall'app di autenticazione",
  },
};
