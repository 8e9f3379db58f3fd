import type { z } from 'zod';

function fieldName(path: readonly PropertyKey[] | undefined): string {
  return path && path.length > 0 ? `"${path.map(String).join('.')}" ` : '';
}

/**
 * Mongolian wording for the issues a schema did not word itself (unknown keys, a number where a
 * string belongs): the contract's own messages win, this only fills the gaps zod would leave in English.
 */
export const mongolianIssueMessage = (issue: z.core.$ZodRawIssue): string => {
  const field = fieldName(issue.path);
  switch (issue.code) {
    case 'unrecognized_keys':
      return `Хүлээн авахгүй талбар: ${issue.keys.join(', ')}`;
    case 'invalid_type':
      return issue.input === undefined ? `${field}талбарыг бөглөнө үү`.trimStart() : `${field}талбарын төрөл буруу байна`.trimStart();
    case 'too_big':
      return `${field}утга хэт их байна`.trimStart();
    case 'too_small':
      return `${field}утга хэт бага байна`.trimStart();
    default:
      return `${field}утга буруу байна`.trimStart();
  }
};

export function firstIssueMessage(error: z.ZodError): string {
  return error.issues[0]?.message ?? 'Хүсэлт буруу байна';
}
