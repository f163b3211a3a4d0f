/**
 * The test identity provider's signing key and certificate, generated at first start and kept in
 * $DATA_DIR/test-idp so the shop keeps trusting the same provider across restarts (and every
 * process of one data directory agrees). Without a directory (tests) a fresh pair per process.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { generate } from 'selfsigned';

export interface SigningKeys {
  /** PKCS#8 PEM. */
  readonly privateKey: string;
  /** X.509 certificate, PEM. */
  readonly cert: string;
}

const VALIDITY_YEARS = 10;

export async function generateSigningKeys(
  commonName = 'Spesa online test IdP',
): Promise<SigningKeys> {
  const notBeforeDate = new Date();
  const notAfterDate = new Date(notBeforeDate);
  notAfterDate.setFullYear(notAfterDate.getFullYear() + VALIDITY_YEARS);
  const pems = await generate([{ name: 'commonName', value: commonName }], {
    keySize: 2048,
    algorithm: 'sha256',
    notBeforeDate,
    notAfterDate,
  });
  return { privateKey: pems.private, cert: pems.cert };
}

function isMissing(error: unknown): boolean {
  return (error as NodeJS.ErrnoException).code === 'ENOENT';
}

function isTaken(error: unknown): boolean {
  return (error as NodeJS.ErrnoException).code === 'EEXIST';
}

async function readKeys(dir: string): Promise<SigningKeys | null> {
  try {
    const [privateKey, cert] = await Promise.all([
      readFile(path.join(dir, 'key.pem'), 'utf8'),
      readFile(path.join(dir, 'cert.pem'), 'utf8'),
    ]);
    return { privateKey, cert };
  } catch (error) {
    if (isMissing(error)) return null;
    throw error;
  }
}

/**
 * The pair kept in `dir`, made there the first time. Two processes starting at once: the one whose
 * exclusive create of the certificate wins writes it; the other reads what the winner wrote.
 */
export async function loadOrCreateSigningKeys(dir: string | null): Promise<SigningKeys> {
  if (dir === null) return generateSigningKeys();
  const existing = await readKeys(dir);
  if (existing !== null) return existing;
  await mkdir(dir, { recursive: true, mode: 0o700 });
  const keys = await generateSigningKeys();
  try {
    await writeFile(path.join(dir, 'key.pem'), keys.privateKey, { flag: 'wx', mode: 0o600 });
    await writeFile(path.join(dir, 'cert.pem'), keys.cert, { flag: 'wx' });
    return keys;
  } catch (error) {
    if (!isTaken(error)) throw error;
    // Another process is writing the pair: wait for its certificate.
    for (let attempt = 0; attempt < 50; attempt += 1) {
      const written = await readKeys(dir);
      if (written !== null && written.cert.includes('END CERTIFICATE')) return written;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`The test identity provider's keys in ${dir} are incomplete`, { cause: error });
  }
}
