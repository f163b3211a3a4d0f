/** The packaging (shopper bags) the shopper chooses for an order, and how many bags it needs. */
import type { MessageDescriptor } from './messages';

/** The packaging the shopper chooses for the order (GET /packaging-type/list). */
export interface PackagingType {
  readonly packagingTypeId: number;
  readonly name: MessageDescriptor;
  readonly description: MessageDescriptor;
  /** Cents per bag. */
  readonly unitCents: number;
}

export const PACKAGING_TYPE = { compostableBag: 1, noBag: 2 } as const;

export const PACKAGING_TYPES: readonly PackagingType[] = [
  {
    packagingTypeId: PACKAGING_TYPE.compostableBag,
    name: /*i18n*/ { id: 'packaging.compostableBag', message: 'Sacchetto compostabile' },
    description: /*i18n*/ {
      id: 'packaging.compostableBag.description',
      message: 'La spesa viene consegnata in sacchetti compostabili da 0,10 € l’uno',
    },
    unitCents: 10,
  },
  {
    packagingTypeId: PACKAGING_TYPE.noBag,
    name: /*i18n*/ { id: 'packaging.noBag', message: 'Nessun sacchetto' },
    description: /*i18n*/ {
      id: 'packaging.noBag.description',
      message: 'Porti le tue borse: la spesa viene consegnata senza sacchetti',
    },
    unitCents: 0,
  },
];

/** The packaging an order gets when the shopper does not choose. */
export const DEFAULT_PACKAGING_TYPE_ID: number = PACKAGING_TYPE.compostableBag;

export function findPackagingType(packagingTypeId: number): PackagingType | undefined {
  return PACKAGING_TYPES.find((type) => type.packagingTypeId === packagingTypeId);
}

/** A bag holds this many pieces; each line sold by weight counts as one piece. */
export const ITEMS_PER_BAG = 10;

export interface BaggedLine {
  readonly quantity: number;
  readonly soldByWeight: boolean;
}

/** Bags an order needs: one every 10 pieces, at least one for an order with lines. */
export function bagsFor(lines: readonly BaggedLine[]): number {
  const pieces = lines.reduce(
    (total, line) => total + (line.soldByWeight ? 1 : Math.ceil(line.quantity)),
    0,
  );
  return pieces === 0 ? 0 : Math.ceil(pieces / ITEMS_PER_BAG);
}
