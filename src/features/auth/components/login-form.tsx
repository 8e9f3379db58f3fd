import { useState, type FormEvent } from 'react';
import type { User } from '@contract';
import { Button } from '@/components/button/button';
import { PasswordField } from '@/components/password-field/password-field';
import { TextField } from '@/components/text-field/text-field';
import { useT } from '@/i18n/i18n';
import { useLogin } from '../api/login';
import { useAuthTexts } from '../texts';
import * as styles from './auth-form.css';

type LoginFormProps = { onSignedIn: (user: User) => void; onRegister: () => void };

/** Phone and password, sent as typed (the product validates login on the server only). */
export function LoginForm({ onSignedIn, onRegister }: LoginFormProps) {
  const t = useT();
  const texts = useAuthTexts();
  const login = useLogin();
  const [phone, setPhone] = useState('');
  const [password, setPassword] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    login.mutate({ phone, password }, { onSuccess: onSignedIn });
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <TextField
        label={t('auth.phone')}
        name="phone"
        type="tel"
        inputMode="numeric"
        autoComplete="username"
        value={phone}
        onChange={(event) => setPhone(event.target.value)}
      />
      <PasswordField
        label={t('auth.password')}
        toggleLabel={texts.showPassword}
        name="password"
        autoComplete="current-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
      />
      <Button type="submit" block disabled={login.isPending} aria-busy={login.isPending}>
        {t('auth.login')}
      </Button>
      <p className={styles.switchLine}>
        <span>{t('auth.newUser')}</span>
        <button type="button" className={styles.linkButton} onClick={onRegister}>
          {t('auth.register')}
        </button>
      </p>
    </form>
  );
}
