import { as } from '../helpers/as-user';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXIT_FAILED, EXIT_OK, EXIT_USAGE, runAdmin } from '../../../server/cli/admin-commands';
import { createTestApp, TEST_SCRYPT, type TestApp } from '../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(() => t.close());

/** Runs `npm run admin -- <commandLine>` in-process (the words are split on spaces, as a shell would). */
async function admin(commandLine: string) {
  const argv = commandLine.split(' ');
  const out: string[] = [];
  const err: string[] = [];
  const code = await runAdmin(argv, { db: t.db, out: (line) => out.push(line), err: (line) => err.push(line), scryptParams: TEST_SCRYPT });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

describe('npm run admin', () => {
  it('create-user makes a staff account that can sign in and use the staff API', async () => {
    const result = await admin('create-user --phone 86100001 --password staff-password --role staff --first-name Ганаа');
    expect(result).toMatchObject({ code: EXIT_OK, out: expect.stringContaining('Created staff') });
    const cookie = await t.login('86100001', 'staff-password');
    const me = (await as(t.app, cookie).get('/api/auth/me')).json();
    expect(me).toMatchObject({ firstName: 'Ганаа', role: 'staff' });
    expect((await as(t.app, cookie).get('/api/staff/parcels/NONE1')).statusCode).toBe(404);
  });

  it('create-user refuses a taken phone with exit code 1', async () => {
    await admin('create-user --phone 86100002 --password staff-password --role admin');
    const again = await admin('create-user --phone 86100002 --password staff-password --role admin');
    expect(again.code).toBe(EXIT_FAILED);
    expect(again.err).toContain('already exists');
  });

  it.each([
    ['create-user --phone 86100003 --role staff', '--password is required'],
    ['create-user --phone 123 --password staff-password --role staff', '--phone must be a Mongolian mobile number (8 digits)'],
    ['create-user --phone 86100003 --password short --role staff', '--password must be 8 to 128 characters'],
    ['create-user --phone 86100003 --password staff-password --role boss', '--role must be one of customer, staff, admin'],
    ['create-user --phone 86100003 --bogus', "Unknown option '--bogus'"],
    ['launch-rockets', 'Unknown command "launch-rockets"'],
  ])('exits 2 with a clear message for `%s`', async (commandLine, message) => {
    const result = await admin(commandLine);
    expect(result.code).toBe(EXIT_USAGE);
    expect(result.err).toContain(message);
    expect(result.err).toContain('Usage: npm run admin');
  });

  it('set-role promotes a customer and fails for unknown phones', async () => {
    await t.createUser({ phone: '86100004', password: 'customer-password' });
    expect((await admin('set-role --phone 86100004 --role staff')).code).toBe(EXIT_OK);
    expect((await t.db.selectFrom('users').select('role').where('phone', '=', '86100004').executeTakeFirstOrThrow()).role).toBe('staff');
    expect((await admin('set-role --phone 86100099 --role staff')).code).toBe(EXIT_FAILED);
  });

  it('reset-password sets a new password and signs the user out everywhere', async () => {
    await t.createUser({ phone: '86100005', password: 'old-password' });
    const cookie = await t.login('86100005', 'old-password');
    expect((await admin('reset-password --phone 86100005 --password new-password')).code).toBe(EXIT_OK);
    expect((await as(t.app, cookie).get('/api/auth/me')).statusCode).toBe(401);
    await expect(t.login('86100005', 'new-password')).resolves.toContain('achaa_session=');
    expect((await admin('reset-password --phone 86100098 --password new-password')).code).toBe(EXIT_FAILED);
  });

  it('list-users prints users, optionally of one role', async () => {
    const staffOnly = await admin('list-users --role admin');
    expect(staffOnly.code).toBe(EXIT_OK);
    expect(staffOnly.out).toContain('86100002');
    expect(staffOnly.out).not.toContain('86100005');
  });

  it('set-organization creates the company on an empty database, so staff can set prices; run again, it renames it', async () => {
    const cookie = await t.login('86100001', 'staff-password');
    const prices = { kg: 3000, m3: 599, rate: 480 };
    expect((await admin('set-organization')).code).toBe(EXIT_USAGE);
    expect(await admin('set-organization --name Говь')).toMatchObject({ code: EXIT_OK, out: 'Created organisation #1 "Говь".' });
    expect((await as(t.app, cookie).put('/api/staff/prices', prices)).statusCode).toBe(200);
    expect(await admin('set-organization --name Хангай')).toMatchObject({ code: EXIT_OK, out: 'Organisation #1 is now "Хангай".' });
    expect((await as(t.app).get('/api/organization')).json()).toMatchObject({ id: 1, name: 'Хангай' });
    const audit = await t.db.selectFrom('audit_log').select('action').where('action', 'like', 'organization.%').orderBy('id').execute();
    expect(audit.map((row) => row.action)).toEqual(['organization.create', 'organization.update']);
  });
});
