import { describe, expect, it } from 'vitest';
import { deliveryFeeCents } from '../../src/domain/delivery-fee';
import { orderText, orderMessages } from '../../src/domain/order-messages';
import {
  canCancel,
  canModify,
  canPayAgain,
  isOrderStatusId,
  ORDER_STATUS,
  ORDER_STATUS_IDS,
  orderStatusFamily,
  orderStatusLabel,
} from '../../src/domain/order-status';
import { statusColor } from '../../src/features/orders/components/order-view';
import { orderTotals, variableSurchargeCents } from '../../src/domain/order-totals';
import {
  bagsFor,
  DEFAULT_PACKAGING_TYPE_ID,
  findPackagingType,
  PACKAGING_TYPE,
  PACKAGING_TYPES,
  type PackagingType,
} from '../../src/domain/packaging';

function packaging(id: number): PackagingType {
  const found = findPackagingType(id);
  if (found === undefined) throw new Error(`No packaging type ${id}`);
  return found;
}

describe('order status labels (shopping-flow.md §4)', () => {
  it.each([
    [1, 'In validazione'],
    [2, 'In validazione'],
    [3, 'Ordinato'],
    [4, 'In preparazione'],
    [5, 'In preparazione'],
    [6, 'Quasi pronto'],
    [7, 'In consegna'],
    [18, 'In consegna'],
    [8, 'Consegnato'],
    [9, 'Parzialmente consegnato'],
    [10, 'Annullato'],
    [11, 'Invalidato'],
    [12, 'Non ritirato'],
    [13, 'Fallito'],
  ] as const)('status %i is labelled %s', (statusId, label) => {
    expect(orderStatusLabel(statusId).message).toBe(label);
  });

  it('every label is a Lingui descriptor with an id', () => {
    for (const statusId of ORDER_STATUS_IDS) {
      expect(orderStatusLabel(statusId).id).toMatch(/^orders\.status\./);
    }
  });

  it('ids outside the spec are not statuses', () => {
    expect(isOrderStatusId(14)).toBe(false);
    expect(isOrderStatusId(0)).toBe(false);
    expect(isOrderStatusId(18)).toBe(true);
  });
});

describe('what each status allows', () => {
  it('an order can be cancelled only before its preparation starts', () => {
    expect(ORDER_STATUS_IDS.filter(canCancel)).toEqual([1, 2, 3]);
  });

  it('only an ordered order can be modified', () => {
    expect(ORDER_STATUS_IDS.filter(canModify)).toEqual([ORDER_STATUS.ordered]);
  });

  it('only an order waiting for its payment can be paid again', () => {
    expect(ORDER_STATUS_IDS.filter(canPayAgain)).toEqual([ORDER_STATUS.inValidation]);
  });
});

describe('delivery fee', () => {
  it.each([
    [1, 1000, 0],
    [10000, 1000, 0],
    [10002, 1000, 0],
    [2, 1000, 290],
    [3, 4999, 290],
    [2, 5000, 0],
    [3, 12000, 0],
  ])('service %i with %i cents of goods pays %i cents', (serviceId, goods, fee) => {
    expect(deliveryFeeCents(serviceId, goods)).toBe(fee);
  });
});

describe('packaging', () => {
  it('offers the compostable bag at 0,10 € and no bag, the bag by default', () => {
    expect(PACKAGING_TYPES.map((type) => [type.name.message, type.unitCents])).toEqual([
      ['Sacchetto compostabile', 10],
      ['Nessun sacchetto', 0],
    ]);
    expect(DEFAULT_PACKAGING_TYPE_ID).toBe(PACKAGING_TYPE.compostableBag);
  });

  it('one bag every 10 pieces, a line sold by weight counting as one piece', () => {
    expect(bagsFor([])).toBe(0);
    expect(bagsFor([{ quantity: 1, soldByWeight: false }])).toBe(1);
    expect(bagsFor([{ quantity: 10, soldByWeight: false }])).toBe(1);
    expect(
      bagsFor([
        { quantity: 10, soldByWeight: false },
        { quantity: 2.35, soldByWeight: true },
      ]),
    ).toBe(2);
  });
});

describe('pre-authorised amount (shopping-flow.md §5: total + 30% of the variable-weight part + the shopper bag cost)', () => {
  it('30% of the variable part is rounded up to the cent', () => {
    expect(variableSurchargeCents(0)).toBe(0);
    expect(variableSurchargeCents(1000)).toBe(300);
    expect(variableSurchargeCents(1001)).toBe(301);
  });

  it('adds up goods, discount, fee, bags and the variable surcharge in cents', () => {
    const totals = orderTotals({
      goodsCents: 3000,
      variableCents: 1001,
      discountCents: 500,
      deliveryServiceId: 2,
      packagingType: packaging(PACKAGING_TYPE.compostableBag),
      bags: 2,
    });
    expect(totals).toEqual({
      goodsCents: 3000,
      variableCents: 1001,
      discountCents: 500,
      deliveryFeeCents: 290,
      packagingTypeId: 1,
      bags: 2,
      packagingCents: 20,
      grossTotalCents: 3000 - 500 + 290 + 20,
      variableSurchargeCents: 301,
      preAuthorizedCents: 3000 - 500 + 290 + 301 + 20,
    });
  });

  it('the free delivery goes by the goods after the discount; no bag costs nothing', () => {
    const totals = orderTotals({
      goodsCents: 5200,
      variableCents: 0,
      discountCents: 300,
      deliveryServiceId: 2,
      packagingType: packaging(PACKAGING_TYPE.noBag),
      bags: 3,
    });
    expect(totals).toMatchObject({ deliveryFeeCents: 290, packagingCents: 0 });
    expect(totals.preAuthorizedCents).toBe(totals.grossTotalCents);
  });

  it('a discount never exceeds the goods', () => {
    const totals = orderTotals({
      goodsCents: 400,
      variableCents: 0,
      discountCents: 1000,
      deliveryServiceId: 1,
      packagingType: packaging(PACKAGING_TYPE.noBag),
      bags: 1,
    });
    expect(totals).toMatchObject({ discountCents: 400, grossTotalCents: 0 });
  });
});

describe('order texts', () => {
  it('fills the order id of the cancel toast', () => {
    expect(orderText(orderMessages.orderCancelled, { orderId: 42 })).toBe('Ordine 42 annullato');
  });

  it('keeps the spec texts', () => {
    expect(orderMessages.rulesNotAccepted.message).toBe(
      'È necessario accettare le condizioni di vendita',
    );
    expect(orderMessages.paymentFailed.message).toBe('Pagamento non andato a buon fine');
    expect(orderMessages.freezeCart.message).toBe('Errore nel tentativo di congelare il carrello');
    expect(orderMessages.sendOrder.message).toBe("Errore nel tentativo di inviare l'ordine");
  });
});

describe('order status families (one badge colour each)', () => {
  it.each([
    ['In validazione', [1, 2], 'toPay', 'yellow'],
    [
      'Ordinato, In preparazione, Quasi pronto, In consegna',
      [3, 4, 5, 6, 7, 18],
      'underWay',
      'blue',
    ],
    ['Consegnato, Parzialmente consegnato', [8, 9], 'handedOver', 'green'],
    ['Annullato, Invalidato, Non ritirato, Fallito', [10, 11, 12, 13], 'ended', 'red'],
  ] as const)('%s: %j are %s, %s', (_labels, ids, family, colour) => {
    for (const id of ids) {
      expect(orderStatusFamily(id)).toBe(family);
      expect(statusColor(id)).toBe(colour);
    }
  });

  it("'Annullato' never looks like 'Ordinato'", () => {
    expect(statusColor(ORDER_STATUS.cancelled)).not.toBe(statusColor(ORDER_STATUS.ordered));
  });
});
