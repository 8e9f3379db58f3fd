import { calculateTransportFee } from '@contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectApiError } from '../helpers/api-error';
import { createTestAppWithStaff } from '../helpers/test-app';
import { as } from '../helpers/as-user';

/* Weight and size on intake: the fee by the published rule, a typed price over it, shelf places. */

let setup: Awaited<ReturnType<typeof createTestAppWithStaff>>;
beforeAll(async () => {
  setup = await createTestAppWithStaff('8822');
});
afterAll(() => setup.t.close());

const DEMO_PRICES = { kg: 3000, m3: 599, rate: 480 };

describe('the fee from the scale', () => {
  it('computes the fee by the calculator’s rule with the prices in force, and keeps it when prices change', async () => {
    const measures = { weightKg: 3, widthCm: 50, heightCm: 40, lengthCm: 60 };
    const created = await as(setup.t.app, setup.staff).post('/api/staff/parcels', { trackCode: 'FEE0001', phone: '91234567', ...measures });
    expect(created.statusCode).toBe(201);
    const expected = calculateTransportFee(measures, DEMO_PRICES).fee;
    expect(expected).toBe(34600);
    expect(created.json()).toMatchObject({ price: expected, priceSource: 'RULE', ...measures, shelf: null });

    // The organisation's prices change: the fee already computed stays.
    expect((await as(setup.t.app, setup.staff).put('/api/staff/prices', { kg: 9000, m3: 999, rate: 500 })).statusCode).toBeLessThan(300);
    expect((await as(setup.t.app, setup.staff).get('/api/staff/parcels/FEE0001')).json()).toMatchObject({
      price: 34600,
      priceSource: 'RULE',
    });
    // A new weight is priced with the prices of now.
    const reweighed = await as(setup.t.app, setup.staff).patch('/api/staff/parcels/FEE0001', { weightKg: 10.25 });
    expect(reweighed.json()).toMatchObject({
      weightKg: 10.25,
      price: calculateTransportFee({ ...measures, weightKg: 10.25 }, { kg: 9000, m3: 999, rate: 500 }).fee,
      priceSource: 'RULE',
    });
    await as(setup.t.app, setup.staff).put('/api/staff/prices', DEMO_PRICES);
  });

  it('lets a typed price win, recorded with the computed and the given price', async () => {
    const created = await as(setup.t.app, setup.staff).post('/api/staff/parcels', {
      trackCode: 'FEE0002',
      phone: '91234567',
      weightKg: 2,
      price: 5000,
    });
    expect(created.json()).toMatchObject({ price: 5000, priceSource: 'MANUAL', weightKg: 2 });
    expect(created.json().history.at(-1)).toMatchObject({ event: 'EDIT', changes: { override: { computed: 6000, given: 5000 } } });

    const patched = (await as(setup.t.app, setup.staff).patch('/api/staff/parcels/FEE0002', { price: 4500 })).json();
    expect(patched).toMatchObject({ price: 4500, priceSource: 'MANUAL' });
    expect(patched.history.at(-1)).toMatchObject({
      changes: { price: { from: 5000, to: 4500 }, override: { computed: 6000, given: 4500 } },
    });
  });

  it('weight alone prices by weight; a shelf place is upper-cased, staff-only and clearable', async () => {
    await as(setup.t.app, setup.staff).post('/api/staff/parcels', {
      trackCode: 'FEE0003',
      phone: '99112233',
      weightKg: 1.25,
      status: 'DELIVERED',
    });
    const shelved = (await as(setup.t.app, setup.staff).patch('/api/staff/parcels/FEE0003', { shelf: 'b-12' })).json();
    expect(shelved).toMatchObject({ price: 3800, shelf: 'B-12' });
    expect(shelved.history.at(-1)).toMatchObject({ event: 'EDIT', changes: { shelf: { from: null, to: 'B-12' } } });
    const check = await as(setup.t.app).post('/api/package/check', { trackCode: 'FEE0003' });
    expect(check.body).not.toContain('B-12');
    const mine = await as(setup.t.app, setup.customer).get('/api/package');
    expect(mine.body).not.toContain('B-12');
    expect((await as(setup.t.app, setup.staff).patch('/api/staff/parcels/FEE0003', { shelf: null })).json().shelf).toBeNull();
  });

  it('shows the customer and the public timeline the weight and size that made the fee', async () => {
    const measures = { weightKg: 2.5, widthCm: 30, heightCm: 20, lengthCm: 40 };
    await as(setup.t.app, setup.staff).post('/api/staff/parcels', {
      trackCode: 'FEE0004',
      phone: '99112233',
      status: 'DELIVERED',
      ...measures,
    });
    const mine = (await as(setup.t.app, setup.customer).get('/api/package')).json();
    expect(mine.list.find((parcel: { trackCode: string }) => parcel.trackCode === 'FEE0004')).toMatchObject(measures);
    const timeline = await as(setup.t.app).get('/api/package/FEE0004/history');
    expect(timeline.json()).toMatchObject({ trackCode: 'FEE0004', ...measures });
    // Nothing measured: nulls, not missing fields.
    await as(setup.t.app, setup.staff).post('/api/staff/parcels', { trackCode: 'FEE0005', phone: '99112233', price: 5000 });
    expect((await as(setup.t.app).get('/api/package/FEE0005/history')).json()).toMatchObject({
      weightKg: null,
      widthCm: null,
      heightCm: null,
      lengthCm: null,
    });
  });
});

describe('bad measures', () => {
  it.each([
    [{ weightKg: -1 }, 'Жин 0-ээс их байна'],
    [{ weightKg: 0 }, 'Жин 0-ээс их байна'],
    [{ weightKg: 1e9 }, 'Жин 1000 кг-аас их байж болохгүй'],
    [{ weightKg: '2.5' }, 'Жин тоо байна'],
    [{ weightKg: 1.234 }, 'Жин хамгийн ихдээ 2 орон бутархайтай байна'],
    [{ widthCm: 10, heightCm: 10 }, 'Хэмжээнд өргөн, өндөр, уртыг гурвууланг нь оруулна уу'],
    [{ widthCm: 10, heightCm: 10, lengthCm: 501 }, 'Урт 500 см-аас их байж болохгүй'],
    [{ shelf: 'B 12' }, 'Тавиурын байрлал зөвхөн үсэг, тоо, зураасаас бүрдэнэ'],
    [{ shelf: 'B-12\u0000' }, 'Тавиурын байрлал зөвхөн үсэг, тоо, зураасаас бүрдэнэ'],
    [{ shelf: 'ABCDEFGHIJKLM' }, 'Тавиурын байрлал 12 тэмдэгтээс урт байж болохгүй'],
  ])('%j is a 400 that changes nothing', async (body, message) => {
    const before = (await as(setup.t.app, setup.staff).get('/api/staff/parcels/FEE0001')).json();
    expect(expectApiError(await as(setup.t.app, setup.staff).patch('/api/staff/parcels/FEE0001', body), 400)).toBe(message);
    expect(
      expectApiError(
        await as(setup.t.app, setup.staff).post('/api/staff/parcels', { trackCode: 'BAD0001', phone: '91234567', ...body }),
        400,
      ),
    ).toBe(message);
    expect((await as(setup.t.app, setup.staff).get('/api/staff/parcels/FEE0001')).json()).toEqual(before);
    expect((await as(setup.t.app, setup.staff).get('/api/staff/parcels/BAD0001')).statusCode).toBe(404);
  });
});
