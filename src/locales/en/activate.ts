/**
 * English, loaded instead of the Italian storefront's catalog when the shopper chose it
 * (src/shared/i18n.ts): both English catalogs (a text they lack compiles to its Italian), made the
 * active ones, with the page's language. Here rather than in i18n.ts, so that the Italian first
 * page carries none of it.
 */
import type { I18n } from '@lingui/core';
import { messages as shell } from './shell.po';
import { messages as storefront } from './storefront.po';

export function activateEnglish(i18n: I18n) {
  i18n.load('en', { ...shell, ...storefront });
  i18n.activate('en');
  document.documentElement.lang = 'en';
}
