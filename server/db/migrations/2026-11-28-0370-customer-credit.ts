import type { Kysely } from 'kysely';

/*
 * Frozen (2026-11-28). Money QPay received for a closed invoice may be kept against what the
 * customer owes (server/modules/billing/customer-credit.ts): a handover then takes that much less,
 * and says how much in `credit_used` (the ledger holds the rows; this is the receipt's figure).
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .alterTable('handovers')
    .addColumn('credit_used', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
}
