import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { StaffWelcome } from '../../src/features/staff/components/StaffWelcome';

const CHIARA = {
  username: 'chiara.verdi',
  displayName: 'Chiara Verdi',
  roles: ['customer-care', 'auditor'],
};

const meta = {
  title: 'Staff/StaffWelcome',
  component: StaffWelcome,
  args: { staff: CHIARA, acting: null, busy: false, message: null, onSignOut: fn() },
} satisfies Meta<typeof StaffWelcome>;

export default meta;
type Story = StoryObj<typeof meta>;

/** `backoffice.signedIn`: the pages the roles open. */
export const SignedIn: Story = {};
/** `backoffice.signedIn` after acting ended by the 30 idle minutes. */
export const ActingExpired: Story = {
  args: { message: 'Sei rimasto inattivo per 30 minuti: non agisci più per conto del cliente.' },
};
/** `backoffice.acting`: the landing while acting for a customer. */
export const Acting: Story = {
  args: { acting: { userId: 7, firstName: 'Mario', lastName: 'Rossi' } },
};
/** `backoffice.signingOut`. */
export const SigningOut: Story = { args: { busy: true } };
/** A staff user without roles. */
export const NoRoles: Story = {
  args: { staff: { username: 'ospite.sso', displayName: 'Ospite senza ruoli', roles: [] } },
};
