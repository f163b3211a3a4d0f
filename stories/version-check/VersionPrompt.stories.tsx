import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { VersionPrompt } from '../../src/features/version-check/components/VersionPrompt';

const meta = {
  title: 'Version check/VersionPrompt',
  component: VersionPrompt,
  args: { version: '2.1.0', reloading: false, onReload: fn(), onDismiss: fn() },
} satisfies Meta<typeof VersionPrompt>;

export default meta;
type Story = StoryObj<typeof meta>;

/** `versionCheck.idle`, `due`, `checking`, `dismissed` and `sentToStore`: nothing is shown. */
export const Closed: Story = { args: { version: null } };
/** `versionCheck.prompting`: 'Nuova versione disponibile' with the version, 'Ricarica'. */
export const Prompting: Story = {};
/** `versionCheck.reloading`: 'Ricarica' pressed, the page loads again. */
export const Reloading: Story = { args: { reloading: true } };
/** `versionCheck.prompting` in the mobile app: the app's new version, 'Aggiorna' (the store). */
export const InTheApp: Story = { args: { inApp: true } };
