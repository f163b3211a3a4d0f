/**
 * The gift-code part of a cart reply (cart-reply.ts): the applied codes, the spec's
 * orderAdjustments, the total discount and the total after it. The pricing of the codes is also
 * what the gifts, checkout and orders modules call, so a code is priced the same everywhere.
 */
import {
  cartDiscountsCents,
  giftDateProblem,
  type GiftRule,
  type GiftValidity,
} from '../../../src/domain/gift-codes';
import { shopDate } from '../../../src/domain/shop-time';
import type { Db } from '../../db/client';
import type { Schemas } from '../../http/contract';
import { euros } from '../catalog/product-view';
import { appliedCodes, type AppliedCode } from './reply-repository';

type Certificate = AppliedCode['certificate'];

export type CartGiftView = Pick<
  Schemas['Cart'],
  'giftcodes' | 'orderAdjustmentSummary' | 'totalDiscount' | 'totalPrice'
>;

/** The certificate's discount rule (src/domain/gift-codes.ts). */
export function ruleOf(certificate: Certificate): GiftRule {
  return {
    kind: certificate.kind,
    value: certificate.value,
    minimumCents: certificate.minimumCents,
  };
}

export function validityOf(certificate: Certificate): GiftValidity {
  return { validFrom: certificate.validFrom, validTo: certificate.validTo };
}

export interface PricedCode extends AppliedCode {
  readonly discountCents: number;
  /** Within its days and the cart reaches its minimum spend. */
  readonly applies: boolean;
}

/** Each applied code with the cents it takes off `goodsCents` on `today` (shop day). */
export function priceCodes(
  codes: readonly AppliedCode[],
  goodsCents: number,
  today: string,
): PricedCode[] {
  const rules = codes.map((code) => ({
    ...ruleOf(code.certificate),
    usable: giftDateProblem(validityOf(code.certificate), today) === null,
  }));
  const discounts = cartDiscountsCents(rules, goodsCents);
  return codes.map((code, index) => {
    const discountCents = discounts[index] ?? 0;
    return { ...code, discountCents, applies: discountCents > 0 };
  });
}

/**
 * The gift codes of a cart whose lines total `goodsEuros` (the lines' totalPrice): `totalPrice`
 * becomes the total after the discount.
 */
export async function loadCartGiftCodes(
  db: Db,
  cartId: number,
  goodsEuros: number,
  now: Date,
): Promise<CartGiftView> {
  const goodsCents = Math.round(goodsEuros * 100);
  const priced = priceCodes(await appliedCodes(db, cartId), goodsCents, shopDate(now));
  const discountCents = priced.reduce((total, code) => total + code.discountCents, 0);
  return {
    giftcodes: priced.map((code) => ({
      code: code.certificate.code,
      name: code.certificate.name,
      discount: euros(code.discountCents),
      applies: code.applies,
      minimumSpend: euros(code.certificate.minimumCents),
      giftCertificateId: code.certificate.id,
      userGiftCertificateId: code.useId,
    })),
    orderAdjustmentSummary: {
      orderAdjustments: priced
        .filter((code) => code.applies)
        .map((code) => ({
          orderItemId: null,
          userGiftCertificateId: code.useId,
          giftCertificate: {
            giftCertificateId: code.certificate.id,
            code: code.certificate.code,
            name: code.certificate.name,
          },
          amount: euros(code.discountCents),
        })),
    },
    totalDiscount: euros(discountCents),
    totalPrice: euros(goodsCents - discountCents),
  };
}

/** The gift-code part of a cart nobody is logged in to. */
export function noGiftCodes(): Omit<CartGiftView, 'totalPrice'> {
  return { giftcodes: [], orderAdjustmentSummary: { orderAdjustments: [] }, totalDiscount: 0 };
}
