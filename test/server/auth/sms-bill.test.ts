import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AppOptions } from '../../../server/app-options';
import { tooManyRequests } from '../../../server/lib/http-error';
import { createMetrics, type Metrics } from '../../../server/lib/metrics';
import { createSmsBudget } from '../../../server/modules/sms/sms-budget';
import { as } from '../helpers/as-user';
import { createRecordingSmsSender, type RecordingSmsSender } from '../helpers/fake-sms';
import { createTestAppWithStaff, type TestApp } from '../helpers/test-app';

/* An SMS bill nobody can run up, limits that do not lock a phone's owner out, and codes that time and 429s do not betray. */

let t: TestApp;
let admin: string;
let sms: RecordingSmsSender;
let metrics: Metrics;
/** Work a test holds back, released before the app closes (it waits for all of it). */
let releaseHeldWork = () => undefined as void;
afterEach(async () => {
  releaseHeldWork();
  await t?.close();
});

async function start(options: Partial<AppOptions> = {}) {
  sms = createRecordingSmsSender();
  metrics = createMetrics({ defaultMetrics: false });
  ({ t, admin } = await createTestAppWithStaff('8633', { sms, metrics, ...options }));
}

let ipCounter = 0;
const freshIp = () => `10.33.${Math.floor(ipCounter / 200)}.${(ipCounter += 1) % 200}`;
/** The code is issued and sent after the 204: waited for, so what was sent can be read. */
const askCode = async (payload: object, { cookie, ip = freshIp() }: { cookie?: string; ip?: string } = {}) => {
  const answer = await as(t.app, cookie, { remoteAddress: ip }).post('/api/auth/phone/code', payload);
  await t.app.ctx.afterAnswer.settled();
  return answer;
};
const resetCode = (phone: string, ip?: string) => askCode({ phone, purpose: 'reset' }, { ip });
const sentTo = (phone: string) => sms.sent.filter((message) => message.to === phone).length;

describe('the company’s SMS budget (SMS_BUDGET_HOUR, SMS_BUDGET_DAY)', () => {
  it.each([
    { name: 'hour', smsBudget: { perHour: 2, perDay: 100 } },
    { name: 'day', smsBudget: { perHour: 100, perDay: 2 } },
  ])(
    'past the $name budget, refuses new codes with SMS_BUDGET_SPENT for every phone alike; the dashboard and /metrics show it',
    async ({ smsBudget }) => {
      await start({ smsBudget });
      for (const phone of ['86330001', '86330002', '86330003']) await t.createUser({ phone, password: 'their-password' });
      expect((await resetCode('86330001')).statusCode).toBe(204);
      expect((await resetCode('86330002')).statusCode).toBe(204);
      expect(sms.sent).toHaveLength(2);

      const withAccount = await resetCode('86330003');
      const withoutAccount = await resetCode('86339999');
      for (const refused of [withAccount, withoutAccount]) {
        expect(refused.statusCode).toBe(429);
        expect(refused.json()).toEqual({
          code: 429,
          message: 'Одоогоор SMS код илгээх боломжгүй байна. Нэг цагийн дараа дахин оролдоно уу, эсвэл ажилтнаас тусламж аваарай',
          reason: 'SMS_BUDGET_SPENT',
        });
        expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      }
      expect(sms.sent).toHaveLength(2);

      const dashboard = await as(t.app, admin).get('/api/admin/dashboard?from=2026-11-01&to=2026-11-02');
      expect(dashboard.statusCode).toBe(200);
      expect(dashboard.json().sms).toMatchObject({ refusedToday: 2, spent: true });
      const { hour, day } = dashboard.json().sms;
      expect([hour.sent, day.sent]).toEqual([2, 2]);
      expect([hour.budget, day.budget]).toEqual([smsBudget.perHour, smsBudget.perDay]);

      const text = await metrics.registry.metrics();
      expect(text).toContain('achaa_sms_sent_total{purpose="reset"} 2');
      expect(text).toContain('achaa_sms_refused_total{reason="budget"} 2');
    },
  );

  it('is one budget over every instance: racing takes on one database never pass it', async () => {
    await start();
    const one = createSmsBudget(t.db, { perHour: 5, perDay: 100 });
    const two = createSmsBudget(t.db, { perHour: 5, perDay: 100 });
    const taken = await Promise.all(Array.from({ length: 16 }, (_, index) => (index % 2 ? one : two).take()));
    expect(taken.filter(Boolean)).toHaveLength(5);
    expect(await one.state()).toMatchObject({ hour: { sent: 5, budget: 5 }, day: { sent: 5 }, spent: true });
  });
});

describe('limits per requester and phone, not per phone alone', () => {
  it('three strangers asking for a victim’s phone cannot stop the victim’s own recovery and verification', async () => {
    await start();
    const victim = '86330101';
    await t.createUser({ phone: victim, password: 'victim-password', phoneVerified: false });
    for (const stranger of ['10.33.201.1', '10.33.202.1', '10.33.203.1']) {
      const answers = [];
      for (let attempt = 0; attempt < 4; attempt += 1) answers.push((await resetCode(victim, stranger)).statusCode);
      expect(answers).toEqual([204, 204, 204, 429]);
    }
    // The victim's own recovery, from their own network: still sent.
    expect((await resetCode(victim, '10.33.204.1')).statusCode).toBe(204);
    expect(sentTo(victim)).toBe(10);
    // The phone's codes of the day are spent for strangers now…
    const fourth = await resetCode(victim, '10.33.205.1');
    expect(fourth.json()).toMatchObject({ code: 429, reason: 'SMS_PHONE_DAILY_LIMIT' });
    // …but never for the phone's own account, signed in to verify it.
    const cookie = await t.login(victim, 'victim-password');
    expect((await askCode({ phone: victim, purpose: 'verify' }, { cookie })).statusCode).toBe(204);
    expect(sentTo(victim)).toBe(11);
  });

  it('gives one account 5 codes a day (SMS_ACCOUNT_DAILY_LIMIT)', async () => {
    await start();
    await t.createUser({ phone: '86330201', password: 'changer-password' });
    const cookie = await t.login('86330201', 'changer-password');
    const answers = [];
    for (let index = 0; index < 6; index += 1) {
      // A new phone each time, from a new address: only the account's own budget is left to stop it.
      answers.push((await askCode({ phone: `8633030${index}`, purpose: 'change' }, { cookie })).statusCode);
    }
    expect(answers).toEqual([204, 204, 204, 204, 204, 429]);
    const refused = await askCode({ phone: '86330399', purpose: 'change' }, { cookie });
    expect(refused.json()).toEqual({
      code: 429,
      message: 'Өнөөдөр хэт олон код хүслээ. Маргааш дахин оролдоно уу',
      reason: 'SMS_ACCOUNT_DAILY_LIMIT',
    });
    expect(sms.sent).toHaveLength(5);
    expect(await metrics.registry.metrics()).toContain('achaa_sms_refused_total{reason="account-day"} 2');
  });
});

describe('enumeration by timing', () => {
  it('answers a reset-code request before any work on the phone, and both paths do the same before the answer', async () => {
    await start();
    await t.createUser({ phone: '86330401', password: 'their-password' });
    let open: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (open = resolve));
    const issue = t.app.ctx.phoneCodes.issue;
    const issued = vi.spyOn(t.app.ctx.phoneCodes, 'issue').mockImplementation(async (subject) => {
      await gate;
      return issue(subject);
    });
    const hits = vi.spyOn(t.app.ctx.rateLimitStore, 'hit');
    const steps = () => hits.mock.calls.map(([key]) => key.replace(/\d{8}$/, 'PHONE').replace(/10\.\d+\.\d+\.\d+/, 'IP'));

    // The code's issue is held: the 204 still comes (before the fix, the route waited for it).
    // Opened whatever happens, so the app can close.
    releaseHeldWork = () => open();
    const withAccount = await as(t.app, undefined, { remoteAddress: freshIp() }).post('/api/auth/phone/code', {
      phone: '86330401',
      purpose: 'reset',
    });
    expect(withAccount.statusCode).toBe(204);
    const stepsWithAccount = steps();
    expect(sms.sent).toHaveLength(0);
    hits.mockClear();
    const withoutAccount = await as(t.app, undefined, { remoteAddress: freshIp() }).post('/api/auth/phone/code', {
      phone: '86339998',
      purpose: 'reset',
    });
    expect(withoutAccount.statusCode).toBe(204);
    // Up to the answer both took the very same steps: the same limits, in the same order, and nothing else.
    expect(steps()).toEqual(stepsWithAccount);

    open();
    await t.app.ctx.afterAnswer.settled();
    expect(issued).toHaveBeenCalledTimes(1);
    expect(sms.sent.map((message) => message.to)).toEqual(['86330401']);
  });
});

describe('a reset code and a 429', () => {
  it('keeps the code when the reset is answered 429 by the hashing queue: the same code works after', async () => {
    await start();
    const phone = '86330501';
    await t.createUser({ phone, password: 'forgotten-pass' });
    await resetCode(phone);
    const code = sms.lastCode(phone)!;
    vi.spyOn(t.app.ctx.passwordHashing, 'run').mockRejectedValueOnce(tooManyRequests(2));
    const reset = () =>
      as(t.app, undefined, { remoteAddress: freshIp() }).post('/api/auth/password/reset', { phone, code, password: 'brand-new-pass' });
    expect((await reset()).statusCode).toBe(429);
    expect((await reset()).statusCode).toBe(204);
    expect((await as(t.app).post('/api/auth/login', { phone, password: 'brand-new-pass' })).statusCode).toBe(200);
  });
});
