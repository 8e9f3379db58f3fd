import type { FastifyRequest } from 'fastify';

/**
 * The options every cookie of ours shares: never readable by scripts, sent over https only when the
 * request came over https (request.protocol honours X-Forwarded-Proto only when TRUST_PROXY says the
 * proxy is ours).
 */
export function privateCookieOptions(request: FastifyRequest, scope: { sameSite: 'strict' | 'lax'; path: string }) {
  return { httpOnly: true, sameSite: scope.sameSite, path: scope.path, secure: request.protocol === 'https' };
}
