import { Migrator } from 'kysely';
import { describe, expect, it } from 'vitest';
import { migrateToLatest, migrations } from '../../../server/db/migrate';
import { databasePerTest } from '../helpers/test-database';

const freshDatabase = databasePerTest();

describe('2026-11-23-0001-parcel-journey', () => {
  it('keeps every parcel and its history (SQLite rebuilds the table) and lets a price be unknown', async () => {
    const database = await freshDatabase({ migrate: false });
    const { db, schema } = database;
    const before = new Migrator({
      db,
      provider: { getMigrations: async () => migrations },
      ...(schema ? { migrationTableSchema: schema } : {}),
    });
    const { error } = await before.migrateTo('2026-11-22-0001-server-secrets');
    expect(error).toBeUndefined();
    const at = '2026-11-20T09:00:00.000Z';
    const { id } = await db
      .insertInto('parcels')
      .values({
        track_code: 'MIG0001',
        phone: '99112233',
        price: 5400,
        status: 'RECEIVED',
        state: 'ACTIVE',
        created_at: at,
        updated_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('parcel_status_history')
      .values([
        { parcel_id: id, status: 'REGISTERED', changed_by: null, changed_at: at },
        { parcel_id: id, status: 'RECEIVED', changed_by: null, changed_at: at },
      ])
      .execute();

    await migrateToLatest(db, schema);

    const parcel = await db.selectFrom('parcels').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(parcel).toMatchObject({ track_code: 'MIG0001', price: 5400, status: 'RECEIVED', note: null, registered_by: 'staff' });
    expect(await db.selectFrom('parcel_status_history').select('status').where('parcel_id', '=', id).orderBy('id').execute()).toEqual([
      { status: 'REGISTERED' },
      { status: 'RECEIVED' },
    ]);
    await db
      .insertInto('parcels')
      .values({
        track_code: 'MIG0002',
        phone: '99112233',
        price: null,
        status: 'REGISTERED',
        state: 'ACTIVE',
        created_at: at,
        updated_at: at,
      })
      .execute();
    // The table's rules survived the rebuild: a second row with the same code is still refused, and so is a negative price.
    const insertParcel = (trackCode: string, price: number) =>
      db
        .insertInto('parcels')
        .values({ track_code: trackCode, phone: '88001122', price, status: 'REGISTERED', state: 'ACTIVE', created_at: at, updated_at: at })
        .execute();
    await expect(insertParcel('MIG0002', 1)).rejects.toThrow();
    await expect(insertParcel('MIG0003', -1)).rejects.toThrow();
    // Foreign keys are on again: deleting the parcel takes its history with it.
    await db.deleteFrom('parcels').where('id', '=', id).execute();
    expect(await db.selectFrom('parcel_status_history').select('id').where('parcel_id', '=', id).execute()).toEqual([]);
  });
});
