import { useMutation } from '@tanstack/react-query';
import type { RegisterRequest, User } from '@contract';
import { requestSession } from './login';

/** Creates the customer and signs them in (the server starts the session), like a login. */
export function register(body: RegisterRequest): Promise<User> {
  return requestSession('/auth/register', body);
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
