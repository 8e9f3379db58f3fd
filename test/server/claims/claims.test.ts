import { CLAIMS_PER_DAY, claimMessages, codeEndMessage } from '@contract/arrival-calls';
import { reasonMessages } from '@contract/reason-messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestAppWithStaff } from '../helpers/test-app';
import { as } from '../helpers/as-user';

/* Unclaimed parcels and claims on them, on SQLite and (DATABASE_URL) PostgreSQL, races included. */

let setup: Awaited<ReturnType<typeof createTestAppWithStaff>>;
let first: string;
let second: string;

async function takeInUnclaimed(trackCode: string, note = 'Хар хайрцаг, 2 кг') {
  const created = await as(setup.t.app, setup.staff).post('/api/staff/parcels', { trackCode, unclaimed: true, note });
  expect(created.statusCode).toBe(201);
  return created.json();
}

const claimsOf = async (cookie: string) => (await as(setup.t.app, cookie).get('/api/package/claims')).json().list;

beforeAll(async () => {
  setup = await createTestAppWithStaff('8828', {
    rateLimits: { unclaimed: { perUser: { max: 12, windowMs: 60_000 }, perIp: { max: 1000, windowMs: 60_000 } } },
  });
  await setup.t.createUser({ phone: '88280011', password: 'first-password' });
  await setup.t.createUser({ phone: '88280022', password: 'second-password' });
  first = await setup.t.login('88280011', 'first-password');
  second = await setup.t.login('88280022', 'second-password');
});
afterAll(() => setup.t.close());

describe('unclaimed intake', () => {
  it('takes a parcel in without a phone: in nobody’s list', async () => {
    const parcel = await takeInUnclaimed('YT7512340000001');
    expect(parcel).toMatchObject({ phone: '', status: 'RECEIVED', note: 'Хар хайрцаг, 2 кг', owner: null });
    for (const cookie of [first, second, setup.customer]) {
      const codes = (await as(setup.t.app, cookie).get('/api/package')).json().list.map((item: { trackCode: string }) => item.trackCode);
      expect(codes).not.toContain('YT7512340000001');
    }
  });

  it('refuses a phone with "unclaimed", and a taken code', async () => {
    const withPhone = await as(setup.t.app, setup.staff).post('/api/staff/parcels', {
      trackCode: 'YT7512340000002',
      unclaimed: true,
      phone: '88280011',
    });
    expect(withPhone.statusCode).toBe(400);
    expect(withPhone.json().message).toBe('Эзэнгүй ачаанд утасны дугаар оруулахгүй');
    const taken = await as(setup.t.app, setup.staff).post('/api/staff/parcels', { trackCode: 'YT7512340000001', unclaimed: true });
    expect(taken.statusCode).toBe(409);
  });
});

describe('searching unclaimed parcels', () => {
  it('finds one by the end of its code: the code masked but for the typed end, its arrival date and description', async () => {
    const found = await as(setup.t.app, first).get('/api/package/unclaimed?codeEnd=0000001');
    expect(found.statusCode).toBe(200);
    const [parcel] = found.json().list;
    expect(Object.keys(parcel).sort()).toEqual(['arrivedAt', 'description', 'maskedCode']);
    expect(parcel).toMatchObject({ maskedCode: '********0000001', description: 'Хар хайрцаг, 2 кг' });
    // Six digits typed never give the whole code away.
    expect(found.body).not.toContain('YT751234');
    expect((await as(setup.t.app, first).get('/api/package/unclaimed?codeEnd=340000001')).json().list[0].maskedCode).toBe(
      '******340000001',
    );
  });

  it.each([
    ['too short', '00001', codeEndMessage],
    ['missing', '', codeEndMessage],
    ['a NUL byte', '000000%00', 'Трак код зөвхөн үсэг, тоо, зураасаас бүрдэнэ'],
    ['a LIKE wildcard', '%%%%%%', 'Трак код зөвхөн үсэг, тоо, зураасаас бүрдэнэ'],
  ])('refuses a code end that is %s with a Mongolian message', async (_name, codeEnd, message) => {
    const answer = await as(setup.t.app, first).get(`/api/package/unclaimed?codeEnd=${codeEnd}`);
    expect(answer.statusCode).toBe(400);
    expect(answer.json().message).toBe(message);
  });

  it('is for signed-in accounts with a verified phone, and never lists a parcel with an owner', async () => {
    expect((await as(setup.t.app).get('/api/package/unclaimed?codeEnd=0000001')).statusCode).toBe(401);
    await setup.t.createUser({ phone: '88280033', password: 'third-password', phoneVerified: false });
    const unverified = await setup.t.login('88280033', 'third-password');
    expect((await as(setup.t.app, unverified).get('/api/package/unclaimed?codeEnd=0000001')).statusCode).toBe(403);
    // The demo customer's own parcel ends like this: not unclaimed, not found.
    expect((await as(setup.t.app, first).get('/api/package/unclaimed?codeEnd=45678901')).json().list).toEqual([]);
  });
});

describe('claims', () => {
  it('keeps both claims when two customers claim one parcel at once; staff choose, the loser is told', async () => {
    await takeInUnclaimed('JT3011110000003', 'Цагаан уут');
    const claims = await Promise.all(
      [first, second].map((cookie) => as(setup.t.app, cookie).post('/api/package/unclaimed/JT3011110000003/claim')),
    );
    expect(claims.map((claim) => claim.statusCode)).toEqual([201, 201]);
    const open = (await as(setup.t.app, setup.staff).get('/api/staff/claims')).json().list;
    const forParcel = open.filter((claim: { trackCode: string }) => claim.trackCode === 'JT3011110000003');
    expect(forParcel).toHaveLength(2);
    expect(forParcel.map((claim: { rivals: number }) => claim.rivals)).toEqual([1, 1]);

    // Two staff approve the two claims at the same moment: one wins, the other changes nothing.
    const [firstClaim, secondClaim] = claims.map((claim) => claim.json().id as number);
    const approvals = await Promise.all(
      [firstClaim, secondClaim].map((id) => as(setup.t.app, setup.staff).post(`/api/staff/claims/${id}/approve`)),
    );
    expect(approvals.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const winner = approvals[0]!.statusCode === 200 ? { cookie: first, phone: '88280011' } : { cookie: second, phone: '88280022' };
    const loser = winner.cookie === first ? second : first;

    const parcel = await setup.t.db.selectFrom('parcels').selectAll().where('track_code', '=', 'JT3011110000003').executeTakeFirstOrThrow();
    expect(parcel).toMatchObject({ phone: winner.phone, unclaimed_at: null });
    const mine = (await as(setup.t.app, winner.cookie).get('/api/package'))
      .json()
      .list.map((item: { trackCode: string }) => item.trackCode);
    expect(mine).toContain('JT3011110000003');
    expect((await claimsOf(winner.cookie))[0]).toMatchObject({ trackCode: 'JT3011110000003', state: 'APPROVED' });
    expect((await claimsOf(loser))[0]).toMatchObject({
      trackCode: 'JT3011110000003',
      state: 'REFUSED',
      reason: claimMessages.givenToAnother,
    });
    const history = await setup.t.db.selectFrom('parcel_status_history').selectAll().where('parcel_id', '=', parcel.id).execute();
    expect(history.find((row) => row.event === 'EDIT')?.details).toBe(JSON.stringify({ phone: { from: '', to: winner.phone } }));
    // The parcel is no longer searchable.
    expect((await as(setup.t.app, loser).get('/api/package/unclaimed?codeEnd=0000003')).json().list).toEqual([]);
  });

  it('refuses a claim with a reason, once', async () => {
    await takeInUnclaimed('SF1401110000004');
    const claim = (await as(setup.t.app, first).post('/api/package/unclaimed/SF1401110000004/claim')).json();
    expect((await as(setup.t.app, first).post('/api/package/unclaimed/SF1401110000004/claim')).statusCode).toBe(409);
    const refuse = (reason: string) => as(setup.t.app, setup.staff).post(`/api/staff/claims/${claim.id}/refuse`, { reason });
    expect((await refuse('')).statusCode).toBe(400);
    expect((await refuse('Хайрцгийн тодорхойлолт таарахгүй')).statusCode).toBe(204);
    expect((await refuse('Дахин')).json()).toMatchObject({ code: 409, reason: 'CLAIM_DECIDED' });
    expect((await claimsOf(first)).find((item: { id: number }) => item.id === claim.id)).toMatchObject({
      state: 'REFUSED',
      reason: 'Хайрцгийн тодорхойлолт таарахгүй',
    });
    expect((await as(setup.t.app, setup.staff).post(`/api/staff/claims/${claim.id}/approve`)).statusCode).toBe(409);
    expect((await as(setup.t.app, setup.staff).post('/api/staff/claims/99999/approve')).statusCode).toBe(404);
    expect((await as(setup.t.app, first).get('/api/staff/claims')).statusCode).toBe(403);
  });

  it('names the full code: a masked one or the typed end alone finds no parcel', async () => {
    await takeInUnclaimed('YT7512340000005');
    for (const code of ['********0000005', '0000005'])
      expect(
        (await as(setup.t.app, first).post(`/api/package/unclaimed/${encodeURIComponent(code)}/claim`)).statusCode,
      ).toBeGreaterThanOrEqual(400);
    const claims = await setup.t.db
      .selectFrom('parcel_claims')
      .innerJoin('parcels', 'parcels.id', 'parcel_claims.parcel_id')
      .select('track_code')
      .execute();
    expect(claims.map((row) => row.track_code)).not.toContain('YT7512340000005');
  });

  it(`takes at most ${CLAIMS_PER_DAY} claims a day from one account, also sent at once; another account has its own day`, async () => {
    expect(CLAIMS_PER_DAY).toBe(3);
    const codes = ['JT4000000000011', 'JT4000000000012', 'JT4000000000013', 'JT4000000000014', 'JT4000000000015'];
    for (const code of codes) await takeInUnclaimed(code);
    await setup.t.createUser({ phone: '88280044', password: 'fourth-password' });
    const greedy = await setup.t.login('88280044', 'fourth-password');
    const answers = await Promise.all(codes.map((code) => as(setup.t.app, greedy).post(`/api/package/unclaimed/${code}/claim`)));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 201, 201, 429, 429]);
    const refused = answers.find((answer) => answer.statusCode === 429)!;
    expect(refused.json()).toMatchObject({ code: 429, reason: 'CLAIM_DAILY_LIMIT', message: reasonMessages.CLAIM_DAILY_LIMIT });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(23 * 60 * 60);
    expect(await claimsOf(greedy)).toHaveLength(3);
    await setup.t.createUser({ phone: '88280055', password: 'fifth-password' });
    const another = await setup.t.login('88280055', 'fifth-password');
    expect((await as(setup.t.app, another).post(`/api/package/unclaimed/${codes[4]}/claim`)).statusCode).toBe(201);
  });

  it('limits searches per account', async () => {
    const answers = [];
    for (let index = 0; index < 14; index += 1)
      answers.push((await as(setup.t.app, second).get('/api/package/unclaimed?codeEnd=999999')).statusCode);
    expect(answers).toContain(429);
  });
});
