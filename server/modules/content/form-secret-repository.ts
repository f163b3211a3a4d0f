/** The forms' nonce key (./form-nonce.ts), one row made by the first process that needs it. */
import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/client';
import { contentFormSecrets } from '../../db/schema';

export async function loadFormSecret(db: Db): Promise<Buffer> {
  await db
    .insert(contentFormSecrets)
    .values({ id: 1, secret: randomBytes(32) })
    .onConflictDoNothing({ target: contentFormSecrets.id });
  const [row] = await db.select().from(contentFormSecrets);
  if (row === undefined) throw new Error('the forms have no nonce key');
  return row.secret;
}
