import type { RegisterRequest, User } from '@contract';
import { useT } from '@/i18n/i18n';
import { notify } from '@/lib/toast';
import { requestSession, useSessionRequest } from './log-in';
import { openPhoneVerifyDialog } from './phone-verify-dialog';

/** POST /api/auth/register: creates the customer and signs them in (the server starts the session), like a login. */
export function register(body: RegisterRequest): Promise<User> {
  return requestSession('/auth/register', body);
}

/** Registers and, once the account exists, says so ("Бүртгэл амжилттай үүслээ") and asks to verify the phone. */
export function useRegister() {
  const t = useT();
  return useSessionRequest(register, (user) => {
    notify.success(t('auth.registered'));
    // The next step: prove the phone, so its parcels become the account's.
    if (user.phoneVerified === false) openPhoneVerifyDialog({ sendCode: true });
  });
}
