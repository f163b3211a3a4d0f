/**
 * The shop's languages (issue 17; account-and-platform.md §1 "Default locale and fallback
 * language: it", §4 "language (default it)", §7 "the multilanguage flag controls the language
 * header"): the domain's rules, the stored choice and the header the app's client sends.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_LANGUAGE } from '../../src/domain/constants';
import {
  INTL_LOCALES,
  isLanguage,
  LANGUAGE_LABELS,
  LANGUAGE_STORAGE_KEY,
  LANGUAGES,
  otherLanguage,
  parseLanguage,
} from '../../src/domain/language';
import { installMemoryStorage } from '../support/memory-storage';

installMemoryStorage();

afterEach(() => {
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
  vi.resetModules();
  localStorage.clear();
});

describe('the languages', () => {
  it('are Italian, the default and first, and English', () => {
    expect(DEFAULT_LANGUAGE).toBe('it');
    expect(LANGUAGES).toEqual(['it', 'en']);
  });

  it('are each named in itself', () => {
    expect(LANGUAGE_LABELS).toEqual({ it: 'Italiano', en: 'English' });
  });

  it.each([
    ['it', 'it'],
    ['en', 'en'],
    [null, 'it'],
    [undefined, 'it'],
    ['', 'it'],
    ['EN', 'it'],
    ['fr', 'it'],
    ['en-GB', 'it'],
    [42, 'it'],
  ])('a stored %j is read as %s', (stored, language) => {
    expect(parseLanguage(stored)).toBe(language);
    expect(isLanguage(stored)).toBe(stored === language);
  });

  it('a two-language switch offers the other one', () => {
    expect(otherLanguage('it')).toBe('en');
    expect(otherLanguage('en')).toBe('it');
  });

  it('prices stay in euros, written in each language', () => {
    const price = (language: 'it' | 'en') =>
      new Intl.NumberFormat(INTL_LOCALES[language], { style: 'currency', currency: 'EUR' })
        .format(1234.5)
        .replace(/\s/g, ' ');
    expect(price('it')).toBe('1234,50 €');
    expect(price('en')).toBe('€1,234.50');
  });
});

describe('the stored choice', () => {
  it('is Italian when none was made', async () => {
    const { storedLanguage } = await import('../../src/api/client');
    expect(storedLanguage()).toBe('it');
  });

  it('is the language kept under ebsn-language', async () => {
    expect(LANGUAGE_STORAGE_KEY).toBe('ebsn-language');
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'en');
    const { storedLanguage } = await import('../../src/api/client');
    expect(storedLanguage()).toBe('en');
  });

  it('is Italian when the storage cannot be read', async () => {
    vi.stubGlobal('localStorage', {
      getItem: () => {
        throw new Error('denied');
      },
    });
    const { storedLanguage } = await import('../../src/api/client');
    expect(storedLanguage()).toBe('it');
  });
});

describe("the app's client", () => {
  async function languageHeaderSent(multilanguage: boolean): Promise<string | null> {
    const sent: Request[] = [];
    const { createShopClient, storedLanguage } = await import('../../src/api/client');
    const client = createShopClient({
      baseUrl: 'http://shop.test',
      clientType: 'web',
      // As the app's client (`api`) is configured by the build's flag.
      language: multilanguage ? storedLanguage() : undefined,
      fetch: (request: Request) => {
        sent.push(request);
        return Promise.resolve(Response.json({ data: {}, response: { errors: [] } }));
      },
    } as Parameters<typeof createShopClient>[0]);
    await client.GET('/ebsn/api/cart/view');
    expect(sent).toHaveLength(1);
    return sent[0]?.headers.get('X-Ebsn-Lang') ?? null;
  }

  it('sends the chosen language as X-Ebsn-Lang when the multilanguage flag is on', async () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'en');
    expect(await languageHeaderSent(true)).toBe('en');
  });

  it('sends Italian with the flag on and no choice made', async () => {
    expect(await languageHeaderSent(true)).toBe('it');
  });

  it('sends no language header when the flag is off', async () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'en');
    expect(await languageHeaderSent(false)).toBeNull();
  });
});

describe('the entry', () => {
  it('reads the choice by the same key, without importing the app', async () => {
    const { readFile } = await import('node:fs/promises');
    const entry = await readFile('src/main.tsx', 'utf8');
    expect(entry).toContain(`let chosenLanguage = '${DEFAULT_LANGUAGE}';`);
    expect(entry).toContain(`localStorage.getItem('${LANGUAGE_STORAGE_KEY}')`);
    // Of the domain, only the modules the entry shares with the app (vite.config.ts's
    // ENTRY_SHARED): language.ts would bring the app's constants into the first script.
    const domainImports = [...entry.matchAll(/from '\.\/domain\/([\w-]+)'/g)].map(
      (match) => match[1],
    );
    expect(domainImports.sort()).toEqual(['language-cookie', 'server-chunks']);
  });
});
