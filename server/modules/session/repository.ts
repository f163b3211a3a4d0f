/**
 * The user as a session holds it and a reply shows it: the columns read with the session's row
 * (./session-repository.ts) and the envelope's `user`.
 */
import { sql } from 'drizzle-orm';
import { companyMembers, favorites, users } from '../../db/schema';
import type { ApiUser } from '../../http/envelope';

/** The columns a reply may show about a user (never the hash or the MFA secret). */
export const publicUserColumns = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  userTypeId: users.userTypeId,
  betaTester: users.betaTester,
  hasFavorites: sql<boolean>`exists (select 1 from ${favorites} where ${favorites.userId} = ${users.id})`,
  companyId: sql<
    number | null
  >`(select ${companyMembers.companyId} from ${companyMembers} where ${companyMembers.userId} = ${users.id})`,
};

export interface PublicUser {
  readonly id: number;
  readonly email: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly userTypeId: number;
  readonly betaTester: boolean;
  /** At least one favourite product ('I miei preferiti'). */
  readonly hasFavorites: boolean;
  /** The company of the shop-at-work subscription; null: none. */
  readonly companyId: number | null;
}

/** The envelope's `user` for a logged-in user. */
export function toApiUser(user: PublicUser): ApiUser {
  return {
    userId: user.id,
    login: user.email,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    betaTester: user.betaTester ? '1' : '0',
    hasFavorites: user.hasFavorites,
    ...(user.companyId === null ? {} : { companyId: user.companyId }),
    userType: { userTypeId: user.userTypeId },
  };
}
