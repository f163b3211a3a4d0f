import type { Meta, StoryObj } from '@storybook/react-vite';
import { LinksButton } from '../../src/features/shell/components/LinksButton';
import { AppHeader } from '../../src/features/shell/components/AppHeader';

const meta = {
  title: 'Shell/AppHeader',
  component: AppHeader,
  args: {
    firstName: null,
    authenticated: false,
    categoriesOpen: false,
    onToggleCategories: () => {},
    onToggleCart: () => {},
    onLogin: () => {},
    onLogout: () => {},
    onSearch: () => {},
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof AppHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Session `auth.anonymous`. */
export const Anonymous: Story = {};
/** Session `auth.authenticated`. */
export const Authenticated: Story = { args: { authenticated: true, firstName: 'Mario' } };
/** Shell `categoriesOpen`. */
export const CategoriesOpen: Story = { args: { categoriesOpen: true } };
/** The search box offers this device's recent searches (most searched first). */
export const WithRecentSearches: Story = {
  args: { recentSearches: ['latte', 'parmigiano', 'banane'] },
};
/** In the mobile app: 'Link utili' beside the cart (shell `closed`). */
export const InTheApp: Story = {
  args: { actions: <LinksButton open={false} onToggle={() => {}} /> },
};
