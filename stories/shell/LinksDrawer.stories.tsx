import type { Meta, StoryObj } from '@storybook/react-vite';
import { LinksDrawer } from '../../src/features/shell/components/LinksDrawer';
import { LINKS_DRAWER_MENU } from './footer-menu-samples';

const meta = {
  title: 'Shell/LinksDrawer',
  component: LinksDrawer,
  args: { opened: true, entries: LINKS_DRAWER_MENU, onNavigate: () => {}, onClose: () => {} },
} satisfies Meta<typeof LinksDrawer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Shell `linksOpen` (the mobile app): the content service's links, a group with its title. */
export const Open: Story = {};
/** Shell `linksOpen` while the menu loads. */
export const Loading: Story = { args: { entries: undefined } };
