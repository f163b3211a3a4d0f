import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { visibleMenuEntries } from '../../src/domain/content-menu';
import { AppFooter } from '../../src/features/shell/components/AppFooter';
import { FooterMenu } from '../../src/features/shell/components/FooterMenu';
import { FOOTER_MENU } from './footer-menu-samples';

const meta = {
  title: 'Shell/AppFooter',
  component: AppFooter,
  args: { loggedIn: false },
} satisfies Meta<typeof AppFooter>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Session `anonymous`: 'Accedi'. */
export const LoggedOut: Story = {};
/** Session `authenticated`: the personal area and the orders. */
export const LoggedIn: Story = { args: { loggedIn: true } };
/** The content service's footer menu has loaded: its columns and links. */
export const WithMenu: Story = {
  args: {
    menu: (
      <FooterMenu
        entries={visibleMenuEntries(FOOTER_MENU, { inMobileApp: false })}
        onNavigate={fn()}
      />
    ),
  },
};
/** The same menu in the mobile app: the entries marked `hide-in-app` are left out. */
export const WithMenuInApp: Story = {
  args: {
    menu: (
      <FooterMenu
        entries={visibleMenuEntries(FOOTER_MENU, { inMobileApp: true })}
        onNavigate={fn()}
      />
    ),
  },
};
