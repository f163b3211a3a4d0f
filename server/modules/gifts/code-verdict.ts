/**
 * Whether a typed code can be applied to a user's cart now: the certificate, whether the cart
 * already holds it, the assignment it would use, and the reason to refuse it. Read-only; the
 * single use itself is held by the database when the use is inserted (repository.ts).
 */
import {
  giftDateProblem,
  invalidGiftCodeText,
  meetsMinimum,
  normalizeGiftCode,
} from '../../../src/domain/gift-codes';
import type { Db } from '../../db/client';
import type { Schemas } from '../../http/contract';
import { ApiError } from '../../http/envelope';
import { ruleOf, validityOf } from '../cart/cart-gift-codes';
import { appliedCodes, type AppliedCode } from '../cart/reply-repository';
import { euros } from '../catalog/product-view';
import {
  assignmentsOf,
  findCertificate,
  isUsedInOrder,
  type CertificateRecord,
} from './repository';

type Refusal = Schemas['GiftCodeRefusal'];
export type RefusalReason = Refusal['reason'];

/** The 400 of a code that cannot be applied: the spec's text, and the reason in `data`. */
export function codeRefused(
  code: string,
  reason: RefusalReason,
  certificate?: CertificateRecord,
): ApiError {
  const data: Refusal = {
    code: code.trim(),
    reason,
    ...(reason === 'belowMinimum' && certificate !== undefined
      ? { minimumSpend: euros(certificate.minimumCents) }
      : {}),
  };
  return new ApiError(400, [invalidGiftCodeText(code)], data);
}

export interface CodeRequest {
  readonly userId: number;
  readonly cartId: number;
  /** As typed. */
  readonly code: string;
  readonly goodsCents: number;
  /** The shop's day, 'YYYY-MM-DD'. */
  readonly today: string;
}

export interface CodeVerdict {
  readonly certificate: CertificateRecord;
  /** The codes the cart holds now (this one included when `applied`). */
  readonly applied: readonly AppliedCode[];
  readonly isApplied: boolean;
  /** The assignment a manually assigned certificate would be used through. */
  readonly assignmentId: number | null;
}

/** The verdict on a code, or the refusal thrown. */
export async function judgeCode(db: Db, request: CodeRequest): Promise<CodeVerdict> {
  const { userId, cartId, code, goodsCents, today } = request;
  const certificate = await findCertificate(db, normalizeGiftCode(code));
  if (certificate === null) throw codeRefused(code, 'unknown');
  const applied = await appliedCodes(db, cartId);
  const isApplied = applied.some((entry) => entry.certificate.id === certificate.id);
  if (isApplied) return { certificate, applied, isApplied, assignmentId: null };

  let assignmentId: number | null = null;
  if (certificate.manuallyAssigned) {
    const assignments = await assignmentsOf(db, certificate.id, userId);
    // Someone else's voucher is, for this shopper, a code that does not exist.
    if (assignments.count === 0) throw codeRefused(code, 'unknown');
    if (assignments.freeId === null) throw codeRefused(code, 'alreadyUsed');
    assignmentId = assignments.freeId;
  }
  const dateProblem = giftDateProblem(validityOf(certificate), today);
  // A public code out of its dates answers like a made-up one, so trying codes tells nobody which
  // exist (issue 13); the shopper's own voucher says why.
  if (dateProblem !== null) {
    throw codeRefused(code, certificate.manuallyAssigned ? dateProblem : 'unknown');
  }
  if (certificate.oncePerUser && (await isUsedInOrder(db, certificate.id, userId))) {
    throw codeRefused(code, 'alreadyUsed');
  }
  if (!meetsMinimum(ruleOf(certificate), goodsCents)) {
    throw codeRefused(code, 'belowMinimum', certificate);
  }
  return { certificate, applied, isApplied, assignmentId };
}
