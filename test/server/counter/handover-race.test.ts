import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestAppWithStaff } from '../helpers/test-app';
import { as } from '../helpers/as-user';

/* Races at the counter: 50 requests at once, on SQLite and (with DATABASE_URL) PostgreSQL. */

const PARALLEL = 50;
const PHONE = '99112233';
let setup: Awaited<ReturnType<typeof createTestAppWithStaff>>;
let secondCounter: string;
let addressId: number;

beforeAll(async () => {
  setup = await createTestAppWithStaff('8824');
  secondCounter = await setup.t.signInNewStaff('88240099');
  const address = {
    type: 'HOME',
    firstName: 'Бат',
    lastName: 'Дорж',
    phone: PHONE,
    city: 'Улаанбаатар',
    district: 'Сүхбаатар',
    subdistrict: '1-р хороо',
    note: '',
  };
  addressId = (await as(setup.t.app, setup.customer).post('/api/address', address)).json().id;
});
afterAll(() => setup.t.close());

async function readyParcel(trackCode: string): Promise<void> {
  const created = await as(setup.t.app, setup.staff).post('/api/staff/parcels', {
    trackCode,
    phone: PHONE,
    weightKg: 2,
    status: 'DELIVERED',
  });
  expect(created.statusCode).toBe(201);
}

const rowsOf = async (trackCode: string) => {
  const { db } = setup.t;
  const parcel = await db.selectFrom('parcels').select(['id', 'status']).where('track_code', '=', trackCode).executeTakeFirstOrThrow();
  const finished = await db
    .selectFrom('parcel_status_history')
    .select('id')
    .where('parcel_id', '=', parcel.id)
    .where('status', '=', 'FINISHED')
    .execute();
  const handovers = await db.selectFrom('handover_parcels').select('handover_id').where('parcel_id', '=', parcel.id).execute();
  const deliveries = await db.selectFrom('delivery_request_parcels').select('request_id').where('parcel_id', '=', parcel.id).execute();
  return { status: parcel.status, finished: finished.length, handovers: handovers.length, deliveries: deliveries.length };
};

describe('two counters, one parcel', () => {
  it(`${PARALLEL} handovers of one parcel from two counters: one 201, the rest 409, one handover, one FINISHED row`, async () => {
    await readyParcel('RACE-HO-1');
    const body = { trackCodes: ['RACE-HO-1'], method: 'CASH', amountReceived: 6000 };
    const answers = await Promise.all(
      Array.from({ length: PARALLEL }, (_, index) =>
        as(setup.t.app, index % 2 ? secondCounter : setup.staff).post('/api/staff/handovers', body),
      ),
    );
    const codes = answers.map((answer) => answer.statusCode).sort();
    expect(codes.filter((code) => code === 201)).toHaveLength(1);
    expect(codes.filter((code) => code === 409)).toHaveLength(PARALLEL - 1);
    expect(await rowsOf('RACE-HO-1')).toEqual({ status: 'FINISHED', finished: 1, handovers: 1, deliveries: 0 });
  });
});

describe('the counter against a door-delivery request', () => {
  it(`${PARALLEL} requests at once, handovers and delivery requests mixed: exactly one of them wins`, async () => {
    await readyParcel('RACE-HO-2');
    const answers = await Promise.all(
      Array.from({ length: PARALLEL }, (_, index) =>
        index % 2
          ? as(setup.t.app, setup.staff).post('/api/staff/handovers', { trackCodes: ['RACE-HO-2'], method: 'CASH', amountReceived: 6000 })
          : as(setup.t.app, setup.customer).post('/api/delivery', { trackCodes: ['RACE-HO-2'], addressId }),
      ),
    );
    const won = answers.filter((answer) => answer.statusCode === 201);
    expect(won).toHaveLength(1);
    expect(answers.filter((answer) => answer.statusCode === 409)).toHaveLength(PARALLEL - 1);
    const rows = await rowsOf('RACE-HO-2');
    if (won[0]!.json().method === 'CASH') expect(rows).toEqual({ status: 'FINISHED', finished: 1, handovers: 1, deliveries: 0 });
    else expect(rows).toEqual({ status: 'DELIVERED', finished: 0, handovers: 0, deliveries: 1 });
  });
});

describe('undo', () => {
  it(`${PARALLEL} undos of one handover at once: one 200, the parcel back once`, async () => {
    await readyParcel('RACE-HO-3');
    const { id } = (
      await as(setup.t.app, setup.staff).post('/api/staff/handovers', { trackCodes: ['RACE-HO-3'], method: 'CASH', amountReceived: 6000 })
    ).json();
    const answers = await Promise.all(
      Array.from({ length: PARALLEL }, () => as(setup.t.app, setup.staff).post(`/api/staff/handovers/${id}/undo`)),
    );
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((answer) => answer.statusCode === 409)).toHaveLength(PARALLEL - 1);
    const undos = await setup.t.db
      .selectFrom('parcel_status_history')
      .innerJoin('parcels', 'parcels.id', 'parcel_status_history.parcel_id')
      .select('parcel_status_history.id')
      .where('parcels.track_code', '=', 'RACE-HO-3')
      .where('event', '=', 'UNDO')
      .execute();
    expect(undos).toHaveLength(1);
    expect((await rowsOf('RACE-HO-3')).status).toBe('DELIVERED');
  });
});
