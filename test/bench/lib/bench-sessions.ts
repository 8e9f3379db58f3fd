import { randomBytes } from 'node:crypto';
import type { Db } from '../../../server/db/database';
import { hashToken } from '../../../server/modules/auth/session-repository';
import { SESSION_COOKIE } from '../../../server/plugins/session';
import { benchPhone } from './fill-parcels';

/** Signed-in browsers for the bench's reads behind a session: one staff member, and customers. */
export interface BenchSessions {
  /** The `cookie` header of a staff member's session (the counter's look-up). */
  staff: string;
  /** The `cookie` headers of customers whose phones (verified) are the fill's first ones, with their parcels. */
  customers: string[];
}

/**
 * Accounts and sessions straight into the database (no password is ever checked: the loads only
 * carry the cookies): a staff member, and `customers` customers with verified phones of the fill.
 */
export async function createBenchSessions(db: Db, customers: number): Promise<BenchSessions> {
  const now = new Date().toISOString();
  const expires = new Date(Date.now() + 24 * 60 * 60 * 1000).toISOString();
  const user = (phone: string, role: 'staff' | 'customer') => ({
    phone,
    password_hash: 'bench: never signs in',
    first_name: 'Бат',
    last_name: 'Болд',
    email: null,
    role,
    state: 'ACTIVE' as const,
    created_at: now,
    updated_at: now,
    phone_verified_at: now,
  });
  const users = await db
    .insertInto('users')
    .values([user('70000001', 'staff'), ...Array.from({ length: customers }, (_, index) => user(benchPhone(index), 'customer'))])
    .returning(['id', 'role'])
    .execute();
  const tokens = users.map(() => randomBytes(32).toString('base64url'));
  await db
    .insertInto('sessions')
    .values(users.map(({ id }, index) => ({ token_hash: hashToken(tokens[index]!), user_id: id, created_at: now, expires_at: expires })))
    .execute();
  const cookie = (token: string) => `${SESSION_COOKIE}=${token}`;
  return {
    staff: cookie(tokens[users.findIndex((row) => row.role === 'staff')]!),
    customers: tokens.filter((_, index) => users[index]!.role === 'customer').map(cookie),
  };
}
