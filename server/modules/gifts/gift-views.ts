/**
 * Gift certificates as the contract shows them: money from integer cents to euros. Their discount
 * rule and validity are the cart's (cart/cart-gift-codes.ts), which prices them.
 */
import type { Schemas } from '../../http/contract';
import { euros } from '../catalog/product-view';
import type { CertificateRecord } from './repository';

export type ApiGiftCertificate = Schemas['GiftCertificate'];

export function toApiGiftCertificate(certificate: CertificateRecord): ApiGiftCertificate {
  return {
    giftCertificateId: certificate.id,
    code: certificate.code,
    name: certificate.name,
    kind: certificate.kind,
    ...(certificate.kind === 'percent'
      ? { percent: certificate.value }
      : { amount: euros(certificate.value) }),
    minimumSpend: euros(certificate.minimumCents),
    startDate: certificate.validFrom,
    endDate: certificate.validTo,
    oncePerUser: certificate.oncePerUser,
    manualAssigned: certificate.manuallyAssigned,
  };
}
