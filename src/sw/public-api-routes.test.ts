import { describe, expect, it } from 'vitest';
import { isPublicApiRequest } from './public-api-routes';

const ORIGIN = 'https://achaa.mn';
const matches = (path: string, origin = ORIGIN) => isPublicApiRequest(new URL(path, origin), ORIGIN);

describe('isPublicApiRequest', () => {
  it('keeps the warehouse list, the prices, the cargo addresses and the organisation', () => {
    expect(matches('/api/warehouse?orgId=1&state=ACTIVE')).toBe(true);
    expect(matches('/api/warehouse/1')).toBe(true);
    expect(matches('/api/cargoAddress/2')).toBe(true);
    expect(matches('/api/organization')).toBe(true);
  });

  it('never keeps sign-in, the user or their parcels and addresses', () => {
    for (const path of [
      '/api/auth/login',
      '/api/auth/me',
      '/api/auth/user/5',
      '/api/package',
      '/api/package/check',
      '/api/address',
      '/api/staff/parcels',
    ]) {
      expect(matches(path), path).toBe(false);
    }
  });

  it('ignores look-alike paths and other origins', () => {
    expect(matches('/api/warehouse/1/secret')).toBe(false);
    expect(matches('/api/warehouses')).toBe(false);
    expect(matches('/api/cargoAddress/abc')).toBe(false);
    expect(matches('/api/organization', 'https://evil.example')).toBe(false);
  });
});
