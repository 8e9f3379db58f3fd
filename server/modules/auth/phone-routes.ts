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
import { caseMessages } from '@contract/reason-messages';
import { HttpError } from '../../lib/http-error';
import { enforceWindow } from '../../lib/rate-limit/limits';
import { errorAnswers, typedRoutes } from '../../lib/route-answers';
import { requireUser } from '../../plugins/session';
import { hashNewPassword } from './password-check';
import { admitCodeRequest, issueAndSendCode, type CodeRequester } from './code-requests';
import { type CodeSubject } from './phone-codes';
import { codeRefused, phoneMessages } from './phone-messages';
import { deleteUserSessions } from './session-repository';
import { findUserByPhone, markPhoneVerified, toUser, updatePasswordHash } from './user-repository';

const errors = errorAnswers(400, 401, 429, 503);

/**
 * Who asks, and (for `verify` and `change`, which need the caller's own session) whom the code is
 * for: checked before the limits, since they depend on nothing but the caller. A `reset` subject is
 * looked up only after the answer (`sendCodeLater`): nothing tells whether a phone has an account.
 */
async function requesterFor(
  request: FastifyRequest,
  { phone, purpose }: z.output<typeof phoneCodeRequestSchema>,
): Promise<{ requester: CodeRequester; subject: CodeSubject | null | 'look-up' }> {
  if (purpose === 'reset') return { requester: { userId: null, ownPhone: null }, subject: 'look-up' };
  await requireUser(request);
  const user = request.user!;
  const requester = { userId: user.id, ownPhone: user.phone };
  if (purpose === 'verify') {
    if (phone !== user.phone) throw new HttpError(400, phoneMessages.verifyOtherPhone);
    return { requester, subject: user.phone_verified_at === null ? { phone, purpose, userId: user.id } : null };
  }
  // A change to the phone the account already has needs no code.
  return { requester, subject: phone === user.phone ? null : { phone, purpose, userId: user.id } };
}

/** The reset's account, looked up after the answer: only an active account gets a code. */
async function resetSubject(request: FastifyRequest, phone: string): Promise<CodeSubject | null> {
  const account = await findUserByPhone(request.server.ctx.db, phone);
  return account?.state === 'ACTIVE' ? { phone, purpose: 'reset', userId: account.id } : null;
}

/** One-time codes by SMS and password recovery, open to anyone (docs/phone-verification.md). */
export async function phoneRoutes(instance: FastifyInstance) {
  const app = typedRoutes(instance);
  const { ctx } = instance;
  const limits = () => ctx.rateLimits.phoneCodes;

  app.get(
    '/api/auth/phone/delivery',
    {
      schema: {
        description: 'Whether codes go out by SMS here, so the PWA can say where to look for one.',
        response: { 200: phoneCodeDeliverySchema },
      },
    },
    async () => ({
      delivery: ctx.sms.delivery,
    }),
  );

  app.post(
    '/api/auth/phone/code',
    {
      schema: {
        description:
          "Sends a 6-digit code to a phone, to verify it, change to it or reset the password. 204 for any phone, with or without an account; limits per phone, per IP, per account and the company's SMS budget answer 429 with their reasons.",
        body: phoneCodeRequestSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const { requester, subject } = await requesterFor(request, request.body);
      // Counted for every phone, with or without an account, so the limits answer alike too.
      await admitCodeRequest(request, request.body.phone, requester);
      // Answered before the look-up, the code and the send: a phone with an account took
      // longer than one without, so the time told which phones have accounts.
      reply.code(204).send(null);
      ctx.afterAnswer.run('sending a one-time code failed', async () => {
        const to = subject === 'look-up' ? await resetSubject(request, request.body.phone) : subject;
        if (to) await issueAndSendCode(request, to);
      });
      return reply;
    },
  );

  app.post(
    '/api/auth/password/reset',
    {
      schema: {
        description:
          'Sets a new password with a code sent to the phone; every session of the account ends and the phone counts as verified.',
        body: passwordResetRequestSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await enforceWindow(ctx.rateLimitStore, `phone-code-check:ip:${clientNetworkKey(request.ip)}`, limits().checksPerIp);
      const { phone, code, password } = request.body;
      // Hashed before the code is looked at: a hashing queue that answers 429 or 503 then
      // leaves the code unspent, to be used again. Every phone pays for it, with an account or not.
      const passwordHash = await hashNewPassword(request, password);
      const account = await findUserByPhone(ctx.db, phone);
      const check = account ? await ctx.phoneCodes.check({ phone, purpose: 'reset', userId: account.id }, code) : undefined;
      if (!account || check?.kind !== 'ok') throw new HttpError(400, caseMessages.CODE_REFUSED.recovery, {}, 'CODE_REFUSED');
      await resetPassword(request, account, passwordHash);
      return reply.code(204).send(null);
    },
  );
}

/** The code to the phone proved who this is: a new password, every session ended, and the phone verified. */
async function resetPassword(request: FastifyRequest, account: UserRow, passwordHash: string): Promise<void> {
  const { db } = request.server.ctx;
  await updatePasswordHash(db, account.id, passwordHash);
  await deleteUserSessions(db, account.id);
  if (account.phone_verified_at === null) await markPhoneVerified(db, account.id, account.phone);
  request.log.info({ userId: account.id }, 'password reset by a one-time code');
}

/** The signed-in account proves its phone with the code sent to it. */
export async function phoneVerifyRoutes(instance: FastifyInstance) {
  const app = typedRoutes(instance, requireUser);
  const { ctx } = instance;

  app.post(
    '/api/auth/phone/verify',
    {
      schema: {
        description: "Verifies the signed-in account's phone with the code sent to it: the user, now `phoneVerified`.",
        body: phoneVerifyRequestSchema,
        response: { 200: userSchema, ...errors },
      },
    },
    async (request) => {
      const user = request.user!;
      if (user.phone_verified_at !== null) return toUser(user);
      await enforceWindow(ctx.rateLimitStore, `phone-code-check:ip:${clientNetworkKey(request.ip)}`, ctx.rateLimits.phoneCodes.checksPerIp);
      const check = await ctx.phoneCodes.check({ phone: user.phone, purpose: 'verify', userId: user.id }, request.body.code);
      if (check.kind !== 'ok') throw codeRefused(check);
      const verified = await markPhoneVerified(ctx.db, user.id, user.phone);
      if (!verified) throw new HttpError(400, caseMessages.CODE_REFUSED.expired);
      request.log.info({ userId: user.id, by: 'sms' }, 'phone verified');
      return toUser(verified);
    },
  );
}
