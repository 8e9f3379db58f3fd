import { ERROR_REASONS } from '@contract/error-reasons';
import { expect } from 'vitest';

export const MONGOLIAN = /[А-Яа-яЁёӨөҮү]/;

export interface Answer {
  statusCode: number;
  headers: Record<string, unknown>;
  body: string;
}

/** Asserts the API's error shape: JSON `{code, message, reason?}`, `code` the status, a Mongolian message. Answers the message. */
export function expectApiError(answer: Answer, statusCode: number): string {
  expect(answer.statusCode).toBe(statusCode);
  expect(String(answer.headers['content-type'])).toContain('application/json');
  const body = JSON.parse(answer.body) as { code: number; message: string; reason?: unknown };
  // `reason` only where the PWA has something to decide, and then one of the listed ones.
  // Beyond these, only a field a reason documents: `existing` with TRACK_CODE_TAKEN (when and by whom the parcel was received).
  const documented = body.reason === 'TRACK_CODE_TAKEN' && 'existing' in body ? ['existing'] : [];
  expect(Object.keys(body).sort()).toEqual(
    [...(body.reason === undefined ? ['code', 'message'] : ['code', 'message', 'reason']), ...documented].sort(),
  );
  if (body.reason !== undefined) expect(ERROR_REASONS).toContain(body.reason);
  expect(body.code).toBe(statusCode);
  expect(body.message).toMatch(MONGOLIAN);
  return body.message;
}
