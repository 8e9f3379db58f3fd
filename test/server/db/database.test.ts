import { PARCEL_STATUSES } from '@contract';
import { describe, expect, it } from 'vitest';
import { migrateToLatest } from '../../../server/db/migrate';
import { DEMO_CUSTOMER, seedDemoData } from '../../../server/db/seed';
import { verifyPassword } from '../../../server/lib/password';
import { TEST_SCRYPT } from '../helpers/test-app';
import { databasePerTest } from '../helpers/test-database';

const freshDatabase = databasePerTest();

describe('migrations', () => {
  it('create every table, run twice without harm, and hand out increasing ids', async () => {
    const database = await freshDatabase({ migrate: false });
    const { db, schema } = database;
    await migrateToLatest(db, schema);
    await migrateToLatest(db, schema);

    const tables = (await db.introspection.getTables())
      .filter((table) => !schema || table.schema === schema)
      .map((table) => table.name)
      .sort();
    expect(tables).toEqual(
      [
        'addresses',
        'audit_log',
        'cargo_addresses',
        'dashboard_daily',
        'delivery_request_parcels',
        'delivery_requests',
        'ebarimt_receipts',
        'handover_parcels',
        'handovers',
        'idempotency_keys',
        'ledger_charges',
        'ledger_payments',
        'notification_outbox',
        'organizations',
        'parcel_status_history',
        'payment_parcels',
        'payments',
        'parcels',
        'pickup_codes',
        'phone_codes',
        'prices',
        'push_subscriptions',
        'server_instances',
        'parcel_claims',
        'parcel_photos',
        'pickup_points',
        'server_secrets',
        'sessions',
        'sms_budget',
        'trip_parcels',
        'trips',
        'users',
        'warehouses',
      ].sort(),
    );

    const now = new Date().toISOString();
    const first = await db.insertInto('organizations').values({ name: 'A', created_at: now }).returning('id').executeTakeFirstOrThrow();
    const second = await db.insertInto('organizations').values({ name: 'B', created_at: now }).returning('id').executeTakeFirstOrThrow();
    expect(second.id).toBeGreaterThan(first.id);
  });

  it('enforce unique track codes and valid statuses in the database itself', async () => {
    const database = await freshDatabase();
    const { db } = database;
    const now = new Date().toISOString();
    const parcel = {
      track_code: 'YT1',
      phone: '99112233',
      price: 0,
      status: 'REGISTERED' as const,
      state: 'ACTIVE' as const,
      created_at: now,
      updated_at: now,
    };
    await db.insertInto('parcels').values(parcel).execute();
    await expect(db.insertInto('parcels').values(parcel).execute()).rejects.toThrow();
    await expect(
      db
        .insertInto('parcels')
        .values({ ...parcel, track_code: 'YT2', status: 'LOST' as never })
        .execute(),
    ).rejects.toThrow();
  });
});

describe('demo seed', () => {
  it('fills an empty database once and leaves a filled one alone', async () => {
    const database = await freshDatabase();
    const { db } = database;
    expect(await seedDemoData(db, TEST_SCRYPT)).toBe(true);
    const count = async (table: 'parcels' | 'users' | 'warehouses' | 'organizations') =>
      Number(
        (
          await db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = { parcels: await count('parcels'), users: await count('users'), warehouses: await count('warehouses') };

    expect(await seedDemoData(db, TEST_SCRYPT)).toBe(false);
    expect({ parcels: await count('parcels'), users: await count('users'), warehouses: await count('warehouses') }).toEqual(before);
    expect(await count('organizations')).toBe(1);
  });

  it('has organisation 1, two active Erenhot warehouses (one with a zip code), prices and the demo customer', async () => {
    const database = await freshDatabase();
    const { db } = database;
    await seedDemoData(db, TEST_SCRYPT);

    const organization = await db.selectFrom('organizations').selectAll().executeTakeFirstOrThrow();
    expect(organization.id).toBe(1);
    const warehouses = await db.selectFrom('warehouses').selectAll().where('state', '=', 'ACTIVE').execute();
    expect(warehouses).toHaveLength(2);
    const addresses = await db.selectFrom('cargo_addresses').selectAll().orderBy('warehouse_id').execute();
    expect(addresses.map((address) => address.region.includes('二连浩特'))).toEqual([true, true]);
    expect(addresses.map((address) => address.zipcode)).toEqual(['011100', null]);
    expect(await db.selectFrom('prices').select(['kg', 'm3', 'rate']).executeTakeFirstOrThrow()).toEqual({ kg: 3000, m3: 599, rate: 480 });

    const customer = await db.selectFrom('users').selectAll().where('phone', '=', DEMO_CUSTOMER.phone).executeTakeFirstOrThrow();
    expect(customer.role).toBe('customer');
    expect(await verifyPassword(DEMO_CUSTOMER.password, customer.password_hash)).toBe(true);
    const statuses = await db.selectFrom('parcels').select('status').where('phone', '=', DEMO_CUSTOMER.phone).execute();
    expect(new Set(statuses.map((row) => row.status))).toEqual(new Set(PARCEL_STATUSES));
  });

  it('gives every seeded parcel a history that ends in its current status', async () => {
    const database = await freshDatabase();
    const { db } = database;
    await seedDemoData(db, TEST_SCRYPT);
    const parcels = await db.selectFrom('parcels').select(['id', 'status']).execute();
    for (const parcel of parcels) {
      const history = await db
        .selectFrom('parcel_status_history')
        .select('status')
        .where('parcel_id', '=', parcel.id)
        .orderBy('id')
        .execute();
      expect(history[0]?.status).toBe('REGISTERED');
      expect(history.at(-1)?.status).toBe(parcel.status);
    }
  });
});

describe.runIf(!process.env.DATABASE_URL)('the SQLite connection queue', () => {
  it('serves waiting queries first come, first served', async () => {
    const database = await freshDatabase();
    const { db } = database;
    const finished: number[] = [];
    await Promise.all(
      Array.from({ length: 50 }, (_, index) =>
        db
          .selectFrom('organizations')
          .select('id')
          .execute()
          .then(() => finished.push(index)),
      ),
    );
    expect(finished).toEqual(Array.from({ length: 50 }, (_, index) => index));
  });

  it('keeps a transaction exclusive: a query outside it waits and never sees its uncommitted rows', async () => {
    const database = await freshDatabase();
    const { db } = database;
    let outsideSaw: number | undefined;
    let outside: Promise<void> | undefined;
    await db.transaction().execute(async (trx) => {
      await trx.insertInto('organizations').values({ name: 'Uncommitted', created_at: new Date().toISOString() }).execute();
      outside = db
        .selectFrom('organizations')
        .select('id')
        .execute()
        .then((rows) => {
          outsideSaw = rows.length;
        });
      await new Promise((resolve) => setTimeout(resolve, 30));
      expect(outsideSaw).toBeUndefined();
      await trx.deleteFrom('organizations').execute();
    });
    await outside;
    expect(outsideSaw).toBe(0);
  });
});
