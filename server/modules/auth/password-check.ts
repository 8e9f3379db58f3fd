import { clientNetworkKey } from '../../lib/client-network';
import type { FastifyRequest } from 'fastify';
import { hashPassword } from '../../lib/password';
import type { PasswordCheckSubject } from '../../lib/rate-limit/limits';

/**
 * Every password check takes this path: counted against the lock first (so parallel guesses cannot
 * outrun it), then queued for scrypt (so no client holds the pool), then settled with its result.
 * `verify` answers whether the password is right for an account that may sign in.
 */
export async function checkPassword(
  request: FastifyRequest,
  subject: PasswordCheckSubject,
  verify: () => Promise<boolean>,
): Promise<boolean> {
  const { loginGuard, passwordHashing } = request.server.ctx;
  const ticket = await loginGuard.begin(subject, request.log);
  let valid: boolean;
  try {
    valid = await passwordHashing.run(clientNetworkKey(request.ip), verify);
  } catch (error) {
    await ticket.notEvaluated();
    throw error;
  }
  if (valid) await ticket.succeeded();
  return valid;
}

/** A new password's hash, through the same queue as every check. */
export function hashNewPassword(request: FastifyRequest, password: string): Promise<string> {
  const { passwordHashing, scryptParams } = request.server.ctx;
  return passwordHashing.run(clientNetworkKey(request.ip), () => hashPassword(password, scryptParams));
}
