/** How every screen writes amounts. */
const euro = new Intl.NumberFormat('it-IT', { style: 'currency', currency: 'EUR' });

/** Euros with two decimals, the Italian way (1,99 €). */
export function formatEuro(value: number): string {
  return euro.format(value);
}
