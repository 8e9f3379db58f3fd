import { registerRequestSchema, type RegisterRequest } from '@contract';
import { firstFieldErrors, hasFieldErrors, type FieldErrors } from '@/lib/field-errors';

export type RegistrationValues = {
  phone: string;
  firstName: string;
  lastName: string;
  password: string;
  passwordRepeat: string;
};

export type RegistrationResult = { ok: true; body: RegisterRequest } | { ok: false; errors: FieldErrors<keyof RegistrationValues> };

export const REPEAT_EMPTY = 'Нууц үгээ давтан оруулна уу';
export const REPEAT_MISMATCH = 'Нууц үг таарахгүй байна';

/** The server's own rules (8-digit phone, names, password ≥ 8) plus the repeat, all shown at once. */
export function validateRegistration(values: RegistrationValues): RegistrationResult {
  const { passwordRepeat, ...body } = values;
  const parsed = registerRequestSchema.safeParse(body);
  const errors: FieldErrors<keyof RegistrationValues> = parsed.success ? {} : firstFieldErrors(parsed.error);
  if (!passwordRepeat) errors.passwordRepeat = REPEAT_EMPTY;
  else if (passwordRepeat !== values.password) errors.passwordRepeat = REPEAT_MISMATCH;
  if (!parsed.success || hasFieldErrors(errors)) return { ok: false, errors };
  return { ok: true, body };
}
