import { SubmitButton } from '@/components/button/submit-button';
import { PasswordField } from '@/components/password-field/password-field';
import { PhoneField } from '@/components/phone-field/phone-field';
import { TextField } from '@/components/text-field/text-field';
import { useRegister } from '@/data/session/register';
import { useForm } from '@/hooks/use-form';
import { accountCatalogue } from '@/i18n/catalogues/account';
import { useT } from '@/i18n/i18n';
import { fieldPair, formStack } from '@/styles/form.css';
import { validateRegistration, type RegistrationValues } from '../validate-registration';
import { SwitchLine } from './switch-line';

const EMPTY: RegistrationValues = { phone: '', lastName: '', firstName: '', password: '', passwordRepeat: '' };

/** Phone (8 digits), family and given name, password (≥ 8) twice; the server signs the new user in. */
export function RegisterForm({ onLogin }: { onLogin: () => void }) {
  const t = useT(accountCatalogue);
  const register = useRegister();
  const form = useForm(EMPTY);

  return (
    <form className={formStack} onSubmit={form.submit(validateRegistration, (body) => register.mutate(body))} noValidate>
      <PhoneField label={t('auth.phone')} data-autofocus autoFocus {...form.field('phone')} />
      <div className={fieldPair}>
        <TextField label={t('profile.lastName')} autoComplete="family-name" {...form.field('lastName')} />
        <TextField label={t('profile.firstName')} autoComplete="given-name" {...form.field('firstName')} />
      </div>
      <PasswordField label={t('auth.password')} autoComplete="new-password" {...form.field('password')} />
      <PasswordField label={t('account.passwordRepeat')} autoComplete="new-password" {...form.field('passwordRepeat')} />
      <SubmitButton pending={register.isPending} pendingLabel={t('pending.register')} label={t('auth.register')} />
      <SwitchLine question={t('account.haveAccount')} action={t('auth.login')} onClick={onLogin} />
    </form>
  );
}
