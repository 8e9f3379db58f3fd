import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CUSTOMER } from '../../../server/db/seed';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { as } from '../helpers/as-user';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ rateLimits: { login: { maxFailuresPerPhone: 3, maxFailuresPerIp: 100, windowMs: 60_000, lockMs: 60_000 } } });
});
afterAll(() => t.close());

/** A customer of their own, signed in: answers their id and cookie. */
async function customer(phone: string, password = 'their-password') {
  const id = await t.createUser({ phone, password, firstName: 'Сараа' });
  return { id, cookie: await t.login(phone, password) };
}
const edit = (who: { id: number; cookie: string }, payload: object) =>
  as(t.app, who.cookie).put(`/api/auth/user/${who.id}`, { firstName: 'Сараа', lastName: 'Бат', ...payload });
const phoneOf = async (id: number) => (await t.db.selectFrom('users').select('phone').where('id', '=', id).executeTakeFirstOrThrow()).phone;
const myParcels = async (cookie: string) =>
  (await as(t.app, cookie).get('/api/package')).json().list.map((parcel: { trackCode: string }) => parcel.trackCode);

describe('changing the phone of an account (PUT /api/auth/user/{id})', () => {
  it('refuses a number that has parcels but no account, so its parcels stay out of "Миний ачаа"', async () => {
    const who = await customer('94200001');
    // 88001122 has two demo parcels and no account.
    const answer = await edit(who, { phone: '88001122', currentPassword: 'their-password' });
    expect(answer.statusCode).toBe(409);
    expect(answer.json()).toEqual({ code: 409, message: 'Энэ утасны дугаарт бүртгэл эсвэл ачаа бүртгэлтэй байна', reason: 'PHONE_IN_USE' });
    expect(await phoneOf(who.id)).toBe('94200001');
    expect(await myParcels(who.cookie)).toEqual([]);
  });

  it('refuses a number that has an account, with the same answer', async () => {
    const who = await customer('94200002');
    const answer = await edit(who, { phone: DEMO_CUSTOMER.phone, currentPassword: 'their-password' });
    expect(answer.json()).toEqual({ code: 409, message: 'Энэ утасны дугаарт бүртгэл эсвэл ачаа бүртгэлтэй байна', reason: 'PHONE_IN_USE' });
    expect(await phoneOf(who.id)).toBe('94200002');
  });

  it('needs the current password: without it 400 and nothing changes', async () => {
    const who = await customer('94200003');
    const answer = await edit(who, { phone: '94200013', lastName: 'Шинэ' });
    expect(answer.json()).toEqual({ code: 400, message: 'Утасны дугаар солихын тулд одоогийн нууц үгээ оруулна уу' });
    const row = await t.db.selectFrom('users').select(['phone', 'last_name']).where('id', '=', who.id).executeTakeFirstOrThrow();
    expect(row).toEqual({ phone: '94200003', last_name: 'Хэрэглэгч' });
  });

  it('counts a wrong current password toward the login lock of the phone', async () => {
    const who = await customer('94200004');
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect((await edit(who, { phone: '94200014', currentPassword: `wrong-${attempt}-guess` })).json()).toEqual({
        code: 400,
        message: 'Одоогийн нууц үг буруу байна',
        reason: 'WRONG_PASSWORD',
      });
    }
    expect((await edit(who, { phone: '94200014', currentPassword: 'their-password' })).statusCode).toBe(429);
    expect(await phoneOf(who.id)).toBe('94200004');
  });

  it('moves to a free number with the right password; the parcels stay with the phone they were registered to', async () => {
    await t.createUser({ phone: '94200005', password: 'their-password' });
    const cookie = await t.login('94200005', 'their-password');
    const { id } = (await as(t.app, cookie).get('/api/auth/me')).json();
    await as(t.app, await staffCookie()).post('/api/staff/parcels', { trackCode: 'PHONECHANGE0001', phone: '94200005' });
    expect(await myParcels(cookie)).toEqual(['PHONECHANGE0001']);

    const answer = await edit({ id, cookie }, { phone: '+976 9420-0015', currentPassword: 'their-password' });
    expect(answer.statusCode).toBe(200);
    // Changed without a code to the new number: unproved, so no phone's parcels are listed until it is verified.
    expect(answer.json()).toMatchObject({ phone: '94200015', username: '94200015', phoneVerified: false });
    expect((await as(t.app, cookie).get('/api/package')).statusCode).toBe(403);
    await t.db.updateTable('users').set({ phone_verified_at: new Date().toISOString() }).where('id', '=', id).execute();
    expect(await myParcels(cookie)).toEqual([]);
    const check = await as(t.app).post('/api/package/check', { phone: '94200005' });
    expect(check.json().list.map((parcel: { trackCode: string }) => parcel.trackCode)).toEqual(['PHONECHANGE0001']);
  });

  it('edits names and email without a password while the phone stays', async () => {
    const who = await customer('94200006');
    const answer = await edit(who, { phone: '9420 0006', lastName: 'Шинэ', email: 'saraa@example.mn' });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ phone: '94200006', lastName: 'Шинэ', email: 'saraa@example.mn' });
  });

  it.each(['00000000', '99999999', '12345678', '70112233', '20112233'])('refuses %s: not a Mongolian mobile', async (phone) => {
    const who = await customer(`943${phone.slice(0, 5)}`);
    const answer = await edit(who, { phone, currentPassword: 'their-password' });
    expect(answer.json()).toEqual({ code: 400, message: 'Монгол гар утасны дугаар биш байна' });
  });
});

let staff: string | undefined;
async function staffCookie(): Promise<string> {
  if (!staff) {
    await t.createUser({ phone: '86000001', password: 'staff-password', role: 'staff' });
    staff = await t.login('86000001', 'staff-password');
  }
  return staff;
}
