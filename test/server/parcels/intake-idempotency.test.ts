import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectApiError } from '../helpers/api-error';
import { createTestAppWithStaff } from '../helpers/test-app';
import { as } from '../helpers/as-user';

/*
 * The intake station's scan sent again (its offline queue, a lost answer) with its client id as the
 * Idempotency-Key: the first answer again, one parcel, the key kept a week. SQLite and (DATABASE_URL)
 * PostgreSQL, where the 20 racing resends run for real.
 */

const PHONE = '99112233';
let setup: Awaited<ReturnType<typeof createTestAppWithStaff>>;

beforeAll(async () => {
  setup = await createTestAppWithStaff('8826');
});
afterAll(() => setup.t.close());

const scan = (key: string | undefined, body: object) =>
  as(setup.t.app, setup.staff, { headers: key === undefined ? {} : { 'idempotency-key': key } }).post('/api/staff/parcels', body);

const parcelsCalled = async (trackCode: string) =>
  setup.t.db.selectFrom('parcels').select('id').where('track_code', '=', trackCode).execute();

describe('Idempotency-Key on POST /api/staff/parcels', () => {
  it('a resent scan answers the first 201 with the same parcel, and registers it once', async () => {
    const body = { trackCode: 'KEYSCAN0001', phone: PHONE, weightKg: 1.5, shelf: 'A-1' };
    const first = await scan('2f1c9a70-5b1e-4c55-9d2b-0c1f7e6d4a11', body);
    expect(first.statusCode).toBe(201);
    const again = await scan('2f1c9a70-5b1e-4c55-9d2b-0c1f7e6d4a11', {
      shelf: 'A-1',
      weightKg: 1.5,
      phone: PHONE,
      trackCode: 'KEYSCAN0001',
    });
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect(await parcelsCalled('KEYSCAN0001')).toHaveLength(1);
    // Without the key it is a new scan of a code already in: refused, saying where it is.
    const fresh = await scan(undefined, body);
    expectApiError(fresh, 409);
    expect(fresh.json().reason).toBe('TRACK_CODE_TAKEN');
  });

  it('keeps the key for 7 days', async () => {
    expect((await scan('week-key', { trackCode: 'KEYSCAN0002', phone: PHONE })).statusCode).toBe(201);
    const row = await setup.t.db
      .selectFrom('idempotency_keys')
      .select(['expires_at', 'scope'])
      .where('key', 'like', '%/week-key')
      .executeTakeFirstOrThrow();
    expect(row.scope).toBe('intake');
    const keptMs = new Date(row.expires_at).getTime() - Date.now();
    expect(keptMs).toBeGreaterThan(6.9 * 86_400_000);
    expect(keptMs).toBeLessThanOrEqual(7 * 86_400_000);
  });

  it('the same key with another scan is 409 IDEMPOTENCY_KEY_REUSED and registers nothing', async () => {
    expect((await scan('reused-key', { trackCode: 'KEYSCAN0003', phone: PHONE })).statusCode).toBe(201);
    const reused = await scan('reused-key', { trackCode: 'KEYSCAN0004', phone: PHONE });
    expectApiError(reused, 409);
    expect(reused.json().reason).toBe('IDEMPOTENCY_KEY_REUSED');
    expect(await parcelsCalled('KEYSCAN0004')).toHaveLength(0);
  });

  it('a refused scan keeps no key: fixed and sent again with it, it is taken', async () => {
    expectApiError(await scan('fix-key', { trackCode: 'KEYSCAN0005' }), 400);
    expect((await scan('fix-key', { trackCode: 'KEYSCAN0005', phone: PHONE })).statusCode).toBe(201);
  });

  it('20 resends of one scan at once: one parcel, every answer the same', async () => {
    const body = { trackCode: 'KEYSCANRACE', phone: PHONE, weightKg: 3 };
    const answers = await Promise.all(Array.from({ length: 20 }, () => scan('race-scan', body)));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array.from({ length: 20 }, () => 201));
    expect(new Set(answers.map((answer) => answer.json().id)).size).toBe(1);
    expect(await parcelsCalled('KEYSCANRACE')).toHaveLength(1);
  });

  it('a malformed key is a Mongolian 400 and registers nothing', async () => {
    const answer = await scan('has space', { trackCode: 'KEYSCAN0006', phone: PHONE });
    expectApiError(answer, 400);
    expect(await parcelsCalled('KEYSCAN0006')).toHaveLength(0);
  });
});
