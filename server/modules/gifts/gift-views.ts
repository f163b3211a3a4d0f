/** Gift certificates as the contract shows them: money from integer cents to euros. */
import type { GiftRule, GiftValidity } from '../../../src/domain/gift-codes';
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

/** The certificate's discount rule (src/domain/gift-codes.ts). */
export function ruleOf(certificate: CertificateRecord): GiftRule {
  return {
    kind: certificate.kind,
    value: certificate.value,
    minimumCents: certificate.minimumCents,
  };
}

export function validityOf(certificate: CertificateRecord): GiftValidity {
  return { validFrom: certificate.validFrom, validTo: certificate.validTo };
}
