import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ServiceDownNotice } from '../../src/features/service-down/components/ServiceDownNotice';

const meta = {
  title: 'ServiceDown/ServiceDownNotice',
  component: ServiceDownNotice,
  args: { checking: false, failedBefore: false, onCheck: fn() },
} satisfies Meta<typeof ServiceDownNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

/** `serviceDown.waiting` before the first check: it comes in a few seconds. */
export const Waiting: Story = {};
/** `serviceDown.checking`: the shop is asked; 'Riprova ora' waits. */
export const Checking: Story = { args: { checking: true } };
/** `serviceDown.waiting` after a failed check: the page keeps trying by itself. */
export const StillDown: Story = { args: { failedBefore: true } };
