import type { Meta, StoryObj } from '@storybook/react-vite';
import { ProfileOutcomeMessage } from '../../src/features/account/components/ProfileOutcomeMessage';

const meta = {
  title: 'Account/ProfileOutcomeMessage',
  component: ProfileOutcomeMessage,
  args: { outcome: 'profile-updated' },
} satisfies Meta<typeof ProfileOutcomeMessage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** /profile/profile-updated: after 'Il mio profilo' was saved. */
export const ProfileUpdated: Story = {};
/** /profile/profile-confirmed: the save completed an account's missing data. */
export const ProfileConfirmed: Story = { args: { outcome: 'profile-confirmed' } };
/** /profile/profile-update-error: the data could not be read. */
export const ProfileUpdateError: Story = { args: { outcome: 'profile-update-error' } };
/** /profile/email-updated: the link of the e-mail change was opened on this device. */
export const EmailUpdated: Story = { args: { outcome: 'email-updated' } };
