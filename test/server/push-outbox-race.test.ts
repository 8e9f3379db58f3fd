import { afterAll, beforeAll, expect, it } from 'vitest';
import { createDatabase, type Db } from '../../server/db/database';
import { createPushWorker } from '../../server/modules/push/push-worker';
import { startFakePushService, type FakePushService } from './helpers/fake-push-service';
import { createTestAppWithStaff } from './helpers/test-app';

/*
 * Two workers, each on its own connection pool as two server instances would be, drain one outbox
 * at once. On PostgreSQL (npm test's second pass) they claim with FOR UPDATE SKIP LOCKED plus the
 * compare-and-set; on SQLite with the compare-and-set alone. Either way no row may go out twice.
 */

const SUBSCRIPTIONS = 40;
let fake: FakePushService;
let setup: Awaited<ReturnType<typeof createTestAppWithStaff>>;
let secondDb: Db;

beforeAll(async () => {
  fake = await startFakePushService();
  setup = await createTestAppWithStaff('8816', { push: { allowedOrigins: [fake.origin] } });
  const { t } = setup;
  secondDb =
    t.engine === 'postgres' ? createDatabase({ kind: 'postgres', url: process.env.DATABASE_URL!, schema: t.schema!, poolSize: 4 }) : t.db;
});

afterAll(async () => {
  if (secondDb !== setup.t.db) await secondDb.destroy();
  await setup.t.close();
  await fake.close();
});

it('two workers racing over one outbox send every notification exactly once', async () => {
  const { t, staff, customer } = setup;
  for (let index = 0; index < SUBSCRIPTIONS; index += 1) {
    const subscription = fake.subscription();
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/push/subscriptions',
      headers: { cookie: customer },
      payload: { endpoint: subscription.endpoint, keys: subscription.keys },
    });
    expect(answer.statusCode).toBe(201);
  }
  const moved = await t.app.inject({
    method: 'PATCH',
    url: '/api/staff/parcels/YT7512345678901',
    headers: { cookie: staff },
    payload: { status: 'RECEIVED' },
  });
  expect(moved.statusCode).toBe(200);

  const options = { ...t.app.ctx.push, log: t.app.log, batchSize: 3 };
  const workers = [createPushWorker({ db: t.db, ...options }), createPushWorker({ db: secondDb, ...options })];
  const handled = [0, 0];
  await Promise.all(
    workers.map(async (worker, index) => {
      for (let claimed = await worker.runOnce(); claimed > 0; claimed = await worker.runOnce()) handled[index]! += claimed;
    }),
  );

  expect(fake.received).toHaveLength(SUBSCRIPTIONS);
  expect(new Set(fake.received.map((push) => push.id)).size).toBe(SUBSCRIPTIONS);
  expect(handled[0]! + handled[1]!).toBe(SUBSCRIPTIONS);
  const unsent = await t.db.selectFrom('notification_outbox').select('id').where('sent_at', 'is', null).execute();
  expect(unsent).toHaveLength(0);
});
