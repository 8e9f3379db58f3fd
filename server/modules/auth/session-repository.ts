import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../../db/database';
import type { UserRow } from '../../db/schema';

/**
 * The cookie holds a random token; the database holds only its SHA-256, so a leaked sessions table
 * cannot be replayed as cookies.
 */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export async function createSession(db: Db, userId: number, ttlMs: number): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString('base64url');
  const now = new Date();
  const expiresAt = new Date(now.getTime() + ttlMs);
  // Each sign-in is a moment to drop that user's stale rows, so the table does not only grow.
  await db.deleteFrom('sessions').where('user_id', '=', userId).where('expires_at', '<=', now.toISOString()).execute();
  await db
    .insertInto('sessions')
    .values({ token_hash: hashToken(token), user_id: userId, created_at: now.toISOString(), expires_at: expiresAt.toISOString() })
    .execute();
  return { token, expiresAt };
}

export async function findSessionUser(db: Db, token: string): Promise<UserRow | undefined> {
  return db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .selectAll('users')
    .where('sessions.token_hash', '=', hashToken(token))
    .where('sessions.expires_at', '>', new Date().toISOString())
    .where('users.state', '=', 'ACTIVE')
    .executeTakeFirst();
}

export async function deleteSession(db: Db, token: string): Promise<void> {
  await db.deleteFrom('sessions').where('token_hash', '=', hashToken(token)).execute();
}

export async function deleteUserSessions(db: Db, userId: number): Promise<void> {
  await db.deleteFrom('sessions').where('user_id', '=', userId).execute();
}

/** Drops every session past its expiry (with, by cascade, the push subscriptions saved under it); answers how many. */
export async function deleteExpiredSessions(db: Db, now = new Date()): Promise<number> {
  const result = await db.deleteFrom('sessions').where('expires_at', '<=', now.toISOString()).executeTakeFirst();
  return Number(result.numDeletedRows);
}
