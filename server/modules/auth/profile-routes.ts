import { clientNetworkKey } from '../../lib/client-network';
import { changePasswordRequestSchema, idParamsSchema, updateUserRequestSchema, userSchema } from '@contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { UserRow } from '../../db/schema';
import { badRequest, conflict, HttpError, messages, notFound } from '../../lib/http-error';
import { verifyPassword } from '../../lib/password';
import { errorAnswers, typedRoutes } from '../../lib/route-answers';
import { requireUser, startSession } from '../../plugins/session';
import { enforceWindow } from '../../lib/rate-limit/limits';
import { checkPassword, hashNewPassword } from './password-check';
import { codeRefused } from './phone-messages';
import { deleteUserSessions } from './session-repository';
import { isUniqueViolation } from '../../db/unique-violation';
import { findUserById, toUser, updatePasswordHash, updateProfile } from './user-repository';

const errors = errorAnswers(400, 401, 404, 409, 429, 503);

/**
 * The signed-in user's current password, checked like a login (same lock, same queue): a borrowed
 * session must not become a way to guess it. A wrong one is a 400 with its own message.
 */
async function assertCurrentPassword(request: FastifyRequest, user: UserRow, password: string): Promise<UserRow> {
  const { ctx } = request.server;
  const current = await findUserById(ctx.db, user.id);
  const subject = { client: clientNetworkKey(request.ip), phone: user.phone, device: ctx.deviceCookies.deviceOf(request, current) };
  const valid = await checkPassword(request, subject, async () => !!current && (await verifyPassword(password, current.password_hash)));
  if (!valid || !current) throw badRequest('WRONG_PASSWORD');
  return current;
}

/** The code sent to the new phone (purpose `change`): it proves the new phone is the caller's. */
async function assertNewPhoneCode(request: FastifyRequest, user: UserRow, phone: string, code: string): Promise<void> {
  const { ctx } = request.server;
  await enforceWindow(ctx.rateLimitStore, `phone-code-check:ip:${clientNetworkKey(request.ip)}`, ctx.rateLimits.phoneCodes.checksPerIp);
  const check = await ctx.phoneCodes.check({ phone, purpose: 'change', userId: user.id }, code);
  if (check.kind !== 'ok') throw codeRefused(check);
}

/** The signed-in user's own record and password: someone else's id answers exactly like a missing one. */
export async function profileRoutes(instance: FastifyInstance) {
  const app = typedRoutes(instance, requireUser);
  const { ctx } = instance;

  app.get(
    '/api/auth/me',
    { schema: { description: 'The signed-in user.', response: { 200: userSchema, ...errorAnswers(400, 401, 403, 409, 429, 503) } } },
    async (request) => toUser(request.user!),
  );

  app.get(
    '/api/auth/user/:id',
    {
      schema: {
        description: "The caller's own record; any other id is a 404, as for one that does not exist.",
        params: idParamsSchema,
        response: { 200: userSchema, ...errors },
      },
    },
    async (request) => {
      if (request.params.id !== request.user!.id) throw notFound(messages.userNotFound);
      return toUser(request.user!);
    },
  );

  app.put(
    '/api/auth/user/:id',
    {
      schema: {
        description:
          "Changes the caller's names, email or phone. A new phone needs the current password (checked like a login) or a code sent to it, and is refused with a 409 when any account or parcel has it (checked in the same write).",
        params: idParamsSchema,
        body: updateUserRequestSchema,
        response: { 200: userSchema, ...errors },
      },
    },
    async (request) => {
      const user = request.user!;
      if (request.params.id !== user.id) throw notFound(messages.userNotFound);
      const { currentPassword, code, ...change } = request.body;
      // Parcels belong to a phone: a new one needs the password, and must not be anyone else's.
      const phoneChanges = change.phone !== user.phone;
      if (phoneChanges) {
        if (!currentPassword) throw new HttpError(400, messages.currentPasswordForPhone);
        await assertCurrentPassword(request, user, currentPassword);
        if (code) await assertNewPhoneCode(request, user, change.phone, code);
      }
      // Without a code the new phone is unproved (its parcels hidden until it is verified).
      const updated = await updateProfile(ctx.db, user, change, phoneChanges && !!code).catch((error: unknown) => {
        throw isUniqueViolation(error) ? conflict('PHONE_IN_USE') : error;
      });
      if (!updated) throw phoneChanges ? conflict('PHONE_IN_USE') : notFound(messages.userNotFound);
      return toUser(updated);
    },
  );

  app.post(
    '/api/auth/password',
    {
      schema: {
        description:
          'Changes the password: checked like a login (the same lock), then every other session of the user ends and the caller gets a fresh session and device cookie.',
        body: changePasswordRequestSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const user = await assertCurrentPassword(request, request.user!, request.body.currentPassword);
      const passwordHash = await hashNewPassword(request, request.body.newPassword);
      await updatePasswordHash(ctx.db, user.id, passwordHash);
      // Every session of this user ends (a thief's too); the caller continues on a fresh one.
      await deleteUserSessions(ctx.db, user.id);
      await startSession(request, reply, user.id);
      // The old hash signed every device cookie of this account: they are void now, this one is new.
      ctx.deviceCookies.issue(request, reply, { ...user, password_hash: passwordHash });
      return reply.code(204).send(null);
    },
  );
}
