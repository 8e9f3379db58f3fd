import { mkdtempSync, rmSync } from 'node:fs';
import { once } from 'node:events';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createDatabase, databaseConfigFromUrl } from '../../../server/db/database';
import { DEMO_CUSTOMER } from '../../../server/db/seed';
import { createPostgresDatabase } from '../helpers/test-database';
import { startServer, type RunningServer } from '../../e2e/support/test-server';
import { startFakePushService, type FakePushService } from '../helpers/fake-push-service';
import { fetchedSessionCookieHeader, insertTestUser } from '../helpers/test-app';

/*
 * The outbox against a crash: the real server (server/main.ts) takes a status change, is killed
 * with SIGKILL before its worker sends, and a restarted server sends the notification exactly once.
 * The first process runs with PUSH_WORKER=off so the kill lands in that window every time instead
 * of racing the worker's next poll. SQLite on the first pass, PostgreSQL when DATABASE_URL says so.
 */

const postgresUrl = /^postgres(ql)?:\/\//.test(process.env.DATABASE_URL ?? '') ? process.env.DATABASE_URL! : undefined;
const STAFF = { phone: '88170001', password: 'staff-password' };
const directory = mkdtempSync(join(tmpdir(), 'achaa-push-restart-'));
let fake: FakePushService;
let env: Record<string, string>;
let server: RunningServer | undefined;
let postgres: { url: string; drop(): Promise<void> } | undefined;

beforeAll(async () => {
  fake = await startFakePushService();
  env = { STATIC_DIR: directory, PUSH_ALLOWED_ORIGINS: fake.origin, DATABASE_PATH: join(directory, 'achaa.sqlite') };
  if (postgresUrl) postgres = await createPostgresDatabase(postgresUrl, 'achaa_push');
  env.DATABASE_URL = postgres?.url ?? '';
}, 60_000);

afterAll(async () => {
  await server?.stop();
  await fake.close();
  await postgres?.drop();
  rmSync(directory, { recursive: true, force: true });
}, 60_000);

function call(path: string, method: string, body: unknown, cookie?: string): Promise<Response> {
  return fetch(`${server!.baseUrl}${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  });
}

async function signIn(account: { phone: string; password: string }): Promise<string> {
  const answer = await call('/api/auth/login', 'POST', account);
  expect(answer.status).toBe(200);
  return fetchedSessionCookieHeader(answer);
}

it('a notification queued before kill -9 is sent exactly once after the restart', async () => {
  server = await startServer({ ...env, PUSH_WORKER: 'off' });
  const { db } = createDatabase(databaseConfigFromUrl(env.DATABASE_URL || undefined, env.DATABASE_PATH!));
  await insertTestUser(db, { ...STAFF, role: 'staff', firstName: 'Ганаа' });
  await db.destroy();

  const subscription = fake.subscription();
  const customer = await signIn(DEMO_CUSTOMER);
  expect(
    (await call('/api/push/subscriptions', 'POST', { endpoint: subscription.endpoint, keys: subscription.keys }, customer)).status,
  ).toBe(201);
  const staff = await signIn(STAFF);
  expect((await call('/api/staff/parcels/YT7512345678901', 'PATCH', { status: 'RECEIVED' }, staff)).status).toBe(200);

  const exited = once(server.process, 'exit');
  server.process.kill('SIGKILL');
  await exited;
  expect(fake.received).toHaveLength(0);

  // The same port, as systemd restarts a unit: a crashed instance's row is this instance's own, not another's.
  server = await startServer({ ...env, PUSH_WORKER: 'on', PORT: new URL(server.baseUrl).port });
  const [push] = await fake.waitFor(1, subscription.id);
  expect(JSON.parse(subscription.decrypt(push!.body))).toMatchObject({ body: 'YT7512345678901: Эрээний агуулахад ирсэн' });
  // A few more polls: the row is marked sent, so nothing follows.
  await new Promise((resolve) => setTimeout(resolve, 3000));
  expect(fake.received).toHaveLength(1);
}, 120_000);
