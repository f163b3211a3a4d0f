import type { MessageDescriptor } from './messages';

/**
 * Texts of the mobile app (issue 32): what its native side tells the shopper. Loaded with the
 * app's native code only, never by the web's pages.
 */
export const mobileAppMessages = {
  foreignLink: /*i18n*/ {
    id: 'mobileApp.foreignLink',
    message: 'Questo collegamento non porta a una pagina del negozio.',
  },
} as const satisfies Record<string, MessageDescriptor>;
