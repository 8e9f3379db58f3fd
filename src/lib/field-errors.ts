import type { z } from 'zod';

export type FieldErrors<Field extends string> = Partial<Record<Field, string>>;

/** The first message per field of a failed parse: a form shows one error under each input. */
export function firstFieldErrors<Field extends string>(error: z.ZodError): FieldErrors<Field> {
  const errors: FieldErrors<Field> = {};
  for (const issue of error.issues) {
    const field = issue.path[0];
    if (typeof field === 'string' && !(field in errors)) errors[field as Field] = issue.message;
  }
  return errors;
}

export function hasFieldErrors(errors: FieldErrors<string>): boolean {
  return Object.keys(errors).length > 0;
}
