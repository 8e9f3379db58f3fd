import type { Kysely } from 'kysely';

/*
 * Frozen (2026-11-28). The company's SMS bill: one row per budget period (`hour:` a UTC
 * hour, `day:` an Ulaanbaatar day), with the codes sent in it and the sends refused for the budget.
 * A send takes its place by a compare-and-set on `sent` (sms-budget.ts), so every instance shares
 * one budget and racing sends cannot pass it, with or without Redis.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('sms_budget')
    .addColumn('period', 'varchar(20)', (col) => col.primaryKey())
    .addColumn('sent', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('refused', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('sms_budget').execute();
}
