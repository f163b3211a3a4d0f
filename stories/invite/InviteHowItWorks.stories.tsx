import type { Meta, StoryObj } from '@storybook/react-vite';
import { InviteHowItWorks } from '../../src/features/invite/components/InviteHowItWorks';

const meta = {
  title: 'Invite/InviteHowItWorks',
  component: InviteHowItWorks,
  args: { voucherCents: 500 },
} satisfies Meta<typeof InviteHowItWorks>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The three steps, with a 5 € voucher. */
export const FiveEuro: Story = {};
