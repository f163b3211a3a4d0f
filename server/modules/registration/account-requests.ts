/**
 * Mail requests that must not reveal whether an address has an account: a password reset link,
 * a new registration confirmation link. The call only queues the request (one INSERT, whatever
 * the address), so known and unknown addresses cost the same before the reply; the mail worker
 * then turns each request into a token and a message when an account fits, and into nothing
 * otherwise.
 */
import { ACCOUNT_MAILS_PER_HOUR } from '../../config';
import type { Db } from '../../db/client';
import { passwordResetMail, registrationConfirmMail } from '../../mail/account-mails';
import { queueMail } from '../../mail/outbox-repository';
import { takeOldestAccountMailRequest } from './account-request-repository';
import { findAccountByEmail, type AccountContact } from './repository';
import { countRecentTokens, issueAccountToken, type MailedTokenPurpose } from './token-repository';

export interface AccountMailSettings {
  readonly now: () => Date;
  /** The shop's address for the links. */
  readonly publicUrl: string;
}

/** Whether a request of `purpose` gets a mail for `account`. */
function wantsMail(purpose: MailedTokenPurpose, account: AccountContact): boolean {
  // A confirmed account needs no confirmation link; any account may reset its password.
  return purpose === 'password-reset' || !account.confirmed;
}

/** Handles the oldest waiting request, in one transaction; false when none waits. */
async function handleNextRequest(db: Db, settings: AccountMailSettings): Promise<boolean> {
  return db.transaction(async (tx) => {
    const request = await takeOldestAccountMailRequest(tx);
    if (request === null) return false;

    const purpose = request.purpose;
    if (purpose !== 'password-reset' && purpose !== 'registration-confirm') return true;
    const account = await findAccountByEmail(tx, request.email);
    if (account === null || !wantsMail(purpose, account)) return true;
    const now = settings.now();
    if ((await countRecentTokens(tx, account.id, purpose, now)) >= ACCOUNT_MAILS_PER_HOUR) {
      return true;
    }
    const token = await issueAccountToken(tx, {
      userId: account.id,
      purpose,
      email: account.email,
      now,
    });
    const mail = { publicUrl: settings.publicUrl, email: account.email, token };
    await queueMail(
      tx,
      purpose === 'password-reset'
        ? passwordResetMail({ ...mail, firstName: account.firstName })
        : registrationConfirmMail({ ...mail, firstName: account.firstName }),
    );
    return true;
  });
}

/** Handles every waiting request; returns how many. */
export async function handleAccountMailRequests(
  db: Db,
  settings: AccountMailSettings,
): Promise<number> {
  let handled = 0;
  while (await handleNextRequest(db, settings)) handled += 1;
  return handled;
}
