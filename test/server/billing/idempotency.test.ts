import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runOnce } from '../../../server/lib/idempotency';
import { expectApiError } from '../helpers/api-error';
import { createTestAppWithStaff } from '../helpers/test-app';
import { as } from '../helpers/as-user';

/*
 * The idempotency store (server/lib/idempotency.ts) on POST /api/staff/handovers: a retry after a
 * lost answer gets the first handover, never a second one or a 409; on SQLite and (DATABASE_URL)
 * PostgreSQL.
 */

const PHONE = '99112233';
let setup: Awaited<ReturnType<typeof createTestAppWithStaff>>;

beforeAll(async () => {
  setup = await createTestAppWithStaff('8825');
});
afterAll(() => setup.t.close());

async function readyParcel(trackCode: string, weightKg = 2): Promise<void> {
  const created = await as(setup.t.app, setup.staff).post('/api/staff/parcels', { trackCode, phone: PHONE, weightKg, status: 'DELIVERED' });
  expect(created.statusCode).toBe(201);
}

const handOver = (key: string | undefined, body: object, cookie = setup.staff) =>
  as(setup.t.app, cookie, { headers: key === undefined ? {} : { 'idempotency-key': key } }).post('/api/staff/handovers', body);

const handoversOf = async (trackCode: string) =>
  setup.t.db
    .selectFrom('handover_parcels')
    .innerJoin('parcels', 'parcels.id', 'handover_parcels.parcel_id')
    .select('handover_id')
    .where('track_code', '=', trackCode)
    .execute();

describe('Idempotency-Key on POST /api/staff/handovers', () => {
  it('the same key and body answers the first handover (same id), never a second one or a 409', async () => {
    await readyParcel('IDEM-1');
    const body = { trackCodes: ['IDEM-1'], method: 'CASH', amountReceived: 6000 };
    const first = await handOver('attempt-1', body);
    expect(first.statusCode).toBe(201);
    const again = await handOver('attempt-1', { amountReceived: 6000, method: 'CASH', trackCodes: ['IDEM-1'] });
    expect([200, 201]).toContain(again.statusCode);
    expect(again.json()).toEqual(first.json());
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(await handoversOf('IDEM-1')).toHaveLength(1);
    // Without a key the same body is a new attempt: the parcel is handed over already.
    expect(expectApiError(await handOver(undefined, body), 409)).toContain('олгосон');
  });

  it('the same key with another body is 409 IDEMPOTENCY_KEY_REUSED and changes nothing', async () => {
    await readyParcel('IDEM-2');
    await readyParcel('IDEM-3');
    expect((await handOver('attempt-2', { trackCodes: ['IDEM-2'], method: 'CASH', amountReceived: 6000 })).statusCode).toBe(201);
    const reused = await handOver('attempt-2', { trackCodes: ['IDEM-3'], method: 'CASH', amountReceived: 6000 });
    expectApiError(reused, 409);
    expect(reused.json().reason).toBe('IDEMPOTENCY_KEY_REUSED');
    expect(await handoversOf('IDEM-3')).toHaveLength(0);
  });

  it('a refused first attempt keeps nothing: the retry with the same key runs again', async () => {
    await readyParcel('IDEM-4');
    expectApiError(await handOver('attempt-4', { trackCodes: ['IDEM-4'], method: 'CARD', amountReceived: 5000 }), 409);
    expect((await handOver('attempt-4', { trackCodes: ['IDEM-4'], method: 'CARD', amountReceived: 6000 })).statusCode).toBe(201);
  });

  it('keys are per caller: another staff member with the same key makes their own attempt', async () => {
    await readyParcel('IDEM-5');
    await readyParcel('IDEM-6');
    const other = await setup.t.signInNewStaff('88250098');
    expect((await handOver('shared-key', { trackCodes: ['IDEM-5'], method: 'CASH', amountReceived: 6000 })).statusCode).toBe(201);
    expect((await handOver('shared-key', { trackCodes: ['IDEM-6'], method: 'CASH', amountReceived: 6000 }, other)).statusCode).toBe(201);
  });

  it('50 replays of one key at once: one handover, every answer the same id', async () => {
    await readyParcel('IDEM-RACE');
    const body = { trackCodes: ['IDEM-RACE'], method: 'CASH', amountReceived: 10000 };
    const answers = await Promise.all(Array.from({ length: 50 }, () => handOver('race-key', body)));
    expect(answers.map((answer) => answer.statusCode).filter((code) => code !== 200 && code !== 201)).toEqual([]);
    expect(new Set(answers.map((answer) => answer.json().id)).size).toBe(1);
    expect(answers[0]!.json().change).toBe(4000);
    expect(await handoversOf('IDEM-RACE')).toHaveLength(1);
  });

  it.each(['', 'x'.repeat(65), 'has space', 'semi;colon', 'ключ'])(
    'a malformed key %j is a Mongolian 400 and changes nothing',
    async (key) => {
      await readyParcel(`IDEM-BAD-${key.length}`);
      const answer = await handOver(key, { trackCodes: [`IDEM-BAD-${key.length}`], method: 'CASH', amountReceived: 6000 });
      expectApiError(answer, 400);
      expect(await handoversOf(`IDEM-BAD-${key.length}`)).toHaveLength(0);
    },
  );
});

describe('the store itself', () => {
  it('keeps a key at least a day (longer when the scope asks), and forgets a refused attempt', async () => {
    const { db } = setup.t;
    let runs = 0;
    const work = async () => ({ statusCode: 201, body: { run: (runs += 1) } });
    const week = { name: 'test-week', keepMs: 7 * 86_400_000 };
    expect((await runOnce(db, week, 'k1', { a: 1 }, work)).body).toEqual({ run: 1 });
    expect(await runOnce(db, week, 'k1', { a: 1 }, work)).toEqual({ statusCode: 201, body: { run: 1 }, replayed: true });
    const row = await db.selectFrom('idempotency_keys').selectAll().where('scope', '=', 'test-week').executeTakeFirstOrThrow();
    const kept = new Date(row.expires_at).getTime() - Date.now();
    expect(kept).toBeGreaterThan(6.9 * 86_400_000);
    const short = { name: 'test-short', keepMs: 1000 };
    await runOnce(db, short, 'k2', {}, work);
    const shortRow = await db.selectFrom('idempotency_keys').selectAll().where('scope', '=', 'test-short').executeTakeFirstOrThrow();
    expect(new Date(shortRow.expires_at).getTime() - Date.now()).toBeGreaterThan(86_300_000);
    await expect(runOnce(db, short, 'k3', {}, () => Promise.reject(new Error('refused')))).rejects.toThrow('refused');
    expect(await db.selectFrom('idempotency_keys').select('key').where('key', '=', 'k3').execute()).toEqual([]);
  });
});
