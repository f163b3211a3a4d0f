/**
 * Lingui with Italian as source and fallback locale; the catalogs are compiled by the Vite plugin.
 * The shell's texts ship in the first page's bundle; the storefront's (every page, dialog and
 * drawer) load at once beside the first route's chunks, and whatever renders them waits for
 * `storefrontTexts`: the root route's loader, the lazy dialogs and the lazy cart actors.
 */
import { i18n } from '@lingui/core';
import { DEFAULT_LANGUAGE } from '../domain/constants';
import { messages as shellMessages } from '../locales/it/shell.po';

i18n.load(DEFAULT_LANGUAGE, shellMessages);
i18n.activate(DEFAULT_LANGUAGE);

// A text rendered before its catalog arrived shows its hashed id; say so where the browser
// tests listen (tests/e2e/test.ts fails on it).
i18n.on('missing', ({ id }) => console.error(`Testo mancante nel catalogo: ${id}`));

export const storefrontTexts: Promise<void> = import('../locales/it/storefront.po').then(
  ({ messages }) => i18n.load(DEFAULT_LANGUAGE, messages),
);

/** A lazy import that resolves only once the storefront's texts are in the catalog. */
export function withStorefrontTexts<T>(load: () => Promise<T>): () => Promise<T> {
  return () => Promise.all([load(), storefrontTexts]).then(([module]) => module);
}

export { i18n };
