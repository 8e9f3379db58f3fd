import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export const REQUEST_ID_HEADER = 'x-request-id';

/** nginx's `$request_id` is 32 hex digits; other proxies send UUIDs. Anything else is replaced, never logged as sent. */
const ACCEPTED_ID = /^[\w.:-]{8,64}$/;

/**
 * Fastify's `genReqId`: the id the proxy in front gave the request (nginx sets `X-Request-ID` and
 * logs it), so one request can be followed from nginx's log to ours; a fresh UUID otherwise. The
 * header is checked first: it lands in every log line of the request.
 */
export function requestIdFor(request: IncomingMessage): string {
  const sent = request.headers[REQUEST_ID_HEADER];
  return typeof sent === 'string' && ACCEPTED_ID.test(sent) ? sent : randomUUID();
}

/** Every answer carries its request's id back, errors included. */
export const requestIdPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('onRequest', async (request, reply) => {
      reply.header(REQUEST_ID_HEADER, request.id);
    });
  },
  { name: 'request-id' },
);
