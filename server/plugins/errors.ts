import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ZodError } from 'zod';
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
  429: messages.tooManyRequests,
};

export function describeError(error: FastifyError | Error): { statusCode: number; message: string } {
  if (error instanceof HttpError) return { statusCode: error.statusCode, message: error.message };
  if (error instanceof ZodError) return { statusCode: 400, message: firstIssueMessage(error) };
  const { statusCode, code } = error as FastifyError;
  if (statusCode && statusCode >= 400 && statusCode < 500) {
    const known = (code && frameworkMessages[code]) ?? statusMessages[statusCode];
    // A SyntaxError here is the JSON parser rejecting the body (bad JSON, a __proto__ key).
    const message = known ?? (error instanceof SyntaxError ? messages.invalidJson : messages.badRequest);
    return { statusCode, message };
  }
  return { statusCode: 500, message: messages.serverError };
}

/** Every error leaves as `{code, message}`; bad input is 4xx, and only our own faults are 500. */
export const errorsPlugin = fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      const { statusCode, message } = describeError(error);
      if (statusCode >= 500) request.log.error({ err: error }, 'request failed');
      // debug, not info: a flood of refused requests (429s) must not become a flood of log lines.
      else request.log.debug({ statusCode, reason: error.message }, 'request refused');
      if (error instanceof HttpError) reply.headers(error.headers);
      return reply.code(statusCode).type('application/json; charset=utf-8').send({ code: statusCode, message });
    });
  },
  { name: 'errors' },
);

/** Unknown /api paths (and everything, when no PWA is served) answer JSON, never an HTML page. */
export const sendNotFound = (_request: FastifyRequest, reply: FastifyReply) =>
  reply.code(404).type('application/json; charset=utf-8').send({ code: 404, message: messages.notFound });
