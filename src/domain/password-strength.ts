/**
 * Passwords too common to protect an account, whatever their length: the most used ones in the
 * public breach lists, Italian ones included (NIST SP 800-63B, section 5.1.1.2, asks to refuse
 * them). Compared without case.
 */
const COMMON_PASSWORDS = new Set([
  '123456',
  '1234567',
  '12345678',
  '123456789',
  '1234567890',
  '123123',
  '111111',
  '000000',
  '654321',
  '666666',
  '121212',
  '112233',
  'abc123',
  'abcdef',
  'password',
  'password1',
  'passw0rd',
  'qwerty',
  'qwerty123',
  'qwertyuiop',
  'asdfgh',
  'zxcvbn',
  'iloveyou',
  'dragon',
  'monkey',
  'letmein',
  'welcome',
  'admin123',
  'ciao123',
  'ciaociao',
  'amore',
  'amoremio',
  'tiamo',
  'tiamo123',
  'juventus',
  'forzajuve',
  'forzainter',
  'forzamilan',
  'forzanapoli',
  'napoli',
  'roma1927',
  'francesca',
  'giuseppe',
  'alessandro',
  'andrea',
  'martina',
  'spesa123',
  'spesaonline',
]);

/** True when `password` is one of the commonest passwords (or the e-mail's own name). */
export function isCommonPassword(password: string, email = ''): boolean {
  const lower = password.toLowerCase();
  const mailbox = email.trim().toLowerCase().split('@')[0] ?? '';
  return COMMON_PASSWORDS.has(lower) || (mailbox.length > 0 && lower === mailbox);
}
