import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ZodError } from 'zod';
import type { ErrorReason } from '@contract/error-reasons';
import { reasonMessages } from '@contract/reason-messages';
import { HttpError, messages } from '../lib/http-error';
import { firstIssueMessage } from '../lib/zod-messages';

/** Fastify's own 4xx errors, in words a customer can read. */
const frameworkMessages: Record<string, string> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: messages.unsupportedMediaType,
  FST_ERR_CTP_BODY_TOO_LARGE: messages.payloadTooLarge,
  FST_ERR_CTP_EMPTY_JSON_BODY: messages.emptyBody,
  FST_ERR_CTP_INVALID_JSON_BODY: messages.invalidJson,
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: messages.badRequest,
};

const statusMessages: Record<number, string> = {
  404: messages.notFound,
  405: messages.methodNotAllowed,
  413: messages.payloadTooLarge,
  415: messages.unsupportedMediaType,
  429: reasonMessages.RATE_LIMITED,
};

export function describeError(error: FastifyError | Error): {
  statusCode: number;
  message: string;
  reason?: ErrorReason;
  details?: Record<string, unknown>;
} {
  if (error instanceof HttpError)
    return {
      statusCode: error.statusCode,
      message: error.message,
      ...(error.reason ? { reason: error.reason } : {}),
      details: error.details,
    };
  if (error instanceof ZodError) return { statusCode: 400, message: firstIssueMessage(error) };
  const { statusCode, code } = error as FastifyError;
  // PostgreSQL gave up one of two writes that waited on each other (a deadlock, a serialization
  // failure): nothing of it was kept, and the same request again goes through.
  if (code === '40P01' || code === '40001') return { statusCode: 409, message: messages.writeCollided, reason: 'CHANGED_MEANWHILE' };
  if (statusCode && statusCode >= 400 && statusCode < 500) {
    const known = (code && frameworkMessages[code]) ?? statusMessages[statusCode];
    // A SyntaxError here is the JSON parser rejecting the body (bad JSON, a __proto__ key).
    const message = known ?? (error instanceof SyntaxError ? messages.invalidJson : messages.badRequest);
    return { statusCode, message };
  }
  return { statusCode: 500, message: messages.serverError };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The methods some route answers at this path (wildcard routes aside); empty for an unknown path. */
    allowedMethods(path: string): string[];
    /** Every route registered, wildcards included, with its schemas: what the route fuzz test (test/server/http/route-fuzz.test.ts) walks. */
    registeredRoutes(): RegisteredRoute[];
  }
}

export interface RegisteredRoute {
  method: string;
  url: string;
  schema?: { params?: unknown; querystring?: unknown; body?: unknown };
}

/** `/api/staff/parcels/:trackCode` as a pattern any one segment fills. */
function routePattern(url: string): RegExp {
  const escaped = url.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/:[^/]+/g, '[^/]+');
  return new RegExp(`^${escaped}$`);
}

/** Every error leaves as `{code, message, reason?}`; bad input is 4xx, and only our own faults are 500. */
export const errorsPlugin = fp(
  async (app: FastifyInstance) => {
    const routes: Array<{ pattern: RegExp; methods: string[] }> = [];
    const registered: RegisteredRoute[] = [];
    app.addHook('onRoute', (route) => {
      for (const method of ([] as string[]).concat(route.method))
        registered.push({ method, url: route.url, ...(route.schema ? { schema: route.schema as RegisteredRoute['schema'] } : {}) });
      // The PWA's catch-all (`/*`) would make every path "known"; only real routes count.
      if (route.url.includes('*')) return;
      routes.push({ pattern: routePattern(route.url), methods: ([] as string[]).concat(route.method) });
    });
    app.decorate('registeredRoutes', () => [...registered]);
    app.decorate('allowedMethods', (path: string) => [
      ...new Set(routes.filter((route) => route.pattern.test(path)).flatMap((route) => route.methods)),
    ]);

    app.setErrorHandler((error: FastifyError, request, reply) => {
      const { statusCode, message, reason, details } = describeError(error);
      // A deliberate 503 (the hashing queue full, Redis away) is a refusal: one line, no stack.
      if (error instanceof HttpError && statusCode === 503) request.log.warn({ statusCode, reason: error.message }, 'request refused');
      else if (statusCode >= 500) request.log.error({ err: error }, 'request failed');
      // debug, not info: a flood of refused requests (429s) must not become a flood of log lines.
      else request.log.debug({ statusCode, reason: error.message }, 'request refused');
      if (error instanceof HttpError) reply.headers(error.headers);
      return reply
        .code(statusCode)
        .type('application/json; charset=utf-8')
        .send({ ...details, code: statusCode, message, ...(reason ? { reason } : {}) });
    });
  },
  { name: 'errors' },
);

/**
 * Unknown /api paths (and everything, when no PWA is served) answer JSON, never an HTML page. A
 * known path asked with a method it does not answer is a 405 with the methods it does (RFC 9110).
 */
export const sendNotFound = (request: FastifyRequest, reply: FastifyReply) => {
  const allowed = request.server.allowedMethods(request.url.split('?')[0] ?? '');
  if (allowed.length > 0) {
    return reply
      .code(405)
      .header('allow', allowed.join(', '))
      .type('application/json; charset=utf-8')
      .send({ code: 405, message: messages.methodNotAllowed });
  }
  return reply.code(404).type('application/json; charset=utf-8').send({ code: 404, message: messages.notFound });
};

/** Node's own refusals (before Fastify sees a request), in our shape and words. */
const clientErrorAnswers: Record<string, { statusCode: number; message: string }> = {
  HPE_HEADER_OVERFLOW: { statusCode: 431, message: messages.headersTooLarge },
  ERR_HTTP_REQUEST_TIMEOUT: { statusCode: 408, message: messages.requestTimeout },
};

/**
 * Fastify's `clientErrorHandler`: a request Node's parser refuses (oversized headers, bad framing
 * such as both Content-Length and Transfer-Encoding, a request too slow to arrive) still gets
 * `{code, message}` in Mongolian, then the connection closes.
 */
export function answerClientError(this: FastifyInstance, error: Error & { code?: string }, socket: Socket): void {
  // A reset connection has nobody to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const { statusCode, message } = clientErrorAnswers[error.code ?? ''] ?? { statusCode: 400, message: messages.badRequest };
  this.log.info({ code: error.code, statusCode }, 'connection refused by the HTTP parser');
  if (socket.writable) {
    const body = JSON.stringify({ code: statusCode, message });
    socket.write(
      `HTTP/1.1 ${statusCode} ${STATUS_CODES[statusCode]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
