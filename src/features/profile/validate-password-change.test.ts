import { describe, expect, it } from 'vitest';
import { NEW_EMPTY, REPEAT_EMPTY, REPEAT_MISMATCH, validatePasswordChange } from './validate-password-change';

describe('validatePasswordChange', () => {
  it('accepts a new password of 8+ characters, repeated, different from the current one', () => {
    expect(validatePasswordChange({ currentPassword: 'old-pass1', newPassword: 'new-pass1', newPasswordRepeat: 'new-pass1' })).toEqual({
      ok: true,
      data: { currentPassword: 'old-pass1', newPassword: 'new-pass1' },
    });
  });

  it('requires all three fields', () => {
    expect(validatePasswordChange({ currentPassword: '', newPassword: '', newPasswordRepeat: '' })).toEqual({
      ok: false,
      errors: { currentPassword: 'Одоогийн нууц үг оруулна уу', newPassword: NEW_EMPTY, newPasswordRepeat: REPEAT_EMPTY },
    });
  });

  it('needs at least 8 characters', () => {
    expect(validatePasswordChange({ currentPassword: 'old-pass1', newPassword: 'new1234', newPasswordRepeat: 'new1234' })).toEqual({
      ok: false,
      errors: { newPassword: 'Нууц үг дор хаяж 8 тэмдэгт байна' },
    });
  });

  it('needs the repeat to match', () => {
    expect(validatePasswordChange({ currentPassword: 'old-pass1', newPassword: 'new-pass1', newPasswordRepeat: 'new-pass2' })).toEqual({
      ok: false,
      errors: { newPasswordRepeat: REPEAT_MISMATCH },
    });
  });

  it('refuses a new password equal to the current one', () => {
    expect(validatePasswordChange({ currentPassword: 'same-pass', newPassword: 'same-pass', newPasswordRepeat: 'same-pass' })).toEqual({
      ok: false,
      errors: { newPassword: 'Шинэ нууц үг одоогийн нууц үгээс өөр байх ёстой' },
    });
  });
});
