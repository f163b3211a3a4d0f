/**
 * The shop's languages (issue 17, account-and-platform.md §1 "Default locale and fallback
 * language: it", §4 app state "language (default it)"): Italian, the source and fallback of every
 * text, and English. The shopper's choice is kept on the device under LANGUAGE_STORAGE_KEY; a
 * change restarts the app (§4 "A language change restarts the app").
 */
import { DEFAULT_LANGUAGE } from './constants';

export const LANGUAGES = [DEFAULT_LANGUAGE, 'en'] as const;
export type Language = (typeof LANGUAGES)[number];

/** Local storage: the language the shopper chose, as its code. */
export const LANGUAGE_STORAGE_KEY = 'ebsn-language';

/** Each language named in itself, as a language switch offers it. */
export const LANGUAGE_LABELS: Readonly<Record<Language, string>> = {
  it: 'Italiano',
  en: 'English',
};

/**
 * The locale of dates and numbers in each language. Prices stay in euros whatever the language;
 * English uses the British conventions (day before month, € before the amount).
 */
export const INTL_LOCALES: Readonly<Record<Language, string>> = { it: 'it-IT', en: 'en-GB' };

export function isLanguage(value: unknown): value is Language {
  return (LANGUAGES as readonly unknown[]).includes(value);
}

/** A stored value as a language: Italian when there is none or it is not one of the shop's. */
export function parseLanguage(value: unknown): Language {
  return isLanguage(value) ? value : DEFAULT_LANGUAGE;
}

/** The other language, which a two-language switch offers. */
export function otherLanguage(language: Language): Language {
  return language === DEFAULT_LANGUAGE ? 'en' : DEFAULT_LANGUAGE;
}
