import { createServer, type Server } from 'node:http';
import type { FastifyBaseLogger } from 'fastify';
import type { Metrics } from './metrics';

/** How many ports above METRICS_PORT's default an instance tries when the one below is taken (several instances on one host). */
export const METRICS_PORT_TRIES = 16;
export const DEFAULT_METRICS_PORT = 9464;

export interface MetricsServerOptions {
  host: string;
  port: number;
  /** The default port was used: walk up to the next free one. A port given explicitly must be free. */
  nextFreePort: boolean;
  log: FastifyBaseLogger;
}

export interface RunningMetricsServer {
  port: number;
  close(): Promise<void>;
}

/**
 * `GET /metrics` in Prometheus's text format on an address of its own (127.0.0.1:9464 by default),
 * never on the public port: nginx proxies the public one, and the figures (routes, pool, backlog)
 * are the operator's, not the internet's. Anything else is a plain 404.
 */
export async function startMetricsServer(metrics: Metrics, options: MetricsServerOptions): Promise<RunningMetricsServer> {
  const server = createServer((request, response) => {
    if (request.method !== 'GET' || request.url?.split('?')[0] !== '/metrics') {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found\n');
      return;
    }
    metrics.registry.metrics().then(
      (text) => response.writeHead(200, { 'content-type': metrics.registry.contentType }).end(text),
      (error: unknown) => {
        options.log.error({ err: error }, 'metrics could not be collected');
        response.writeHead(500, { 'content-type': 'text/plain' }).end('Metrics failed\n');
      },
    );
  });
  const tries = options.nextFreePort ? METRICS_PORT_TRIES : 1;
  for (let offset = 0; ; offset += 1) {
    const port = options.port === 0 ? 0 : options.port + offset;
    try {
      await listen(server, options.host, port);
      break;
    } catch (error) {
      const taken = (error as NodeJS.ErrnoException).code === 'EADDRINUSE';
      if (!taken || offset + 1 >= tries) {
        throw new Error(
          taken
            ? `METRICS_PORT: ${options.host}:${options.port}${tries > 1 ? `–${options.port + tries - 1}` : ''} is taken (give each instance its own METRICS_PORT, or METRICS_PORT=off)`
            : `METRICS_PORT: cannot listen on ${options.host}:${port}: ${(error as Error).message}`,
        );
      }
    }
  }
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : options.port;
  options.log.info({ metrics: `http://${options.host}:${port}/metrics` }, 'metrics listening');
  return {
    port,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

function listen(server: Server, host: string, port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const onError = (error: Error) => reject(error);
    server.once('error', onError);
    server.listen(port, host, () => {
      server.off('error', onError);
      resolve();
    });
  });
}
