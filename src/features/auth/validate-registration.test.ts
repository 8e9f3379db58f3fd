import { describe, expect, it } from 'vitest';
import { REPEAT_EMPTY, REPEAT_MISMATCH, validateRegistration, type RegistrationValues } from './validate-registration';

const valid: RegistrationValues = {
  phone: '99112233',
  firstName: 'Болд',
  lastName: 'Бат',
  password: 'password1',
  passwordRepeat: 'password1',
};

describe('validateRegistration', () => {
  it('accepts a complete form and sends it without the repeat', () => {
    expect(validateRegistration(valid)).toEqual({
      ok: true,
      data: { phone: '99112233', firstName: 'Болд', lastName: 'Бат', password: 'password1' },
    });
  });

  it('reports every empty field at once', () => {
    const result = validateRegistration({ phone: '', firstName: '', lastName: '', password: '', passwordRepeat: '' });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(Object.keys(result.errors).sort()).toEqual(['firstName', 'lastName', 'password', 'passwordRepeat', 'phone']);
    expect(result.errors.passwordRepeat).toBe(REPEAT_EMPTY);
  });

  it.each(['9911223', '991122334', '9911-233', 'abcdefgh'])('refuses the phone %s (8 digits only)', (phone) => {
    const result = validateRegistration({ ...valid, phone });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors.phone).toBe('Утасны дугаар 8 оронтой тоо байна');
  });

  it('needs at least 8 characters of password', () => {
    const result = validateRegistration({ ...valid, password: 'short12', passwordRepeat: 'short12' });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors).toEqual({ password: 'Нууц үг дор хаяж 8 тэмдэгт байна' });
  });

  it('needs the repeat to match', () => {
    const result = validateRegistration({ ...valid, passwordRepeat: 'password2' });
    expect(result).toEqual({ ok: false, errors: { passwordRepeat: REPEAT_MISMATCH } });
  });

  it('does not take blank names', () => {
    const result = validateRegistration({ ...valid, firstName: '   ' });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors.firstName).toBe('Нэр оруулна уу');
  });
});
