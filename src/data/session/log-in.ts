import { useMutation, useQueryClient, type MutationMeta } from '@tanstack/react-query';
import { userSchema, type LoginRequest, type User } from '@contract';
import { SESSION_REQUEST_TIMEOUT_MS } from '@contract/password-check';
import { apiFetch } from '@/lib/http';
import { notify } from '@/lib/toast';
import { startLocalSession } from './local-session';

/**
 * A hanging request must not freeze the modal, but a correct login on a busy server must not be cut
 * off either: the wait is the server's own bound on a password check, and some (contract/password-check.ts).
 */
export const LOGIN_TIMEOUT_MS = SESSION_REQUEST_TIMEOUT_MS;

/** A call that answers the user and sets the session cookie: login, and registration (which signs in). */
export async function requestSession(path: '/auth/login' | '/auth/register', body: object): Promise<User> {
  const answer = await apiFetch<unknown>(path, { method: 'POST', body, timeoutMs: LOGIN_TIMEOUT_MS, credentials: 'include' });
  return userSchema.parse(answer);
}

/** POST /api/auth/login. */
export function logIn(body: LoginRequest): Promise<User> {
  return requestSession('/auth/login', body);
}

/** A session call as a mutation: on success this browser's session starts (the user stored, the login modal closed). */
export function useSessionRequest<Body>(mutationFn: (body: Body) => Promise<User>, onStarted?: (user: User) => void, meta?: MutationMeta) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    meta,
    onSuccess: (user) => {
      // The failed attempts' messages ("…бүртгэл үүссэн байна") are out of date now.
      notify.dismissAll();
      startLocalSession(queryClient, user);
      onStarted?.(user);
    },
  });
}

/** The login form says every failure itself, under its fields (a toast sat behind the dimmed modal). */
export const useLogIn = () => useSessionRequest(logIn, undefined, { errorToast: false });
