import { passwordResetRequestSchema, type PasswordResetRequest } from '@contract';
import { SubmitButton } from '@/components/button/submit-button';
import { PasswordField } from '@/components/password-field/password-field';
import { PhoneField } from '@/components/phone-field/phone-field';
import { Spinner } from '@/components/spinner/spinner';
import { TextField } from '@/components/text-field/text-field';
import { useCodeDelivery, useResetPassword } from '@/data/phone/phone-code';
import { useLogIn } from '@/data/session/log-in';
import { useWebOtp } from '@/hooks/use-web-otp';
import { useForm } from '@/hooks/use-form';
import { phoneCatalogue } from '@/i18n/catalogues/phone';
import { useT } from '@/i18n/i18n';
import { phoneProblem, type CheckResult } from '@/lib/form-checks';
import { notify } from '@/lib/toast';
import { formStack } from '@/styles/form.css';
import * as styles from './auth-form.css';
import { CodeRequestButton } from './code-request-button';
import { SwitchLine } from './switch-line';

type ResetValues = { phone: string; code: string; password: string; passwordRepeat: string };

/**
 * "Нууц үгээ мартсан уу?": a code to the phone (or one staff gave at the counter, where this server
 * has no SMS) and a new password. The server ends every session; this browser then signs in with
 * the new password.
 */
export function ForgotPasswordForm({ onLogin }: { onLogin: () => void }) {
  const t = useT(phoneCatalogue);
  const delivery = useCodeDelivery();
  const reset = useResetPassword();
  const login = useLogIn();
  const form = useForm<ResetValues>({ phone: '', code: '', password: '', passwordRepeat: '' });

  const check = (values: ResetValues): CheckResult<ResetValues, PasswordResetRequest> => {
    // The repeat is the form's own check; the request is strict and refuses keys it does not know.
    const { passwordRepeat: _repeat, ...request } = values;
    const parsed = passwordResetRequestSchema.safeParse(request);
    const errors: Partial<Record<keyof ResetValues, string>> = {};
    if (!parsed.success) for (const issue of parsed.error.issues) errors[issue.path[0] as keyof ResetValues] ??= issue.message;
    if (values.passwordRepeat !== values.password) errors.passwordRepeat = t('phone.passwordsDiffer');
    return parsed.success && !errors.passwordRepeat ? { ok: true, data: parsed.data } : { ok: false, errors };
  };
  const phoneReady = () => {
    const problem = phoneProblem(form.values.phone);
    if (problem) form.setErrors({ phone: t(problem) });
    return !problem;
  };
  const send = (body: PasswordResetRequest) =>
    reset.mutate(body, {
      onSuccess: () => {
        notify.success(t('phone.resetDone'));
        login.mutate({ phone: body.phone, password: body.password });
      },
      onError: (error) => {
        if (error.reason === 'CODE_REFUSED') form.setErrors({ code: error.message });
      },
    });

  // The SMS's code offered by the browser (Android Chrome) fills the field; the new password is still to type.
  useWebOtp(delivery.data === 'sms', (code) => form.setValue('code', code));

  if (delivery.data === undefined) return <Spinner />;
  const byCounter = delivery.data === 'counter';
  return (
    <form className={formStack} onSubmit={form.submit(check, send)} noValidate>
      <p className={styles.note}>{byCounter ? t('phone.resetAtCounter') : t('phone.resetLead')}</p>
      {delivery.data === 'server-log' ? <p className={styles.note}>{t('phone.devLog')}</p> : null}
      <PhoneField label={t('auth.phone')} autoComplete="username" data-autofocus {...form.field('phone')} />
      {byCounter ? null : <CodeRequestButton phone={form.values.phone} purpose="reset" canSend={phoneReady} />}
      <TextField label={t('phone.code')} inputMode="numeric" autoComplete="one-time-code" maxLength={12} {...form.field('code')} />
      <PasswordField label={t('phone.newPassword')} autoComplete="new-password" {...form.field('password')} />
      <PasswordField label={t('phone.newPasswordRepeat')} autoComplete="new-password" {...form.field('passwordRepeat')} />
      <SubmitButton pending={reset.isPending || login.isPending} label={t('phone.resetTitle')} />
      <SwitchLine question={t('phone.rememberPassword')} action={t('phone.backToLogin')} onClick={onLogin} />
    </form>
  );
}
