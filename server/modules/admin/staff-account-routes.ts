import {
  idParamsSchema,
  staffAccountCreateSchema,
  staffAccountListSchema,
  staffAccountPatchSchema,
  staffAccountSchema,
  staffPasswordSchema,
  type StaffAccountPatch,
} from '@contract';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database';
import type { UserRow } from '../../db/schema';
import { conflict, HttpError, messages, notFound } from '../../lib/http-error';
import { errorAnswers, listAnswer, typedRoutes } from '../../lib/route-answers';
import { requireAdmin } from '../../plugins/session';
import { recordAudit } from '../audit/record-audit';
import { hashNewPassword } from '../auth/password-check';
import { deleteUserSessions } from '../auth/session-repository';
import { findUserByPhone, insertUser, updatePasswordHash } from '../auth/user-repository';
import {
  findStaffAccountRow,
  listStaffAccounts,
  lockActiveAdmins,
  stateOf,
  storedState,
  toStaffAccount,
  warehouseExists,
} from './staff-account-repository';

const errors = errorAnswers(400, 401, 403, 404, 409);

export const staffAccountMessages = {
  notFound: 'Ажилтны бүртгэл олдсонгүй',
  noWarehouse: 'Ийм агуулах байхгүй байна',
  notYourself: 'Өөрийнхөө эрхийг бууруулах эсвэл бүртгэлээ хаах боломжгүй',
  lastAdmin: 'Сүүлийн админыг хасах боломжгүй: эхлээд өөр админ нэмнэ үү',
  notAdminAnyMore: 'Таны админ эрх өөрчлөгдсөн байна',
} as const;

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

/** Admins run the team in the app: list, add, edit, disable and re-enable, reset a password. */
export async function staffAccountRoutes(instance: FastifyInstance) {
  const app = typedRoutes(instance, requireAdmin);
  const { db, organizationId } = instance.ctx;

  const checkWarehouse = async (trx: Db, warehouseId: number | null | undefined) => {
    if (warehouseId && !(await warehouseExists(trx, organizationId, warehouseId)))
      throw new HttpError(400, staffAccountMessages.noWarehouse);
  };

  app.get(
    '/api/admin/staff',
    { schema: { description: 'Admins: the staff accounts.', response: { 200: staffAccountListSchema, ...errors } } },
    async () => listAnswer(await listStaffAccounts(db)),
  );

  app.post(
    '/api/admin/staff',
    {
      schema: {
        description: 'Admins add a staff member (a taken phone).',
        body: staffAccountCreateSchema,
        response: { 201: staffAccountSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { phone, firstName, lastName, role, password, warehouseId } = request.body;
      if (await findUserByPhone(db, phone)) throw conflict(messages.phoneTaken, 'PHONE_TAKEN');
      const passwordHash = await hashNewPassword(request, password);
      const created = await db.transaction().execute(async (trx) => {
        await checkWarehouse(trx, warehouseId);
        // The phone's unique index settles two admins adding the same number at once (the loser's insert fails: 409 below).
        const row = await insertUser(trx, { phone, passwordHash, firstName, lastName, email: null, role, phoneVerified: true }).catch(
          () => {
            throw conflict(messages.phoneTaken, 'PHONE_TAKEN');
          },
        );
        const withWarehouse = warehouseId
          ? await trx
              .updateTable('users')
              .set({ warehouse_id: warehouseId })
              .where('id', '=', row.id)
              .returningAll()
              .executeTakeFirstOrThrow()
          : row;
        await recordAudit(trx, { actorId: request.user!.id, action: 'staff.create', object: phone, after: audited(withWarehouse) });
        return withWarehouse;
      });
      return reply.code(201).send(toStaffAccount(created));
    },
  );

  app.patch(
    '/api/admin/staff/:id',
    {
      schema: {
        description:
          "Admins change a staff member's name or role, or disable (every session ends at once) or re-enable the account. An admin cannot demote or disable themselves, nor the last admin.",
        params: idParamsSchema,
        body: staffAccountPatchSchema,
        response: { 200: staffAccountSchema, ...errors },
      },
    },
    async (request) => {
      const change = request.body;
      const actorId = request.user!.id;
      const updated = await db.transaction().execute(async (trx) => {
        const admins = await lockActiveAdmins(trx);
        const target = await findStaffAccountRow(trx, request.params.id);
        if (!target) throw notFound(staffAccountMessages.notFound);
        const reason = refusal(actorId, target, change, admins);
        if (reason) throw conflict(reason, 'STAFF_CHANGE_REFUSED');
        await checkWarehouse(trx, change.warehouseId);
        const row = await trx
          .updateTable('users')
          .set({
            ...(change.role ? { role: change.role } : {}),
            ...(change.state ? { state: storedState(change.state) } : {}),
            ...(change.warehouseId === undefined ? {} : { warehouse_id: change.warehouseId }),
            ...(change.firstName ? { first_name: change.firstName } : {}),
            ...(change.lastName ? { last_name: change.lastName } : {}),
            updated_at: new Date().toISOString(),
          })
          .where('id', '=', target.id)
          .returningAll()
          .executeTakeFirstOrThrow();
        // Disabling ends every session at once (the session check also refuses a disabled account).
        if (change.state === 'DISABLED') await deleteUserSessions(trx, target.id);
        await recordAudit(trx, { actorId, action: 'staff.update', object: target.phone, before: audited(target), after: audited(row) });
        return row;
      });
      return toStaffAccount(updated);
    },
  );

  app.post(
    '/api/admin/staff/:id/password',
    {
      schema: {
        description: "Admins set a staff member's password; every session of theirs ends.",
        params: idParamsSchema,
        body: staffPasswordSchema,
        response: { 200: staffAccountSchema, ...errors },
      },
    },
    async (request) => {
      const target = await findStaffAccountRow(db, request.params.id);
      if (!target) throw notFound(staffAccountMessages.notFound);
      const passwordHash = await hashNewPassword(request, request.body.password);
      await db.transaction().execute(async (trx) => {
        await updatePasswordHash(trx, target.id, passwordHash);
        // The old password's sessions end everywhere: whoever knew it is out.
        await deleteUserSessions(trx, target.id);
        await recordAudit(trx, {
          actorId: request.user!.id,
          action: 'staff.password',
          object: target.phone,
          after: { sessionsEnded: true },
        });
      });
      return toStaffAccount(target);
    },
  );
}
