import { useState } from 'react';
import { Modal } from '@/components/modal/modal';
import { closeLoginDialog } from '@/data/session/login-dialog';
import { useT } from '@/i18n/i18n';
import { LoginForm } from './login-form';
import { RegisterForm } from './register-form';

/** The Login modal (≤ 460 px); "Шинэ хэрэглэгч үү? Бүртгүүлэх" turns it into registration. A session that starts closes it. */
export function LoginModal() {
  const t = useT();
  const [mode, setMode] = useState<'login' | 'register'>('login');
  return (
    <Modal title={mode === 'login' ? t('auth.login') : t('auth.register')} onClose={closeLoginDialog}>
      {mode === 'login' ? <LoginForm onRegister={() => setMode('register')} /> : <RegisterForm onLogin={() => setMode('login')} />}
    </Modal>
  );
}
