/**
 * Dates and numbers in the active language (issue 17): a module of its own, so that a first-page
 * module formatting a date (the cart's time slot) does not bring the rest of format.ts with it.
 */
import { i18n } from '@lingui/core';
import { INTL_LOCALES, parseLanguage } from '../domain/language';

/**
 * A formatter for the active language (src/domain/language.ts INTL_LOCALES: it-IT, en-GB), made
 * on first use in each language and kept: the language is read from Lingui's active locale, so a
 * screen formats as it translates.
 */
export function localized<T>(make: (locale: string) => T): () => T {
  const made: Record<string, T> = {};
  return () => (made[i18n.locale] ??= make(INTL_LOCALES[parseLanguage(i18n.locale)]));
}
