import { useMutation } from '@tanstack/react-query';
import { userSchema, type RegisterRequest, type User } from '@contract';
import { apiFetch } from '@/lib/http';
import { LOGIN_TIMEOUT_MS } from './login';

/** Creates the customer and signs them in (the server starts the session), like a login. */
export async function register(body: RegisterRequest): Promise<User> {
  const answer = await apiFetch<unknown>('/auth/register', {
    method: 'POST',
    body,
    timeout: LOGIN_TIMEOUT_MS,
    credentials: 'include',
  });
  return userSchema.parse(answer);
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
