import { useState } from 'react';
import type { User } from '@contract';
import { Modal } from '@/components/modal/modal';
import { useT } from '@/i18n/i18n';
import { closeLoginDialog } from '@/lib/login-dialog';
import { LoginForm } from './login-form';
import { RegisterForm } from './register-form';

type LoginModalProps = { onSignedIn: (user: User) => void };

/** The Login modal (≤ 460 px); "Шинэ хэрэглэгч үү? Бүртгүүлэх" turns it into registration. */
export function LoginModal({ onSignedIn }: LoginModalProps) {
  const t = useT();
  const [mode, setMode] = useState<'login' | 'register'>('login');
  return (
    <Modal title={mode === 'login' ? t('auth.login') : t('auth.register')} onClose={closeLoginDialog}>
      {mode === 'login' ? (
        <LoginForm onSignedIn={onSignedIn} onRegister={() => setMode('register')} />
      ) : (
        <RegisterForm onSignedIn={onSignedIn} onLogin={() => setMode('login')} />
      )}
    </Modal>
  );
}
