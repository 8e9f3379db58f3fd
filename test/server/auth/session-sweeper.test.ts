import { as } from '../helpers/as-user';
import { afterEach, describe, expect, it } from 'vitest';
import type { Db } from '../../../server/db/database';
import { createSession, deleteExpiredSessions, hashToken } from '../../../server/modules/auth/session-repository';
import { createSessionSweeper } from '../../../server/modules/auth/session-sweeper';
import { savePushSubscription } from '../../../server/modules/push/push-subscription-repository';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

/** A session of `userId` that expired a minute ago or lasts an hour, with a push subscription saved under it. */
async function sessionWithSubscription(db: Db, userId: number, expired: boolean, endpoint: string): Promise<string> {
  const { token } = await createSession(db, userId, expired ? -60_000 : 60 * 60_000);
  await savePushSubscription(db, userId, hashToken(token), {
    endpoint,
    keys: {
      p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
      auth: 'tBHItJI5svbpez7KI4CCXg',
    },
    language: 'mn',
  });
  return hashToken(token);
}

const tokenHashesIn = async (db: Db) =>
  (await db.selectFrom('sessions').select('token_hash').execute()).map((row) => row.token_hash).sort();
const subscriptionEndpointsIn = async (db: Db) =>
  (await db.selectFrom('push_subscriptions').select('endpoint').execute()).map((row) => row.endpoint).sort();

describe('expired sessions are swept', () => {
  it('deletes only the sessions past their expiry, and the push subscriptions saved under them', async () => {
    t = await createTestApp({ seed: false });
    const alice = await t.createUser({ phone: '91110001', password: 'alice-password' });
    const bob = await t.createUser({ phone: '91110002', password: 'bob-password' });
    // Live first: making a session clears that user's expired ones, so the expired ones come last.
    const aliceLive = await sessionWithSubscription(t.db, alice, false, 'https://push.example/alice-live');
    await sessionWithSubscription(t.db, alice, true, 'https://push.example/alice-expired');
    await sessionWithSubscription(t.db, bob, true, 'https://push.example/bob-expired');

    expect(await deleteExpiredSessions(t.db)).toBe(2);
    expect(await tokenHashesIn(t.db)).toEqual([aliceLive]);
    expect(await subscriptionEndpointsIn(t.db)).toEqual(['https://push.example/alice-live']);
    expect(await deleteExpiredSessions(t.db)).toBe(0);
  });

  it('holds with 50 sweeps at once while 50 sign-ins make sessions (every instance sweeps)', async () => {
    t = await createTestApp({ seed: false });
    const newUser = (index: number) => t!.createUser({ phone: `9111${String(index).padStart(4, '0')}`, password: 'pass-word-1' });
    const users = await Promise.all(Array.from({ length: 10 }, (_, index) => newUser(index)));
    // Others sign in meanwhile: a sign-in clears its own user's expired rows, which must not be the swept ones here.
    const signingIn = await Promise.all(Array.from({ length: 5 }, (_, index) => newUser(100 + index)));
    for (const [index, user] of users.entries()) await sessionWithSubscription(t.db, user, true, `https://push.example/expired-${index}`);
    const db = t.db;
    const [sweeps, signIns] = await Promise.all([
      Promise.all(Array.from({ length: 50 }, () => deleteExpiredSessions(db))),
      Promise.all(Array.from({ length: 50 }, (_, index) => createSession(db, signingIn[index % signingIn.length]!, 60 * 60_000))),
    ]);
    // Each expired row went once, whoever took it; every new session stayed.
    expect(sweeps.reduce((sum, deleted) => sum + deleted, 0)).toBe(users.length);
    expect(await tokenHashesIn(db)).toEqual(signIns.map(({ token }) => hashToken(token)).sort());
    expect(await subscriptionEndpointsIn(db)).toEqual([]);
  });

  it('sweeps as soon as it starts, and not after it stops', async () => {
    t = await createTestApp({ seed: false });
    const alice = await t.createUser({ phone: '91110001', password: 'alice-password' });
    await sessionWithSubscription(t.db, alice, true, 'https://push.example/alice-expired');
    const sweeper = createSessionSweeper({ db: t.db, log: t.app.log, intervalMs: 60 * 60_000 });
    sweeper.start();
    await sweeper.stop();
    expect(await tokenHashesIn(t.db)).toEqual([]);

    await sessionWithSubscription(t.db, alice, true, 'https://push.example/alice-expired-again');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await tokenHashesIn(t.db)).toHaveLength(1);
  });

  it('runs in the server every interval once asked to, leaving signed-in users signed in', async () => {
    t = await createTestApp({ seed: false, sessionSweep: { intervalMs: 50 } });
    const alice = await t.createUser({ phone: '91110001', password: 'alice-password' });
    const cookie = await t.login('91110001', 'alice-password');
    // In one transaction: the running sweeper could otherwise delete the expired session between the
    // two inserts, and the subscription's foreign key would refuse it (seen once on PostgreSQL).
    await t.db.transaction().execute((trx) => sessionWithSubscription(trx, alice, true, 'https://push.example/alice-expired'));
    await expect.poll(() => tokenHashesIn(t!.db), { timeout: 5000 }).toHaveLength(1);
    const me = await as(t.app, cookie).get('/api/auth/me');
    expect(me.statusCode).toBe(200);
  });
});
