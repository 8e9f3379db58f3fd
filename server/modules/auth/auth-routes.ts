import {
  apiErrorSchema,
  changePasswordRequestSchema,
  idParamSchema,
  loginRequestSchema,
  registerRequestSchema,
  updateUserRequestSchema,
  userSchema,
} from '@contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { conflict, HttpError, messages, notFound } from '../../lib/http-error';
import { hashPassword, verifyPassword } from '../../lib/password';
import { enforceWindow } from '../../lib/rate-limit/limits';
import type { ZodTypeProvider } from '../../lib/zod-provider';
import { endSession, requireUser, startSession } from '../../plugins/session';
import { deleteUserSessions } from './session-repository';
import { findUserById, findUserByPhone, insertUser, isUniqueViolation, toUser, updatePasswordHash, updateProfile } from './user-repository';

const idParams = z.object({ id: idParamSchema });
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema, 429: apiErrorSchema };

export async function authRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { ctx } = instance;

  app.post(
    '/api/auth/login',
    { schema: { body: loginRequestSchema, response: { 200: userSchema, ...errors } } },
    async (request, reply) => {
      const { phone, password } = request.body;
      await ctx.loginGuard.assertNotLocked(request.ip, phone);
      const user = await findUserByPhone(ctx.db, phone);
      // Unknown phones still pay for one scrypt run, so timing does not tell which phones exist.
      const matches = await verifyPassword(password, user?.password_hash ?? (await ctx.decoyHash()));
      if (!user || !matches || user.state !== 'ACTIVE') {
        await ctx.loginGuard.recordFailure(request.ip, phone);
        throw new HttpError(401, messages.badCredentials);
      }
      await ctx.loginGuard.recordSuccess(phone);
      await startSession(request, reply, user.id);
      return toUser(user);
    },
  );

  app.post(
    '/api/auth/register',
    { schema: { body: registerRequestSchema, response: { 201: userSchema, ...errors } } },
    async (request, reply) => {
      await enforceWindow(ctx.rateLimitStore, `register:ip:${request.ip}`, ctx.rateLimits.register);
      const { phone, password, firstName, lastName, email } = request.body;
      const passwordHash = await hashPassword(password, ctx.scryptParams);
      const user = await insertUser(ctx.db, { phone, passwordHash, firstName, lastName, email, role: 'customer' }).catch(
        (error: unknown) => {
          throw isUniqueViolation(error) ? conflict(messages.phoneTaken) : error;
        },
      );
      await startSession(request, reply, user.id);
      return reply.code(201).send(toUser(user));
    },
  );

  app.post('/api/auth/logout', { schema: { response: { 204: z.null() } } }, async (request, reply) => {
    await endSession(request, reply);
    return reply.code(204).send(null);
  });

  app.get('/api/auth/me', { onRequest: requireUser, schema: { response: { 200: userSchema, ...errors } } }, async (request) =>
    toUser(request.user!),
  );

  app.get(
    '/api/auth/user/:id',
    { onRequest: requireUser, schema: { params: idParams, response: { 200: userSchema, ...errors } } },
    async (request) => {
      // Someone else's id answers exactly like a missing one: ids reveal nothing.
      if (request.params.id !== request.user!.id) throw notFound(messages.userNotFound);
      return toUser(request.user!);
    },
  );

  app.put(
    '/api/auth/user/:id',
    { onRequest: requireUser, schema: { params: idParams, body: updateUserRequestSchema, response: { 200: userSchema, ...errors } } },
    async (request) => {
      if (request.params.id !== request.user!.id) throw notFound(messages.userNotFound);
      const updated = await updateProfile(ctx.db, request.user!.id, request.body).catch((error: unknown) => {
        throw isUniqueViolation(error) ? conflict(messages.phoneTaken) : error;
      });
      if (!updated) throw notFound(messages.userNotFound);
      return toUser(updated);
    },
  );

  app.post(
    '/api/auth/password',
    { onRequest: requireUser, schema: { body: changePasswordRequestSchema, response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      const user = request.user!;
      // A borrowed session must not become a way to guess the password: the login lock applies here too.
      await ctx.loginGuard.assertNotLocked(request.ip, user.phone);
      const current = await findUserById(ctx.db, user.id);
      if (!current || !(await verifyPassword(request.body.currentPassword, current.password_hash))) {
        await ctx.loginGuard.recordFailure(request.ip, user.phone);
        throw new HttpError(400, messages.wrongCurrentPassword);
      }
      await ctx.loginGuard.recordSuccess(user.phone);
      await updatePasswordHash(ctx.db, user.id, await hashPassword(request.body.newPassword, ctx.scryptParams));
      // Every session of this user ends (a thief's too); the caller continues on a fresh one.
      await deleteUserSessions(ctx.db, user.id);
      await startSession(request, reply, user.id);
      return reply.code(204).send(null);
    },
  );
}
