import { describe, expect, it } from 'vitest';
import { buildApp } from '../../../server/app';
import { createDecoyHash, hashPassword, OWASP_SCRYPT_PARAMS, parseHashParams, verifyPassword } from '../../../server/lib/password';
import { TEST_SCRYPT } from '../helpers/test-app';
import { createTestDatabase } from '../helpers/test-database';

describe('password hashing', () => {
  it('defaults to OWASP’s scrypt parameters: N=2^17, r=8, p=1', async () => {
    expect(OWASP_SCRYPT_PARAMS).toEqual({ N: 131_072, r: 8, p: 1 });
    const { database, drop } = await createTestDatabase();
    const app = await buildApp({ database });
    expect(app.ctx.scryptParams).toEqual(OWASP_SCRYPT_PARAMS);
    await app.close();
    await drop();
  });

  it('really hashes at the OWASP cost when asked for the default', async () => {
    const hash = await hashPassword('correct horse battery');
    expect(parseHashParams(hash)).toEqual(OWASP_SCRYPT_PARAMS);
    expect(await verifyPassword('correct horse battery', hash)).toBe(true);
  });

  it('salts every hash and verifies only the right password', async () => {
    const first = await hashPassword('secret-password', TEST_SCRYPT);
    const second = await hashPassword('secret-password', TEST_SCRYPT);
    expect(first).not.toBe(second);
    expect(first).toMatch(/^scrypt\$1024\$8\$1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    expect(await verifyPassword('secret-password', first)).toBe(true);
    expect(await verifyPassword('secret-passworD', first)).toBe(false);
  });

  it('verifies by the parameters stored in the hash, so a cost change keeps old hashes valid', async () => {
    const cheap = await hashPassword('old-password', { N: 2048, r: 8, p: 1 });
    expect(await verifyPassword('old-password', cheap)).toBe(true);
  });

  it('treats unknown formats as a mismatch', async () => {
    expect(await verifyPassword('x', 'bcrypt$2b$10$abc')).toBe(false);
    expect(await verifyPassword('x', '')).toBe(false);
  });

  it('makes one decoy hash per app that matches nothing', async () => {
    const decoy = createDecoyHash(TEST_SCRYPT);
    const hash = await decoy();
    expect(await decoy()).toBe(hash);
    expect(parseHashParams(hash)).toEqual(TEST_SCRYPT);
    expect(await verifyPassword('', hash)).toBe(false);
  });
});
