import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { forbidden } from '../lib/http-error';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export interface CrossSiteGuardOptions {
  /** Extra origins allowed to call (e.g. the Vite dev server on another port). */
  allowedOrigins: readonly string[];
}

/**
 * SameSite=Lax already keeps the cookie off cross-site POSTs in current browsers; this refuses
 * them outright too, for older browsers and same-site-but-other-origin pages.
 */
function isCrossSite(request: FastifyRequest, allowedOrigins: readonly string[]): boolean {
  if (request.headers['sec-fetch-site'] === 'cross-site') return true;
  const origin = request.headers.origin;
  if (origin === undefined) return false;
  return origin !== `${request.protocol}://${request.host}` && !allowedOrigins.includes(origin);
}

export const crossSiteGuardPlugin = fp<CrossSiteGuardOptions>(
  async (app: FastifyInstance, { allowedOrigins }) => {
    // A callback hook, not an async one: every POST passes here, and a promise per request is waste.
    app.addHook('onRequest', (request, _reply, done) => {
      done(!SAFE_METHODS.has(request.method) && isCrossSite(request, allowedOrigins) ? forbidden('CROSS_SITE') : undefined);
    });
  },
  { name: 'cross-site-guard' },
);
