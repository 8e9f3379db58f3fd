import type { FormEvent } from 'react';
import { toast } from 'react-hot-toast';
import { Button } from '@/components/button/button';
import { Card } from '@/components/card/card';
import { PasswordField } from '@/components/password-field/password-field';
import { useT } from '@/i18n/i18n';
import { useFormState } from '@/lib/use-form-state';
import { useChangePassword } from '../api/change-password';
import { useProfileTexts } from '../texts';
import { validatePasswordChange, type PasswordChangeValues } from '../validate-password-change';
import * as styles from './profile.css';

const EMPTY: PasswordChangeValues = { currentPassword: '', newPassword: '', newPasswordRepeat: '' };

/** Current, new and repeated password; the server ends the user's other sessions when it changes. */
export function PasswordForm() {
  const t = useT();
  const texts = useProfileTexts();
  const change = useChangePassword();
  const { values, setErrors, field, reset } = useFormState(EMPTY);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = validatePasswordChange(values);
    if (!result.ok) {
      setErrors(result.errors);
      return;
    }
    change.mutate(result.body, {
      onSuccess: () => {
        toast.success(texts.passwordChanged);
        reset();
      },
      // 400 is the wrong current password: its message belongs under that field, not in a toast.
      onError: (error) => {
        if (error.code === 400) setErrors({ currentPassword: error.message });
      },
    });
  };

  return (
    <Card className={styles.passwordCard}>
      <form className={styles.form} onSubmit={submit} noValidate>
        <PasswordField
          label={t('password.current')}
          toggleLabel={texts.showPassword}
          autoComplete="current-password"
          {...field('currentPassword')}
        />
        <PasswordField label={t('password.new')} toggleLabel={texts.showPassword} autoComplete="new-password" {...field('newPassword')} />
        <PasswordField
          label={t('password.repeat')}
          toggleLabel={texts.showPassword}
          autoComplete="new-password"
          {...field('newPasswordRepeat')}
        />
        <p className={styles.hint}>{texts.passwordHint}</p>
        <Button type="submit" block disabled={change.isPending} aria-busy={change.isPending}>
          {t('password.submit')}
        </Button>
      </form>
    </Card>
  );
}
