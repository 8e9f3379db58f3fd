import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database';
import { repeatingTask, type RepeatingTask } from '../../lib/repeating-task';
import { tellLateParcels, tellStorageEnding } from './late-parcels';
import type { ArrivalEstimates } from './trip-times';

/**
 * The hourly watch: recomputes the trip times, then tells the owners of parcels that became late
 * and of parcels whose free storage ends within STORAGE_WARNING_DAYS (each once, see late-parcels.ts).
 */
export function createArrivalWatch(options: {
  db: Db;
  estimates: ArrivalEstimates;
  organizationId: number;
  log: FastifyBaseLogger;
  intervalMs: number;
}): RepeatingTask {
  return repeatingTask(
    options.intervalMs,
    async () => {
      const now = options.estimates.now();
      const times = await options.estimates.refresh();
      const late = times ? await tellLateParcels(options.db, times, now) : 0;
      const storage = await tellStorageEnding(options.db, options.organizationId, now);
      if (late + storage > 0) options.log.info({ late, storage }, 'arrival watch told customers');
    },
    (error) => options.log.error({ err: error }, 'arrival watch failed'),
  );
}
