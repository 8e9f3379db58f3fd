import { apiMessages } from '@contract/api-messages';
import type { ErrorReason } from '@contract/error-reasons';

/**
 * An error the API answers as `{code, message, reason?}`; the message is Mongolian and shown in a
 * toast, the reason (contract/error-reasons.ts) is for the PWA to branch on.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly headers: Record<string, string> = {},
    readonly reason?: ErrorReason,
    /** More fields for the answer's body, beside code, message and reason (contract/common.ts says which). */
    readonly details: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

/** The API's Mongolian messages: one module (contract/api-messages.ts) the msw handlers and tests import too. */
export const messages = apiMessages;

export const notFound = (message: string = messages.notFound) => new HttpError(404, message);
export const conflict = (message: string, reason?: ErrorReason) => new HttpError(409, message, {}, reason);

/** The row a route looked up, or a 404 with `message` when there is none. */
export function foundOr404<T>(row: T | null | undefined, message: string): T {
  if (row === null || row === undefined) throw notFound(message);
  return row;
}

export function tooManyRequests(retryAfterSeconds: number, message: string = messages.tooManyRequests, reason?: ErrorReason): HttpError {
  return new HttpError(429, message, { 'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))) }, reason);
}
