/**
 * shopatwork/subscribe: the shopper joins their company's shop-at-work service by its code; the
 * company's own delivery site then appears among the shopper's company-delivery addresses.
 * A bad, unknown or expired code answers 400 and changes nothing.
 */
import {
  isCompanyCodeExpired,
  normaliseCompanyCode,
  shopAtWorkMessages,
} from '../../../src/domain/shop-at-work';
import { shopDateTime } from '../../../src/domain/shop-time';
import type { OperationHandler } from '../../http/contract';
import { ApiError, ok } from '../../http/envelope';
import { requireLiveSession } from '../../plugins/session';
import { toApiUser } from '../session/repository';
import { toApiAddress } from '../cart/address-views';
import { findVisibleAddress } from './address-repository';
import { findCompanyByCode, subscribeToCompany } from './shop-at-work-repository';

const shopAtWorkSubscribe: OperationHandler<'shopAtWorkSubscribe'> = async (request) => {
  const user = requireLiveSession(request);
  const { db } = request.server.database;
  const code = normaliseCompanyCode(request.query.subscriptionCode);
  const company = code === null ? null : await findCompanyByCode(db, code);
  if (company === null) throw new ApiError(400, [shopAtWorkMessages.invalidCode]);
  const today = shopDateTime(request.server.clock()).slice(0, 10);
  if (isCompanyCodeExpired(company.codeValidTo, today)) {
    throw new ApiError(400, [shopAtWorkMessages.expiredCode]);
  }
  await subscribeToCompany(db, user.id, company.id);
  const site = await findVisibleAddress(db, user.id, company.addressId);
  if (site === null) throw new Error(`The site of company ${company.id} is missing`);
  return ok(
    {
      companyId: company.id,
      companyName: company.name,
      address: toApiAddress(site, { selected: false }),
    },
    toApiUser({ ...user, companyId: company.id }),
  );
};

export const shopAtWorkHandlers = { shopAtWorkSubscribe };
