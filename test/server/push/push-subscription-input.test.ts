import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { apiMessages } from '@contract/api-messages';
import { createPushWorker } from '../../../server/modules/push/push-worker';
import { expectApiError } from '../helpers/api-error';
import { startFakePushService, type FakePushService } from '../helpers/fake-push-service';
import { createTestAppWithStaff } from '../helpers/test-app';
import { countRows } from '../helpers/test-database';
import { as } from '../helpers/as-user';

/* Push subscriptions follow the text rule and the columns' widths, and a bad key jams nothing. */

let fake: FakePushService;
let t: Awaited<ReturnType<typeof createTestAppWithStaff>>['t'];
let staff: string;
let customer: string;

beforeAll(async () => {
  fake = await startFakePushService();
  ({ t, staff, customer } = await createTestAppWithStaff('8816', { push: { allowedOrigins: [fake.origin] } }));
});
afterAll(async () => {
  await t.close();
  await fake.close();
});
beforeEach(async () => {
  await t.db.deleteFrom('push_subscriptions').execute();
  fake.received.length = 0;
});

const subscribe = (payload: object) => as(t.app, customer).post('/api/push/subscriptions', payload);

/** 65 bytes that start as a point should (0x04) but are not on P-256: x = 1, y = 1. */
const offCurvePoint = () => {
  const point = Buffer.alloc(65);
  point[0] = 0x04;
  point[32] = 1;
  point[64] = 1;
  return point.toString('base64url');
};

describe('POST /api/push/subscriptions refuses with a Mongolian 400 and stores nothing', () => {
  it.each([
    [
      'a NUL in the endpoint',
      () => ({ endpoint: `${fake.subscription().endpoint}\u0000x` }),
      'Мэдэгдлийн хаяг хэрэглэж болохгүй тэмдэгттэй байна',
    ],
    ['a bidi override in the endpoint', () => ({ endpoint: `${fake.subscription().endpoint}\u202E` }), undefined],
    [
      'an endpoint longer than its column',
      () => ({ endpoint: `${fake.origin}/push/${'a'.repeat(1000)}` }),
      'Мэдэгдлийн хаяг хэт урт байна',
    ],
    [
      'a p256dh padded past its column',
      () => ({ keys: { ...fake.subscription().keys, p256dh: `${fake.subscription().keys.p256dh}${'='.repeat(500)}` } }),
      undefined,
    ],
    [
      'an auth secret padded past its column',
      () => ({ keys: { ...fake.subscription().keys, auth: `${fake.subscription().keys.auth}${'='.repeat(200)}` } }),
      undefined,
    ],
    ['a 2,000-character p256dh', () => ({ keys: { ...fake.subscription().keys, p256dh: 'B'.repeat(2000) } }), undefined],
    [
      'a compressed point (0x02)',
      () => ({ keys: { ...fake.subscription().keys, p256dh: Buffer.alloc(65, 2).toString('base64url') } }),
      undefined,
    ],
    [
      'a point that is not on the curve',
      () => ({ keys: { ...fake.subscription().keys, p256dh: offCurvePoint() } }),
      apiMessages.pushKeyInvalid,
    ],
    [
      'an auth secret of 17 bytes',
      () => ({ keys: { ...fake.subscription().keys, auth: Buffer.alloc(17).toString('base64url') } }),
      undefined,
    ],
  ])('%s', async (_case, change, expected) => {
    const answer = await subscribe({ ...fake.subscription(), expirationTime: null, ...change() });
    const message = expectApiError(answer, 400);
    if (expected) expect(message).toBe(expected);
    expect(await countRows(t.db, 'push_subscriptions')).toBe(0);
  });

  it('still takes a real browser subscription, padded or not', async () => {
    const { endpoint, keys } = fake.subscription();
    expect((await subscribe({ endpoint, keys: { p256dh: `${keys.p256dh}=`, auth: `${keys.auth}==` } })).statusCode).toBe(201);
    expect(await countRows(t.db, 'push_subscriptions')).toBe(1);
  });
});

describe('the push worker and a row it cannot send', () => {
  it('goes on with the batch, retries the bad row and marks it failed after the last attempt', async () => {
    const good = fake.subscription();
    expect((await subscribe({ endpoint: good.endpoint, keys: good.keys })).statusCode).toBe(201);
    // A row stored before the check (or written by hand): its key is not a P-256 point, so web-push throws.
    const { user_id, session_token_hash } = await t.db.selectFrom('push_subscriptions').selectAll().executeTakeFirstOrThrow();
    const bad = fake.subscription();
    await t.db
      .insertInto('push_subscriptions')
      .values({
        user_id,
        session_token_hash,
        endpoint: bad.endpoint,
        p256dh: offCurvePoint(),
        auth: bad.keys.auth,
        language: 'mn',
        created_at: new Date().toISOString(),
      })
      .execute();
    await t.db.updateTable('parcels').set({ status: 'REGISTERED' }).where('track_code', '=', 'YT7512345678901').execute();
    const moved = await as(t.app, staff).patch('/api/staff/parcels/YT7512345678901', { status: 'RECEIVED' });
    expect(moved.statusCode).toBe(200);
    const worker = createPushWorker({ db: t.db, ...t.app.ctx.push, log: t.app.log, retryBaseMs: 0, maxAttempts: 2 });

    expect(await worker.runOnce()).toBe(2);
    await fake.waitFor(1, good.id);
    const rows = () => t.db.selectFrom('notification_outbox').selectAll().orderBy('id').execute();
    const [sent, stuck] = await rows();
    expect(sent).toMatchObject({ attempts: 1, claimed_until: null });
    expect(sent!.sent_at).not.toBeNull();
    // Released for another try, not left claimed until its lease runs out.
    expect(stuck).toMatchObject({ attempts: 1, claimed_until: null, sent_at: null, failed_at: null });

    expect(await worker.runOnce()).toBe(1);
    const [, failed] = await rows();
    expect(failed).toMatchObject({ attempts: 2, claimed_until: null, sent_at: null });
    expect(failed!.failed_at).not.toBeNull();
    expect(await worker.runOnce()).toBe(0);
    expect(fake.received.filter((push) => push.id === bad.id)).toEqual([]);
  });
});
