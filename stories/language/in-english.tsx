import { setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import type { Decorator } from '@storybook/react-vite';
import { messages as shell } from '../../src/locales/en/shell.po';
import { messages as storefront } from '../../src/locales/en/storefront.po';

/**
 * The English catalogs as the app activates them for a shopper who chose English
 * (src/shared/i18n.ts), in an instance of their own so the other stories stay in Italian.
 */
export const englishI18n = setupI18n({
  locale: 'en',
  messages: { en: { ...shell, ...storefront } },
});

/** Renders a story in English. */
export const inEnglish: Decorator = (Story) => (
  <I18nProvider i18n={englishI18n}>
    <Story />
  </I18nProvider>
);
