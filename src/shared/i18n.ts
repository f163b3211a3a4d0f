/**
 * Lingui with Italian as source and fallback locale; the catalogs are compiled by the Vite plugin
 * (a text an English catalog lacks compiles to its Italian). The shell's Italian texts ship in the
 * first page's bundle; the rest load at once beside the first route's chunks, and whatever renders
 * them waits for `storefrontTexts`: the root route's loader, the lazy dialogs and the lazy cart
 * actors. In Italian that is the storefront's catalog; in English, both English catalogs, which
 * then become the active ones and `<html lang>` follows (src/locales/en/activate.ts), so the
 * first page in Italian carries no English.
 */
import { i18n } from '@lingui/core';
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

export const storefrontTexts: Promise<void> =
  language === DEFAULT_LANGUAGE
    ? import('../locales/it/storefront.po').then(({ messages }) =>
        i18n.load(DEFAULT_LANGUAGE, messages),
      )
    : import('../locales/en/activate').then((english) => english.activateEnglish(i18n));

/** A lazy import that resolves only once the storefront's texts are in the catalog. */
export function withStorefrontTexts<T>(load: () => Promise<T>): () => Promise<T> {
  return () => Promise.all([load(), storefrontTexts]).then(([module]) => module);
}

export { i18n };
