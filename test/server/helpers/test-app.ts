import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp, type AppOptions } from '../../../server/app';
import type { Db } from '../../../server/db/database';
import { DEMO_CUSTOMER, seedDemoData } from '../../../server/db/seed';
import type { UserRole } from '../../../server/db/schema';
import { hashPassword, type ScryptParams } from '../../../server/lib/password';
import { insertUser } from '../../../server/modules/auth/user-repository';
import { SESSION_COOKIE } from '../../../server/plugins/session';
import { as } from './as-user';
import { createTestDatabase, type TestDatabase } from './test-database';

/** Cheap enough for hundreds of hashes per run; one test proves production uses OWASP's cost. */
export const TEST_SCRYPT: ScryptParams = { N: 1024, r: 8, p: 1 };

export interface TestApp extends TestDatabase {
  app: FastifyInstance;
  close(): Promise<void>;
  /** Signs in and answers the `cookie` header value carrying the session. */
  login(phone: string, password: string): Promise<string>;
  createUser(fields: { phone: string; password: string; role?: UserRole; firstName?: string; phoneVerified?: boolean }): Promise<number>;
  /** A new staff member at `phone`, signed in: the `cookie` header value. */
  signInNewStaff(phone: string): Promise<string>;
}

export async function createTestApp(options: Partial<AppOptions> & { seed?: boolean } = {}): Promise<TestApp> {
  const { seed = true, ...appOptions } = options;
  const database = await createTestDatabase();
  if (seed) await seedDemoData(database.db, TEST_SCRYPT);
  const app = await buildApp({ database: database.database, scryptParams: TEST_SCRYPT, ...appOptions });
  await app.ready();
  const testApp: TestApp = {
    ...database,
    app,
    async close() {
      await app.close();
      await database.drop();
    },
    async login(phone, password) {
      const response = await as(app).post('/api/auth/login', { phone, password });
      if (response.statusCode !== 200) throw new Error(`login failed: ${response.statusCode} ${response.body}`);
      return sessionCookieHeader(response);
    },
    createUser: (fields) => insertTestUser(database.db, fields),
    async signInNewStaff(phone) {
      await testApp.createUser({ phone, password: 'staff-password', role: 'staff' });
      return testApp.login(phone, 'staff-password');
    },
  };
  return testApp;
}

/** A user straight into the database (tests' cheap scrypt cost): its id. */
export async function insertTestUser(
  db: Db,
  {
    phone,
    password,
    role = 'customer',
    firstName = 'Тест',
    phoneVerified = true,
  }: { phone: string; password: string; role?: UserRole; firstName?: string; phoneVerified?: boolean },
): Promise<number> {
  const passwordHash = await hashPassword(password, TEST_SCRYPT);
  return (await insertUser(db, { phone, passwordHash, firstName, lastName: 'Хэрэглэгч', email: null, role, phoneVerified })).id;
}

/** POST /api/staff/parcels as staff: a REGISTERED parcel for `phone`, or the test fails. */
export async function registerStaffParcel(app: FastifyInstance, staffCookie: string, trackCode: string, phone = '91234567'): Promise<void> {
  const created = await as(app, staffCookie).post('/api/staff/parcels', { trackCode, phone });
  if (created.statusCode !== 201) throw new Error(`registering ${trackCode} failed: ${created.statusCode} ${created.body}`);
}

/** POST /api/auth/password as a signed-in browser at `ip` would send it (the new password is fixed: these tests are about the check). */
export function changePassword(
  app: FastifyInstance,
  { cookie, currentPassword, ip }: { cookie: string; currentPassword: string; ip: string },
) {
  return as(app, cookie, { remoteAddress: ip }).post('/api/auth/password', { currentPassword, newPassword: 'a-brand-new-pass' });
}

/** The same for a real server's answer (fetch). */
export function fetchedSessionCookieHeader(answer: Response): string {
  const pair = answer.headers
    .getSetCookie()
    .map((header) => header.split(';')[0]!)
    .find((pair) => pair.startsWith(`${SESSION_COOKIE}=`));
  if (!pair) throw new Error('no session cookie in the answer');
  return pair;
}

export function sessionCookie(response: LightMyRequestResponse) {
  return response.cookies.find((cookie) => cookie.name === SESSION_COOKIE);
}

export function sessionCookieHeader(response: LightMyRequestResponse): string {
  const cookie = sessionCookie(response);
  if (!cookie) throw new Error('no session cookie in the answer');
  return `${SESSION_COOKIE}=${cookie.value}`;
}

/**
 * The app with demo data and three sessions the staff API tests need: a staff member, an admin and
 * the demo customer (who must be refused). `prefix` keeps the staff phones of different files apart.
 */
export async function createTestAppWithStaff(prefix: string, options: Partial<AppOptions> = {}) {
  const t = await createTestApp(options);
  const session = async (phone: string, role: UserRole) => {
    await t.createUser({ phone, password: `${role}-password`, role });
    return t.login(phone, `${role}-password`);
  };
  return {
    t,
    staff: await session(`${prefix}01`, 'staff'),
    admin: await session(`${prefix}02`, 'admin'),
    customer: await t.login(DEMO_CUSTOMER.phone, DEMO_CUSTOMER.password),
  };
}
