import { LogController, type FastifyBaseLogger, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';

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

/** A stream error that only says the client stopped reading (end-of-stream's text, or Node's code). */
const isClientAbort = (value: unknown) =>
  value instanceof Error && (value.message === 'premature close' || (value as NodeJS.ErrnoException).code === 'ERR_STREAM_PREMATURE_CLOSE');

/**
 * @fastify/compress logs every failed pipe at `error`, including a browser that stopped a download:
 * a page left, or the home page's own search submitted while the app's scripts still load,
 * which is no fault of ours and would page whoever watches error lines. Those go to `debug`.
 */
export function withClientAbortsAtDebug(logger: FastifyServerOptions['logger']): FastifyServerOptions['logger'] {
  if (typeof logger !== 'object' || logger === null) return logger;
  return {
    ...logger,
    hooks: {
      logMethod(args, method, level) {
        const [first] = args as unknown[];
        const error = first instanceof Error ? first : (first as { err?: unknown } | undefined)?.err;
        if (level >= 50 && isClientAbort(error)) return this.debug(...(args as [object, string?]));
        return method.apply(this, args);
      },
    },
  };
}
