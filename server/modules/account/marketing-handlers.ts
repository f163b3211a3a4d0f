/**
 * The marketing-cloud and customer-lifetime calls (account-and-platform.md §7 "Login and account":
 * `marketingcloud/contact-key`, `marketingcloud/remove`, `customer-lifetime/user_info`). No
 * marketing service is reachable here, so our own server answers them from our own data: the
 * contact key is an opaque id of the customer, removing it withdraws the optional consents, and
 * the lifetime figures come from the orders. Each answers only about the logged-in customer.
 */
import { createHash } from 'node:crypto';
import { REGISTRATION_MODULE_TYPE_ID } from '../../db/schema';
import type { Db } from '../../db/client';
import type { OperationHandler } from '../../http/contract';
import { ApiError, ok, withInfo } from '../../http/envelope';
import { requireLiveSession } from '../../plugins/session';
import { toApiUser, type PublicUser } from '../session/repository';
import { normaliseEmail } from '../login/repository';
import { disclaimerStoreOf, withAnswers } from '../consent/consent-repository';
import { listDisclaimers, saveDisclaimerAnswers } from '../consent/disclaimer-repository';
import { orderFigures } from './marketing-repository';
import { accountInfos } from './messages';

/** A stable opaque key of the customer (it reveals neither the id nor the address). */
export function contactKeyOf(user: PublicUser): string {
  return `SO-${createHash('sha256').update(`contact-key:${user.id}`).digest('hex').slice(0, 24)}`;
}

const notYours = () => new ApiError(403, ['Operazione non consentita per questo account.']);

async function consentsOf(db: Db, userId: number) {
  const disclaimers = await listDisclaimers(
    db,
    await disclaimerStoreOf(db, userId),
    REGISTRATION_MODULE_TYPE_ID,
  );
  return withAnswers(db, userId, disclaimers);
}

const marketingCloudContactKey: OperationHandler<'marketingCloudContactKey'> = async (request) => {
  const user = requireLiveSession(request);
  const { ChannelAddressList: addresses, MaximumCount: maximum = 1 } = request.body;
  // Only the customer's own address has a key to give: another's answers like an unknown one.
  const own = addresses.slice(0, Math.max(maximum, 1)).map(normaliseEmail).includes(user.email);
  return ok({ value: own ? contactKeyOf(user) : null }, toApiUser(user));
};

const marketingCloudRemove: OperationHandler<'marketingCloudRemove'> = async (request) => {
  const user = requireLiveSession(request);
  const { contactKey, userId } = request.body;
  if (userId !== user.id || contactKey !== contactKeyOf(user)) throw notYours();
  const { server } = request;
  const { db } = server.database;
  const optional = (await consentsOf(db, user.id)).filter((row) => !row.required);
  await db.transaction((tx) =>
    saveDisclaimerAnswers(
      tx,
      user.id,
      optional.map(({ registrationDisclaimerId }) => ({ registrationDisclaimerId, value: false })),
      { now: server.clock(), source: 'profile' },
    ),
  );
  return withInfo(ok(null, toApiUser(user)), accountInfos.marketingWithdrawn);
};

const customerLifetimeUserInfo: OperationHandler<'customerLifetimeUserInfo'> = async (request) => {
  const user = requireLiveSession(request);
  if (request.query.userId !== user.id) throw notYours();
  const { db } = request.server.database;
  const figures = await orderFigures(db, user.id);
  const consents = await consentsOf(db, user.id);
  return ok(
    {
      userId: user.id,
      contactKey: contactKeyOf(user),
      orderCount: figures.orderCount,
      totalSpentCents: figures.totalSpentCents,
      firstOrderAt: figures.firstOrderAt?.toISOString() ?? null,
      lastOrderAt: figures.lastOrderAt?.toISOString() ?? null,
      consents: consents.map(({ registrationDisclaimerId, title, required, value }) => ({
        registrationDisclaimerId,
        title,
        required,
        value,
      })),
    },
    toApiUser(user),
  );
};

export const marketingHandlers = {
  marketingCloudContactKey,
  marketingCloudRemove,
  customerLifetimeUserInfo,
};
