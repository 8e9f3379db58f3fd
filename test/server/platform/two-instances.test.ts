import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase } from '../../../server/db/database';
import { DEMO_CUSTOMER } from '../../../server/db/seed';
import { createPostgresDatabase } from '../helpers/test-database';
import { startServer, type RunningServer } from '../../e2e/support/test-server';
import { redisReachable, TEST_REDIS_URL, uniqueRedisPrefix } from '../helpers/redis';
import { fetchedSessionCookieHeader, insertTestUser } from '../helpers/test-app';

/*
 * Proof at scale: two real server processes (server/main.ts, as `npm start` runs it) on one fresh
 * PostgreSQL database and one Redis. Runs in npm test's PostgreSQL pass (DATABASE_URL set).
 */
const postgresUrl = /^postgres(ql)?:\/\//.test(process.env.DATABASE_URL ?? '') ? process.env.DATABASE_URL! : undefined;
const redisUp = await redisReachable();
const skipReason = !postgresUrl ? 'DATABASE_URL is not a PostgreSQL URL' : !redisUp ? `no Redis answers at ${TEST_REDIS_URL}` : '';

const STAFF = { phone: '88140001', password: 'staff-password' };
const CHECKS_PER_MINUTE = 5;
const LOGIN_MAX_FAILURES = 3;

describe.skipIf(!!skipReason)(
  `two server instances on one PostgreSQL and one Redis${skipReason ? ` (skipped: ${skipReason})` : ''}`,
  () => {
    const staticDir = mkdtempSync(join(tmpdir(), 'achaa-api-only-'));
    let databaseUrl: string;
    let a: RunningServer;
    let b: RunningServer;
    let staffCookie: string;
    let postgres: { url: string; drop(): Promise<void> } | undefined;

    beforeAll(async () => {
      postgres = await createPostgresDatabase(postgresUrl!, 'achaa_scale');
      databaseUrl = postgres.url;
      const env = {
        DATABASE_URL: databaseUrl,
        REDIS_URL: TEST_REDIS_URL,
        REDIS_KEY_PREFIX: uniqueRedisPrefix(),
        STATIC_DIR: staticDir,
        RATE_LIMIT_CHECK_PER_MINUTE: String(CHECKS_PER_MINUTE),
        LOGIN_MAX_FAILURES: String(LOGIN_MAX_FAILURES),
      };
      // One after the other: the first migrates and seeds, the second finds it done.
      a = await startServer(env);
      b = await startServer(env);
      const { db } = createDatabase({ kind: 'postgres', url: databaseUrl, poolSize: 1 });
      await insertTestUser(db, { ...STAFF, role: 'staff', firstName: 'Ганаа' });
      await db.destroy();
      staffCookie = await signIn(a, STAFF);
    }, 120_000);

    afterAll(async () => {
      await Promise.all([a?.stop(), b?.stop()]);
      await postgres?.drop();
      rmSync(staticDir, { recursive: true, force: true });
    }, 60_000);

    it('a session made on one instance works on the other', async () => {
      const me = await call(b, 'GET', '/api/auth/me', undefined, staffCookie);
      expect(me.status).toBe(200);
      expect((await me.json()).phone).toBe(STAFF.phone);
    });

    it('shares the login lock: failures on one lock the phone on the other', async () => {
      for (let attempt = 0; attempt < LOGIN_MAX_FAILURES; attempt += 1) {
        expect((await call(a, 'POST', '/api/auth/login', { phone: DEMO_CUSTOMER.phone, password: `wrong-${attempt}-guess` })).status).toBe(
          401,
        );
      }
      const locked = await call(b, 'POST', '/api/auth/login', DEMO_CUSTOMER);
      expect(locked.status).toBe(429);
      expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(60);
    });

    it('shares the parcel check limit', async () => {
      const check = (server: RunningServer) => call(server, 'POST', '/api/package/check', { phone: '88001122' });
      const statuses = [];
      for (let request = 0; request < CHECKS_PER_MINUTE; request += 1) statuses.push((await check(request % 2 ? b : a)).status);
      expect(statuses).toEqual(Array(CHECKS_PER_MINUTE).fill(200));
      expect((await check(a)).status).toBe(429);
      expect((await check(b)).status).toBe(429);
    });

    it('a status change on one is seen on the other', async () => {
      expect((await call(a, 'POST', '/api/staff/parcels', { trackCode: 'SCALE0000001', phone: '88001122' }, staffCookie)).status).toBe(201);
      expect((await call(b, 'PATCH', '/api/staff/parcels/SCALE0000001', { status: 'RECEIVED' }, staffCookie)).status).toBe(200);
      const seen = await (await call(a, 'GET', '/api/staff/parcels/SCALE0000001', undefined, staffCookie)).json();
      expect(seen.status).toBe('RECEIVED');
      expect(seen.history.map((entry: { status: string }) => entry.status)).toEqual(['REGISTERED', 'RECEIVED']);
    });

    it('stopping one instance (SIGTERM) under load loses no request that got a 2xx', async () => {
      const confirmed: string[] = [];
      const outcomes = { a: { ok: 0, failed: 0 }, b: { ok: 0, failed: 0 } };
      let sequence = 0;
      let stopping = false;
      const worker = async (until: number) => {
        while (Date.now() < until) {
          const [name, server] = (sequence += 1) % 2 ? (['a', a] as const) : (['b', b] as const);
          const trackCode = `LOAD${String(sequence).padStart(8, '0')}`;
          const answer = await call(server, 'POST', '/api/staff/parcels', { trackCode, phone: '88001122', price: 100 }, staffCookie).catch(
            () => null,
          );
          if (answer && answer.status >= 200 && answer.status < 300) {
            confirmed.push(trackCode);
            if (!stopping || name === 'b') outcomes[name].ok += 1;
          } else outcomes[name].failed += 1;
        }
      };
      const until = Date.now() + 2500;
      const load = Promise.all(Array.from({ length: 8 }, () => worker(until)));
      await new Promise((resolve) => setTimeout(resolve, 800));
      stopping = true;
      const exited = new Promise<number | null>((resolve) => a.process.once('exit', resolve));
      a.process.kill('SIGTERM');
      await load;
      expect(await exited).toBe(0);

      // The load really straddled the stop: A answered before it, refused after, B carried on.
      expect(outcomes.a.ok).toBeGreaterThan(0);
      expect(outcomes.a.failed).toBeGreaterThan(0);
      expect(outcomes.b.ok).toBeGreaterThan(0);
      const { db } = createDatabase({ kind: 'postgres', url: databaseUrl, poolSize: 1 });
      const stored = await db.selectFrom('parcels').select('track_code').where('track_code', 'like', 'LOAD%').execute();
      await db.destroy();
      const storedCodes = new Set(stored.map((row) => row.track_code));
      expect(confirmed.filter((code) => !storedCodes.has(code))).toEqual([]);
    }, 30_000);
  },
);

function call(server: RunningServer, method: string, path: string, body?: unknown, cookie?: string): Promise<Response> {
  return fetch(`${server.baseUrl}${path}`, {
    method,
    headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...(cookie ? { cookie } : {}) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}

async function signIn(server: RunningServer, account: { phone: string; password: string }): Promise<string> {
  const answer = await call(server, 'POST', '/api/auth/login', account);
  if (answer.status !== 200) throw new Error(`sign-in failed: ${answer.status} ${await answer.text()}`);
  return fetchedSessionCookieHeader(answer);
}
