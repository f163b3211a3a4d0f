import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { CookiePreferencesDialog } from '../../src/features/cookie-consent/components/CookiePreferencesDialog';

const meta = {
  title: 'Cookie consent/CookiePreferencesDialog',
  component: CookiePreferencesDialog,
  args: {
    opened: true,
    choice: { analytics: false, profilation: false },
    onSave: fn(),
    onAcceptAll: fn(),
    onRejectAll: fn(),
    onCancel: fn(),
  },
} satisfies Meta<typeof CookiePreferencesDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * `cookieConsent.customising` from the banner's 'Personalizza' (or with a choice no longer in
 * force): only the technical cookies, nothing ticked that the shopper did not choose.
 */
export const NothingChosen: Story = {};
/**
 * `cookieConsent.customising` from the footer's 'Preferenze cookie' with a saved choice in force
 * that allows analytics and not profilation.
 */
export const AnalyticsChosen: Story = {
  args: { choice: { analytics: true, profilation: false } },
};
/** Every state but `customising`: the dialog is closed. */
export const Closed: Story = { args: { opened: false } };
