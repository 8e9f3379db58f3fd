import { HANDOVER_UNDO_WINDOW_MS } from '@contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { expectApiError } from '../helpers/api-error';
import { createTestAppWithStaff } from '../helpers/test-app';
import { as } from '../helpers/as-user';

/* The counter: finding the customer, handing parcels over for money, the record, undo, the pickup card, the report. */

let setup: Awaited<ReturnType<typeof createTestAppWithStaff>>;
let otherStaff: string;
const PHONE = '99112233'; // the demo customer, with one DELIVERED parcel (773245678901234, 8,500 ₮ on A-01)

beforeAll(async () => {
  setup = await createTestAppWithStaff('8823');
  otherStaff = await setup.t.signInNewStaff('88230099');
});
afterAll(() => setup.t.close());

let round = 0;
/** Two fresh ready parcels of the demo customer (3 kg → 9,000 ₮; 1 kg → 3,000 ₮), shelved. */
async function twoReadyParcels(): Promise<[string, string]> {
  round += 1;
  const codes: [string, string] = [`HO${round}A`, `HO${round}B`];
  for (const [index, code] of codes.entries()) {
    const body = {
      trackCode: code,
      phone: PHONE,
      weightKg: index === 0 ? 3 : 1,
      status: 'DELIVERED',
      shelf: index === 0 ? 'C-02' : 'B-01',
    };
    expect((await as(setup.t.app, setup.staff).post('/api/staff/parcels', body)).statusCode).toBe(201);
  }
  return codes;
}

beforeEach(async () => {
  // The demo parcel is not part of these handovers.
  await setup.t.db.updateTable('parcels').set({ status: 'SENT' }).where('track_code', '=', '773245678901234').execute();
});

describe('finding the customer', () => {
  it('by phone, by track code and by pickup code: ready parcels by shelf, the ones on the way, the total', async () => {
    const [a, b] = await twoReadyParcels();
    const byPhone = await as(setup.t.app, setup.staff).get(`/api/staff/counter?q=${encodeURIComponent('+976 9911-2233')}`);
    expect(byPhone.statusCode).toBe(200);
    const answer = byPhone.json();
    expect(answer.customer).toMatchObject({ phone: PHONE, firstName: expect.any(String) });
    expect(answer.ready.map((parcel: { trackCode: string }) => parcel.trackCode)).toEqual([b, a]);
    expect(answer.ready[0]).toMatchObject({ shelf: 'B-01', fee: 3000, weightKg: 1, paid: false });
    expect(answer.onTheWay.map((parcel: { trackCode: string }) => parcel.trackCode)).toContain('JT3098765432101');
    expect(answer.totalDue).toBe(12000);
    expect((await as(setup.t.app, setup.staff).get(`/api/staff/counter?q=${a.toLowerCase()}`)).json()).toEqual(answer);

    const card = (await as(setup.t.app, setup.customer).get('/api/package/pickup')).json();
    expect(card).toMatchObject({ code: expect.stringMatching(/^\d{6}$/), totalDue: 12000 });
    expect(JSON.stringify(card)).not.toContain('B-01');
    expect((await as(setup.t.app, setup.staff).get(`/api/staff/counter?q=${card.code}`)).json()).toEqual(answer);
    // The same code until a handover.
    expect((await as(setup.t.app, setup.customer).get('/api/package/pickup')).json().code).toBe(card.code);
    await as(setup.t.app, setup.staff).post('/api/staff/handovers', { trackCodes: [a, b], method: 'CASH', amountReceived: 12000 });
  });

  it('is 404 for an unknown phone, code or track code; customers cannot use it', async () => {
    for (const q of ['91919191', '000000', 'NOSUCHCODE1'])
      expectApiError(await as(setup.t.app, setup.staff).get(`/api/staff/counter?q=${q}`), 404);
    expectApiError(await as(setup.t.app, setup.customer).get('/api/staff/counter?q=99112233'), 403);
    expectApiError(await as(setup.t.app, setup.staff).get('/api/staff/counter?q=%00'), 400);
  });

  it('rate-limits pickup-code look-ups per staff member', async () => {
    const staff = await setup.t.signInNewStaff('88230098');
    const answers = [];
    for (let attempt = 0; attempt < 61; attempt += 1)
      answers.push((await as(setup.t.app, staff).get(`/api/staff/counter?q=${String(attempt).padStart(6, '0')}`)).statusCode);
    expect(answers.slice(0, 60).every((code) => code === 404)).toBe(true);
    expectApiError(await as(setup.t.app, staff).get('/api/staff/counter?q=123456'), 429);
  });
});

describe('handing over', () => {
  it('moves every parcel to FINISHED with history, writes one handover, replaces the pickup code', async () => {
    const [a, b] = await twoReadyParcels();
    const oldCode = (await as(setup.t.app, setup.customer).get('/api/package/pickup')).json().code;
    const created = await as(setup.t.app, setup.staff).post('/api/staff/handovers', {
      trackCodes: [a, b],
      method: 'CASH',
      amountReceived: 12000,
    });
    expect(created.statusCode).toBe(201);
    const handover = created.json();
    expect(handover).toMatchObject({
      id: expect.any(Number),
      total: 12000,
      method: 'CASH',
      staff: { firstName: expect.any(String) },
      at: expect.any(String),
      customer: { phone: PHONE },
      voidedAt: null,
    });
    expect(handover.parcels).toEqual([
      { trackCode: a, weightKg: 3, widthCm: null, heightCm: null, lengthCm: null, fee: 9000 },
      { trackCode: b, weightKg: 1, widthCm: null, heightCm: null, lengthCm: null, fee: 3000 },
    ]);
    expect((await as(setup.t.app, setup.staff).get(`/api/staff/handovers/${handover.id}`)).json()).toEqual(handover);
    const parcel = (await as(setup.t.app, setup.staff).get(`/api/staff/parcels/${a}`)).json();
    expect(parcel.status).toBe('FINISHED');
    expect(parcel.history.at(-1)).toMatchObject({ status: 'FINISHED' });

    const card = (await as(setup.t.app, setup.customer).get('/api/package/pickup')).json();
    expect(card).toMatchObject({ code: null, ready: [], totalDue: 0 });
    expect(card.collected).toEqual(
      expect.arrayContaining([
        { trackCode: a, at: handover.at, fee: 9000, method: 'CASH' },
        { trackCode: b, at: handover.at, fee: 3000, method: 'CASH' },
      ]),
    );
    expectApiError(await as(setup.t.app, setup.staff).get(`/api/staff/counter?q=${oldCode}`), 404);
  });

  it('refuses, changing nothing: a parcel not ready, already handed over, without a fee, a wrong amount, two customers', async () => {
    const [a, b] = await twoReadyParcels();
    await as(setup.t.app, setup.staff).post('/api/staff/parcels', { trackCode: `NOFEE${round}`, phone: PHONE, status: 'DELIVERED' });
    await as(setup.t.app, setup.staff).post('/api/staff/parcels', {
      trackCode: `OTHER${round}`,
      phone: '88001122',
      status: 'DELIVERED',
      price: 1000,
    });
    const refused = [
      [{ trackCodes: [a, 'JT3098765432101'], amountReceived: 9000 }, 'JT3098765432101 ачаа олгоход бэлэн биш байна'],
      [{ trackCodes: [a, 'JD0123456789012'], amountReceived: 9000 }, 'JD0123456789012 ачааг аль хэдийн олгосон байна'],
      [{ trackCodes: [a, `NOFEE${round}`], amountReceived: 9000 }, `NOFEE${round} ачааны хөлс тогтоогоогүй`],
      [{ trackCodes: [a, b], amountReceived: 11900 }, 'Авсан дүн (11,900 ₮) нийт төлөх дүнгээс (12,000 ₮) бага байна'],
      [{ trackCodes: [a, `OTHER${round}`], amountReceived: 10000 }, 'Нэг удаад зөвхөн нэг хэрэглэгчийн ачааг олгоно'],
    ] as const;
    for (const [body, message] of refused) {
      expect(expectApiError(await as(setup.t.app, setup.staff).post('/api/staff/handovers', { method: 'CASH', ...body }), 409)).toContain(
        message,
      );
    }
    expect((await as(setup.t.app, setup.staff).get(`/api/staff/parcels/${a}`)).json().status).toBe('DELIVERED');
    const paidFor = setup.t.db
      .selectFrom('handover_parcels')
      .innerJoin('parcels', 'parcels.id', 'handover_parcels.parcel_id')
      .select('handover_id')
      .where('track_code', '=', a);
    expect(await paidFor.execute()).toEqual([]);
  });

  it('refuses an unclaimed parcel (no phone) with a reason: it is claimed and approved first', async () => {
    round += 1;
    const unclaimed = `UNCL${round}A`;
    const phoneless = `UNCL${round}B`;
    for (const code of [unclaimed, phoneless])
      expect((await as(setup.t.app, setup.staff).post('/api/staff/parcels', { trackCode: code, unclaimed: true })).statusCode).toBe(201);
    // Otherwise ready to hand over: at the counter, with a fee. One without the unclaimed mark, only its phone empty.
    await setup.t.db
      .updateTable('parcels')
      .set({ status: 'DELIVERED', price: 2000 })
      .where('track_code', 'in', [unclaimed, phoneless])
      .execute();
    await setup.t.db.updateTable('parcels').set({ unclaimed_at: null }).where('track_code', '=', phoneless).execute();
    for (const code of [unclaimed, phoneless]) {
      const refused = await as(setup.t.app, setup.staff).post('/api/staff/handovers', {
        trackCodes: [code],
        method: 'CASH',
        amountReceived: 2000,
      });
      expect(expectApiError(refused, 409)).toContain(`${code} ачаа эзэнгүй`);
      expect(refused.json().reason).toBe('UNCLAIMED_NOT_CLAIMED');
      expect((await as(setup.t.app, setup.staff).get(`/api/staff/parcels/${code}`)).json().status).toBe('DELIVERED');
    }
    expect(await setup.t.db.selectFrom('handovers').select('id').where('phone', '=', '').execute()).toEqual([]);
  });

  it.each([
    [{ trackCodes: ['A\u0000B'], method: 'CASH', amountReceived: 0 }, 'Трак код зөвхөн үсэг, тоо, зураасаас бүрдэнэ'],
    [{ trackCodes: ['HOX'], method: 'BITCOIN', amountReceived: 0 }, 'Төлбөрийн хэлбэр буруу байна'],
    [{ trackCodes: ['HOX'], method: 'CASH', amountReceived: '12000' }, 'Үнэ тоо байна'],
    [{ trackCodes: ['HOX'], method: 'CASH', amountReceived: -5 }, 'Үнэ сөрөг байж болохгүй'],
    [{ trackCodes: ['HOX'], method: 'CASH', amountReceived: 1e15 }, 'Үнэ хэт их байна'],
    [{ trackCodes: ['HOX'], method: 'CASH', amountReceived: 12000.5 }, 'Үнэ бүхэл тоо байна'],
    [
      { trackCodes: Array.from({ length: 1000 }, (_, i) => `BULK${i}`), method: 'CASH', amountReceived: 0 },
      'Нэг удаад 100-аас олон ачаа олгох боломжгүй',
    ],
    [{ trackCodes: [], method: 'CASH', amountReceived: 0 }, 'Олгох ачаагаа сонгоно уу'],
    [{ trackCodes: ['HOX', 'hox'], method: 'CASH', amountReceived: 0 }, 'Нэг ачааг хоёр удаа сонгосон байна'],
    [{ trackCodes: 'HOX', method: 'CASH', amountReceived: 0 }, 'Олгох ачааны трак кодуудыг жагсаалтаар илгээнэ үү'],
  ])('bad body %# is a clear 400', async (body, message) => {
    const before = await setup.t.db.selectFrom('handovers').select('id').execute();
    expect(expectApiError(await as(setup.t.app, setup.staff).post('/api/staff/handovers', body), 400)).toBe(message);
    expect(await setup.t.db.selectFrom('handovers').select('id').execute()).toEqual(before);
  });
});

describe('undo', () => {
  it('the staff member who handed over takes it back within 5 minutes: parcels back to DELIVERED, handover void', async () => {
    const [a, b] = await twoReadyParcels();
    const { id } = (
      await as(setup.t.app, setup.staff).post('/api/staff/handovers', { trackCodes: [a, b], method: 'CARD', amountReceived: 12000 })
    ).json();
    expectApiError(await as(setup.t.app, otherStaff).post(`/api/staff/handovers/${id}/undo`), 409);
    const undone = await as(setup.t.app, setup.staff).post(`/api/staff/handovers/${id}/undo`);
    expect(undone.statusCode).toBe(200);
    expect(undone.json().voidedAt).toEqual(expect.any(String));
    const parcel = (await as(setup.t.app, setup.staff).get(`/api/staff/parcels/${a}`)).json();
    expect(parcel.status).toBe('DELIVERED');
    expect(parcel.history.slice(-2)).toMatchObject([{ status: 'FINISHED' }, { status: 'DELIVERED', event: 'UNDO' }]);
    expectApiError(await as(setup.t.app, setup.staff).post(`/api/staff/handovers/${id}/undo`), 409);
    // Ready again, and can be handed over again.
    expect(
      (await as(setup.t.app, setup.staff).post('/api/staff/handovers', { trackCodes: [a, b], method: 'CASH', amountReceived: 12000 }))
        .statusCode,
    ).toBe(201);
  });

  it('is refused after 5 minutes', async () => {
    const [a] = await twoReadyParcels();
    const { id } = (
      await as(setup.t.app, setup.staff).post('/api/staff/handovers', { trackCodes: [a], method: 'CASH', amountReceived: 9000 })
    ).json();
    const old = new Date(Date.now() - HANDOVER_UNDO_WINDOW_MS - 1000).toISOString();
    await setup.t.db.updateTable('handovers').set({ created_at: old }).where('id', '=', id).execute();
    expect(expectApiError(await as(setup.t.app, setup.staff).post(`/api/staff/handovers/${id}/undo`), 409)).toContain('5 минутын дотор');
    expect((await as(setup.t.app, setup.staff).get(`/api/staff/parcels/${a}`)).json().status).toBe('FINISHED');
    expectApiError(await as(setup.t.app, setup.staff).post('/api/staff/handovers/2147483647/undo'), 404);
  });
});

describe('the day report', () => {
  it('counts today’s standing handovers and money by method, lists waiting parcels, exports CSV', async () => {
    const [a, b] = await twoReadyParcels();
    const before = (await as(setup.t.app, setup.staff).get('/api/staff/reports/day')).json();
    const { id } = (
      await as(setup.t.app, setup.staff).post('/api/staff/handovers', { trackCodes: [a], method: 'TRANSFER', amountReceived: 9000 })
    ).json();
    const report = (await as(setup.t.app, setup.staff).get('/api/staff/reports/day')).json();
    expect(report.handovers).toBe(before.handovers + 1);
    expect(report.byMethod.find((row: { method: string }) => row.method === 'TRANSFER').total).toBe(
      before.byMethod.find((row: { method: string }) => row.method === 'TRANSFER').total + 9000,
    );
    expect(report.list[0]).toMatchObject({ id, method: 'TRANSFER' });
    expect(report.waiting.parcels.map((parcel: { trackCode: string }) => parcel.trackCode)).toContain(b);
    expect(report.waiting.parcels.map((parcel: { trackCode: string }) => parcel.trackCode)).not.toContain(a);

    const csv = await as(setup.t.app, setup.staff).get(`/api/staff/handovers/export?from=${report.date}&to=${report.date}`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body).toContain(`${id},`);
    expect(csv.body).toContain(`,${a},1,9000,TRANSFER,`);
    expectApiError(await as(setup.t.app, setup.staff).get('/api/staff/handovers/export?from=2026-13-01&to=2026-12-01'), 400);
    expectApiError(await as(setup.t.app, setup.staff).get('/api/staff/reports/day?date=yesterday'), 400);
    expectApiError(await as(setup.t.app, setup.customer).get('/api/staff/reports/day'), 403);
  });
});
