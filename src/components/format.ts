/** How every screen writes amounts. */
const euro = new Intl.NumberFormat('it-IT', { style: 'currency', currency: 'EUR' });

/** Euros with two decimals, the Italian way (1,99 €). */
export function formatEuro(value: number): string {
  return euro.format(value);
}

const quantity = new Intl.NumberFormat('it-IT', { maximumFractionDigits: 3 });

/** Pieces or weights the Italian way (1,1 for a kilogram and a hundred grams). */
export function formatQuantity(value: number): string {
  return quantity.format(value);
}
