import { sql } from 'kysely';
import type { Db } from '../../db/database';

/** Whether the database answers a trivial query; the failure is the caller's to log. */
export function pingDatabase(db: Db): Promise<void> {
  return sql`select 1`.execute(db).then(() => undefined);
}
