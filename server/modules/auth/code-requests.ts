import type { ErrorReason } from '@contract/error-reasons';
import { caseMessages, reasonMessages } from '@contract/reason-messages';
import type { FastifyRequest } from 'fastify';
import { clientNetworkKey } from '../../lib/client-network';
import { HttpError, tooManyRequests } from '../../lib/http-error';
import { enforceWindow, type WindowLimit } from '../../lib/rate-limit/limits';
import { secondsToBudgetTurn } from '../sms/sms-budget';
import type { CodeSubject } from './phone-codes';
import { phoneMessages } from './phone-messages';

/** Who asks for a code: a signed-in account (and its own phone), or a visitor known by their network. */
export interface CodeRequester {
  userId: number | null;
  ownPhone: string | null;
}

/**
 * Whether one more code may be asked for `phone`, decided before anything about the
 * phone's account is looked at, so the answer is the same for a phone with an account and one
 * without. Limits per requester AND phone (a stranger's requests spend only the stranger's), per
 * phone a day over every requester but the phone's own account (so strangers cannot lock its
 * owner out of verification), per network, per signed-in account a day, and the company's budget.
 * A refusal is 429 with a reason, counted on /metrics.
 */
export async function admitCodeRequest(request: FastifyRequest, phone: string, requester: CodeRequester): Promise<void> {
  const { rateLimitStore: store, rateLimits, smsBudget } = request.server.ctx;
  const limits = rateLimits.phoneCodes;
  const network = clientNetworkKey(request.ip);
  const who = requester.userId === null ? `net:${network}` : `user:${requester.userId}`;
  const within = (
    key: string,
    limit: WindowLimit,
    refusal: string,
    reason: ErrorReason = 'RATE_LIMITED',
    message: string = caseMessages.RATE_LIMITED.phoneCodes,
  ) =>
    enforceWindow(store, key, limit).catch((error: unknown) => {
      if (!(error instanceof HttpError) || error.statusCode !== 429) throw error;
      smsBudget.countRefused(refusal);
      throw new HttpError(429, message, error.headers, reason);
    });

  await within(`phone-code:ip:${network}`, limits.perIp, 'network');
  if (requester.userId !== null) {
    const limit = limits.perAccountDay;
    await within(
      `phone-code:account:${requester.userId}`,
      limit,
      'account-day',
      'SMS_ACCOUNT_DAILY_LIMIT',
      reasonMessages.SMS_ACCOUNT_DAILY_LIMIT,
    );
  }
  await within(`phone-code:pair:${who}:${phone}`, limits.perRequesterAndPhone, 'requester-phone');
  if (requester.ownPhone !== phone) {
    await within(
      `phone-code:phone-day:${phone}`,
      limits.perPhoneDay,
      'phone-day',
      'SMS_PHONE_DAILY_LIMIT',
      reasonMessages.SMS_PHONE_DAILY_LIMIT,
    );
  }
  if ((await smsBudget.state()).spent) {
    await smsBudget.countBudgetRefusal();
    throw smsBudgetSpent();
  }
}

/** 429 SMS_BUDGET_SPENT, asking to come back when the hour (or the day) turns. */
export const smsBudgetSpent = (now = new Date()) => tooManyRequests(secondsToBudgetTurn(now), 'SMS_BUDGET_SPENT');

/**
 * Issues and sends `subject`'s code if the company's budget has a place for it (a compare-and-set,
 * shared by every instance); past it nothing is sent, and the refusal is counted.
 */
export async function issueAndSendCode(request: FastifyRequest, subject: CodeSubject): Promise<boolean> {
  const { smsBudget } = request.server.ctx;
  if (!(await smsBudget.take())) {
    await smsBudget.countBudgetRefusal();
    request.log.warn({ purpose: subject.purpose }, 'one-time code not sent: the SMS budget is spent');
    return false;
  }
  await sendNewCode(request, subject);
  return true;
}

/** A fresh code for `subject`, to its phone (its place in the budget already taken): when it expires. */
export async function sendNewCode(request: FastifyRequest, subject: CodeSubject): Promise<string> {
  const { sms, smsBudget, phoneCodes } = request.server.ctx;
  const { code, expiresAt } = await phoneCodes.issue(subject);
  smsBudget.countSent(subject.purpose);
  // Not awaited: how long the provider takes is not the caller's business.
  sms.send({ to: subject.phone, text: phoneMessages.smsText(code, request.hostname) }).catch((error: unknown) => {
    request.log.error({ err: error, phone: subject.phone, purpose: subject.purpose }, 'sending a one-time code failed');
  });
  return expiresAt;
}
