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

/** A list line's amount: kilograms of a product sold by weight, else pieces ('0,5 kg', '2 pz'). */
export function formatLineAmount(line: { readonly quantity: number; readonly weight: number }) {
  return line.weight > 0
    ? `${formatQuantity(line.weight)} kg`
    : `${formatQuantity(line.quantity)} pz`;
}
