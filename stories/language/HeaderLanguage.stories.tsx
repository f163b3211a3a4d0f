import type { Meta, StoryObj } from '@storybook/react-vite';
import { AppHeader } from '../../src/features/shell/components/AppHeader';
import { LoginForm } from '../../src/features/login/components/LoginForm';
import { ProductListing } from '../../src/features/catalog/components/ProductListing';
import { apples, facets, newWater, parmigiano, storeOnly } from '../catalog/catalog-samples';
import { loginStates } from '../login/login-states';
import { inEnglish } from './in-english';

const meta = {
  title: 'Language/Header switch',
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

/** In Italian the header offers English ('EN'). */
export const Italian: Story = {};
/** In English it offers Italian back ('IT'), and every text of the header is in English. */
export const English: Story = {
  args: { authenticated: true, firstName: 'Mario' },
  decorators: [inEnglish],
};
/** A catalogue page in English. */
export const EnglishCatalogue: Story = {
  decorators: [inEnglish],
  render: () => (
    <ProductListing
      filters={{}}
      result={{
        products: [apples, parmigiano, newWater, storeOnly],
        facets,
        page: { selPage: 1, totPages: 3, totItems: 60 },
      }}
      onFiltersChange={() => {}}
    />
  ),
};
/** The login form in English after the domain rules refused its fields. */
export const EnglishLoginErrors: Story = {
  decorators: [inEnglish],
  render: () => <LoginForm view={loginStates.invalid} send={() => {}} />,
};
