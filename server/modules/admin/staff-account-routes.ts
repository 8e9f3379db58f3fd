import {
  idParamsSchema,
  staffAccountCreateSchema,
  staffAccountListSchema,
  staffAccountPatchSchema,
  staffAccountSchema,
  staffPasswordSchema,
} from '@contract';
import type { FastifyInstance } from 'fastify';
import { conflict, notFound } from '../../lib/http-error';
import { errorAnswers, listAnswer, typedRoutes } from '../../lib/route-answers';
import { requireAdmin } from '../../plugins/session';
import { hashNewPassword } from '../auth/password-check';
import { findUserByPhone } from '../auth/user-repository';
import { changeStaffAccount, createStaffAccount, setStaffPassword, staffAccountMessages } from './staff-account-changes';
import { findStaffAccountRow, listStaffAccounts, toStaffAccount } from './staff-account-repository';

const errors = errorAnswers(400, 401, 403, 404, 409);

/** Admins run the team in the app: list, add, edit, disable and re-enable, reset a password. */
export async function staffAccountRoutes(instance: FastifyInstance) {
  const app = typedRoutes(instance, requireAdmin);
  const { db, organizationId } = instance.ctx;

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
      const { password, ...account } = request.body;
      if (await findUserByPhone(db, account.phone)) throw conflict('PHONE_TAKEN');
      const passwordHash = await hashNewPassword(request, password);
      const created = await createStaffAccount(db, { actorId: request.user!.id, organizationId }, { ...account, passwordHash });
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
    async (request) =>
      toStaffAccount(await changeStaffAccount(db, { actorId: request.user!.id, organizationId }, request.params.id, request.body)),
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
      await setStaffPassword(db, request.user!.id, target, await hashNewPassword(request, request.body.password));
      return toStaffAccount(target);
    },
  );
}
