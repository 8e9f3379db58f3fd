import { mkdtempSync, rmSync } from 'node:fs';
import { once } from 'node:events';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createDatabase, databaseConfigFromUrl } from '../../../server/db/database';
import { startServer, type RunningServer } from '../../e2e/support/test-server';
import { startFakePosApi, type FakePosApi } from '../helpers/fake-posapi';
import { createPostgresDatabase } from '../helpers/test-database';
import { fetchedSessionCookieHeader, insertTestUser } from '../helpers/test-app';

/*
 * The e-barimt against a crash: the real server (server/main.ts) hands a parcel over and sends its
 * receipt to PosAPI, which registers it and hangs; the server is killed with SIGKILL while the call
 * is in flight. A restarted server claims the row once its lease runs out, sends the same
 * billIdSuffix, is refused as a duplicate and settles the receipt as issued: exactly one receipt.
 * SQLite on the first pass, PostgreSQL when DATABASE_URL says so.
 */

const postgresUrl = /^postgres(ql)?:\/\//.test(process.env.DATABASE_URL ?? '') ? process.env.DATABASE_URL! : undefined;
const STAFF = { phone: '88370001', password: 'staff-password' };
const CUSTOMER_PHONE = '88370002';
const directory = mkdtempSync(join(tmpdir(), 'achaa-ebarimt-crash-'));
let posapi: FakePosApi;
let env: Record<string, string>;
let server: RunningServer | undefined;
let postgres: { url: string; drop(): Promise<void> } | undefined;

beforeAll(async () => {
  posapi = await startFakePosApi();
  env = {
    STATIC_DIR: directory,
    DATABASE_PATH: join(directory, 'achaa.sqlite'),
    EBARIMT_POSAPI_URL: posapi.url,
    EBARIMT_MERCHANT_TIN: '37001234567',
    EBARIMT_BRANCH_NO: '001',
    EBARIMT_POS_NO: '001',
    EBARIMT_DISTRICT_CODE: '3505',
    EBARIMT_CLASSIFICATION_CODE: '6511100',
    // A claim lasts 2 × 3 s + 2 s: the restarted server takes the row 8 s after the crash at most.
    EBARIMT_TIMEOUT_SECONDS: '3',
  };
  if (postgresUrl) postgres = await createPostgresDatabase(postgresUrl, 'achaa_ebarimt');
  env.DATABASE_URL = postgres?.url ?? '';
}, 60_000);

afterAll(async () => {
  await server?.stop();
  await posapi.close();
  await postgres?.drop();
  rmSync(directory, { recursive: true, force: true });
}, 60_000);

function call(path: string, method: string, body: unknown, cookie?: string): Promise<Response> {
  return fetch(`${server!.baseUrl}${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

async function until<T>(read: () => Promise<T> | T, done: (value: T) => boolean, timeoutMs = 30_000): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > end) throw new Error(`timed out waiting, last: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

it('kill -9 while PosAPI holds the receipt call: after the restart the receipt is issued exactly once', async () => {
  server = await startServer(env);
  const { db } = createDatabase(databaseConfigFromUrl(env.DATABASE_URL || undefined, env.DATABASE_PATH!));
  try {
    await insertTestUser(db, { ...STAFF, role: 'staff', firstName: 'Ганаа' });
    const login = await call('/api/auth/login', 'POST', STAFF);
    expect(login.status).toBe(200);
    const staff = fetchedSessionCookieHeader(login);
    const created = await call(
      '/api/staff/parcels',
      'POST',
      { trackCode: 'CRASH0000000001', phone: CUSTOMER_PHONE, price: 12_300, status: 'DELIVERED' },
      staff,
    );
    expect(created.status, await created.text()).toBe(201);

    posapi.hang(true);
    // Not awaited: the answer never comes, the server dies first.
    void call('/api/staff/handovers', 'POST', { trackCodes: ['CRASH0000000001'], method: 'CASH', amountReceived: 12_300 }, staff).catch(
      () => {},
    );
    await until(
      () => posapi.posts,
      (posts) => posts === 1,
    );
    const exited = once(server.process, 'exit');
    server.process.kill('SIGKILL');
    await exited;
    expect(posapi.receipts).toHaveLength(1);
    const row = await db.selectFrom('ebarimt_receipts').selectAll().executeTakeFirstOrThrow();
    expect(row).toMatchObject({ source: 'HANDOVER', status: 'PENDING', sent: 1, amount: 12_300 });

    posapi.hang(false);
    server = await startServer({ ...env, PORT: new URL(server.baseUrl).port });
    const settled = await until(
      () => db.selectFrom('ebarimt_receipts').selectAll().where('id', '=', row.id).executeTakeFirstOrThrow(),
      (current) => current.status !== 'PENDING',
    );
    expect(settled).toMatchObject({ status: 'ISSUED', attempts: 2 });
    expect(posapi.posts).toBe(2);
    expect(posapi.receipts).toHaveLength(1);
    // The session is in the database: the same cookie works on the restarted server.
    const handover = await call(`/api/staff/handovers/${row.source_id}`, 'GET', undefined, staff);
    expect((await handover.json()).ebarimt).toMatchObject({ status: 'ISSUED' });
  } finally {
    await db.destroy();
  }
}, 120_000);
