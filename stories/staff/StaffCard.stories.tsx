import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { StaffCard } from '../../src/features/staff/components/StaffCard';

const meta = {
  title: 'Staff/StaffCard',
  component: StaffCard,
  args: {
    acting: { userId: 7, firstName: 'Mario', lastName: 'Rossi' },
    busy: false,
    onExit: fn(),
  },
} satisfies Meta<typeof StaffCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** `backoffice.acting`: 'Sei loggato come Mario Rossi' with 'Esci'. */
export const Acting: Story = {};
/** `backoffice.releasing`: 'Esci' pressed. */
export const Releasing: Story = { args: { busy: true } };
