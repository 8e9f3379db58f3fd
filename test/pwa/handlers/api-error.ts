import { HttpResponse } from 'msw';
import type { ErrorReason } from '@contract/error-reasons';

/** An API refusal as the server sends it: `{code, message, reason?}` with that status. Messages come from @contract/api-messages. */
export const apiError = (code: number, message: string, reason?: ErrorReason) =>
  HttpResponse.json({ code, message, ...(reason ? { reason } : {}) }, { status: code });
