import { randomInt } from 'node:crypto';
import type { Db } from '../../db/database';

/*
 * A customer's short pickup code: 6 random digits, unique among open codes (a unique index), one
 * per phone, replaced after each handover so a code seen on a receipt or a screenshot stops
 * working. Finding a customer by code is for staff at the counter only, and rate-limited there.
 */

const newCode = () => String(randomInt(0, 1_000_000)).padStart(6, '0');

/** The phone's open code, made on first need. Two requests at once end with the same one. */
export async function ensurePickupCode(db: Db, phone: string): Promise<string> {
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const existing = await db.selectFrom('pickup_codes').select('code').where('phone', '=', phone).executeTakeFirst();
    if (existing) return existing.code;
    // A clash with another phone's code, or this phone's code made meanwhile, inserts nothing: read again.
    await db
      .insertInto('pickup_codes')
      .values({ phone, code: newCode(), created_at: new Date().toISOString() })
      .onConflict((conflict) => conflict.doNothing())
      .execute();
  }
  throw new Error('no free pickup code after 20 attempts');
}

export async function findPhoneByPickupCode(db: Db, code: string): Promise<string | undefined> {
  return (await db.selectFrom('pickup_codes').select('phone').where('code', '=', code).executeTakeFirst())?.phone;
}

/** After a handover: the next visit gets a new code. */
export async function dropPickupCode(db: Db, phone: string): Promise<void> {
  await db.deleteFrom('pickup_codes').where('phone', '=', phone).execute();
}
