import { clientNetworkKey } from '../../lib/client-network';
import { loginRequestSchema, registerRequestSchema, userSchema } from '@contract';
import type { FastifyInstance } from 'fastify';
import { errorAnswers, typedRoutes } from '../../lib/route-answers';
import { z } from 'zod';
import { conflict, forbidden, HttpError, messages } from '../../lib/http-error';
import { verifyPassword } from '../../lib/password';
import { enforceWindow } from '../../lib/rate-limit/limits';
import { endSession, startSession } from '../../plugins/session';
import { checkPassword, hashNewPassword } from './password-check';
import { isUniqueViolation } from '../../db/unique-violation';
import { findUserByPhone, insertUser, toUser } from './user-repository';

const errors = errorAnswers(400, 401, 403, 409, 429, 503);

/** Sign-in, registration and sign-out, open to anyone; the own record and the password live in profile-routes.ts. */
export async function authRoutes(instance: FastifyInstance) {
  const app = typedRoutes(instance);
  const { ctx } = instance;

  app.post(
    '/api/auth/login',
    {
      schema: {
        description:
          'Signs in with phone and password: the user, the session cookie and a device cookie. A wrong phone or password is the same 401 (an unknown phone costs the same time). Every attempt is counted before the password is looked at: a locked phone, IP or device answers 429 `LOGIN_LOCKED`, even with the right password; 429 or 503 from the password hashing queue; 503 while Redis is unreachable; 403 `ACCOUNT_DISABLED` only after a right password.',
        body: loginRequestSchema,
        response: { 200: userSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { phone, password } = request.body;
      const user = await findUserByPhone(ctx.db, phone);
      const device = ctx.deviceCookies.deviceOf(request, user);
      let closedAccount = false;
      const valid = await checkPassword(request, { client: clientNetworkKey(request.ip), phone, device }, async () => {
        // Unknown phones still pay for one scrypt run, so timing does not tell which phones exist.
        const matches = await verifyPassword(password, user?.password_hash ?? (await ctx.decoyHash()));
        closedAccount = matches && user?.state !== 'ACTIVE';
        return matches && user?.state === 'ACTIVE';
      });
      // Only someone who knows the password learns that the account is closed; to anyone else it is a wrong password.
      if (closedAccount) throw forbidden('ACCOUNT_DISABLED');
      if (!valid || !user) throw new HttpError(401, messages.badCredentials);
      await startSession(request, reply, user.id);
      ctx.deviceCookies.issue(request, reply, user);
      return toUser(user);
    },
  );

  app.post(
    '/api/auth/register',
    {
      schema: {
        description:
          'Creates a customer account and signs it in (session and device cookies). A taken phone; rate limited per IP (`RATE_LIMIT_REGISTER_PER_HOUR`).',
        body: registerRequestSchema,
        response: { 201: userSchema, ...errors },
      },
    },
    async (request, reply) => {
      const limitKey = `register:ip:${clientNetworkKey(request.ip)}`;
      await enforceWindow(ctx.rateLimitStore, limitKey, ctx.rateLimits.register);
      const { phone, password, firstName, lastName, email } = request.body;
      const passwordHash = await hashNewPassword(request, password).catch(async (error: unknown) => {
        // Refused by the hashing queue (429/503): never evaluated, so it does not count toward the
        // hour's limit; a burst that the queue turned away must not block a carrier NAT for an hour.
        await ctx.rateLimitStore.giveBack(limitKey).catch(() => undefined);
        throw error;
      });
      // Unverified: anyone can type anyone's phone; its parcels wait until a code proves it (verified-phone.ts).
      const user = await insertUser(ctx.db, {
        phone,
        passwordHash,
        firstName,
        lastName,
        email,
        role: 'customer',
        phoneVerified: false,
      }).catch((error: unknown) => {
        throw isUniqueViolation(error) ? conflict('PHONE_TAKEN') : error;
      });
      await startSession(request, reply, user.id);
      ctx.deviceCookies.issue(request, reply, user);
      return reply.code(201).send(toUser(user));
    },
  );

  app.post(
    '/api/auth/logout',
    {
      schema: {
        description: 'Ends the session and clears its cookie (fine without one). The device cookie stays.',
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await endSession(request, reply);
      return reply.code(204).send(null);
    },
  );
}
