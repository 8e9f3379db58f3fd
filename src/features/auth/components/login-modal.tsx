import { useState } from 'react';
import { Modal } from '@/components/modal/modal';
import { closeLoginDialog } from '@/data/session/login-dialog';
import { useT } from '@/i18n/i18n';
import { phoneCatalogue } from '@/i18n/catalogues/phone';
import { ForgotPasswordForm } from './forgot-password-form';
import { LoginForm } from './login-form';
import { RegisterForm } from './register-form';

/** The Login modal (≤ 460 px); "Шинэ хэрэглэгч үү? Бүртгүүлэх" turns it into registration. A session that starts closes it. */
export function LoginModal() {
  const t = useT(phoneCatalogue);
  const [mode, setMode] = useState<'login' | 'register' | 'forgot'>('login');
  const titles = { login: t('auth.login'), register: t('auth.register'), forgot: t('phone.resetTitle') };
  return (
    <Modal title={titles[mode]} onClose={closeLoginDialog}>
      {mode === 'login' ? <LoginForm onRegister={() => setMode('register')} onForgot={() => setMode('forgot')} /> : null}
      {mode === 'register' ? <RegisterForm onLogin={() => setMode('login')} /> : null}
      {mode === 'forgot' ? <ForgotPasswordForm onLogin={() => setMode('login')} /> : null}
    </Modal>
  );
}
