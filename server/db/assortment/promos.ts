/**
 * The promotions products can carry (`warehousePromo`): discounts, bundles and two that the
 * shopper chooses at the cart (selectable), plus the happy-hour half price.
 */
export interface PromoSpec {
  readonly id: number;
  readonly cssClass: string;
  readonly header: string;
  readonly body: string;
  readonly footer: string;
  readonly selectable: boolean;
  readonly selectableText: string | null;
  /** Taken off the shelf price; 0 for bundles and selectable promotions (applied in the cart). */
  readonly discountPercent: number;
}

const promo = (spec: PromoSpec) => spec;

const percent = (id: number, discountPercent: number, footer: string) =>
  promo({
    id,
    cssClass: 'promo-percent',
    header: 'Offerta',
    body: `-${discountPercent}%`,
    footer,
    selectable: false,
    selectableText: null,
    discountPercent,
  });

const rotation = [
  percent(1, 10, 'Solo online'),
  percent(2, 20, 'Fino a esaurimento scorte'),
  percent(3, 30, 'Offerta della settimana'),
  promo({
    id: 4,
    cssClass: 'promo-bundle',
    header: 'Promo',
    body: 'Prendi 3 paghi 2',
    footer: 'Il pezzo meno caro è in omaggio',
    selectable: false,
    selectableText: null,
    discountPercent: 0,
  }),
  promo({
    id: 5,
    cssClass: 'promo-bundle',
    header: 'Promo',
    body: '2° a metà prezzo',
    footer: 'Sul secondo pezzo acquistato',
    selectable: false,
    selectableText: null,
    discountPercent: 0,
  }),
  promo({
    id: 6,
    cssClass: 'promo-points',
    header: 'Carta fedeltà',
    body: '-25% con 300 punti',
    footer: 'Scegli tu se usare i punti',
    selectable: true,
    selectableText: 'Vuoi usare 300 punti della tua carta fedeltà per avere lo sconto del 25%?',
    discountPercent: 0,
  }),
  promo({
    id: 7,
    cssClass: 'promo-points',
    header: 'Carta fedeltà',
    body: 'Punti doppi',
    footer: 'Raddoppia i punti su questo prodotto',
    selectable: true,
    selectableText: 'Vuoi raddoppiare i punti fedeltà su questo prodotto?',
    discountPercent: 0,
  }),
];

export const PROMOS = {
  /** The promotions ordinary products draw from, evenly. */
  rotation,
  happyHour: promo({
    id: 8,
    cssClass: 'promo-happy-hour',
    header: 'Consumami subito',
    body: '-50%',
    footer: 'Scade a breve: consumare entro la data indicata',
    selectable: false,
    selectableText: null,
    discountPercent: 50,
  }),
};

export const ALL_PROMOS: readonly PromoSpec[] = [...rotation, PROMOS.happyHour];
