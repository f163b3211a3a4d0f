/** How every screen writes amounts and dates: in the active language's conventions. */
import { i18n } from '@lingui/core';
import { localized } from './localized';

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

const pieces = /*i18n*/ { id: 'format.pieces', message: 'pz' };

/**
 * A list line's amount: kilograms of a product sold by weight, else pieces ('0,5 kg', '2 pz'; in
 * English '0.5 kg', '2 pcs').
 */
export function formatLineAmount(line: { readonly quantity: number; readonly weight: number }) {
  return line.weight > 0
    ? `${formatQuantity(line.weight)} kg`
    : `${formatQuantity(line.quantity)} ${i18n._(pieces)}`;
}
