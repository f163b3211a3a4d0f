/** Sample checkout data shared by the stories and the checkout's path replay. */
import type { CheckoutAmounts } from '../../src/features/checkout/components/CheckoutTotals';

/** The full sample cart: 64,54 € of goods, 3,87 € of it by weight, two bags. */
export const sampleAmounts: CheckoutAmounts = {
  goods: 64.54,
  discount: 6.45,
  deliveryFee: 0,
  freeDeliveryFrom: null,
  packaging: 0.2,
  total: 58.29,
  variableWeight: 3.87,
  // The total plus 30% of the variable weight, rounded up to the cent.
  preAuthorised: 59.46,
};

/** packaging-type/list as the server seeds it. */
export const packagingTypes = [
  {
    packagingTypeId: 1,
    name: 'Sacchetto compostabile',
    description: 'La spesa viene consegnata in sacchetti compostabili da 0,10 € l’uno',
    unitPrice: 0.1,
    isDefault: true,
  },
  {
    packagingTypeId: 2,
    name: 'Nessun sacchetto',
    description: 'Porti le tue borse: la spesa viene consegnata senza sacchetti',
    unitPrice: 0,
    isDefault: false,
  },
];
