/**
 * The gift-code calls (shopping-flow.md section 7 "Gift codes"): check a code against the cart,
 * apply it, take it off, and the shopper's certificates. All need a live session (419 otherwise).
 * Applying and removing run like every cart change: one transaction on the locked cart
 * (cart/cart-change.ts), answering the whole cart.
 */
import { normalizeGiftCode } from '../../../src/domain/gift-codes';
import { shopDate } from '../../../src/domain/shop-time';
import type { OperationHandler } from '../../http/contract';
import { ok } from '../../http/envelope';
import { requireLiveSession } from '../../plugins/session';
import { toApiUser } from '../session/repository';
import { changeCart } from '../cart/cart-change';
import { priceCodes } from '../cart/cart-gift-codes';
import { goodsCentsOf } from '../cart/cart-lines';
import { cartReply } from '../cart/cart-reply';
import { ensureCart } from '../cart/repository';
import { euros } from '../catalog/product-view';
import { codeRefused, judgeCode } from './code-verdict';
import { listGiftCertificates } from './gift-list';
import { toApiGiftCertificate } from './gift-views';
import {
  deleteStrayPendingUses,
  findCertificate,
  insertCartCode,
  insertUse,
  removeCartCode,
} from './repository';

/** Codes change only on an open cart or one changing an order, like its lines. */
const OPEN_CART = { needsOpenCart: true } as const;

const cartGiftCertificateCheck: OperationHandler<'cartGiftCertificateCheck'> = async (request) => {
  const user = requireLiveSession(request);
  const { db } = request.server.database;
  const snapshot = await request.server.catalog.snapshot();
  const cart = await ensureCart(db, user.id);
  const goodsCents = await goodsCentsOf(db, snapshot, cart.id);
  const today = shopDate(request.server.clock());
  const verdict = await judgeCode(db, {
    userId: user.id,
    cartId: cart.id,
    code: request.query.code,
    goodsCents,
    today,
  });
  // Priced together with the codes the cart holds (all of them never exceed the goods); a code
  // not applied yet has no use, hence useId 0.
  const codes = verdict.isApplied
    ? verdict.applied
    : [...verdict.applied, { certificate: verdict.certificate, useId: 0 }];
  const priced = priceCodes(codes, goodsCents, today).find(
    (code) => code.certificate.id === verdict.certificate.id,
  );
  return ok(
    {
      code: verdict.certificate.code,
      applied: verdict.isApplied,
      discount: euros(priced?.discountCents ?? 0),
      giftCertificate: toApiGiftCertificate(verdict.certificate),
    },
    toApiUser(user),
  );
};

const cartGiftCertificateAddCode: OperationHandler<'cartGiftCertificateAddCode'> = async (
  request,
) => {
  const user = requireLiveSession(request);
  const { code } = request.query;
  // Read before the transaction: see changeCart.
  const snapshot = await request.server.catalog.snapshot();
  const today = shopDate(request.server.clock());
  const cart = await changeCart(request.server, user.id, OPEN_CART, async (tx, locked) => {
    const goodsCents = await goodsCentsOf(tx, snapshot, locked.id);
    const verdict = await judgeCode(tx, {
      userId: user.id,
      cartId: locked.id,
      code,
      goodsCents,
      today,
    });
    if (verdict.isApplied) return;
    const { certificate } = verdict;
    await deleteStrayPendingUses(tx, certificate.id, user.id);
    const useId = await insertUse(tx, {
      certificateId: certificate.id,
      userId: user.id,
      assignmentId: verdict.assignmentId,
      singleUse: certificate.oncePerUser,
    });
    // The unique indexes refused it: used meanwhile.
    if (useId === null) throw codeRefused(code, 'alreadyUsed');
    await insertCartCode(tx, locked.id, certificate.id, useId);
  });
  return ok(await cartReply(request.server, cart), toApiUser(user));
};

const cartGiftCertificateRemoveCode: OperationHandler<'cartGiftCertificateRemoveCode'> = async (
  request,
) => {
  const user = requireLiveSession(request);
  const code = normalizeGiftCode(request.query.code);
  const cart = await changeCart(request.server, user.id, OPEN_CART, async (tx, locked) => {
    const certificate = await findCertificate(tx, code);
    if (certificate !== null) await removeCartCode(tx, locked.id, user.id, certificate.id);
  });
  return ok(await cartReply(request.server, cart), toApiUser(user));
};

const giftCertificateList: OperationHandler<'giftCertificateList'> = async (request) => {
  const user = requireLiveSession(request);
  const giftCertificates = await listGiftCertificates(request.server, user.id, {
    showHistory: request.query.show_history ?? false,
    manualOnly: false,
  });
  return ok({ giftCertificates }, toApiUser(user));
};

const giftCertificateListManualAssigned: OperationHandler<
  'giftCertificateListManualAssigned'
> = async (request) => {
  const user = requireLiveSession(request);
  const giftCertificates = await listGiftCertificates(request.server, user.id, {
    showHistory: request.query.show_history ?? false,
    manualOnly: true,
  });
  return ok({ giftCertificates }, toApiUser(user));
};

export const giftHandlers = {
  cartGiftCertificateCheck,
  cartGiftCertificateAddCode,
  cartGiftCertificateRemoveCode,
  giftCertificateList,
  giftCertificateListManualAssigned,
};
