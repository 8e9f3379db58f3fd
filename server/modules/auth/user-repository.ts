import type { User } from '@contract';
import type { Db } from '../../db/database';
import type { UserRole, UserRow } from '../../db/schema';

export interface NewUser {
  phone: string;
  passwordHash: string;
  firstName: string;
  lastName: string;
  email: string | null;
  role: UserRole;
  /** Registration: false (the phone is proved by a code later). Staff made by the CLI, and the demo: true. */
  phoneVerified: boolean;
}

/** The product's user record; the phone doubles as the username people sign in with. */
export function toUser(row: UserRow): User {
  return {
    id: row.id,
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
    prefix: null,
    state: row.state,
    username: row.phone,
    phone: row.phone,
    role: row.role,
    phoneVerified: row.phone_verified_at !== null,
    ebarimtConsumerNo: row.ebarimt_consumer_no,
    company: row.company_reg_no && row.company_name ? { regNo: row.company_reg_no, name: row.company_name } : null,
  };
}

export function findUserByPhone(db: Db, phone: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('phone', '=', phone).executeTakeFirst();
}

export function findUserById(db: Db, id: number): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function insertUser(db: Db, user: NewUser): Promise<UserRow> {
  const now = new Date().toISOString();
  return db
    .insertInto('users')
    .values({
      phone: user.phone,
      password_hash: user.passwordHash,
      first_name: user.firstName,
      last_name: user.lastName,
      email: user.email,
      role: user.role,
      state: 'ACTIVE',
      created_at: now,
      updated_at: now,
      phone_verified_at: user.phoneVerified ? now : null,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export interface ProfileChange {
  firstName: string;
  lastName: string;
  phone: string;
  email: string | null;
  ebarimtConsumerNo?: string | null;
  company?: { regNo: string; name: string } | null;
}

/**
 * Saves the profile. A new phone is taken only when no parcel is registered to it, in the same
 * statement (an account on it fails the unique index instead); undefined when refused.
 */
export function updateProfile(
  db: Db,
  user: UserRow,
  change: ProfileChange,
  /** A new phone proved by a code to it: verified, and its parcels (if any) become this account's. */
  newPhoneProved = false,
): Promise<UserRow | undefined> {
  const now = new Date().toISOString();
  const phoneChanges = change.phone !== user.phone;
  let update = db
    .updateTable('users')
    .set({
      first_name: change.firstName,
      last_name: change.lastName,
      phone: change.phone,
      email: change.email,
      updated_at: now,
      // The e-barimt numbers: left out keeps them, null removes them.
      ...(change.ebarimtConsumerNo === undefined ? {} : { ebarimt_consumer_no: change.ebarimtConsumerNo }),
      ...(change.company === undefined
        ? {}
        : { company_reg_no: change.company?.regNo ?? null, company_name: change.company?.name ?? null }),
      // A new phone starts unproved unless the code to it came with the change.
      ...(phoneChanges ? { phone_verified_at: newPhoneProved ? now : null, phone_verified_by: null } : {}),
    })
    .where('id', '=', user.id);
  if (phoneChanges && !newPhoneProved) {
    update = update.where((eb) =>
      eb.not(eb.exists(eb.selectFrom('parcels').select('parcels.id').where('parcels.phone', '=', change.phone))),
    );
  }
  return update.returningAll().executeTakeFirst();
}

/**
 * Marks the account's phone proved (by a code, or by staff `verifiedBy` at the counter). Only while
 * the account still has `phone`: a phone changed meanwhile is not verified by a code sent to the old one.
 */
export function markPhoneVerified(db: Db, userId: number, phone: string, verifiedBy: number | null = null): Promise<UserRow | undefined> {
  const now = new Date().toISOString();
  return db
    .updateTable('users')
    .set({ phone_verified_at: now, phone_verified_by: verifiedBy, updated_at: now })
    .where('id', '=', userId)
    .where('phone', '=', phone)
    .returningAll()
    .executeTakeFirst();
}

export async function updatePasswordHash(db: Db, id: number, passwordHash: string): Promise<void> {
  await db.updateTable('users').set({ password_hash: passwordHash, updated_at: new Date().toISOString() }).where('id', '=', id).execute();
}

export async function updateRole(db: Db, phone: string, role: UserRole): Promise<boolean> {
  const result = await db
    .updateTable('users')
    .set({ role, updated_at: new Date().toISOString() })
    .where('phone', '=', phone)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export function listUsers(db: Db, role?: UserRole): Promise<UserRow[]> {
  let query = db.selectFrom('users').selectAll().orderBy('id');
  if (role) query = query.where('role', '=', role);
  return query.execute();
}
