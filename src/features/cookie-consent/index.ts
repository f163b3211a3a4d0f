/**
 * The cookie consent's public face: the banner and preferences, loaded after the first paint; the
 * footer's opener; and the choice in force, for the analytics tags.
 */
import { lazy } from 'react';
import { withStorefrontTexts } from '../../shared/i18n';

export const CookieConsent = lazy(withStorefrontTexts(() => import('./CookieConsentContainer')));
export { openCookiePreferences } from './open-preferences';
export { cookieChoice } from './cookie-choice';
