import { clientNetworkKey } from '../../lib/client-network';
import {
  passwordResetRequestSchema,
  phoneCodeDeliverySchema,
  phoneCodeRequestSchema,
  phoneVerifyRequestSchema,
  userSchema,
} from '@contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { UserRow } from '../../db/schema';
import { HttpError } from '../../lib/http-error';
import { enforceWindow } from '../../lib/rate-limit/limits';
import { errorAnswers } from '../../lib/route-answers';
import type { ZodTypeProvider } from '../../lib/zod-provider';
import { requireUser } from '../../plugins/session';
import { hashNewPassword } from './password-check';
import { type CodeSubject } from './phone-codes';
import { codeRefused, phoneMessages } from './phone-messages';
import { deleteUserSessions } from './session-repository';
import { findUserByPhone, markPhoneVerified, toUser, updatePasswordHash } from './user-repository';

const errors = errorAnswers(400, 401, 429, 503);

/**
 * Who a code request sends to, or null when nothing is sent. The caller's answer is the same either
 * way (204): nothing tells whether a phone has an account.
 */
async function codeSubjectFor(
  request: FastifyRequest,
  { phone, purpose }: z.output<typeof phoneCodeRequestSchema>,
): Promise<CodeSubject | null> {
  if (purpose === 'reset') {
    const account = await findUserByPhone(request.server.ctx.db, phone);
    return account?.state === 'ACTIVE' ? { phone, purpose, userId: account.id } : null;
  }
  await requireUser(request);
  const user = request.user!;
  if (purpose === 'verify') {
    if (phone !== user.phone) throw new HttpError(400, phoneMessages.verifyOtherPhone);
    return user.phone_verified_at === null ? { phone, purpose, userId: user.id } : null;
  }
  // A change to the phone the account already has needs no code.
  return phone === user.phone ? null : { phone, purpose, userId: user.id };
}

/** Sends without waiting: how long a provider takes must not tell whether this phone has an account. */
function sendCode(request: FastifyRequest, subject: CodeSubject, code: string): void {
  const { sms } = request.server.ctx;
  sms.send({ to: subject.phone, text: phoneMessages.smsText(code) }).catch((error: unknown) => {
    request.log.error({ err: error, phone: subject.phone, purpose: subject.purpose }, 'sending a one-time code failed');
  });
}

/** Phone verification by SMS code, and password recovery (issue 21; docs/phone-verification.md). */
export async function phoneRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { ctx } = instance;
  const limits = () => ctx.rateLimits.phoneCodes;
  const tooMany = (error: unknown) => {
    throw error instanceof HttpError && error.statusCode === 429 ? new HttpError(429, phoneMessages.tooManyCodes, error.headers) : error;
  };

  app.get('/api/auth/phone/delivery', { schema: { response: { 200: phoneCodeDeliverySchema } } }, async () => ({
    delivery: ctx.sms.delivery,
  }));

  app.post(
    '/api/auth/phone/code',
    { schema: { body: phoneCodeRequestSchema, response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      const subject = await codeSubjectFor(request, request.body);
      // Counted for every phone, with or without an account, so the limits answer alike too.
      await enforceWindow(ctx.rateLimitStore, `phone-code:ip:${clientNetworkKey(request.ip)}`, limits().perIp).catch(tooMany);
      await enforceWindow(ctx.rateLimitStore, `phone-code:phone:${request.body.phone}`, limits().perPhone).catch(tooMany);
      if (subject) {
        const { code } = await ctx.phoneCodes.issue(subject);
        sendCode(request, subject, code);
      }
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/api/auth/phone/verify',
    { onRequest: requireUser, schema: { body: phoneVerifyRequestSchema, response: { 200: userSchema, ...errors } } },
    async (request) => {
      const user = request.user!;
      if (user.phone_verified_at !== null) return toUser(user);
      await enforceWindow(ctx.rateLimitStore, `phone-code-check:ip:${clientNetworkKey(request.ip)}`, limits().checksPerIp);
      const check = await ctx.phoneCodes.check({ phone: user.phone, purpose: 'verify', userId: user.id }, request.body.code);
      if (check.kind !== 'ok') throw codeRefused(check);
      const verified = await markPhoneVerified(ctx.db, user.id, user.phone);
      if (!verified) throw new HttpError(400, phoneMessages.codeExpired);
      request.log.info({ userId: user.id, by: 'sms' }, 'phone verified');
      return toUser(verified);
    },
  );

  app.post(
    '/api/auth/password/reset',
    { schema: { body: passwordResetRequestSchema, response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      await enforceWindow(ctx.rateLimitStore, `phone-code-check:ip:${clientNetworkKey(request.ip)}`, limits().checksPerIp);
      const { phone, code, password } = request.body;
      const account = await findUserByPhone(ctx.db, phone);
      const check = account ? await ctx.phoneCodes.check({ phone, purpose: 'reset', userId: account.id }, code) : undefined;
      if (!account || check?.kind !== 'ok') throw new HttpError(400, phoneMessages.resetCodeRefused);
      await resetPassword(request, account, password);
      return reply.code(204).send(null);
    },
  );
}

/** The code to the phone proved who this is: a new password, every session ended, and the phone verified. */
async function resetPassword(request: FastifyRequest, account: UserRow, password: string): Promise<void> {
  const { db } = request.server.ctx;
  const passwordHash = await hashNewPassword(request, password);
  await updatePasswordHash(db, account.id, passwordHash);
  await deleteUserSessions(db, account.id);
  if (account.phone_verified_at === null) await markPhoneVerified(db, account.id, account.phone);
  request.log.info({ userId: account.id }, 'password reset by a one-time code');
}
