import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  phoneCodeDeliverySchema,
  userSchema,
  type PasswordResetRequest,
  type PhoneCodeDelivery,
  type PhoneCodeRequest,
  type User,
} from '@contract';
import { apiFetch } from '@/lib/http';
import { userQueryOptions } from '../session/get-user';
import { setStoredUser } from '../session/stored-user';

/*
 * Phone verification and password recovery: one file for the four calls, since they are
 * one flow: how codes travel here, ask for a code, verify the own phone, set a new password.
 */

/** GET /api/auth/phone/delivery: `sms`, `server-log` (development) or `counter` (no SMS here: staff verify). */
export async function getCodeDelivery(): Promise<PhoneCodeDelivery> {
  return phoneCodeDeliverySchema.parse(await apiFetch<unknown>('/auth/phone/delivery')).delivery;
}

/** Not user data (the same for everyone) and never persisted: a server that gains SMS is believed at once. */
export const codeDeliveryQueryOptions = queryOptions({ queryKey: ['phone-code-delivery'], queryFn: getCodeDelivery, staleTime: 60_000 });

export const useCodeDelivery = () => useQuery(codeDeliveryQueryOptions);

/** POST /api/auth/phone/code: 204 whatever the phone; a 429 says to wait. */
export async function requestPhoneCode(body: PhoneCodeRequest): Promise<void> {
  // No answer to read (204): nothing to parse (docs/pwa.md, Fetchers).
  await apiFetch('/auth/phone/code', { method: 'POST', body });
}

export const useRequestPhoneCode = () => useMutation({ mutationFn: requestPhoneCode });

/** POST /api/auth/phone/verify: the user, now with `phoneVerified: true`. */
export async function verifyPhone(code: string): Promise<User> {
  return userSchema.parse(await apiFetch<unknown>('/auth/phone/verify', { method: 'POST', body: { code } }));
}

/** Verifies; the stored user (header, guards) and the profile follow, and "Миний ачаа" is asked again. */
export function useVerifyPhone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyPhone,
    // A wrong or spent code is shown under the code field.
    meta: { quietReasons: ['CODE_REFUSED'] },
    onSuccess: (user) => {
      setStoredUser(user);
      queryClient.setQueryData(userQueryOptions(user.id).queryKey, user);
      void queryClient.invalidateQueries();
    },
  });
}

/** POST /api/auth/password/reset: a new password by the code; every session of the account ends. */
export async function resetPassword(body: PasswordResetRequest): Promise<void> {
  // No answer to read (204): nothing to parse (docs/pwa.md, Fetchers).
  await apiFetch('/auth/password/reset', { method: 'POST', body });
}

export const useResetPassword = () => useMutation({ mutationFn: resetPassword, meta: { quietReasons: ['CODE_REFUSED'] } });
