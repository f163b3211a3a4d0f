import type { Meta, StoryObj } from '@storybook/react-vite';
import { LoginForm } from '../../src/features/login/components/LoginForm';
import { loginStates } from './login-states';

const meta = {
  title: 'Login/LoginForm',
  component: LoginForm,
  args: { view: loginStates.idle, send: () => {} },
} satisfies Meta<typeof LoginForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** `editing`, empty: remember-me is on by default. */
export const Idle: Story = {};
/** `editing` after a submit that the domain rules refused. */
export const ValidationErrors: Story = { args: { view: loginStates.invalid } };
/** `submitting.sending`: the button is busy and the fields are locked. */
export const Submitting: Story = { args: { view: loginStates.submitting } };
/** `editing` after the server refused the credentials. */
export const WrongCredentials: Story = { args: { view: loginStates.wrongCredentials } };
/** `editing` with errors, warnings and infos; `\n` becomes a line break, HTML is sanitised. */
export const ServerMessages: Story = { args: { view: loginStates.serverMessages } };
/** `mfa`: the server asks for the two-factor code. */
export const Mfa: Story = { args: { view: loginStates.mfa } };
/** `mfa` after a code that is not six digits. */
export const MfaInvalidPin: Story = { args: { view: loginStates.mfaInvalid } };
/** `submitting.sending` with the pin: the pin stays on screen. */
export const MfaSubmitting: Story = { args: { view: loginStates.mfaSubmitting } };
/** `mfa` after a wrong code. */
export const MfaWrongPin: Story = { args: { view: loginStates.mfaWrongPin } };
