import type { z } from 'zod';
import { phoneProblem as contractPhoneProblem, type PhoneProblem } from '@contract/phone';

/*
 * What a form checks before it sends (used through `useForm().submit(check, send)`). Only zod's
 * types here: the schema comes from the caller, so a form on the first paint loads no zod.
 */

export type FieldErrors<Field extends string> = Partial<Record<Field, string>>;

export type TextValues = Record<string, string>;

/** What a check answers: the data to send, or one message per field that is wrong. */
export type CheckResult<Values extends TextValues, Data> =
  { ok: true; data: Data } | { ok: false; errors: FieldErrors<keyof Values & string> };
export type FormCheck<Values extends TextValues, Data> = (values: Values) => CheckResult<Values, Data>;

/** The first message per field of a failed parse: a form shows one error under each input. */
export function firstFieldErrors<Field extends string>(error: z.ZodError): FieldErrors<Field> {
  const errors: FieldErrors<Field> = {};
  for (const issue of error.issues) {
    const field = issue.path[0];
    if (typeof field === 'string' && !(field in errors)) errors[field as Field] = issue.message;
  }
  return errors;
}

/** Sends what the schema parses out of the fields (`toInput` turns text into what the schema takes). */
export function parsedBy<Values extends TextValues, Schema extends z.ZodType>(
  schema: Schema,
  toInput: (values: Values) => unknown = (values) => values,
): FormCheck<Values, z.output<Schema>> {
  return (values) => {
    const parsed = schema.safeParse(toInput(values));
    return parsed.success ? { ok: true, data: parsed.data } : { ok: false, errors: firstFieldErrors(parsed.error) };
  };
}

/**
 * Checks the fields with the schema but sends them as typed (`toBody` picks the request's part):
 * for requests whose parsed form is the server's business (e.g. an empty email becomes null there).
 */
export function checkedBy<Values extends TextValues, Schema extends z.ZodType>(
  schema: Schema,
  toBody: (values: Values) => z.input<Schema> = (values) => values as z.input<Schema>,
): FormCheck<Values, z.input<Schema>> {
  return (values) => {
    const body = toBody(values);
    const parsed = schema.safeParse(body);
    return parsed.success ? { ok: true, data: body } : { ok: false, errors: firstFieldErrors(parsed.error) };
  };
}

type RepeatRule<Field extends string> = { field: Field; repeats: Field; empty: string; mismatch: string };

/** Adds a "type it again" field to a check: all problems are shown at once, the repeat is never sent. */
export function withRepeatedField<Values extends TextValues, Data>(
  check: FormCheck<Values, Data>,
  { field, repeats, empty, mismatch }: RepeatRule<keyof Values & string>,
): FormCheck<Values, Data> {
  return (values) => {
    const result = check(values);
    const repeatError = !values[field] ? empty : values[field] !== values[repeats] ? mismatch : undefined;
    if (!repeatError) return result;
    const errors = { ...(result.ok ? {} : result.errors) } as FieldErrors<keyof Values & string>;
    errors[field] = repeatError;
    return { ok: false, errors };
  };
}

/** Why a (normalised) phone cannot be a Mongolian mobile, as the contract's schema would say it; null when it can. */
export function phoneProblem(phone: string): `phone.${PhoneProblem}` | null {
  const problem = contractPhoneProblem(phone);
  return problem && `phone.${problem}`;
}
