import type { Meta, StoryObj } from '@storybook/react-vite';
import { RegistrationStatus } from '../../src/features/registration/components/RegistrationStatus';
import { idleLogin } from './registration-fixtures';

const meta = {
  title: 'Registration/RegistrationStatus',
  component: RegistrationStatus,
  args: {
    step: 'completed',
    email: 'mario.rossi@example.it',
    busy: false,
    resent: false,
    errors: [],
    onResend: () => {},
    login: idleLogin,
  },
} satisfies Meta<typeof RegistrationStatus>;

export default meta;
type Story = StoryObj<typeof meta>;

/** `awaitingConfirmation.idle`: the e-mail is on its way (/registration-completed). */
export const Completed: Story = {};
/** `awaitingConfirmation.resending`. */
export const Resending: Story = { args: { busy: true } };
/** `awaitingConfirmation.idle` after the e-mail was sent again. */
export const Resent: Story = { args: { resent: true } };
/** `confirming`: the link is being checked (/registration-confirm). */
export const Confirming: Story = { args: { step: 'confirming', busy: true } };
/** `confirmed`: the account is active, the login is shown. */
export const Confirmed: Story = { args: { step: 'confirmed' } };
/** `linkRefused`: the link was wrong, used or expired; a new one can be sent. */
export const LinkRefused: Story = {
  args: {
    step: 'linkRefused',
    errors: ['Il link non è valido o è scaduto: richiedine uno nuovo.'],
  },
};
