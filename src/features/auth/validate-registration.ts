import { registerRequestSchema } from '@contract';
import { checkedBy, withRepeatedField } from '@/lib/form-checks';

export type RegistrationValues = {
  phone: string;
  firstName: string;
  lastName: string;
  password: string;
  passwordRepeat: string;
};

export const REPEAT_EMPTY = 'Нууц үгээ давтан оруулна уу';
export const REPEAT_MISMATCH = 'Нууц үг таарахгүй байна';

/** The server's own rules (8-digit phone, names, password ≥ 8) plus the repeat, all shown at once; the repeat is not sent. */
export const validateRegistration = withRepeatedField(
  checkedBy<RegistrationValues, typeof registerRequestSchema>(registerRequestSchema, ({ passwordRepeat: _repeat, ...body }) => body),
  { field: 'passwordRepeat', repeats: 'password', empty: REPEAT_EMPTY, mismatch: REPEAT_MISMATCH },
);
