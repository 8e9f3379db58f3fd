import type { StaffAccountCreate, StaffAccountPatch } from '@contract';
import { caseMessages, reasonMessages } from '@contract/reason-messages';
import type { Db } from '../../db/database';
import type { UserRow } from '../../db/schema';
import { conflict, HttpError, notFound } from '../../lib/http-error';
import { recordAudit } from '../audit/record-audit';
import { deleteUserSessions } from '../auth/session-repository';
import { insertUser, updatePasswordHash } from '../auth/user-repository';
import { findStaffAccountRow, lockActiveAdmins, stateOf, updateStaffAccount, warehouseExists } from './staff-account-repository';

/*
 * The admins' changes to the team, each in one transaction with its audit row: add an account,
 * change one (name, role, state, warehouse), set its password.
 */

export const staffAccountMessages = {
  notFound: 'Ажилтны бүртгэл олдсонгүй',
  noWarehouse: 'Ийм агуулах байхгүй байна',
  notYourself: reasonMessages.STAFF_CHANGE_REFUSED,
  lastAdmin: caseMessages.STAFF_CHANGE_REFUSED.lastAdmin,
  notAdminAnyMore: 'Таны админ эрх өөрчлөгдсөн байна',
} as const;

/** Who changes the team, for the organisation this server runs for. */
export interface StaffChanger {
  actorId: number;
  organizationId: number;
}

/** The fields an audit row shows of an account (never its password). */
const audited = (row: UserRow) => ({
  phone: row.phone,
  firstName: row.first_name,
  lastName: row.last_name,
  role: row.role,
  state: stateOf(row),
  warehouseId: row.warehouse_id,
});

/**
 * Refuses what would leave the team without an admin: an admin demoting or disabling themselves,
 * and the last active admin being removed. `admins` are the active admins, locked.
 */
function refusal(actorId: number, target: UserRow, change: StaffAccountPatch, admins: number[]): string | null {
  if (!admins.includes(actorId)) return staffAccountMessages.notAdminAnyMore;
  const removesAdmin = target.role === 'admin' && target.state === 'ACTIVE' && (change.role === 'staff' || change.state === 'DISABLED');
  if (!removesAdmin) return null;
  if (target.id === actorId) return staffAccountMessages.notYourself;
  return admins.some((id) => id !== target.id) ? null : staffAccountMessages.lastAdmin;
}

async function checkWarehouse(trx: Db, organizationId: number, warehouseId: number | null | undefined) {
  if (warehouseId && !(await warehouseExists(trx, organizationId, warehouseId))) throw new HttpError(400, staffAccountMessages.noWarehouse);
}

/** A new staff account with a proved phone; a phone taken meanwhile is a 409. */
export function createStaffAccount(
  db: Db,
  { actorId, organizationId }: StaffChanger,
  account: Omit<StaffAccountCreate, 'password'> & { passwordHash: string },
): Promise<UserRow> {
  const { phone, firstName, lastName, role, passwordHash, warehouseId } = account;
  return db.transaction().execute(async (trx) => {
    await checkWarehouse(trx, organizationId, warehouseId);
    // The phone's unique index settles two admins adding the same number at once (the loser's insert fails: 409 below).
    const row = await insertUser(trx, { phone, passwordHash, firstName, lastName, email: null, role, phoneVerified: true }).catch(() => {
      throw conflict('PHONE_TAKEN');
    });
    const withWarehouse = warehouseId ? await updateStaffAccount(trx, row.id, { warehouseId }) : row;
    await recordAudit(trx, { actorId, action: 'staff.create', object: phone, after: audited(withWarehouse) });
    return withWarehouse;
  });
}

/** Changes an account as `change` says, unless that would leave the team without an admin (409). */
export function changeStaffAccount(
  db: Db,
  { actorId, organizationId }: StaffChanger,
  id: number,
  change: StaffAccountPatch,
): Promise<UserRow> {
  return db.transaction().execute(async (trx) => {
    const admins = await lockActiveAdmins(trx);
    const target = await findStaffAccountRow(trx, id);
    if (!target) throw notFound(staffAccountMessages.notFound);
    const reason = refusal(actorId, target, change, admins);
    if (reason) throw conflict(reason, 'STAFF_CHANGE_REFUSED');
    await checkWarehouse(trx, organizationId, change.warehouseId);
    const row = await updateStaffAccount(trx, target.id, change);
    // Disabling ends every session at once (the session check also refuses a disabled account).
    if (change.state === 'DISABLED') await deleteUserSessions(trx, target.id);
    await recordAudit(trx, { actorId, action: 'staff.update', object: target.phone, before: audited(target), after: audited(row) });
    return row;
  });
}

/** Sets the account's password; the old password's sessions end everywhere: whoever knew it is out. */
export function setStaffPassword(db: Db, actorId: number, target: UserRow, passwordHash: string): Promise<void> {
  return db.transaction().execute(async (trx) => {
    await updatePasswordHash(trx, target.id, passwordHash);
    await deleteUserSessions(trx, target.id);
    await recordAudit(trx, { actorId, action: 'staff.password', object: target.phone, after: { sessionsEnded: true } });
  });
}
