/** The checkout's replies: totals, packaging, payment types and fee rules in euros. */
import { DELIVERY_SERVICES } from '../../../src/domain/delivery-services';
import { deliveryFeeRule } from '../../../src/domain/delivery-fee';
import {
  VARIABLE_WEIGHT_SURCHARGE_PERCENT,
  type OrderTotals,
} from '../../../src/domain/order-totals';
import { DEFAULT_PACKAGING_TYPE_ID, PACKAGING_TYPES } from '../../../src/domain/packaging';
import { PAYMENT_TYPES } from '../../../src/domain/payment';
import type { Schemas } from '../../http/contract';
import { euros } from '../catalog/product-view';

export function totalsView(totals: OrderTotals): Schemas['CheckoutTotals'] {
  return {
    goodsTotal: euros(totals.goodsCents),
    totalPriceVariable: euros(totals.variableCents),
    discount: euros(totals.discountCents),
    deliveryFee: euros(totals.deliveryFeeCents),
    packagingTypeId: totals.packagingTypeId,
    bags: totals.bags,
    packagingTotal: euros(totals.packagingCents),
    grossTotal: euros(totals.grossTotalCents),
    variableSurchargePercent: VARIABLE_WEIGHT_SURCHARGE_PERCENT,
    variableSurcharge: euros(totals.variableSurchargeCents),
    prebilledAmount: euros(totals.preAuthorizedCents),
  };
}

export function packagingTypesView(): Schemas['PackagingType'][] {
  return PACKAGING_TYPES.map((type) => ({
    packagingTypeId: type.packagingTypeId,
    name: type.name.message,
    description: type.description.message,
    unitPrice: euros(type.unitCents),
    isDefault: type.packagingTypeId === DEFAULT_PACKAGING_TYPE_ID,
  }));
}

export function paymentTypesView(): Schemas['PaymentType'][] {
  return PAYMENT_TYPES.map((type) => ({
    paymentTypeId: type.paymentTypeId,
    name: type.name.message,
  }));
}

/** The fee rule of every delivery service. */
export function feeRulesView(): Schemas['DeliveryFeeRule'][] {
  return DELIVERY_SERVICES.map((service) => {
    const rule = deliveryFeeRule(service.deliveryServiceId);
    return {
      deliveryServiceId: rule.deliveryServiceId,
      fee: euros(rule.feeCents),
      freeFrom: rule.freeFromCents === null ? null : euros(rule.freeFromCents),
    };
  });
}
