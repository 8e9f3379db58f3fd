import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../../server/app';
import { DEMO_CUSTOMER } from '../../../server/db/seed';
import { pruneOldNotifications } from '../../../server/modules/push/notification-outbox';
import { PUSH_TTL_SECONDS } from '../../../server/modules/push/push-sender';
import { MAX_SUBSCRIPTIONS_PER_USER } from '../../../server/modules/push/push-subscription-repository';
import { createPushWorker, type PushWorker } from '../../../server/modules/push/push-worker';
import { startFakePushService, verifyVapidAuthorization, type FakePushService, type TestSubscription } from '../helpers/fake-push-service';
import { changePassword, createTestAppWithStaff, TEST_SCRYPT } from '../helpers/test-app';
import { countRows } from '../helpers/test-database';
import { as } from '../helpers/as-user';

let fake: FakePushService;
let t: Awaited<ReturnType<typeof createTestAppWithStaff>>['t'];
let staff: string;
let customer: string;
let worker: PushWorker;

beforeAll(async () => {
  fake = await startFakePushService();
  ({ t, staff, customer } = await createTestAppWithStaff('8815', { push: { allowedOrigins: [fake.origin] } }));
  worker = createPushWorker({ db: t.db, ...t.app.ctx.push, log: t.app.log, retryBaseMs: 0 });
});

afterAll(async () => {
  await t.close();
  await fake.close();
});

beforeEach(async () => {
  await t.db.deleteFrom('push_subscriptions').execute();
  fake.received.length = 0;
});

const subscribe = (subscription: Pick<TestSubscription, 'endpoint' | 'keys'>, cookie = customer, language?: 'mn' | 'en') =>
  as(t.app, cookie).post('/api/push/subscriptions', {
    endpoint: subscription.endpoint,
    expirationTime: null,
    keys: subscription.keys,
    ...(language ? { language } : {}),
  });

const moveParcel = (trackCode: string, status: string) => as(t.app, staff).patch(`/api/staff/parcels/${trackCode}`, { status });

/** Puts a customer parcel back to `status` directly, so each test can move it again. */
const resetParcel = (trackCode: string, status: 'REGISTERED' | 'SENT') =>
  t.db.updateTable('parcels').set({ status }).where('track_code', '=', trackCode).execute();

describe('GET /api/push/key', () => {
  it('answers a P-256 public key that every instance on the database shares', async () => {
    const first = (await as(t.app).get('/api/push/key')).json<{ publicKey: string }>();
    expect(Buffer.from(first.publicKey, 'base64url')).toHaveLength(65);
    const other = await buildApp({ database: t.database, scryptParams: TEST_SCRYPT });
    const second = (await as(other).get('/api/push/key')).json<{ publicKey: string }>();
    await other.close();
    expect(second.publicKey).toBe(first.publicKey);
  });

  it('answers the configured key when VAPID keys are given', async () => {
    const configured = { publicKey: 'B'.repeat(87), privateKey: 'p'.repeat(43), subject: 'mailto:ops@example.mn' };
    const other = await buildApp({ database: t.database, scryptParams: TEST_SCRYPT, push: { vapid: configured } });
    const answer = (await as(other).get('/api/push/key')).json<{ publicKey: string }>();
    await other.close();
    expect(answer.publicKey).toBe(configured.publicKey);
  });
});

describe('subscriptions', () => {
  it('needs a session', async () => {
    const answer = await subscribe(fake.subscription(), '');
    expect(answer.statusCode).toBe(401);
    expect(await countRows(t.db, 'push_subscriptions')).toBe(0);
  });

  it('saves a subscription once, however often the browser sends it, and deletes it', async () => {
    const subscription = fake.subscription();
    expect((await subscribe(subscription)).statusCode).toBe(201);
    expect((await subscribe(subscription)).statusCode).toBe(201);
    expect(await countRows(t.db, 'push_subscriptions')).toBe(1);
    const removed = await as(t.app, customer).request('DELETE', '/api/push/subscriptions', { endpoint: subscription.endpoint });
    expect(removed.statusCode).toBe(204);
    expect(await countRows(t.db, 'push_subscriptions')).toBe(0);
  });

  it.each([
    ['a private address', 'http://169.254.169.254/latest/meta-data'],
    ['a look-alike host', 'https://fcm.googleapis.com.evil.example/push/1'],
    ['user info before the host', `https://user@${new URL('http://127.0.0.1').host}/push/1`],
    ['not a URL', 'fcm.googleapis.com/push'],
  ])('refuses an endpoint on %s with a Mongolian 400 and saves nothing', async (_case, endpoint) => {
    const answer = await subscribe({ endpoint, keys: fake.subscription().keys });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().message).toMatch(/[а-яөү]/i);
    expect(await countRows(t.db, 'push_subscriptions')).toBe(0);
  });

  it('refuses keys that are not a P-256 key and a 16-byte secret', async () => {
    const { endpoint } = fake.subscription();
    const answer = await subscribe({ endpoint, keys: { p256dh: 'abc', auth: 'def' } });
    expect(answer.statusCode).toBe(400);
    expect(await countRows(t.db, 'push_subscriptions')).toBe(0);
  });

  it('keeps the newest subscriptions of one account only', async () => {
    const subscriptions = Array.from({ length: MAX_SUBSCRIPTIONS_PER_USER + 2 }, () => fake.subscription());
    for (const subscription of subscriptions) expect((await subscribe(subscription)).statusCode).toBe(201);
    const left = await t.db.selectFrom('push_subscriptions').select('endpoint').orderBy('id').execute();
    expect(left.map((row) => row.endpoint)).toEqual(subscriptions.slice(2).map((subscription) => subscription.endpoint));
  });

  it("another user's DELETE leaves the subscription alone", async () => {
    const subscription = fake.subscription();
    await subscribe(subscription);
    await as(t.app, staff).request('DELETE', '/api/push/subscriptions', { endpoint: subscription.endpoint });
    expect(await countRows(t.db, 'push_subscriptions')).toBe(1);
  });

  it("logout removes that browser's subscription, not the other browser's", async () => {
    const otherBrowser = await t.login(DEMO_CUSTOMER.phone, DEMO_CUSTOMER.password);
    const thisOne = fake.subscription();
    const thatOne = fake.subscription();
    await subscribe(thisOne, otherBrowser);
    await subscribe(thatOne, customer);
    await as(t.app, otherBrowser).post('/api/auth/logout');
    const left = await t.db.selectFrom('push_subscriptions').select('endpoint').execute();
    expect(left.map((row) => row.endpoint)).toEqual([thatOne.endpoint]);
  });

  it('a password change removes the subscription made in the old session', async () => {
    const phone = '88159901';
    await t.createUser({ phone, password: 'old-password-1' });
    const cookie = await t.login(phone, 'old-password-1');
    await subscribe(fake.subscription(), cookie);
    const changed = await changePassword(t.app, { cookie, currentPassword: 'old-password-1', ip: '10.9.9.9' });
    expect(changed.statusCode).toBe(204);
    expect(await countRows(t.db, 'push_subscriptions')).toBe(0);
  });
});

describe('status notifications', () => {
  it('sends the encrypted Mongolian notification with VAPID and a TTL once the worker runs', async () => {
    await resetParcel('YT7512345678901', 'REGISTERED');
    const subscription = fake.subscription();
    await subscribe(subscription);
    expect((await moveParcel('YT7512345678901', 'RECEIVED')).statusCode).toBe(200);
    // Queued with the status, not sent on the request's path.
    expect(fake.received).toHaveLength(0);
    expect(await worker.runOnce()).toBe(1);
    const [push] = await fake.waitFor(1, subscription.id);
    expect(push!.headers['content-encoding']).toBe('aes128gcm');
    expect(push!.headers.ttl).toBe(String(PUSH_TTL_SECONDS));
    const claims = verifyVapidAuthorization(push!.headers.authorization, t.app.ctx.push.vapid.publicKey);
    expect(claims.aud).toBe(fake.origin);
    expect(claims.sub).toBe(t.app.ctx.push.vapid.subject);
    expect(Number(claims.exp)).toBeGreaterThan(Date.now() / 1000);
    expect(JSON.parse(subscription.decrypt(push!.body))).toEqual({
      title: 'Ачааны төлөв шинэчлэгдлээ',
      body: 'YT7512345678901: Эрээний агуулахад ирсэн',
      url: '/track/YT7512345678901',
      tag: 'parcel-YT7512345678901',
    });
    // Marked sent: another run sends nothing.
    expect(await worker.runOnce()).toBe(0);
    expect(fake.received).toHaveLength(1);
  });

  it("speaks the subscriber's language, to each of the owner's subscriptions, never to others", async () => {
    await resetParcel('JT3098765432101', 'SENT');
    const english = fake.subscription();
    const mongolian = fake.subscription();
    const stranger = fake.subscription();
    await subscribe(english, customer, 'en');
    await subscribe(mongolian, customer);
    await subscribe(stranger, staff);
    await moveParcel('JT3098765432101', 'DELIVERED');
    await worker.runOnce();
    const [inEnglish] = await fake.waitFor(1, english.id);
    expect(JSON.parse(english.decrypt(inEnglish!.body))).toMatchObject({
      title: 'Parcel status updated',
      body: 'JT3098765432101: Arrived in Ulaanbaatar',
    });
    await fake.waitFor(1, mongolian.id);
    expect(fake.received.filter((push) => push.id === stranger.id)).toHaveLength(0);
  });

  it('queues nothing for statuses customers are not told about', async () => {
    await subscribe(fake.subscription());
    const before = await countRows(t.db, 'notification_outbox');
    const created = await as(t.app, staff).post('/api/staff/parcels', { trackCode: 'NEW0000000001', phone: DEMO_CUSTOMER.phone });
    expect(created.statusCode).toBe(201);
    expect(await countRows(t.db, 'notification_outbox')).toBe(before);
  });

  it('drops a subscription the push service answers 410 for', async () => {
    await resetParcel('YT7512345678901', 'REGISTERED');
    const subscription = fake.subscription();
    await subscribe(subscription);
    fake.answer(subscription.id, 410);
    await moveParcel('YT7512345678901', 'RECEIVED');
    await worker.runOnce();
    await fake.waitFor(1, subscription.id);
    expect(await countRows(t.db, 'push_subscriptions')).toBe(0);
  });

  it('prunes sent rows older than a week, keeps newer and unsent ones', async () => {
    const subscription = fake.subscription();
    await subscribe(subscription);
    const { id: subscriptionId } = await t.db.selectFrom('push_subscriptions').select('id').executeTakeFirstOrThrow();
    const at = (daysAgo: number) => new Date(Date.now() - daysAgo * 24 * 60 * 60 * 1000).toISOString();
    const row = (sentDaysAgo: number | null) => ({
      subscription_id: subscriptionId,
      event: 'SENT' as const,
      track_code: 'OLD1',
      created_at: at(10),
      next_attempt_at: at(10),
      sent_at: sentDaysAgo === null ? null : at(sentDaysAgo),
    });
    await t.db
      .insertInto('notification_outbox')
      .values([row(8), row(1), row(null)])
      .execute();
    expect(await pruneOldNotifications(t.db)).toBe(1);
    expect(await countRows(t.db, 'notification_outbox')).toBe(2);
    await t.db.deleteFrom('notification_outbox').where('track_code', '=', 'OLD1').execute();
  });

  it('retries after a 500 and sends once it is taken', async () => {
    await resetParcel('YT7512345678901', 'REGISTERED');
    const subscription = fake.subscription();
    await subscribe(subscription);
    fake.answer(subscription.id, 500, 503);
    await moveParcel('YT7512345678901', 'RECEIVED');
    for (let run = 0; run < 5; run += 1) await worker.runOnce();
    const pushes = await fake.waitFor(3, subscription.id);
    expect(pushes).toHaveLength(3);
    const row = await t.db.selectFrom('notification_outbox').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(row.attempts).toBe(3);
    expect(row.sent_at).not.toBeNull();
  });
});
