import { SubmitButton } from '@/components/button/submit-button';
import { Card } from '@/components/card/card';
import { PasswordField } from '@/components/password-field/password-field';
import { useChangePassword } from '@/data/session/change-password';
import { useForm } from '@/hooks/use-form';
import { accountCatalogue } from '@/i18n/catalogues/account';
import { useT } from '@/i18n/i18n';
import { notify } from '@/lib/toast';
import { formStack } from '@/styles/form.css';
import { validatePasswordChange, type PasswordChangeValues } from '../validate-password-change';
import * as styles from './profile.css';

const EMPTY: PasswordChangeValues = { currentPassword: '', newPassword: '', newPasswordRepeat: '' };

/** Current, new and repeated password; the server ends the user's other sessions when it changes. */
export function PasswordForm() {
  const t = useT(accountCatalogue);
  const change = useChangePassword();
  const form = useForm(EMPTY);

  const send = (body: { currentPassword: string; newPassword: string }) =>
    change.mutate(body, {
      onSuccess: () => {
        notify.success(t('account.passwordChanged'));
        form.reset();
      },
      // The wrong current password: its message belongs under that field, not in a toast.
      onError: (error) => {
        if (error.reason === 'WRONG_PASSWORD') form.setErrors({ currentPassword: error.message });
      },
    });

  return (
    <Card className={styles.passwordCard}>
      <form className={formStack} onSubmit={form.submit(validatePasswordChange, send)} noValidate>
        <PasswordField label={t('password.current')} autoComplete="current-password" {...form.field('currentPassword')} />
        <PasswordField label={t('password.new')} autoComplete="new-password" {...form.field('newPassword')} />
        <PasswordField label={t('password.repeat')} autoComplete="new-password" {...form.field('newPasswordRepeat')} />
        <p className={styles.hint}>{t('account.passwordHint')}</p>
        <SubmitButton pending={change.isPending} pendingLabel={t('pending.save')} label={t('password.submit')} />
      </form>
    </Card>
  );
}
