import type { Meta, StoryObj } from '@storybook/react-vite';
import { RegistrationForm } from '../../src/features/registration/components/RegistrationForm';
import { DISCLAIMERS } from './registration-fixtures';

const meta = {
  title: 'Registration/RegistrationForm',
  component: RegistrationForm,
  args: {
    disclaimers: DISCLAIMERS,
    busy: false,
    errors: [],
    today: '2026-11-24',
    onSubmit: () => {},
  },
} satisfies Meta<typeof RegistrationForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** `editing`: the empty form; required disclaimers are marked. */
export const Editing: Story = {};
/** `editing` with a friend's invite code brought by the link. */
export const WithInviteCode: Story = { args: { inviteCode: 'AMICO-7K2Q' } };
/** `submitting`: the button is busy. */
export const Submitting: Story = { args: { busy: true } };
/** `editing` after the server refused the registration. */
export const Refused: Story = { args: { errors: ['Errore durante la registrazione'] } };
/** `editing` after a sign-in with Google: name and e-mail come from the provider's account. */
export const FromSocialLogin: Story = {
  args: { initial: { firstName: 'Chiara', lastName: 'Esposito', email: 'chiara@example.it' } },
};
