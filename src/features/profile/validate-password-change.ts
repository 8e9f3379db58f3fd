import { changePasswordRequestSchema, type ChangePasswordRequest } from '@contract';
import { firstFieldErrors, hasFieldErrors, type FieldErrors } from '@/lib/field-errors';

export type PasswordChangeValues = { currentPassword: string; newPassword: string; newPasswordRepeat: string };

export type PasswordChangeResult =
  { ok: true; body: ChangePasswordRequest } | { ok: false; errors: FieldErrors<keyof PasswordChangeValues> };

export const NEW_EMPTY = 'Шинэ нууц үг оруулна уу';
export const REPEAT_EMPTY = 'Шинэ нууц үгээ давтан оруулна уу';
export const REPEAT_MISMATCH = 'Нууц үг таарахгүй байна';

/** All required, new ≥ 8 and different from the current one (the server's rules), repeat equal to new. */
export function validatePasswordChange(values: PasswordChangeValues): PasswordChangeResult {
  const { newPasswordRepeat, ...body } = values;
  const parsed = changePasswordRequestSchema.safeParse(body);
  const errors: FieldErrors<keyof PasswordChangeValues> = parsed.success ? {} : firstFieldErrors(parsed.error);
  // "At least 8 characters" under an empty field reads oddly; say it is missing instead.
  if (!body.newPassword) errors.newPassword = NEW_EMPTY;
  if (!newPasswordRepeat) errors.newPasswordRepeat = REPEAT_EMPTY;
  else if (newPasswordRepeat !== body.newPassword) errors.newPasswordRepeat = REPEAT_MISMATCH;
  if (!parsed.success || hasFieldErrors(errors)) return { ok: false, errors };
  return { ok: true, body };
}
