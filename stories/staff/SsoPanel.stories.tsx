import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { SsoPanel } from '../../src/features/staff/components/SsoPanel';

const meta = {
  title: 'Staff/SsoPanel',
  component: SsoPanel,
  args: { busy: false, failure: null, onStart: fn() },
} satisfies Meta<typeof SsoPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** `sso.idle`: 'Accedi con SSO'. */
export const Idle: Story = {};
/** `sso.requesting` or `sso.redirecting`: on the way to the identity provider. */
export const Requesting: Story = { args: { busy: true } };
/** `sso.failed`: the first error text of do-login, or the reason a sign-on was refused. */
export const Failed: Story = {
  args: { failure: 'Accesso con SSO non riuscito: questa risposta è già stata usata.' },
};
