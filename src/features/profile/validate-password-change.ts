import { changePasswordRequestSchema } from '@contract';
import { checkedBy, withRepeatedField, type CheckResult } from '@/lib/form-checks';

export type PasswordChangeValues = { currentPassword: string; newPassword: string; newPasswordRepeat: string };

export const NEW_EMPTY = 'Шинэ нууц үг оруулна уу';
export const REPEAT_EMPTY = 'Шинэ нууц үгээ давтан оруулна уу';
export const REPEAT_MISMATCH = 'Нууц үг таарахгүй байна';

const checkChange = withRepeatedField(
  checkedBy<PasswordChangeValues, typeof changePasswordRequestSchema>(
    changePasswordRequestSchema,
    ({ newPasswordRepeat: _repeat, ...body }) => body,
  ),
  { field: 'newPasswordRepeat', repeats: 'newPassword', empty: REPEAT_EMPTY, mismatch: REPEAT_MISMATCH },
);

/** All required, new ≥ 8 and different from the current one (the server's rules), repeat equal to new. */
export function validatePasswordChange(
  values: PasswordChangeValues,
): CheckResult<PasswordChangeValues, { currentPassword: string; newPassword: string }> {
  const result = checkChange(values);
  if (values.newPassword) return result;
  // "At least 8 characters" under an empty field reads oddly; say it is missing instead.
  return { ok: false, errors: { ...(result.ok ? {} : result.errors), newPassword: NEW_EMPTY } };
}
