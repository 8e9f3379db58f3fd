import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CUSTOMER } from '../../../server/db/seed';
import { createRecordingSmsSender, type RecordingSmsSender } from '../helpers/fake-sms';
import { createTestAppWithStaff, sessionCookieHeader, type TestApp } from '../helpers/test-app';
import { countRows } from '../helpers/test-database';
import { as } from '../helpers/as-user';

/*
 * An account proves its phone before that phone's parcels are its own. Runs on
 * SQLite, and on PostgreSQL with DATABASE_URL.
 */

const NOT_VERIFIED = {
  code: 403,
  message: 'Утасны дугаараа баталгаажуулна уу. Баталгаажсаны дараа энэ дугаарын ачаа танд харагдана',
  reason: 'PHONE_NOT_VERIFIED',
};
// 88001122 has two demo parcels (one SENT, one FINISHED) and no account.
const STRANGER_PHONE = '88001122';
const STRANGERS_SENT_PARCEL = 'SF1400112233445';

let t: TestApp;
let staff: string;
let sms: RecordingSmsSender;
beforeAll(async () => {
  sms = createRecordingSmsSender();
  ({ t, staff } = await createTestAppWithStaff('8610', { sms, push: { allowedOrigins: ['https://fcm.googleapis.com'] } }));
});
afterAll(() => t.close());

let ipCounter = 0;
/** Each test's requests from their own IP, so the per-IP limits of one test do not reach the next. */
const freshIp = () => `10.21.0.${(ipCounter += 1)}`;

async function register(phone: string, remoteAddress = freshIp()): Promise<string> {
  const answer = await as(t.app, undefined, { remoteAddress }).post('/api/auth/register', {
    phone,
    password: 'attacker-pass-1',
    firstName: 'Халдагч',
    lastName: 'Х',
  });
  expect(answer.statusCode).toBe(201);
  expect(answer.json()).toMatchObject({ phone, phoneVerified: false });
  return sessionCookieHeader(answer);
}

/** Requests that are not about the per-IP limits all come from one IP. */
const FROM_ONE_IP = { remoteAddress: '10.21.1.1' };
/** The code is issued and sent after the 204: waited for, so what was sent can be read. */
const askCode = async (payload: object, cookie = '', remoteAddress = freshIp()) => {
  const answer = await as(t.app, cookie || undefined, { remoteAddress }).post('/api/auth/phone/code', payload);
  await t.app.ctx.afterAnswer.settled();
  return answer;
};
const verify = (cookie: string, code: string, remoteAddress = freshIp()) =>
  as(t.app, cookie, { remoteAddress }).post('/api/auth/phone/verify', { code });
const pushKeys = {
  p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
  auth: 'tBHItJI5svbpez7KI4CCXg',
};

describe('the takeover the outside test found: registering a stranger’s phone', () => {
  it('shows nothing and moves nothing until the code is entered', async () => {
    const attacker = await register(STRANGER_PHONE);

    // List: refused, with the reason.
    const list = await as(t.app, attacker, FROM_ONE_IP).get('/api/package');
    expect(list.statusCode).toBe(403);
    expect(list.json()).toEqual(NOT_VERIFIED);

    // Deliver to the attacker's address: refused, no request written, the parcel free.
    const address = await as(t.app, attacker, FROM_ONE_IP).post('/api/address', {
      type: 'HOME',
      firstName: 'Х',
      lastName: 'Х',
      phone: STRANGER_PHONE,
      city: 'Улаанбаатар',
      district: 'Сүхбаатар',
      subdistrict: '1-р хороо',
    });
    expect(address.statusCode).toBe(201);
    const deliveries = await countRows(t.db, 'delivery_requests');
    const delivery = await as(t.app, attacker, FROM_ONE_IP).post('/api/delivery', {
      trackCodes: [STRANGERS_SENT_PARCEL],
      addressId: address.json().id,
    });
    expect(delivery.json()).toEqual(NOT_VERIFIED);
    expect(await countRows(t.db, 'delivery_requests')).toBe(deliveries);
    expect((await as(t.app, attacker, FROM_ONE_IP).get('/api/delivery')).statusCode).toBe(403);

    // Push: no subscription, so no notification of the stranger's parcels.
    const push = await as(t.app, attacker, FROM_ONE_IP).post('/api/push/subscriptions', {
      endpoint: 'https://fcm.googleapis.com/fcm/send/takeover',
      keys: pushKeys,
    });
    expect(push.json()).toEqual(NOT_VERIFIED);
    expect(await countRows(t.db, 'push_subscriptions')).toBe(0);

    // Pre-registering (claiming) a code for the phone, and removing one: refused.
    expect((await as(t.app, attacker, FROM_ONE_IP).post('/api/package', { trackCode: 'TAKEOVER00001' })).json()).toEqual(NOT_VERIFIED);
    expect((await as(t.app, attacker, FROM_ONE_IP).delete(`/api/package/${STRANGERS_SENT_PARCEL}`)).json()).toEqual(NOT_VERIFIED);

    // The pickup card (the phone's ready parcels and the code that collects them): refused.
    expect((await as(t.app, attacker, FROM_ONE_IP).get('/api/package/pickup')).json()).toEqual(NOT_VERIFIED);

    // Staff see no owner's name on the stranger's parcel: the attacker's name is not written on the box.
    expect((await as(t.app, staff, FROM_ONE_IP).get(`/api/staff/parcels/${STRANGERS_SENT_PARCEL}`)).json().owner).toBeNull();
    // The parcel did not move.
    expect((await as(t.app, staff, FROM_ONE_IP).get(`/api/staff/parcels/${STRANGERS_SENT_PARCEL}`)).json().status).toBe('SENT');
  });

  it('queues no notification for an unverified account, even with a subscription saved before', async () => {
    const cookie = await register('86100101');
    await as(t.app, staff, FROM_ONE_IP).post('/api/staff/parcels', { trackCode: 'TAKEOVER00002', phone: '86100101' });
    // As if the subscription had been saved (e.g. before a phone change left the account unproved).
    const session = await t.db
      .selectFrom('sessions')
      .select(['token_hash', 'user_id'])
      .orderBy('created_at', 'desc')
      .executeTakeFirstOrThrow();
    await t.db
      .insertInto('push_subscriptions')
      .values({
        user_id: session.user_id,
        session_token_hash: session.token_hash,
        endpoint: 'https://fcm.googleapis.com/fcm/send/old',
        p256dh: pushKeys.p256dh,
        auth: pushKeys.auth,
        language: 'mn',
        created_at: new Date().toISOString(),
      })
      .execute();
    expect((await as(t.app, staff, FROM_ONE_IP).patch('/api/staff/parcels/TAKEOVER00002', { status: 'RECEIVED' })).statusCode).toBe(200);
    expect(await countRows(t.db, 'notification_outbox')).toBe(0);
    expect(cookie).toBeTruthy();
  });

  it('shows the phone’s parcels once the code sent to the phone is entered', async () => {
    const phone = '86100102';
    await as(t.app, staff, FROM_ONE_IP).post('/api/staff/parcels', { trackCode: 'VERIFIED00001', phone });
    const cookie = await register(phone);
    expect((await askCode({ phone, purpose: 'verify' }, cookie)).statusCode).toBe(204);
    const code = sms.lastCode(phone)!;
    expect(code).toMatch(/^\d{6}$/);

    const verified = await verify(cookie, code);
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toMatchObject({ phone, phoneVerified: true });
    expect((await as(t.app, cookie, FROM_ONE_IP).get('/api/auth/me')).json().phoneVerified).toBe(true);
    const list = await as(t.app, cookie, FROM_ONE_IP).get('/api/package');
    expect(list.json().list.map((parcel: { trackCode: string }) => parcel.trackCode)).toEqual(['VERIFIED00001']);
    // A code works once.
    expect((await verify(cookie, code)).statusCode).toBe(200);
  });
});

describe('POST /api/auth/phone/code', () => {
  it('answers 204 for any phone, and sends only where a code can be used', async () => {
    const before = sms.sent.length;
    // Reset for a phone without an account: the same 204, nothing sent.
    expect((await askCode({ phone: '86100201', purpose: 'reset' })).statusCode).toBe(204);
    expect(sms.sent.length).toBe(before);
    // Reset for the demo customer: sent.
    expect((await askCode({ phone: DEMO_CUSTOMER.phone, purpose: 'reset' })).statusCode).toBe(204);
    expect(sms.sent.at(-1)).toMatchObject({ to: DEMO_CUSTOMER.phone, text: expect.stringMatching(/\b\d{6}\b/) });
    // Its last line is WebOTP's `@host #code`, for the host the request came to (Android Chrome offers the code there only).
    const text = sms.sent.at(-1)!.text;
    expect(text.split('\n').at(-1)).toBe(`@localhost #${sms.lastCode(DEMO_CUSTOMER.phone)}`);
  });

  it('needs a session to verify or change, and verifies only the own phone', async () => {
    expect((await askCode({ phone: '86100202', purpose: 'verify' })).statusCode).toBe(401);
    expect((await askCode({ phone: '86100202', purpose: 'change' })).statusCode).toBe(401);
    const cookie = await register('86100203');
    const other = await askCode({ phone: '86100204', purpose: 'verify' }, cookie);
    expect(other.json()).toEqual({ code: 400, message: 'Зөвхөн өөрийн бүртгэлийн утасны дугаарыг баталгаажуулна' });
  });

  it('refuses bad bodies with a clear 400 and sends nothing', async () => {
    const before = sms.sent.length;
    expect((await askCode({ phone: '12345678', purpose: 'reset' })).json()).toEqual({
      code: 400,
      message: 'Монгол гар утасны дугаар биш байна',
    });
    expect((await askCode({ phone: DEMO_CUSTOMER.phone, purpose: 'steal' })).json()).toEqual({
      code: 400,
      message: 'Кодын зориулалт буруу байна',
    });
    expect((await askCode({ phone: DEMO_CUSTOMER.phone })).statusCode).toBe(400);
    expect(sms.sent.length).toBe(before);
  });

  it('sends at most 3 codes per requester and phone per hour, with or without an account; another requester still gets one', async () => {
    await t.createUser({ phone: '86100206', password: 'their-password' });
    for (const phone of ['86100206', '86100205']) {
      const ip = freshIp();
      const answers = [];
      for (let attempt = 0; attempt < 4; attempt += 1) answers.push((await askCode({ phone, purpose: 'reset' }, '', ip)).statusCode);
      expect(answers).toEqual([204, 204, 204, 429]);
      // A stranger's requests spend the stranger's budget, not the phone's owner's.
      expect((await askCode({ phone, purpose: 'reset' }, '', freshIp())).statusCode).toBe(204);
    }
    const ip = freshIp();
    for (let attempt = 0; attempt < 3; attempt += 1) await askCode({ phone: '86100205', purpose: 'reset' }, '', ip);
    const refused = await askCode({ phone: '86100205', purpose: 'reset' }, '', ip);
    expect(refused.json()).toEqual({ code: 429, message: 'Хэт олон код хүслээ. Түр хүлээгээд дахин оролдоно уу', reason: 'RATE_LIMITED' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('limits one IP over many phones', async () => {
    const ip = freshIp();
    const answers = [];
    for (let index = 0; index < 21; index += 1) {
      answers.push((await askCode({ phone: `8610${String(300 + index).padStart(4, '0')}`, purpose: 'reset' }, '', ip)).statusCode);
    }
    expect(answers.slice(0, 20).every((status) => status === 204)).toBe(true);
    expect(answers[20]).toBe(429);
  });
});

describe('POST /api/auth/phone/verify', () => {
  it('allows 5 tries per code, then asks for a new one; the new code works', async () => {
    const phone = '86100401';
    const cookie = await register(phone);
    await askCode({ phone, purpose: 'verify' }, cookie);
    const right = sms.lastCode(phone)!;
    const wrong = right === '000000' ? '111111' : '000000';
    const answers = [];
    for (let attempt = 0; attempt < 5; attempt += 1) answers.push((await verify(cookie, wrong)).json().message);
    expect(answers.slice(0, 4)).toEqual(Array(4).fill('Баталгаажуулах код буруу байна'));
    expect(answers[4]).toBe('Баталгаажуулах код буруу байна. Шинэ код авна уу');
    // Spent: even the right code is refused now.
    expect((await verify(cookie, right)).json()).toEqual({
      code: 400,
      message: 'Баталгаажуулах кодын хугацаа дууссан эсвэл хүчингүй болсон. Шинэ код авна уу',
      reason: 'CODE_REFUSED',
    });
    await askCode({ phone, purpose: 'verify' }, cookie);
    expect((await verify(cookie, sms.lastCode(phone)!)).json().phoneVerified).toBe(true);
  });

  it('counts parallel guesses: of 20 at once, at most 5 are checked', async () => {
    const phone = '86100402';
    const cookie = await register(phone);
    await askCode({ phone, purpose: 'verify' }, cookie);
    const right = sms.lastCode(phone)!;
    const guesses = Array.from({ length: 20 }, (_, index) => String((Number(right) + 1 + index) % 1_000_000).padStart(6, '0'));
    const answers = await Promise.all(guesses.map((guess) => verify(cookie, guess)));
    expect(answers.every((answer) => answer.statusCode === 400)).toBe(true);
    const row = await t.db.selectFrom('phone_codes').select('attempts').where('phone', '=', phone).executeTakeFirstOrThrow();
    expect(row.attempts).toBe(5);
    expect((await verify(cookie, right)).statusCode).toBe(400);
  });

  it('refuses a code past its 10 minutes, and an older code once a newer one was sent', async () => {
    const phone = '86100403';
    const cookie = await register(phone);
    const user = await t.db.selectFrom('users').select('id').where('phone', '=', phone).executeTakeFirstOrThrow();
    const old = await t.app.ctx.phoneCodes.issue({ phone, purpose: 'verify', userId: user.id }, new Date(Date.now() - 11 * 60_000));
    expect((await verify(cookie, old.code)).json().message).toBe(
      'Баталгаажуулах кодын хугацаа дууссан эсвэл хүчингүй болсон. Шинэ код авна уу',
    );
    await askCode({ phone, purpose: 'verify' }, cookie);
    const first = sms.lastCode(phone)!;
    await askCode({ phone, purpose: 'verify' }, cookie);
    const second = sms.lastCode(phone)!;
    if (first !== second) expect((await verify(cookie, first)).statusCode).toBe(400);
    expect((await verify(cookie, second)).statusCode).toBe(200);
  });

  it('does not take a code sent for another purpose', async () => {
    const phone = '86100404';
    const cookie = await register(phone);
    await askCode({ phone, purpose: 'reset' });
    expect((await verify(cookie, sms.lastCode(phone)!)).statusCode).toBe(400);
    expect((await as(t.app, cookie, FROM_ONE_IP).get('/api/auth/me')).json().phoneVerified).toBe(false);
  });

  it('refuses a code that is not 6 digits with a clear 400', async () => {
    const cookie = await register('86100405');
    expect((await verify(cookie, '12ab56')).json()).toEqual({ code: 400, message: 'Баталгаажуулах код 6 оронтой тоо байна' });
  });
});

describe('changing the phone with a code to the new number', () => {
  it('verifies the new phone, and its parcels become the account’s', async () => {
    const cookie = await register('86100501');
    const me = (await as(t.app, cookie, FROM_ONE_IP).get('/api/auth/me')).json();
    // 95123456 has a demo parcel and no account: without a code the change is refused (409), with one it is proved.
    expect((await askCode({ phone: '95123456', purpose: 'change' }, cookie)).statusCode).toBe(204);
    const code = sms.lastCode('95123456')!;
    const edit = (payload: object) =>
      as(t.app, cookie, FROM_ONE_IP).put(`/api/auth/user/${me.id}`, {
        firstName: 'Сараа',
        lastName: 'Бат',
        currentPassword: 'attacker-pass-1',
        ...payload,
      });
    expect((await edit({ phone: '95123456' })).statusCode).toBe(409);
    const wrong = code === '000000' ? '111111' : '000000';
    expect((await edit({ phone: '95123456', code: wrong })).json().message).toBe('Баталгаажуулах код буруу байна');
    const changed = await edit({ phone: '95123456', code });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ phone: '95123456', phoneVerified: true });
    expect(
      (await as(t.app, cookie, FROM_ONE_IP).get('/api/package')).json().list.map((parcel: { trackCode: string }) => parcel.trackCode),
    ).toEqual(['75123456789012']);
  });
});

describe('GET /api/auth/phone/delivery', () => {
  it('says how codes reach customers', async () => {
    expect((await as(t.app).get('/api/auth/phone/delivery')).json()).toEqual({ delivery: 'sms' });
  });
});
