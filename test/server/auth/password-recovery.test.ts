import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRecordingSmsSender, type RecordingSmsSender } from '../helpers/fake-sms';
import { createTestAppWithStaff, type TestApp } from '../helpers/test-app';
import { as } from '../helpers/as-user';

/* Recovery by a code, and staff help at the counter. */

let t: TestApp;
let staff: string;
let admin: string;
let customer: string;
let sms: RecordingSmsSender;
beforeAll(async () => {
  sms = createRecordingSmsSender();
  ({ t, staff, admin, customer } = await createTestAppWithStaff('8611', { sms }));
});
afterAll(() => t.close());

let ipCounter = 0;
const freshIp = () => `10.22.0.${(ipCounter += 1)}`;
/** Waits for the work a route does after its answer (a code's send), so what was sent can be read. */
const post = async (url: string, payload: object | undefined, cookie = '', remoteAddress = freshIp()) => {
  const answer = await as(t.app, cookie || undefined, { remoteAddress }).post(url, payload);
  await t.app.ctx.afterAnswer.settled();
  return answer;
};
const reset = (payload: object) => post('/api/auth/password/reset', payload);
const login = (phone: string, password: string) => as(t.app).post('/api/auth/login', { phone, password });
const REFUSED = { code: 400, message: 'Баталгаажуулах код буруу эсвэл хугацаа нь дууссан байна', reason: 'CODE_REFUSED' };

describe('POST /api/auth/password/reset', () => {
  it('sets a new password with the code sent to the phone, ends every session and verifies the phone', async () => {
    const phone = '86110101';
    await t.createUser({ phone, password: 'forgotten-pass', phoneVerified: false });
    const session = await t.login(phone, 'forgotten-pass');
    expect((await post('/api/auth/phone/code', { phone, purpose: 'reset' })).statusCode).toBe(204);
    const code = sms.lastCode(phone)!;

    const answer = await reset({ phone, code, password: 'brand-new-pass' });
    expect(answer.statusCode).toBe(204);
    expect((await as(t.app, session).get('/api/auth/me')).statusCode).toBe(401);
    expect((await login(phone, 'forgotten-pass')).statusCode).toBe(401);
    const signedIn = await login(phone, 'brand-new-pass');
    expect(signedIn.json()).toMatchObject({ phone, phoneVerified: true });
    // Used up.
    expect((await reset({ phone, code, password: 'another-pass-1' })).json()).toEqual(REFUSED);
  });

  it('answers a wrong code and a phone without an account alike, changing nothing', async () => {
    const phone = '86110102';
    await t.createUser({ phone, password: 'kept-password' });
    await post('/api/auth/phone/code', { phone, purpose: 'reset' });
    const wrong = sms.lastCode(phone) === '000000' ? '111111' : '000000';
    expect((await reset({ phone, code: wrong, password: 'stolen-pass-1' })).json()).toEqual(REFUSED);
    expect((await reset({ phone: '86110199', code: wrong, password: 'stolen-pass-1' })).json()).toEqual(REFUSED);
    expect((await login(phone, 'kept-password')).statusCode).toBe(200);
  });

  it('refuses a short password with the contract’s message, before looking at the code', async () => {
    expect((await reset({ phone: '86110103', code: '123456', password: 'short' })).json()).toEqual({
      code: 400,
      message: 'Нууц үг дор хаяж 8 тэмдэгт байна',
    });
  });
});

describe('staff at the counter: /api/staff/customers/{phone}', () => {
  it('finds a customer, verifies the phone once staff have checked who it is', async () => {
    const phone = '86110201';
    await t.createUser({ phone, password: 'counter-pass-1', phoneVerified: false, firstName: 'Сараа' });
    const found = await as(t.app, staff).get(`/api/staff/customers/${phone}`);
    expect(found.json()).toMatchObject({ phone, firstName: 'Сараа', phoneVerified: false });

    const verified = await post(`/api/staff/customers/${phone}/verify`, undefined, staff);
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toMatchObject({ phone, phoneVerified: true });
    const row = await t.db.selectFrom('users').select(['phone_verified_by']).where('phone', '=', phone).executeTakeFirstOrThrow();
    const staffId = (await as(t.app, staff).get('/api/auth/me')).json().id;
    expect(row.phone_verified_by).toBe(staffId);
    const session = await t.login(phone, 'counter-pass-1');
    expect((await as(t.app, session).get('/api/package')).statusCode).toBe(200);
  });

  it('resets a forgotten password (an admin): the old one and every session end, the code goes to the customer’s phone only, audited with who and why', async () => {
    const phone = '86110202';
    await t.createUser({ phone, password: 'forgotten-pass' });
    const session = await t.login(phone, 'forgotten-pass');
    const answer = await post(`/api/staff/customers/${phone}/password-reset`, { reason: 'Иргэний үнэмлэхээр шалгасан' }, admin);
    expect(answer.statusCode).toBe(200);
    const { sentTo, expiresAt, ...rest } = answer.json();
    // The code never reaches the admin's answer (or screen): only the customer's phone.
    expect(rest).toEqual({});
    expect(answer.body).not.toMatch(/\b\d{6}\b/);
    expect(sentTo).toBe(phone);
    expect(new Date(expiresAt).getTime()).toBeGreaterThan(Date.now());
    expect((await as(t.app, session).get('/api/auth/me')).statusCode).toBe(401);
    expect((await login(phone, 'forgotten-pass')).statusCode).toBe(401);
    const code = sms.lastCode(phone)!;
    expect(code).toMatch(/^\d{6}$/);
    expect((await reset({ phone, code, password: 'my-own-pass-1' })).statusCode).toBe(204);
    expect((await login(phone, 'my-own-pass-1')).statusCode).toBe(200);

    const audit = await as(t.app, admin).get(`/api/admin/audit?q=${phone}`);
    expect(audit.statusCode).toBe(200);
    const row = audit.json().list.find((entry: { action: string }) => entry.action === 'customer.password-reset');
    expect(row).toMatchObject({
      object: phone,
      after: { sessionsEnded: true, codeSentBySms: true, reason: 'Иргэний үнэмлэхээр шалгасан' },
    });
    expect(row.actor).toBeTruthy();
  });

  it('lets only an admin reset: a staff member is refused 403 with a reason and nothing changes; a reason is required', async () => {
    const phone = '86110204';
    await t.createUser({ phone, password: 'kept-password' });
    const before = sms.sent.length;
    const refused = await post(`/api/staff/customers/${phone}/password-reset`, { reason: 'Хэрэглэгч хүссэн' }, staff);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ code: 403, message: 'Харилцагчийн нууц үгийг зөвхөн админ сэргээнэ', reason: 'ADMIN_ONLY' });
    expect((await post(`/api/staff/customers/${phone}/password-reset`, undefined, admin)).statusCode).toBe(400);
    expect((await post(`/api/staff/customers/${phone}/password-reset`, { reason: '  ' }, admin)).statusCode).toBe(400);
    expect(sms.sent.length).toBe(before);
    expect((await login(phone, 'kept-password')).statusCode).toBe(200);
  });

  it('helps customers only: a staff or admin account, or an unknown phone, is 404; customers and visitors are refused', async () => {
    const notFound = { code: 404, message: 'Энэ дугаартай харилцагч олдсонгүй' };
    expect((await as(t.app, staff).get('/api/staff/customers/861102')).statusCode).toBe(400);
    expect((await as(t.app, staff).get('/api/staff/customers/86110299')).json()).toEqual(notFound);
    expect((await post('/api/staff/customers/86110202/password-reset', undefined, customer)).statusCode).toBe(403);
    expect((await post('/api/staff/customers/86110202/verify', undefined)).statusCode).toBe(401);
    // Another staff member's account is not a customer's: staff cannot take it over.
    await t.createUser({ phone: '86110203', password: 'staff-password', role: 'staff' });
    expect((await post('/api/staff/customers/86110203/password-reset', { reason: 'Сэргээх' }, admin)).json()).toEqual(notFound);
    expect((await post('/api/staff/customers/86110203/verify', undefined, staff)).json()).toEqual(notFound);
  });
});
