import type { Kysely } from 'kysely';

/*
 * Frozen (2026-11-21). The public check by phone read 10 index entries and then 10 table rows
 * scattered over the whole table; with every column it answers in the index, it reads the index only.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createIndex('parcels_phone_lookup')
    .on('parcels')
    .columns(['phone', 'updated_at', 'state', 'track_code', 'price', 'status'])
    .execute();
  await db.schema.dropIndex('parcels_phone_updated').execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.createIndex('parcels_phone_updated').on('parcels').columns(['phone', 'updated_at']).execute();
  await db.schema.dropIndex('parcels_phone_lookup').execute();
}
