import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import { APP_START_SCRIPT } from '@contract/app-start-script';
import { EARLY_INPUT_SCRIPT } from '@contract/early-input-script';
import { QPAY_LOGO_ORIGIN } from '@contract/qpay-logos';

/** An inline script a page may run, allowed by the hash of its exact text. */
const scriptHash = (script: string) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`;

/**
 * Two inline scripts only, each allowed by its hash: the early-input guard every page carries
 * (contract/early-input-script.ts) and the prerendered pages' start of the app after the first
 * paint (contract/app-start-script.ts); the initial state is a JSON data block, not code. Inline styles
 * only because react-hot-toast injects its own. No upgrade-insecure-requests: the server also
 * runs on plain http://127.0.0.1, where it would break every request.
 */
export const CONTENT_SECURITY_POLICY = {
  'default-src': ["'self'"],
  'script-src': ["'self'", scriptHash(EARLY_INPUT_SCRIPT), scriptHash(APP_START_SCRIPT)],
  'style-src': ["'self'", "'unsafe-inline'"],
  // QPay's bank logos on the payment screen (contract/payment.ts: QPAY_LOGO_ORIGIN); images only.
  'img-src': ["'self'", 'data:', QPAY_LOGO_ORIGIN],
  'font-src': ["'self'"],
  'connect-src': ["'self'"],
  'worker-src': ["'self'"],
  'manifest-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
};

export const HELMET_OPTIONS: HelmetOptions = {
  contentSecurityPolicy: { useDefaults: false, directives: CONTENT_SECURITY_POLICY },
};

/** Runs helmet once against a recording response and keeps the headers it sets. */
export function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}

/**
 * helmet's headers on every answer. @fastify/helmet rebuilds helmet's middleware on each request
 * (about 80 µs of CPU here, more than a whole bare Fastify request); with no nonces and no
 * per-route options the headers never change, so helmet computes them once at start-up.
 */
export const securityHeadersPlugin = fp(
  async (app: FastifyInstance) => {
    const headers = helmetHeaders(HELMET_OPTIONS);
    app.addHook('onRequest', (_request, reply, done) => {
      reply.headers(headers);
      done();
    });
  },
  { name: 'security-headers' },
);
