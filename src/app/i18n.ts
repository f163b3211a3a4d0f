/**
 * Lingui with Italian as source and fallback locale; the catalogs are compiled by the Vite plugin
 * (a text an English catalog lacks compiles to its Italian). The shell's Italian texts ship in the
 * first page's bundle; the rest load at once beside the first route's chunks, and whatever renders
 * them waits for `storefrontTexts`: the root route's loader, the lazy dialogs and the lazy cart
 * actors. In Italian that is the storefront's catalog; in English, both English catalogs, which
 * then become the active ones (and `<html lang>` follows), so the first page in Italian does not
 * grow by a single text of another language.
 */
import { i18n, type Messages } from '@lingui/core';
import { storedLanguage } from '../api/client';
import { DEFAULT_LANGUAGE } from '../domain/constants';
import { messages as shellMessages } from '../locales/it/shell.po';

/** The shopper's language on this device (Italian on the server): a change restarts the app. */
export const language = storedLanguage();

i18n.load(DEFAULT_LANGUAGE, shellMessages);
i18n.activate(DEFAULT_LANGUAGE);

// A text rendered before its catalog arrived shows its hashed id; say so where the browser
// tests listen (tests/e2e/test.ts fails on it).
i18n.on('missing', ({ id }) => console.error(`Testo mancante nel catalogo: ${id}`));

export const storefrontTexts: Promise<void> = (
  language === DEFAULT_LANGUAGE
    ? Promise.all([import('../locales/it/storefront.po')])
    : Promise.all([import('../locales/en/shell.po'), import('../locales/en/storefront.po')])
).then((catalogs: { messages: Messages }[]) => {
  i18n.load(language, Object.assign({}, ...catalogs.map((catalog) => catalog.messages)));
  if (language !== DEFAULT_LANGUAGE) {
    i18n.activate(language);
    document.documentElement.lang = language;
  }
});

/** A lazy import that resolves only once the storefront's texts are in the catalog. */
export function withStorefrontTexts<T>(load: () => Promise<T>): () => Promise<T> {
  return () => Promise.all([load(), storefrontTexts]).then(([module]) => module);
}

export { i18n };
