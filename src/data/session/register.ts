import type { RegisterRequest, User } from '@contract';
import { requestSession, useSessionRequest } from './log-in';

/** POST /api/auth/register: creates the customer and signs them in (the server starts the session), like a login. */
export function register(body: RegisterRequest): Promise<User> {
  return requestSession('/auth/register', body);
}

export const useRegister = () => useSessionRequest(register);
