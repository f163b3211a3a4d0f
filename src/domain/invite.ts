/**
 * The friend invite (spec: a 5 € voucher per invited friend after that friend's first order): the
 * personal code's alphabet (no look-alikes such as 0/O, 1/I), how a typed code is read, the link,
 * how friends are shown (masked) and the Italian messages.
 */

export const INVITE_CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const INVITE_CODE_LENGTH = 8;
/** The gift certificate each friend's first delivered order gives the inviter (5 €). */
export const INVITE_VOUCHER_CODE = 'AMICO5';
export const INVITE_VOUCHER_CENTS = 500;

export const inviteMessages = {
  invalidCode: 'Codice invito non valido',
} as const;

const CODE_PATTERN = new RegExp(`^[${INVITE_CODE_ALPHABET}]{${INVITE_CODE_LENGTH}}$`);

/** The code as stored (trimmed, uppercase), or null when it cannot be an invite code. */
export function normaliseInviteCode(typed: string): string | null {
  const code = typed.trim().toUpperCase();
  return CODE_PATTERN.test(code) ? code : null;
}

/** The registration link a friend opens. */
export function inviteLink(publicUrl: string, code: string): string {
  return `${publicUrl.replace(/\/+$/, '')}/registration-user?invite=${encodeURIComponent(code)}`;
}

/** 'mario.rossi@example.it' as 'ma***@example.it'. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 0) return '***';
  return `${email.slice(0, Math.min(2, at))}***${email.slice(at)}`;
}

/** 'Mario', 'Rossi' as 'Mario R.'. */
export function maskName(firstName: string, lastName: string): string {
  const initial = lastName.trim().charAt(0).toUpperCase();
  return initial === '' ? firstName : `${firstName} ${initial}.`;
}
