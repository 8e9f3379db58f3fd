import { useMutation } from '@tanstack/react-query';
import { userSchema, type LoginRequest, type User } from '@contract';
import { apiFetch } from '@/lib/http';

/** The product's login client gives up after 5 s; a hanging request must not freeze the modal. */
export const LOGIN_TIMEOUT_MS = 5000;

/** A call that answers the user and sets the session cookie: login, and registration (which signs in). */
export async function requestSession(path: '/auth/login' | '/auth/register', body: object): Promise<User> {
  const answer = await apiFetch<unknown>(path, { method: 'POST', body, timeout: LOGIN_TIMEOUT_MS, credentials: 'include' });
  return userSchema.parse(answer);
}

export function login(body: LoginRequest): Promise<User> {
  return requestSession('/auth/login', body);
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
