import { Migrator } from 'kysely';
import { describe, expect, it } from 'vitest';
import { migrateToLatest, migrations } from '../../../server/db/migrate';
import { databasePerTest } from '../helpers/test-database';

/*
 * Migration 2026-11-28-0351-ledger: the money already in a database becomes ledger rows —
 * each standing handover's parcels (fee and storage) and each paid invoice — and nothing else: a
 * voided handover and an unpaid invoice write none. On SQLite and (DATABASE_URL) PostgreSQL.
 */

const freshDatabase = databasePerTest();

describe('2026-11-28-0351-ledger', () => {
  it('turns standing handovers and paid invoices into charges and payments, by method, and leaves the rest out', async () => {
    const { db, schema } = await freshDatabase({ migrate: false });
    const before = new Migrator({
      db,
      provider: { getMigrations: async () => migrations },
      ...(schema ? { migrationTableSchema: schema } : {}),
    });
    expect((await before.migrateTo('2026-11-28-0350-idempotency-keys')).error).toBeUndefined();

    const at = '2026-11-20T09:00:00.000Z';
    const person = { password_hash: 'x', first_name: 'Бат', last_name: 'Дорж', state: 'ACTIVE', created_at: at, updated_at: at };
    const staff = await db
      .insertInto('users')
      .values({ ...person, phone: '88110001', role: 'staff' } as never)
      .returning('id')
      .executeTakeFirstOrThrow();
    const customer = await db
      .insertInto('users')
      .values({ ...person, phone: '99110001', role: 'customer' } as never)
      .returning('id')
      .executeTakeFirstOrThrow();
    const parcel = async (trackCode: string, price: number) =>
      (
        await db
          .insertInto('parcels')
          .values({
            track_code: trackCode,
            phone: '99110001',
            price,
            status: 'FINISHED',
            state: 'ACTIVE',
            created_at: at,
            updated_at: at,
          } as never)
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    const [cashA, cashB, voided, online, unpaid] = [
      await parcel('MIGL1', 5000),
      await parcel('MIGL2', 3000),
      await parcel('MIGL3', 9000),
      await parcel('MIGL4', 7000),
      await parcel('MIGL5', 2000),
    ];
    const handover = async (method: string, total: number, voidedAt: string | null) =>
      (
        await db
          .insertInto('handovers')
          .values({
            phone: '99110001',
            staff_id: staff.id,
            method,
            total,
            amount_received: total,
            created_at: at,
            voided_at: voidedAt,
            voided_by: voidedAt ? staff.id : null,
          } as never)
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    const cash = await handover('CASH', 9000, null);
    await db
      .insertInto('handover_parcels')
      .values([
        { handover_id: cash, parcel_id: cashA, fee: 5000, storage_fee: 1000 },
        { handover_id: cash, parcel_id: cashB, fee: 3000, storage_fee: 0 },
      ] as never)
      .execute();
    const undone = await handover('CARD', 9000, at);
    await db
      .insertInto('handover_parcels')
      .values({ handover_id: undone, parcel_id: voided, fee: 9000 } as never)
      .execute();
    const payment = async (status: string, parcelId: number, fee: number) => {
      const { id } = await db
        .insertInto('payments')
        .values({
          phone: '99110001',
          user_id: customer.id,
          amount: fee,
          status,
          created_at: at,
          expires_at: at,
          paid_at: status === 'PAID' ? at : null,
        } as never)
        .returning('id')
        .executeTakeFirstOrThrow();
      await db
        .insertInto('payment_parcels')
        .values({ payment_id: id, parcel_id: parcelId, fee } as never)
        .execute();
      return id;
    };
    const paid = await payment('PAID', online, 7000);
    await payment('EXPIRED', unpaid, 2000);

    await migrateToLatest(db, schema);

    const charges = await db
      .selectFrom('ledger_charges')
      .select(['parcel_id', 'kind', 'amount', 'handover_id', 'payment_id'])
      .orderBy('id')
      .execute();
    const payments = await db
      .selectFrom('ledger_payments')
      .select(['parcel_id', 'method', 'source', 'amount', 'handover_id', 'payment_id'])
      .orderBy('id')
      .execute();
    expect(charges).toEqual([
      { parcel_id: cashA, kind: 'TRANSPORT', amount: 5000, handover_id: cash, payment_id: null },
      { parcel_id: cashA, kind: 'STORAGE', amount: 1000, handover_id: cash, payment_id: null },
      { parcel_id: cashB, kind: 'TRANSPORT', amount: 3000, handover_id: cash, payment_id: null },
      { parcel_id: online, kind: 'TRANSPORT', amount: 7000, handover_id: null, payment_id: paid },
    ]);
    expect(payments).toEqual([
      { parcel_id: cashA, method: 'CASH', source: 'COUNTER', amount: 6000, handover_id: cash, payment_id: null },
      { parcel_id: cashB, method: 'CASH', source: 'COUNTER', amount: 3000, handover_id: cash, payment_id: null },
      { parcel_id: online, method: 'QPAY', source: 'ONLINE', amount: 7000, handover_id: null, payment_id: paid },
    ]);
    // The past figures by method are what the handovers and payments said: 9,000 cash, 7,000 QPay.
    const sum = (rows: Array<{ amount: number }>) => rows.reduce((total, row) => total + row.amount, 0);
    expect(sum(payments.filter((row) => row.method === 'CASH'))).toBe(9000);
    expect(sum(payments.filter((row) => row.method === 'QPAY'))).toBe(7000);
    expect(sum(payments)).toBe(sum(charges));
  });
});
