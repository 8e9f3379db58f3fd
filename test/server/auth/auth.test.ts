import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CUSTOMER } from '../../../server/db/seed';
import { hashToken } from '../../../server/modules/auth/session-repository';
import { createTestApp, sessionCookie, sessionCookieHeader, type TestApp } from '../helpers/test-app';
import { as } from '../helpers/as-user';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ trustProxy: true });
});
afterAll(() => t.close());

const login = (payload: object, headers: Record<string, string> = {}) => as(t.app, undefined, { headers }).post('/api/auth/login', payload);
const me = (cookie: string) => as(t.app, cookie).get('/api/auth/me');
const sessionCount = async (userId: number) =>
  Number(
    (
      await t.db
        .selectFrom('sessions')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('user_id', '=', userId)
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('POST /api/auth/login', () => {
  it('answers the product’s user record and sets an httpOnly, SameSite=Lax session cookie', async () => {
    const response = await login(DEMO_CUSTOMER);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      id: expect.any(Number),
      email: 'demo@achaa.mn',
      firstName: 'Бат',
      lastName: 'Дорж',
      prefix: null,
      state: 'ACTIVE',
      username: DEMO_CUSTOMER.phone,
      phone: DEMO_CUSTOMER.phone,
      role: 'customer',
      phoneVerified: true,
      ebarimtConsumerNo: null,
      company: null,
    });
    const cookie = sessionCookie(response)!;
    expect(cookie).toMatchObject({ name: 'achaa_session', httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie.secure).toBeFalsy();
    expect(cookie.value.length).toBeGreaterThanOrEqual(40);
    expect(response.body).not.toContain('password');
  });

  it('marks the cookie Secure when the request came over HTTPS through a trusted proxy', async () => {
    const response = await login(DEMO_CUSTOMER, { 'x-forwarded-proto': 'https' });
    expect(sessionCookie(response)?.secure).toBe(true);
  });

  it('stores only a SHA-256 of the token', async () => {
    const cookie = sessionCookie(await login(DEMO_CUSTOMER))!;
    const rows = await t.db.selectFrom('sessions').select('token_hash').execute();
    expect(rows.map((row) => row.token_hash)).toContain(hashToken(cookie.value));
    expect(rows.map((row) => row.token_hash)).not.toContain(cookie.value);
  });

  it('answers the same generic 401 for a wrong password and an unknown phone', async () => {
    const wrongPassword = await login({ phone: DEMO_CUSTOMER.phone, password: 'wrong-password' });
    const unknownPhone = await login({ phone: '90909090', password: 'wrong-password' });
    for (const response of [wrongPassword, unknownPhone]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ code: 401, message: 'Утасны дугаар эсвэл нууц үг буруу байна' });
      expect(sessionCookie(response)).toBeUndefined();
    }
  });

  it('rotates the session: a new token each time, and the one the browser sent is deleted', async () => {
    const first = sessionCookieHeader(await login(DEMO_CUSTOMER));
    const second = sessionCookieHeader(await login(DEMO_CUSTOMER, { cookie: first }));
    expect(second).not.toBe(first);
    expect((await me(first)).statusCode).toBe(401);
    expect((await me(second)).statusCode).toBe(200);
  });

  it('refuses a missing password with a 400', async () => {
    const response = await login({ phone: DEMO_CUSTOMER.phone });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Нууц үг оруулна уу');
  });
});

describe('session lifecycle', () => {
  it('GET /api/auth/me is 401 without a cookie, with a forged one and with an expired one', async () => {
    expect((await as(t.app).get('/api/auth/me')).json()).toEqual({ code: 401, message: 'Нэвтэрч орно уу' });
    expect((await me('achaa_session=forged-token')).statusCode).toBe(401);

    const cookie = await t.login(DEMO_CUSTOMER.phone, DEMO_CUSTOMER.password);
    await t.db
      .updateTable('sessions')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('token_hash', '=', hashToken(cookie.split('=')[1]!))
      .execute();
    expect((await me(cookie)).statusCode).toBe(401);
  });

  it('logout deletes the session and clears the cookie', async () => {
    const cookie = await t.login(DEMO_CUSTOMER.phone, DEMO_CUSTOMER.password);
    const response = await as(t.app, cookie).post('/api/auth/logout');
    expect(response.statusCode).toBe(204);
    const cleared = sessionCookie(response)!;
    expect(cleared.value).toBe('');
    expect(new Date(cleared.expires!).getTime()).toBeLessThanOrEqual(Date.now());
    expect((await me(cookie)).statusCode).toBe(401);
  });

  it('a deactivated user’s sessions stop working', async () => {
    const id = await t.createUser({ phone: '94000001', password: 'password-1' });
    const cookie = await t.login('94000001', 'password-1');
    await t.db.updateTable('users').set({ state: 'DELETED' }).where('id', '=', id).execute();
    expect((await me(cookie)).statusCode).toBe(401);
    // Its own password learns that it is closed (ACCOUNT_DISABLED); a wrong one is told no more than for any phone.
    expect((await login({ phone: '94000001', password: 'password-1' })).statusCode).toBe(403);
    expect((await login({ phone: '94000001', password: 'password-2' })).statusCode).toBe(401);
  });
});

describe('POST /api/auth/register', () => {
  const registration = { phone: '95550001', password: 'long-enough', firstName: 'Сараа', lastName: 'Болд', email: 'Saraa@Example.mn' };

  it('creates a customer, answers 201 with the user and signs them in', async () => {
    const response = await as(t.app).post('/api/auth/register', registration);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      phone: '95550001',
      firstName: 'Сараа',
      email: 'saraa@example.mn',
      username: '95550001',
      prefix: null,
    });
    const cookie = sessionCookieHeader(response);
    expect((await me(cookie)).json().phone).toBe('95550001');
    const row = await t.db.selectFrom('users').select(['role', 'password_hash']).where('phone', '=', '95550001').executeTakeFirstOrThrow();
    expect(row.role).toBe('customer');
    expect(row.password_hash).toMatch(/^scrypt\$/);
  });

  it('refuses a phone that already has an account with 409', async () => {
    const response = await as(t.app).post('/api/auth/register', { ...registration, phone: DEMO_CUSTOMER.phone });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ code: 409, message: 'Энэ утасны дугаараар бүртгэл үүссэн байна', reason: 'PHONE_TAKEN' });
  });

  it.each([
    [{ ...registration, phone: '95550002', password: 'short' }, 'Нууц үг дор хаяж 8 тэмдэгт байна'],
    [{ ...registration, phone: '1234' }, 'Утасны дугаар 8 оронтой тоо байна'],
    [{ ...registration, phone: '95550003', firstName: '  ' }, 'Нэр оруулна уу'],
    [{ ...registration, phone: '95550004', email: 'not-an-email' }, 'И-мэйл хаяг буруу байна'],
    [{ ...registration, phone: '95550005', role: 'admin' }, 'Хүлээн авахгүй талбар: role'],
  ])('refuses invalid input with 400 (%#)', async (payload, message) => {
    const response = await as(t.app).post('/api/auth/register', payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });
});

describe('the user record', () => {
  it('GET /api/auth/user/{id} answers the own record and 404 for anyone else’s', async () => {
    const otherId = await t.createUser({ phone: '94000002', password: 'password-2' });
    const cookie = await t.login(DEMO_CUSTOMER.phone, DEMO_CUSTOMER.password);
    const own = (await me(cookie)).json();
    expect((await as(t.app, cookie).get(`/api/auth/user/${own.id}`)).json()).toEqual(own);
    const other = await as(t.app, cookie).get(`/api/auth/user/${otherId}`);
    expect(other.statusCode).toBe(404);
    expect(other.json()).toEqual({ code: 404, message: 'Хэрэглэгч олдсонгүй' });
    expect((await as(t.app).get(`/api/auth/user/${own.id}`)).statusCode).toBe(401);
    expect((await as(t.app, cookie).get('/api/auth/user/abc')).statusCode).toBe(400);
  });

  it('PUT /api/auth/user/{id} edits the own profile', async () => {
    await t.createUser({ phone: '94000003', password: 'password-3' });
    const cookie = await t.login('94000003', 'password-3');
    const { id } = (await me(cookie)).json();
    const response = await as(t.app, cookie).put(`/api/auth/user/${id}`, {
      firstName: ' Номин ',
      lastName: 'Эрдэнэ',
      phone: '94000013',
      email: '',
      currentPassword: 'password-3',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id,
      firstName: 'Номин',
      lastName: 'Эрдэнэ',
      phone: '94000013',
      email: null,
      username: '94000013',
    });
    expect((await me(cookie)).json().phone).toBe('94000013');
  });

  it('PUT /api/auth/user/{id} is 404 for another user and 409 for a taken phone', async () => {
    const otherId = await t.createUser({ phone: '94000004', password: 'password-4' });
    await t.createUser({ phone: '94000005', password: 'password-5' });
    const cookie = await t.login('94000005', 'password-5');
    const { id } = (await me(cookie)).json();
    const profile = { firstName: 'А', lastName: 'Б', phone: '94000005' };
    const other = await as(t.app, cookie).put(`/api/auth/user/${otherId}`, profile);
    expect(other.statusCode).toBe(404);
    expect((await t.db.selectFrom('users').select('first_name').where('id', '=', otherId).executeTakeFirstOrThrow()).first_name).toBe(
      'Тест',
    );

    const taken = await as(t.app, cookie).put(`/api/auth/user/${id}`, { ...profile, phone: '94000004', currentPassword: 'password-5' });
    expect(taken.statusCode).toBe(409);
  });
});

describe('POST /api/auth/password', () => {
  it('refuses a wrong current password and a too-short or unchanged new one', async () => {
    await t.createUser({ phone: '94000006', password: 'password-6' });
    const cookie = await t.login('94000006', 'password-6');
    const change = (payload: object) => as(t.app, cookie).post('/api/auth/password', payload);
    expect((await change({ currentPassword: 'nope-nope', newPassword: 'new-password' })).json()).toEqual({
      code: 400,
      message: 'Одоогийн нууц үг буруу байна',
      reason: 'WRONG_PASSWORD',
    });
    expect((await change({ currentPassword: 'password-6', newPassword: 'short' })).statusCode).toBe(400);
    expect((await change({ currentPassword: 'password-6', newPassword: 'password-6' })).json().message).toBe(
      'Шинэ нууц үг одоогийн нууц үгээс өөр байх ёстой',
    );
    expect((await as(t.app).post('/api/auth/password', { currentPassword: 'a', newPassword: 'bbbbbbbb' })).statusCode).toBe(401);
  });

  it('changes the password, ends every other session and keeps the caller signed in on a fresh one', async () => {
    const userId = await t.createUser({ phone: '94000007', password: 'password-7' });
    const phoneSession = await t.login('94000007', 'password-7');
    const laptopSession = await t.login('94000007', 'password-7');
    expect(await sessionCount(userId)).toBe(2);

    const response = await as(t.app, laptopSession).post('/api/auth/password', {
      currentPassword: 'password-7',
      newPassword: 'brand-new-password',
    });
    expect(response.statusCode).toBe(204);
    const fresh = sessionCookieHeader(response);
    expect(fresh).not.toBe(laptopSession);
    expect((await me(phoneSession)).statusCode).toBe(401);
    expect((await me(laptopSession)).statusCode).toBe(401);
    expect((await me(fresh)).statusCode).toBe(200);
    expect(await sessionCount(userId)).toBe(1);

    expect((await login({ phone: '94000007', password: 'password-7' })).statusCode).toBe(401);
    expect((await login({ phone: '94000007', password: 'brand-new-password' })).statusCode).toBe(200);
  });
});
