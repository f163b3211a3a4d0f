import type { Meta, StoryObj } from '@storybook/react-vite';
import { LogoutEverywhere } from '../../src/features/account/components/LogoutEverywhere';

const meta = {
  title: 'Account/LogoutEverywhere',
  component: LogoutEverywhere,
  args: { onLogoutEverywhere: () => {} },
} satisfies Meta<typeof LogoutEverywhere>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Session `authenticated`: the way out on every device (its press sends `session.logout`). */
export const Offered: Story = {};
