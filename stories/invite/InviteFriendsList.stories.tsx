import type { Meta, StoryObj } from '@storybook/react-vite';
import { InviteFriendsList } from '../../src/features/invite/components/InviteFriendsList';

const meta = {
  title: 'Invite/InviteFriendsList',
  component: InviteFriendsList,
  args: { friends: [], vouchersEarned: 0 },
} satisfies Meta<typeof InviteFriendsList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No friend has registered with the code yet. */
export const NoFriends: Story = {};
/** One friend registered, one whose first order was delivered (one voucher). */
export const WithFriends: Story = {
  args: {
    friends: [
      {
        name: 'Giulia B.',
        email: 'gi***@example.it',
        state: 'primo ordine consegnato',
        registeredOn: '2026-10-02',
      },
      {
        name: 'Marco V.',
        email: 'ma***@example.it',
        state: 'registrato',
        registeredOn: '2026-11-03',
      },
    ],
    vouchersEarned: 1,
  },
};
