import { PageHeader } from '@/components/page/page-header';
import { PasswordForm } from '@/features/profile/components/password-form';
import { useT } from '@/i18n/i18n';

/** "Нууц үг солих" (wide /profile/password, narrow /password). */
export function PasswordPage() {
  const t = useT();
  return (
    <>
      <PageHeader title={t('profile.password')} />
      <PasswordForm />
    </>
  );
}
