import type { Meta, StoryObj } from '@storybook/react-vite';
import { AppHeader } from '../../src/features/shell/components/AppHeader';
import { LoginForm } from '../../src/features/login/components/LoginForm';
import { ProductListing } from '../../src/features/catalog/components/ProductListing';
import { apples, facets, newWater, parmigiano, storeOnly } from '../catalog/catalog-samples';
import { loginStates } from '../login/login-states';
import appHeader from '../shell/AppHeader.stories';
import { inEnglish } from './in-english';

// The shell's header as its own stories show it, here with the language switch in view.
const meta = {
  title: 'Language/Header switch',
  component: AppHeader,
  args: appHeader.args,
  parameters: appHeader.parameters,
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
