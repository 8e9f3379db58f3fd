import type { AuditAction } from '@contract';
import type { Db } from '../../db/database';

/*
 * The audit trail: every staff or admin write adds its rows here through recordAudit, on
 * the transaction that makes the change, so a rolled-back change leaves no row and a committed one
 * always has its row. The table refuses updates and deletes (triggers, migration 0260).
 */

export interface AuditRecord {
  /** The staff member; null for the system. */
  actorId: number | null;
  action: AuditAction;
  /** A track code, a phone, `warehouse:3`, `staff:12`. */
  object: string;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
  /** `CLI`: made by the admin command line (actorId null); the app's rows leave it out. */
  via?: 'CLI';
}

/** Rows per INSERT: SQLite allows 32766 bound values, eight per row. */
const BATCH = 1000;

const asJson = (value: Record<string, unknown> | null | undefined) => (value ? JSON.stringify(value) : null);

/** Writes audit rows on `db` (the caller's transaction). */
export async function recordAudit(db: Db, records: AuditRecord | readonly AuditRecord[], at = new Date().toISOString()): Promise<void> {
  const rows = (Array.isArray(records) ? records : [records]) as readonly AuditRecord[];
  for (let start = 0; start < rows.length; start += BATCH) {
    await db
      .insertInto('audit_log')
      .values(
        rows.slice(start, start + BATCH).map((record) => ({
          at,
          actor_id: record.actorId,
          action: record.action,
          object: record.object.slice(0, 80),
          before: asJson(record.before),
          after: asJson(record.after),
          via: record.via ?? null,
        })),
      )
      .execute();
  }
}
