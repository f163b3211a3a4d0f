import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { InviteCard } from '../../src/features/invite/components/InviteCard';

const meta = {
  title: 'Invite/InviteCard',
  component: InviteCard,
  args: {
    code: 'K7M2QX4P',
    link: 'https://spesa.example.it/registration-user?invite=K7M2QX4P',
    sharing: false,
    result: null,
    onShare: fn(),
  },
} satisfies Meta<typeof InviteCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** `invite.idle`: the code, the link and the share button. */
export const Idle: Story = {};
/** `invite.sharing` or `invite.copying`: the share sheet is open or the clipboard is written. */
export const Sharing: Story = { args: { sharing: true } };
/** `invite.shared`: the share sheet sent the link. */
export const Shared: Story = { args: { result: 'shared' } };
/** `invite.copied`: no share sheet, the link is on the clipboard. */
export const Copied: Story = { args: { result: 'copied' } };
/** `invite.failed`: the clipboard refused; the shopper copies the link by hand. */
export const Failed: Story = { args: { result: 'failed' } };
