/** How every screen writes amounts and dates: in the active language's conventions. */
import { i18n } from '@lingui/core';
import { INTL_LOCALES, parseLanguage } from '../domain/language';

/**
 * A formatter for the active language (src/domain/language.ts INTL_LOCALES: it-IT, en-GB), made
 * on first use in each language and kept: the language is read from Lingui's active locale, so a
 * screen formats as it translates.
 */
export function localized<T>(make: (locale: string) => T): () => T {
  const made: Record<string, T> = {};
  return () => {
    const locale = INTL_LOCALES[parseLanguage(i18n.locale)];
    return (made[locale] ??= make(locale));
  };
}

const euro = localized(
  (locale) => new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR' }),
);

/** Euros with two decimals: '1,99 €' in Italian, '€1.99' in English. */
export function formatEuro(value: number): string {
  return euro().format(value);
}

const quantity = localized((locale) => new Intl.NumberFormat(locale, { maximumFractionDigits: 3 }));

/** Pieces or weights: '1,1' in Italian, '1.1' in English, for a kilogram and a hundred grams. */
export function formatQuantity(value: number): string {
  return quantity().format(value);
}

/** A list line's amount: kilograms of a product sold by weight, else pieces ('0,5 kg', '2 pz'). */
export function formatLineAmount(line: { readonly quantity: number; readonly weight: number }) {
  return line.weight > 0
    ? `${formatQuantity(line.weight)} kg`
    : `${formatQuantity(line.quantity)} pz`;
}
