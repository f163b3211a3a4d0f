import type { Meta, StoryObj } from '@storybook/react-vite';
import { AppFooter } from '../../src/features/shell/components/AppFooter';

const meta = {
  title: 'Shell/AppFooter',
  component: AppFooter,
  args: { loggedIn: false },
} satisfies Meta<typeof AppFooter>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Session `anonymous`: 'Accedi'. */
export const LoggedOut: Story = {};
/** Session `authenticated`: the personal area and the orders. */
export const LoggedIn: Story = { args: { loggedIn: true } };
