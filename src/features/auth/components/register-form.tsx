import type { FormEvent } from 'react';
import type { User } from '@contract';
import { Button } from '@/components/button/button';
import { PasswordField } from '@/components/password-field/password-field';
import { TextField } from '@/components/text-field/text-field';
import { useT } from '@/i18n/i18n';
import { useFormState } from '@/lib/use-form-state';
import { useRegister } from '../api/register';
import { useAuthTexts } from '../texts';
import { validateRegistration, type RegistrationValues } from '../validate-registration';
import * as styles from './auth-form.css';

type RegisterFormProps = { onSignedIn: (user: User) => void; onLogin: () => void };

const EMPTY: RegistrationValues = { phone: '', lastName: '', firstName: '', password: '', passwordRepeat: '' };

/** Phone (8 digits), family and given name, password (≥ 8) twice; the server signs the new user in. */
export function RegisterForm({ onSignedIn, onLogin }: RegisterFormProps) {
  const t = useT();
  const texts = useAuthTexts();
  const register = useRegister();
  const { values, setErrors, field } = useFormState<RegistrationValues>(EMPTY);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = validateRegistration(values);
    if (!result.ok) {
      setErrors(result.errors);
      return;
    }
    register.mutate(result.body, { onSuccess: onSignedIn });
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <TextField label={t('auth.phone')} type="tel" inputMode="numeric" autoComplete="tel" maxLength={8} {...field('phone')} />
      <div className={styles.nameRow}>
        <TextField label={t('profile.lastName')} autoComplete="family-name" {...field('lastName')} />
        <TextField label={t('profile.firstName')} autoComplete="given-name" {...field('firstName')} />
      </div>
      <PasswordField label={t('auth.password')} toggleLabel={texts.showPassword} autoComplete="new-password" {...field('password')} />
      <PasswordField
        label={texts.passwordRepeat}
        toggleLabel={texts.showPassword}
        autoComplete="new-password"
        {...field('passwordRepeat')}
      />
      <Button type="submit" block disabled={register.isPending} aria-busy={register.isPending}>
        {t('auth.register')}
      </Button>
      <p className={styles.switchLine}>
        <span>{texts.haveAccount}</span>
        <button type="button" className={styles.linkButton} onClick={onLogin}>
          {t('auth.login')}
        </button>
      </p>
    </form>
  );
}
