/**
 * Registration (account-and-platform.md sections 2, 5 and 7 'Registration and profile'): the
 * form, its confirmation link, a new link, and the social account the form may start from.
 * No reply tells whether an address has an account.
 */
import { inviteMessages, normaliseInviteCode } from '../../../src/domain/invite';
import { messages } from '../../../src/domain/messages';
import { checkResetRequest } from '../../../src/domain/password-reset';
import { checkRegistration, type Registration } from '../../../src/domain/registration';
import { shopDate } from '../../../src/domain/shop-time';
import { ACCOUNT_MAILS_PER_HOUR } from '../../config';
import type { Db } from '../../db/client';
import { REGISTRATION_MODULE_TYPE_ID } from '../../db/schema';
import type { OperationHandler } from '../../http/contract';
import { ApiError, ok, withInfo } from '../../http/envelope';
import {
  ACCOUNT_MAIL_SUBJECTS,
  alreadyRegisteredMail,
  registrationConfirmMail,
} from '../../mail/account-mails';
import { countRecentMails, queueMail } from '../../mail/outbox-repository';
import { envelopeUser } from '../../plugins/session';
import { hashPassword } from '../login/passwords';
import { normaliseEmail } from '../login/repository';
import { acceptsRequired, answersTo } from '../consent/disclaimer-answers';
import {
  DEFAULT_DISCLAIMER_STORE_ID,
  listDisclaimers,
  saveDisclaimerAnswers,
  type DisclaimerAnswer,
} from '../consent/disclaimer-repository';
import { queueAccountMailRequest } from './account-request-repository';
import { formRefusal, formTexts } from './form-refusal';
import { inviterEmailOf } from './invite-repository';
import { registrationMessages } from './messages';
import { accountMessages } from '../../../src/domain/account-messages';
import { confirmAccount, insertAccount, storeExists } from './repository';
import { issueAccountToken, useAccountToken } from './token-repository';
import { isWellFormedAccountToken } from './tokens';

/**
 * What a module above registration adds to a new account (social login links the provider's
 * account): runs in the account's transaction and answers whether the address is confirmed
 * already, in which case it is marked so and no confirmation link is mailed.
 */
export type AccountCreatedHook = (
  tx: Db,
  account: { readonly userId: number; readonly email: string },
) => Promise<boolean>;

/**
 * Creates the account with its answers and link, or, when the address has an account already,
 * only mails its owner about it (at most a few such mails an hour): the caller cannot tell which.
 */
async function registerOrNotify(
  db: Db,
  registration: Registration,
  settings: {
    readonly passwordHash: string;
    readonly answers: readonly DisclaimerAnswer[];
    readonly now: Date;
    readonly publicUrl: string;
    /** The friend's invite code, checked; null: none. */
    readonly inviteCode: string | null;
    readonly onCreated: AccountCreatedHook | undefined;
  },
): Promise<void> {
  const email = normaliseEmail(registration.email);
  await db.transaction(async (tx) => {
    const userId = await insertAccount(tx, {
      email,
      passwordHash: settings.passwordHash,
      firstName: registration.firstName,
      lastName: registration.lastName,
      phone: registration.phone === '' ? null : registration.phone,
      fiscalCode: registration.fiscalCode,
      birthDate: registration.birthDate,
      storeId: registration.storeId ?? null,
      inviteCode: settings.inviteCode,
    });
    if (userId === null) {
      const recent = await countRecentMails(tx, email, ACCOUNT_MAIL_SUBJECTS.alreadyRegistered);
      if (recent < ACCOUNT_MAILS_PER_HOUR) {
        await queueMail(tx, alreadyRegisteredMail({ publicUrl: settings.publicUrl, email }));
      }
      return;
    }
    await saveDisclaimerAnswers(tx, userId, settings.answers, {
      now: settings.now,
      source: 'registration',
    });
    if (settings.onCreated !== undefined && (await settings.onCreated(tx, { userId, email }))) {
      await confirmAccount(tx, userId, settings.now);
      return;
    }
    const token = await issueAccountToken(tx, {
      userId,
      purpose: 'registration-confirm',
      email,
      now: settings.now,
    });
    await queueMail(
      tx,
      registrationConfirmMail({
        publicUrl: settings.publicUrl,
        email,
        firstName: registration.firstName,
        token,
      }),
    );
  });
}

/**
 * The friend's invite code, uppercase, or null without one. An unknown code, or the code of the
 * account with the address being registered (one's own), answers 400 'Codice invito non valido'.
 */
async function checkedInviteCode(db: Db, registration: Registration): Promise<string | null> {
  const typed = registration.inviteCode ?? '';
  if (typed.trim() === '') return null;
  const code = normaliseInviteCode(typed);
  const inviterEmail = code === null ? null : await inviterEmailOf(db, code);
  if (
    code === null ||
    inviterEmail === null ||
    inviterEmail === normaliseEmail(registration.email)
  ) {
    throw new ApiError(400, [inviteMessages.invalidCode]);
  }
  return code;
}

/** register_user, with what a module above adds to the account it creates (`onCreated`). */
export function registerUserWith(
  onCreated?: AccountCreatedHook,
): OperationHandler<'registrationRegisterUser'> {
  return (request) => registerUser(request, onCreated);
}

async function registerUser(
  request: Parameters<OperationHandler<'registrationRegisterUser'>>[0],
  onCreated: AccountCreatedHook | undefined,
) {
  const { server } = request;
  const { db } = server.database;
  const now = server.clock();
  // The schema checked the shape; the shared domain rules check what the form checks.
  const form = checkRegistration(request.body, shopDate(now));
  const storeId = request.body.storeId ?? DEFAULT_DISCLAIMER_STORE_ID;
  const disclaimers = await listDisclaimers(db, storeId, REGISTRATION_MODULE_TYPE_ID);
  const answers = answersTo(disclaimers, request.body.disclaimers);
  const texts = [
    ...(form.ok ? [] : formTexts(form.fieldErrors)),
    ...(acceptsRequired(disclaimers, answers) ? [] : [accountMessages.disclaimersRequired.message]),
  ];
  if (!form.ok || texts.length > 0) throw new ApiError(400, texts);
  const registration = form.value;
  if (registration.storeId !== undefined && !(await storeExists(db, registration.storeId))) {
    throw new ApiError(400, [messages.badRequest.message]);
  }

  const inviteCode = await checkedInviteCode(db, registration);

  // Hashed for a taken address too: both paths cost the same, so timing tells nothing.
  const passwordHash = await hashPassword(registration.password);
  await registerOrNotify(db, registration, {
    passwordHash,
    answers,
    now,
    publicUrl: server.mail.publicUrl,
    inviteCode,
    onCreated,
  });
  server.mail.wake();
  const email = normaliseEmail(registration.email);
  return withInfo(ok({ email }, envelopeUser(request)), registrationMessages.confirmationSent);
}

const registrationRegisterUser = registerUserWith();

const registrationConfirm: OperationHandler<'registrationConfirm'> = async (request) => {
  const { server } = request;
  const { e_mail: email, reg_control_code: token } = request.query;
  const now = server.clock();
  const confirmed =
    isWellFormedAccountToken(token) &&
    (await server.database.db.transaction(async (tx) => {
      const userId = await useAccountToken(tx, {
        purpose: 'registration-confirm',
        email: normaliseEmail(email),
        token,
        now,
      });
      if (userId === null) return false;
      await confirmAccount(tx, userId, now);
      return true;
    }));
  if (!confirmed) throw new ApiError(400, [accountMessages.tokenInvalid.message]);
  return withInfo(
    ok({ confirmed: true as const }, envelopeUser(request)),
    registrationMessages.confirmed,
  );
};

const registrationResendEmail: OperationHandler<'registrationResendEmail'> = async (request) => {
  const { server } = request;
  // The same one-field form as the reset request: the account's e-mail.
  const form = checkResetRequest(request.query);
  if (!form.ok) throw formRefusal(form.fieldErrors);
  await queueAccountMailRequest(
    server.database.db,
    'registration-confirm',
    normaliseEmail(form.value.e_mail),
  );
  server.mail.wake();
  return withInfo(ok(null, envelopeUser(request)), registrationMessages.confirmationResent);
};

const registrationSocialUserDetail: OperationHandler<'registrationSocialUserDetail'> = async (
  request,
) => ok({ linked: false as const }, envelopeUser(request));

export const registrationFormHandlers = {
  registrationRegisterUser,
  registrationConfirm,
  registrationResendEmail,
  registrationSocialUserDetail,
};
