import { apiMessages } from '@contract/api-messages';
import type { ErrorReason } from '@contract/error-reasons';
import { reasonMessages, type FixedWordsReason } from '@contract/reason-messages';

/** Refusals a client acts on (not allowed, not now, not so often): they always say why, as a reason. */
export type RefusalStatus = 403 | 409 | 429;

/** A reason is required for a refusal status, optional for the rest; then more fields for the body (contract/common.ts says which). */
type ReasonAndDetails<Status extends number> = Status extends RefusalStatus
  ? [reason: ErrorReason, details?: Record<string, unknown>]
  : [reason?: ErrorReason, details?: Record<string, unknown>];

/**
 * An error the API answers as `{code, message, reason?}`; the message is Mongolian and shown in a
 * toast, the reason (contract/error-reasons.ts) is for the PWA to branch on. `new HttpError(409, …)`
 * without a reason does not compile.
 */
export class HttpError<Status extends number = number> extends Error {
  readonly reason?: ErrorReason;
  readonly details: Record<string, unknown>;

  constructor(
    readonly statusCode: Status,
    message: string,
    readonly headers: Record<string, string> = {},
    ...[reason, details = {}]: ReasonAndDetails<Status>
  ) {
    super(message);
    this.name = 'HttpError';
    this.reason = reason;
    this.details = details;
  }
}

/** The API's Mongolian messages: one module (contract/api-messages.ts) the msw handlers and tests import too. */
export const messages = apiMessages;

export const notFound = (message: string = messages.notFound) => new HttpError(404, message);

/**
 * A refusal: by its reason alone it says the reason's words (contract/reason-messages.ts), or it
 * says more exact words given before the reason (a track code named, a case of the reason).
 */
type Refusal = { (reason: FixedWordsReason): HttpError; (message: string, reason: ErrorReason): HttpError };

const refusal =
  (statusCode: RefusalStatus): Refusal =>
  (messageOrReason: string, reason?: ErrorReason) =>
    reason === undefined
      ? new HttpError(statusCode, reasonMessages[messageOrReason as FixedWordsReason], {}, messageOrReason as FixedWordsReason)
      : new HttpError(statusCode, messageOrReason, {}, reason);

export const conflict: Refusal = refusal(409);

/** Bad input that the client acts on by its reason (a wrong current password, a phone still to give): the reason's words. */
export const badRequest = (reason: FixedWordsReason) => new HttpError(400, reasonMessages[reason], {}, reason);
export const forbidden: Refusal = refusal(403);

/** The row a route looked up, or a 404 with `message` when there is none. */
export function foundOr404<T>(row: T | null | undefined, message: string): T {
  if (row === null || row === undefined) throw notFound(message);
  return row;
}

/** 429 with Retry-After: RATE_LIMITED unless another reason is given, in its words unless more exact ones come first. */
export function tooManyRequests(retryAfterSeconds: number, reason?: FixedWordsReason): HttpError;
export function tooManyRequests(retryAfterSeconds: number, message: string, reason: ErrorReason): HttpError;
export function tooManyRequests(retryAfterSeconds: number, messageOrReason: string = 'RATE_LIMITED', reason?: ErrorReason): HttpError {
  const headers = { 'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))) };
  if (reason !== undefined) return new HttpError(429, messageOrReason, headers, reason);
  return new HttpError(429, reasonMessages[messageOrReason as FixedWordsReason], headers, messageOrReason as FixedWordsReason);
}
