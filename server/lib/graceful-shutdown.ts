import type { FastifyInstance } from 'fastify';

export interface ShutdownOptions {
  /** Seconds `/api/health` says `draining` while still serving, before the listener closes (load balancers that poll health). */
  drainMs: number;
  /** The most the whole shutdown may take; past it the process exits with 1. */
  timeoutMs: number;
  /** Closed after the app (in this order): the database, the metrics server… */
  afterClose: Array<() => Promise<void>>;
}

/**
 * SIGTERM (systemd's stop, a deploy) and SIGINT: say `draining`, stop taking connections, finish the
 * requests in flight (kept-alive connections get `Connection: close` on their last answer), let
 * the push worker finish its claimed rows (its onClose hook waits for the batch), then close the
 * pool. Bounded by `timeoutMs`.
 */
export function closeGracefullyOnSignals(app: FastifyInstance, options: ShutdownOptions): void {
  let closing = false;
  const shutdown = async (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    app.lifecycle.draining = true;
    app.log.info({ signal, drainMs: options.drainMs }, 'shutting down: draining, then finishing open requests');
    const timer = setTimeout(() => {
      app.log.error('shutdown took too long: exiting');
      process.exit(1);
    }, options.timeoutMs);
    timer.unref();
    try {
      if (options.drainMs > 0) await new Promise((resolve) => setTimeout(resolve, options.drainMs));
      await app.close();
      for (const close of options.afterClose) await close();
      app.log.info('shut down cleanly');
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.once('SIGTERM', shutdown);
  process.once('SIGINT', shutdown);
}
