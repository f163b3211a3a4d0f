import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { LoadErrorDialog } from '../../src/features/chunk-load/components/LoadErrorDialog';

const meta = {
  title: 'Chunk load/LoadErrorDialog',
  component: LoadErrorDialog,
  args: { opened: true, reloading: false, onReload: fn(), onDismiss: fn() },
} satisfies Meta<typeof LoadErrorDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** `chunkLoad.idle` and `loading`: nothing is shown. */
export const Closed: Story = { args: { opened: false } };
/** `chunkLoad.failed`: 'Errore di caricamento' with 'Ricarica'. */
export const Failed: Story = {};
/** `chunkLoad.reloading`: 'Ricarica' pressed, the page loads again. */
export const Reloading: Story = { args: { reloading: true } };
