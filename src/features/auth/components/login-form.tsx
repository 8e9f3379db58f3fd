import { SubmitButton } from '@/components/button/submit-button';
import { PasswordField } from '@/components/password-field/password-field';
import { TextField } from '@/components/text-field/text-field';
import { useLogIn } from '@/data/session/log-in';
import { useForm } from '@/hooks/use-form';
import { useT } from '@/i18n/i18n';
import { asTyped } from '@/lib/form-checks';
import { formStack } from '@/styles/form.css';
import { SwitchLine } from './switch-line';

/** Phone and password, sent as typed (the product validates login on the server only). */
export function LoginForm({ onRegister }: { onRegister: () => void }) {
  const t = useT();
  const login = useLogIn();
  const form = useForm({ phone: '', password: '' });

  return (
    <form className={formStack} onSubmit={form.submit(asTyped, (body) => login.mutate(body))} noValidate>
      <TextField label={t('auth.phone')} type="tel" inputMode="numeric" autoComplete="username" {...form.field('phone')} />
      <PasswordField label={t('auth.password')} autoComplete="current-password" {...form.field('password')} />
      <SubmitButton pending={login.isPending} pendingLabel={t('pending.login')}>
        {t('auth.login')}
      </SubmitButton>
      <SwitchLine question={t('auth.newUser')} action={t('auth.register')} onClick={onRegister} />
    </form>
  );
}
