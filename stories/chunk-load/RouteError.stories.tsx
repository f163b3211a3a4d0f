import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { RouteError } from '../../src/features/chunk-load/components/RouteError';

const meta = {
  title: 'Chunk load/RouteError',
  component: RouteError,
  args: { kind: 'load', onAction: fn() },
} satisfies Meta<typeof RouteError>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The page's code did not arrive, even after the router's own reload: 'Ricarica'. */
export const LoadError: Story = {};
/** The page failed otherwise (a read threw): 'Riprova' runs its reads again. */
export const OtherError: Story = { args: { kind: 'other' } };
