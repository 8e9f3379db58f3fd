import { as } from '../helpers/as-user';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEMO_CUSTOMER } from '../../../server/db/seed';
import type { HttpError } from '../../../server/lib/http-error';
import { createPasswordHashingQueue } from '../../../server/lib/password-hashing-queue';
import { changePassword, createTestApp, type TestApp } from '../helpers/test-app';

/** A piece of work that finishes when the test says so. */
function held() {
  let finish!: () => void;
  const done = new Promise<void>((resolve) => (finish = resolve));
  return { work: () => done, finish };
}
const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: HttpError) => ({ status: error.statusCode, retryAfter: error.headers['retry-after'], message: error.message }),
  );

describe('the password hashing queue', () => {
  it('runs `concurrency` at once, in arrival order, and refuses an IP past its share with 429', async () => {
    const queue = createPasswordHashingQueue({ concurrency: 1, perIp: 2, maxWaiting: 10, maxWaitMs: 60_000 });
    const order: string[] = [];
    const [a1, a2, b1] = [held(), held(), held()];
    const runs = [
      queue.run('10.0.0.1', a1.work).then(() => order.push('a1')),
      queue.run('10.0.0.1', a2.work).then(() => order.push('a2')),
      queue.run('10.0.0.2', b1.work).then(() => order.push('b1')),
    ];
    expect(await refusal(queue.run('10.0.0.1', async () => undefined))).toEqual({
      status: 429,
      retryAfter: '2',
      message: 'Хэт олон хүсэлт илгээлээ. Түр хүлээгээд дахин оролдоно уу',
    });
    b1.finish();
    a2.finish();
    a1.finish();
    await Promise.all(runs);
    // b1 was done first but had to wait its turn behind a1 and a2.
    expect(order).toEqual(['a1', 'a2', 'b1']);
    // The IP's places came back once its runs ended.
    await expect(queue.run('10.0.0.1', async () => 'again')).resolves.toBe('again');
  });

  it('refuses everyone with 503 once the waiting line is full', async () => {
    const queue = createPasswordHashingQueue({ concurrency: 1, perIp: 1, maxWaiting: 2, maxWaitMs: 60_000 });
    const blocker = held();
    const runs = ['10.0.1.1', '10.0.1.2', '10.0.1.3'].map((ip) => queue.run(ip, blocker.work));
    expect(await refusal(queue.run('10.0.1.4', async () => undefined))).toEqual({
      status: 503,
      retryAfter: '2',
      message: 'Нэвтрэх хүсэлт хэт олон байна. Хэдэн секундын дараа дахин оролдоно уу',
    });
    blocker.finish();
    await Promise.all(runs);
  });
});

describe('the wait for a password check', () => {
  it('answers 503 to a run that has not started within maxWaitMs, and never runs it', async () => {
    vi.useFakeTimers();
    try {
      const queue = createPasswordHashingQueue({ concurrency: 1, perIp: 4, maxWaiting: 4, maxWaitMs: 10_000 });
      const blocker = held();
      const first = queue.run('10.0.2.1', blocker.work);
      let lateRan = false;
      const late = refusal(
        queue.run('10.0.2.2', async () => {
          lateRan = true;
        }),
      );
      await vi.advanceTimersByTimeAsync(9_999);
      let settled = false;
      void late.then(() => (settled = true));
      await vi.advanceTimersByTimeAsync(0);
      expect(settled).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect(await late).toEqual({
        status: 503,
        retryAfter: '2',
        message: 'Нэвтрэх хүсэлт хэт олон байна. Хэдэн секундын дараа дахин оролдоно уу',
      });
      // The first run is not cut short by the clock (a check already hashing finishes), and the
      // refused one is skipped when its turn comes, so the next run starts at once.
      await vi.advanceTimersByTimeAsync(60_000);
      blocker.finish();
      await first;
      await expect(queue.run('10.0.2.3', async () => 'next')).resolves.toBe('next');
      expect(lateRan).toBe(false);
    } finally {
      vi.useRealTimers();
    }
  });

  it('lets the PWA wait longer than the server lets a check wait', async () => {
    const { PASSWORD_CHECK_MAX_WAIT_MS, SESSION_REQUEST_TIMEOUT_MS } = await import('@contract/password-check');
    const { DEFAULT_PASSWORD_HASHING } = await import('../../../server/lib/password-hashing-queue');
    expect(DEFAULT_PASSWORD_HASHING.maxWaitMs).toBe(PASSWORD_CHECK_MAX_WAIT_MS);
    // The wait, then one check on a busy two-core server (up to 4.7 s measured), then the network.
    expect(SESSION_REQUEST_TIMEOUT_MS).toBeGreaterThanOrEqual(PASSWORD_CHECK_MAX_WAIT_MS + 10_000);
  });
});

describe('a login flood from one IP', () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  it('keeps a login from another IP from waiting behind it', async () => {
    t = await createTestApp({
      // A real cost (16 MiB, tens of ms), so the queue has something to order; the lock set high, so only the queue limits the flood.
      scryptParams: { N: 2 ** 14, r: 8, p: 1 },
      passwordHashing: { concurrency: 2, perIp: 4, maxWaiting: 8 },
      rateLimits: { login: { maxFailuresPerPhone: 1000, maxFailuresPerIp: 1000, windowMs: 60_000, lockMs: 60_000 } },
    });
    await t.createUser({ phone: '88120001', password: 'staff-password', role: 'staff' });
    // Unknown phones verify against the decoy hash: made once, before the flood, as on a server that has run a while.
    await as(t.app).post('/api/auth/login', { phone: '94999999', password: 'warm-up-decoy' });
    const floodStatuses: number[] = [];
    const floodStarted = Date.now();
    const flood = Array.from({ length: 150 }, (_, index) =>
      t!.app
        .inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { phone: `9${String(index).padStart(7, '0')}`, password: 'guess-guess' },
          remoteAddress: '10.66.0.1',
        })
        .then((answer) => {
          floodStatuses.push(answer.statusCode);
          return answer;
        }),
    );
    // Once every flood request has reached the queue (all but the IP's four places answered) or two seconds
    // have passed, a staff member signs in from elsewhere.
    await vi.waitFor(() => expect(floodStatuses.length >= 146 || Date.now() - floodStarted > 2000).toBe(true), { timeout: 5000 });
    const checkedBefore = floodStatuses.filter((status) => status === 401).length;
    const staff = await as(t.app, undefined, { remoteAddress: '10.66.0.2' }).post('/api/auth/login', {
      phone: '88120001',
      password: 'staff-password',
    });
    const checkedWhileStaffWaited = floodStatuses.filter((status) => status === 401).length - checkedBefore;
    const floodAnswers = await Promise.all(flood);

    expect(staff.statusCode).toBe(200);
    // It waited behind at most the flooding IP's four places, not behind the whole flood.
    expect(checkedWhileStaffWaited).toBeLessThanOrEqual(4);
    const refused = floodAnswers.filter((answer) => answer.statusCode === 429);
    expect(refused.length).toBeGreaterThan(100);
    expect(refused[0]!.headers['retry-after']).toBe('2');
  });

  it('puts registrations and password changes in the same queue', async () => {
    // Parallel requests reach the queue at times the database decides (PostgreSQL spreads them), so
    // the IP's one place is held by a run the test controls: what the route does then is certain.
    t = await createTestApp({ scryptParams: { N: 2 ** 14, r: 8, p: 1 }, passwordHashing: { concurrency: 1, perIp: 1, maxWaiting: 8 } });
    const { passwordHashing } = t.app.ctx;
    const register = () =>
      as(t!.app, undefined, { remoteAddress: '10.67.0.1' }).post('/api/auth/register', {
        phone: '94500001',
        password: 'long-enough',
        firstName: 'А',
        lastName: 'Б',
      });
    const registeringIp = held();
    const holding = passwordHashing.run('10.67.0.1', registeringIp.work);
    const refusedRegistration = await register();
    expect(refusedRegistration.statusCode).toBe(429);
    expect(refusedRegistration.headers['retry-after']).toBe('2');
    expect(await t.db.selectFrom('users').select('phone').where('phone', '=', '94500001').execute()).toHaveLength(0);
    registeringIp.finish();
    await holding;
    expect((await register()).statusCode).toBe(201);

    const cookie = await t.login(DEMO_CUSTOMER.phone, DEMO_CUSTOMER.password);
    const change = () => changePassword(t!.app, { cookie, currentPassword: 'not-the-password', ip: '10.67.0.2' });
    const changingIp = held();
    const holdingChange = passwordHashing.run('10.67.0.2', changingIp.work);
    expect((await change()).statusCode).toBe(429);
    changingIp.finish();
    await holdingChange;
    // Its place back, the same request is checked (and the password is wrong).
    expect((await change()).statusCode).toBe(400);
  });
});
