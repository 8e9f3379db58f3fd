import { randomBytes } from 'node:crypto';
import type { Db } from './database';

/**
 * The named secret (32 random bytes), created by whichever instance asks first; every other call, on
 * any instance sharing the database, reads that same one.
 */
export async function loadServerSecret(db: Db, name: string): Promise<Buffer> {
  await db
    .insertInto('server_secrets')
    .values({ name, value: randomBytes(32).toString('base64') })
    .onConflict((conflict) => conflict.column('name').doNothing())
    .execute();
  const { value } = await db.selectFrom('server_secrets').select('value').where('name', '=', name).executeTakeFirstOrThrow();
  return Buffer.from(value, 'base64');
}
