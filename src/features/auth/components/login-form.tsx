import { useRef } from 'react';
import { SubmitButton } from '@/components/button/submit-button';
import { PasswordField } from '@/components/password-field/password-field';
import { PhoneField } from '@/components/phone-field/phone-field';
import { useLogIn } from '@/data/session/log-in';
import { useForm } from '@/hooks/use-form';
import { useT } from '@/i18n/i18n';
import { phoneProblem, type CheckResult } from '@/lib/form-checks';
import { formStack } from '@/styles/form.css';
import { phoneCatalogue } from '@/i18n/catalogues/phone';
import * as styles from './auth-form.css';
import { SwitchLine } from './switch-line';

type LoginValues = { phone: string; password: string };

/**
 * Phone and password; only the phone's shape is checked here (the password is the server's business).
 * A refusal (wrong password, a lock, a busy server) is said under the fields, and the password is
 * selected for retyping, so the focus stays in the form.
 */
export function LoginForm({ onRegister, onForgot }: { onRegister: () => void; onForgot?: () => void }) {
  const t = useT(phoneCatalogue);
  const login = useLogIn();
  const form = useForm<LoginValues>({ phone: '', password: '' });
  const passwordRef = useRef<HTMLInputElement>(null);
  const selectPassword = () => {
    passwordRef.current?.focus();
    passwordRef.current?.select();
  };
  const checkLogin = (values: LoginValues): CheckResult<LoginValues, LoginValues> => {
    const problem = phoneProblem(values.phone);
    return problem ? { ok: false, errors: { phone: t(problem) } } : { ok: true, data: values };
  };

  return (
    <form className={formStack} onSubmit={form.submit(checkLogin, (body) => login.mutate(body, { onError: selectPassword }))} noValidate>
      <PhoneField label={t('auth.phone')} autoComplete="username" data-autofocus {...form.field('phone')} />
      <PasswordField ref={passwordRef} label={t('auth.password')} autoComplete="current-password" {...form.field('password')} />
      {onForgot ? (
        <button type="button" className={styles.forgotLink} onClick={onForgot}>
          {t('phone.forgot')}
        </button>
      ) : null}
      {login.error ? (
        <p className={styles.formError} role="alert">
          {login.error.message}
        </p>
      ) : null}
      <SubmitButton pending={login.isPending} pendingLabel={t('pending.login')} label={t('auth.login')} />
      <SwitchLine question={t('auth.newUser')} action={t('auth.register')} onClick={onRegister} />
    </form>
  );
}
