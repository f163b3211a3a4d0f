/**
 * Sends a notification to every device of an account through the shop's provider, and forgets
 * the devices the provider says it can no longer reach. Called after the work that caused it is
 * committed (a status change), never inside its transaction: a slow provider holds no lock.
 */
import type { Db } from '../../db/client';
import type { PushMessage, PushProvider, PushResult } from './provider';
import { forgetTokens, tokensOfAccount } from './repository';

export async function notifyAccount(
  db: Db,
  provider: PushProvider,
  userId: number,
  message: PushMessage,
): Promise<PushResult> {
  const tokens = await tokensOfAccount(db, userId);
  if (tokens.length === 0) return { sent: 0, invalidTokens: [] };
  const result = await provider.send(tokens, message);
  await forgetTokens(db, result.invalidTokens);
  return result;
}
