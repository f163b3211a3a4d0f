import type { Meta, StoryObj } from '@storybook/react-vite';
import { LoginDialog } from '../../src/features/login/components/LoginDialog';
import { LoginForm } from '../../src/features/login/components/LoginForm';
import { loginStates } from './login-states';

const meta = {
  title: 'Login/LoginDialog',
  component: LoginDialog,
  args: {
    opened: true,
    onClose: () => {},
    children: <LoginForm view={loginStates.idle} send={() => {}} />,
  },
} satisfies Meta<typeof LoginDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The session's `loginDialog` region is `open` (on demand or after a 419). */
export const Open: Story = {};
/** `loginDialog.open` while the session just expired and the server said why. */
export const OpenAfterFailure: Story = {
  args: { children: <LoginForm view={loginStates.wrongCredentials} send={() => {}} /> },
};
