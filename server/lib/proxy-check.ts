import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

const FORWARDED_HEADERS = ['x-forwarded-for', 'x-forwarded-proto', 'x-forwarded-host'] as const;
const LOOPBACK = /^(127\.|::1$|::ffff:127\.)/;

/**
 * With TRUST_PROXY off, a reverse proxy on this host (X-Forwarded-* arriving from loopback) makes
 * every client share the proxy's IP (one rate limit for the whole country) and every cookie lose
 * `Secure`. Refusing requests would take the site down for a configuration slip, so this warns,
 * once per process, saying what to set.
 */
export const untrustedProxyWarningPlugin = fp<{ trustProxy: unknown }>(
  async (app: FastifyInstance, { trustProxy }) => {
    if (trustProxy !== false && trustProxy !== undefined) return;
    let warned = false;
    app.addHook('onRequest', async (request) => {
      if (warned || !LOOPBACK.test(request.socket.remoteAddress ?? '')) return;
      const sent = FORWARDED_HEADERS.filter((name) => request.headers[name] !== undefined);
      if (sent.length === 0) return;
      warned = true;
      request.log.warn(
        { headers: sent },
        "X-Forwarded-* headers arrive from a proxy on this host but TRUST_PROXY is off: every client gets the proxy's IP " +
          "(rate limits and login locks shared by all) and cookies lose Secure. Set TRUST_PROXY=loopback (or the proxy's address).",
      );
    });
  },
  { name: 'untrusted-proxy-warning' },
);
