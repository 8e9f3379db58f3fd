import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { PHONE_CODE_MAX_TRIES, PHONE_CODE_TTL_MINUTES } from '@contract';
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { toIso, type PhoneCodePurpose } from '../../db/schema';

/** Whose code: the phone it went to, what it is for, and the account it works for. */
export interface CodeSubject {
  phone: string;
  purpose: PhoneCodePurpose;
  userId: number;
}

export type CodeCheck = { kind: 'ok' } | { kind: 'wrong'; triesLeft: number } | { kind: 'expired' };

/**
 * One-time codes. The table keeps an HMAC of each code (under a key in `server_secrets`), bound to
 * its phone, purpose and account, so a leaked table tells nothing and a code works only for what it
 * was sent for. A new code ends the subject's older ones.
 */
export function createPhoneCodes(db: Db, key: Buffer) {
  const hashOf = (subject: CodeSubject, code: string) =>
    createHmac('sha256', key).update(`${subject.phone}.${subject.purpose}.${subject.userId}.${code}`).digest('hex');
  const ofSubject = (subject: CodeSubject) =>
    db
      .selectFrom('phone_codes')
      .where('phone', '=', subject.phone)
      .where('purpose', '=', subject.purpose)
      .where('user_id', '=', subject.userId)
      .where('used_at', 'is', null);

  return {
    /** A fresh 6-digit code for `subject`, valid 10 minutes; its older codes stop working. */
    async issue(subject: CodeSubject, now = new Date()): Promise<{ code: string; expiresAt: string }> {
      const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
      const expiresAt = new Date(now.getTime() + PHONE_CODE_TTL_MINUTES * 60_000).toISOString();
      await db.transaction().execute(async (trx) => {
        await trx
          .updateTable('phone_codes')
          .set({ used_at: now.toISOString() })
          .where('phone', '=', subject.phone)
          .where('purpose', '=', subject.purpose)
          .where('user_id', '=', subject.userId)
          .where('used_at', 'is', null)
          .execute();
        await trx
          .insertInto('phone_codes')
          .values({
            phone: subject.phone,
            purpose: subject.purpose,
            user_id: subject.userId,
            code_hash: hashOf(subject, code),
            created_at: now.toISOString(),
            expires_at: expiresAt,
          })
          .execute();
      });
      return { code, expiresAt };
    },

    /**
     * Checks `code` against the subject's live code and uses it up when right. Each try is counted
     * first, by a compare-and-set on the count, so parallel guesses cannot get more than five tries
     * between them; the right code is then taken by a compare-and-set on `used_at`, so it works once.
     */
    async check(subject: CodeSubject, code: string, now = new Date()): Promise<CodeCheck> {
      const row = await ofSubject(subject).select(['id', 'code_hash', 'expires_at']).orderBy('id', 'desc').executeTakeFirst();
      if (!row || new Date(toIso(row.expires_at)) <= now) return { kind: 'expired' };
      const counted = await db
        .updateTable('phone_codes')
        .set({ attempts: sql`attempts + 1` })
        .where('id', '=', row.id)
        .where('attempts', '<', PHONE_CODE_MAX_TRIES)
        .where('used_at', 'is', null)
        .returning('attempts')
        .executeTakeFirst();
      if (!counted) return { kind: 'expired' };
      const given = Buffer.from(hashOf(subject, code), 'hex');
      if (!timingSafeEqual(given, Buffer.from(row.code_hash, 'hex'))) {
        return { kind: 'wrong', triesLeft: PHONE_CODE_MAX_TRIES - Number(counted.attempts) };
      }
      const used = await db
        .updateTable('phone_codes')
        .set({ used_at: now.toISOString() })
        .where('id', '=', row.id)
        .where('used_at', 'is', null)
        .executeTakeFirst();
      return Number(used.numUpdatedRows) === 1 ? { kind: 'ok' } : { kind: 'expired' };
    },
  };
}
export type PhoneCodes = ReturnType<typeof createPhoneCodes>;
