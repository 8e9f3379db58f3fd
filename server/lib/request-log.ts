import { LogController, type FastifyBaseLogger, type FastifyReply, type FastifyRequest } from 'fastify';

/** pino's check; Fastify's stand-in logger (`logger: false`) has none and logs nothing. */
const debugEnabled = (log: FastifyBaseLogger & { isLevelEnabled?: (level: string) => boolean }) => log.isLevelEnabled?.('debug') === true;

/**
 * Fastify writes two info lines per request ("incoming request", "request completed"), and at the
 * default level those two lines cost the public check more CPU than its whole database lookup (the
 * API bench's "check at info log" row). Access logs are the reverse proxy's job; ours has no line
 * per request at `info`, and one short line per answered request at `debug` (method, URL without
 * its query, status, milliseconds). Errors keep their lines at every level: a response stream that
 * failed is still logged by Fastify, and a 500 by the errors plugin.
 */
export class RequestLog extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (error) {
      super.requestCompleted(error, request, reply);
      return;
    }
    if (!debugEnabled(request.log)) return;
    request.log.debug(
      { method: request.method, url: request.url.split('?')[0], statusCode: reply.statusCode, ms: Math.round(reply.elapsedTime) },
      'request completed',
    );
  }
}
