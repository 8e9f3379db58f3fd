import { lockedOnPostgres } from '../../db/locks';
import { STAFF_ROLES, type StaffAccount, type StaffAccountPatch, type StaffRole, type StaffState } from '@contract';
import type { Db } from '../../db/database';
import { toIso, type UserRow } from '../../db/schema';

/*
 * Staff and admin accounts as the owner manages them. A disabled account is stored with the record
 * state DELETED (the users table's state check lists ACTIVE, DELETED, PENDING): it cannot sign in,
 * its sessions are gone, and re-enabling sets ACTIVE again.
 */

export const stateOf = (row: Pick<UserRow, 'state'>): StaffState => (row.state === 'ACTIVE' ? 'ACTIVE' : 'DISABLED');
export const storedState = (state: StaffState) => (state === 'ACTIVE' ? ('ACTIVE' as const) : ('DELETED' as const));

export function toStaffAccount(row: UserRow): StaffAccount {
  return {
    id: row.id,
    phone: row.phone,
    firstName: row.first_name,
    lastName: row.last_name,
    role: row.role as StaffRole,
    state: stateOf(row),
    warehouseId: row.warehouse_id,
    createdAt: toIso(row.created_at),
  };
}

export async function listStaffAccounts(db: Db): Promise<StaffAccount[]> {
  const rows = await db.selectFrom('users').selectAll().where('role', 'in', STAFF_ROLES).orderBy('id').execute();
  return rows.map(toStaffAccount);
}

export function findStaffAccountRow(db: Db, id: number): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).where('role', 'in', STAFF_ROLES).executeTakeFirst();
}

/**
 * The ids of the active admins, their rows locked until the transaction ends (PostgreSQL; SQLite
 * has one writer). Two admins disabling each other at once then run one after the other, and the
 * second finds it is no longer an admin itself: the last admin always stays.
 */
export async function lockActiveAdmins(db: Db): Promise<number[]> {
  const query = db.selectFrom('users').select('id').where('role', '=', 'admin').where('state', '=', 'ACTIVE').orderBy('id');
  const rows = await lockedOnPostgres(db, query).execute();
  return rows.map((row) => row.id);
}

export async function warehouseExists(db: Db, organizationId: number, id: number): Promise<boolean> {
  const row = await db
    .selectFrom('warehouses')
    .select('id')
    .where('id', '=', id)
    .where('organization_id', '=', organizationId)
    .executeTakeFirst();
  return row !== undefined;
}

/** The account's name, role, state and warehouse as `change` says; what it leaves out stays. */
export function updateStaffAccount(db: Db, id: number, change: StaffAccountPatch): Promise<UserRow> {
  return db
    .updateTable('users')
    .set({
      ...(change.role ? { role: change.role } : {}),
      ...(change.state ? { state: storedState(change.state) } : {}),
      ...(change.warehouseId === undefined ? {} : { warehouse_id: change.warehouseId }),
      ...(change.firstName ? { first_name: change.firstName } : {}),
      ...(change.lastName ? { last_name: change.lastName } : {}),
      updated_at: new Date().toISOString(),
    })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}
