import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database';
import { repeatingTask, type RepeatingTask } from '../../lib/repeating-task';
import { deleteExpiredSessions } from './session-repository';

/**
 * Deletes expired sessions now and every `intervalMs`. A sign-in only clears its own user's old rows,
 * so without this the table keeps every session of a customer who never comes back, and the push
 * subscriptions saved under them keep receiving that customer's parcel news on a device that is
 * signed out. Every instance may run one: the delete is the same whoever runs it first.
 */
export function createSessionSweeper(options: { db: Db; log: FastifyBaseLogger; intervalMs: number }): RepeatingTask {
  const { db, log, intervalMs } = options;
  return repeatingTask(
    intervalMs,
    async () => {
      const deleted = await deleteExpiredSessions(db);
      if (deleted > 0) log.info({ deleted }, 'expired sessions deleted');
    },
    (error) => log.error({ err: error }, 'sweeping expired sessions failed'),
  );
}
