import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database';
import { deleteExpiredSessions } from './session-repository';

export interface SessionSweeper {
  start(): void;
  /** Waits for a sweep in flight, then sweeps no more. */
  stop(): Promise<void>;
}

/**
 * Deletes expired sessions now and every `intervalMs`. A sign-in only clears its own user's old rows,
 * so without this the table keeps every session of a customer who never comes back, and the push
 * subscriptions saved under them keep receiving that customer's parcel news on a device that is
 * signed out. Every instance may run one: the delete is the same whoever runs it first.
 */
export function createSessionSweeper(options: { db: Db; log: FastifyBaseLogger; intervalMs: number }): SessionSweeper {
  const { db, log, intervalMs } = options;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let stopped = true;

  const sweep = () => {
    running = deleteExpiredSessions(db)
      .then((deleted) => {
        if (deleted > 0) log.info({ deleted }, 'expired sessions deleted');
      })
      // The next sweep tries again; a database hiccup must not stop the server.
      .catch((error: unknown) => log.error({ err: error }, 'sweeping expired sessions failed'))
      .finally(() => {
        if (!stopped) timer = setTimeout(sweep, intervalMs).unref();
      });
  };

  return {
    start() {
      if (!stopped) return;
      stopped = false;
      sweep();
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
