/**
 * giftcertificate/list and list-manual-assigned: the certificates assigned to the shopper (one
 * entry per assignment) and, for `list`, the codes the shopper typed and applied or used. Without
 * history only what is still to be used; with it also what was used or has expired.
 */
import type { FastifyInstance } from 'fastify';
import { giftDateProblem } from '../../../src/domain/gift-codes';
import { shopDate } from '../../../src/domain/shop-time';
import type { Schemas } from '../../http/contract';
import { validityOf } from '../cart/cart-gift-codes';
import { toApiGiftCertificate } from './gift-views';
import { assignmentRows, typedCodeUseRows, type CertificateRecord } from './repository';

type UserGiftCertificate = Schemas['UserGiftCertificate'];
type Status = UserGiftCertificate['status'];

const STILL_TO_USE: readonly Status[] = ['available', 'notYetValid', 'applied'];

/** A use is in the cart until it is tied to an order. */
function useStatus(orderId: number | null): Status {
  return orderId === null ? 'applied' : 'used';
}

function unusedStatus(certificate: CertificateRecord, today: string): Status {
  return giftDateProblem(validityOf(certificate), today) ?? 'available';
}

interface Entry {
  readonly at: Date;
  readonly item: UserGiftCertificate;
}

function useFields(useId: number | null, orderId: number | null) {
  return {
    ...(useId === null ? {} : { userGiftCertificateId: useId }),
    ...(orderId === null ? {} : { orderId }),
  };
}

export async function listGiftCertificates(
  app: FastifyInstance,
  userId: number,
  options: { readonly showHistory: boolean; readonly manualOnly: boolean },
): Promise<UserGiftCertificate[]> {
  const { db } = app.database;
  const today = shopDate(app.clock());
  const assigned: Entry[] = (await assignmentRows(db, userId)).map((row) => ({
    at: row.assignedAt,
    item: {
      ...useFields(row.useId, row.orderId),
      assignmentId: row.assignmentId,
      status: row.useId === null ? unusedStatus(row.certificate, today) : useStatus(row.orderId),
      giftCertificate: toApiGiftCertificate(row.certificate),
    },
  }));
  const typed: Entry[] = options.manualOnly
    ? []
    : (await typedCodeUseRows(db, userId)).map((row) => ({
        at: row.usedAt,
        item: {
          ...useFields(row.useId, row.orderId),
          status: useStatus(row.orderId),
          giftCertificate: toApiGiftCertificate(row.certificate),
        },
      }));
  return [...assigned, ...typed]
    .sort((a, b) => b.at.getTime() - a.at.getTime())
    .map((entry) => entry.item)
    .filter((item) => options.showHistory || STILL_TO_USE.includes(item.status));
}
