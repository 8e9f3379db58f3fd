import { as } from '../helpers/as-user';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createDatabase, type Db } from '../../../server/db/database';
import { claimDueNotifications } from '../../../server/modules/push/notification-outbox';
import { createPushWorker } from '../../../server/modules/push/push-worker';
import { startFakePushService, type FakePushService } from '../helpers/fake-push-service';
import { createTestAppWithStaff } from '../helpers/test-app';

/*
 * Two workers, each on its own connection pool as two server instances would be, drain one outbox
 * at once. On PostgreSQL (npm test's second pass) they claim with FOR UPDATE SKIP LOCKED plus the
 * compare-and-set; on SQLite with the compare-and-set alone. Either way no row may go out twice.
 */

const SUBSCRIPTIONS = 10;
/** The demo customer's parcels, each moved one step: 4 events × 10 subscriptions = 40 rows. */
const MOVES = { YT7512345678901: 'RECEIVED', SF1456789012345: 'SENT', JT3098765432101: 'DELIVERED', '773245678901234': 'BROKEN' };
const ROWS = SUBSCRIPTIONS * Object.keys(MOVES).length;
let fake: FakePushService;
let setup: Awaited<ReturnType<typeof createTestAppWithStaff>>;
let secondDb: Db;

beforeAll(async () => {
  fake = await startFakePushService();
  setup = await createTestAppWithStaff('8816', { push: { allowedOrigins: [fake.origin] } });
  const { t } = setup;
  secondDb =
    t.engine === 'postgres'
      ? createDatabase({ kind: 'postgres', url: process.env.DATABASE_URL!, schema: t.schema!, poolSize: 4 }).db
      : t.db;
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
    const answer = await as(t.app, customer).post('/api/push/subscriptions', { endpoint: subscription.endpoint, keys: subscription.keys });
    expect(answer.statusCode).toBe(201);
  }
  for (const [trackCode, status] of Object.entries(MOVES)) {
    const moved = await as(t.app, staff).patch(`/api/staff/parcels/${trackCode}`, { status });
    expect(moved.statusCode).toBe(200);
  }

  const options = { ...t.app.ctx.push, log: t.app.log, batchSize: 3 };
  const workers = [createPushWorker({ db: t.db, ...options }), createPushWorker({ db: secondDb, ...options })];
  const handled = [0, 0];
  await Promise.all(
    workers.map(async (worker, index) => {
      for (let claimed = await worker.runOnce(); claimed > 0; claimed = await worker.runOnce()) handled[index]! += claimed;
    }),
  );

  expect(fake.received).toHaveLength(ROWS);
  const perSubscription = new Map<string, number>();
  for (const push of fake.received) perSubscription.set(push.id, (perSubscription.get(push.id) ?? 0) + 1);
  expect([...perSubscription.values()]).toEqual(Array.from({ length: SUBSCRIPTIONS }, () => Object.keys(MOVES).length));
  expect(handled[0]! + handled[1]!).toBe(ROWS);
  const unsent = await t.db.selectFrom('notification_outbox').select('id').where('sent_at', 'is', null).execute();
  expect(unsent).toHaveLength(0);
});

it('claims made at the same instant never hand one row to two claimers', async () => {
  const { t, staff } = setup;
  await t.db.updateTable('parcels').set({ status: 'REGISTERED' }).where('track_code', '=', 'YT7512345678901').execute();
  const moved = await as(t.app, staff).patch('/api/staff/parcels/YT7512345678901', { status: 'RECEIVED' });
  expect(moved.statusCode).toBe(200);
  // Sixteen claims at once over both pools, each for up to 3 of the 10 new rows.
  const claims = await Promise.all(Array.from({ length: 16 }, (_, index) => claimDueNotifications(index % 2 ? secondDb : t.db, 3, 60_000)));
  const ids = claims.flat().map((row) => row.id);
  expect(ids).toHaveLength(SUBSCRIPTIONS);
  expect(new Set(ids).size).toBe(SUBSCRIPTIONS);
});
