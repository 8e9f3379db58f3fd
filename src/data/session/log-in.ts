import { useMutation, useQueryClient } from '@tanstack/react-query';
import { userSchema, type LoginRequest, type User } from '@contract';
import { apiFetch } from '@/lib/http';
import { notify } from '@/lib/toast';
import { startLocalSession } from './local-session';

/** The product's login client gives up after 5 s; a hanging request must not freeze the modal. */
export const LOGIN_TIMEOUT_MS = 5000;

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
export function useSessionRequest<Body>(mutationFn: (body: Body) => Promise<User>, onStarted?: (user: User) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (user) => {
      // The failed attempts' messages ("…бүртгэл үүссэн байна") are out of date now.
      notify.dismissAll();
      startLocalSession(queryClient, user);
      onStarted?.(user);
    },
  });
}

export const useLogIn = () => useSessionRequest(logIn);
