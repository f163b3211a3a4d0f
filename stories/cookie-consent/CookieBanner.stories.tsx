import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { CookieBanner } from '../../src/features/cookie-consent/components/CookieBanner';

const meta = {
  title: 'Cookie consent/CookieBanner',
  component: CookieBanner,
  args: {
    reason: 'first',
    onAcceptAll: fn(),
    onRejectAll: fn(),
    onCustomise: fn(),
    onClose: fn(),
  },
} satisfies Meta<typeof CookieBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

/** `cookieConsent.asking`: a first visit, 'Accetta tutti' and 'Rifiuta tutti' side by side. */
export const FirstVisit: Story = {};
/** `cookieConsent.reAsking` with a choice over six months old: confirm it or change it. */
export const Expired: Story = { args: { reason: 'expired' } };
/** `cookieConsent.reAsking` with a choice made for the purposes the shop asked before. */
export const PurposesChanged: Story = { args: { reason: 'purposes-changed' } };
/**
 * `cookieConsent.unknown`, `reconciling`, `customising` and `decided`: no banner (the preferences
 * dialog, when open, is its own story).
 */
export const Decided: Story = { args: { reason: null } };
