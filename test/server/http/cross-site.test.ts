import { as } from '../helpers/as-user';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CUSTOMER } from '../../../server/db/seed';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ allowedOrigins: ['http://localhost:5173'] });
});
afterAll(() => t.close());

const login = (headers: Record<string, string>) =>
  as(t.app, undefined, { headers: { host: 'achaa.example', ...headers } }).post('/api/auth/login', DEMO_CUSTOMER);

describe('state-changing requests from other sites', () => {
  it('refuses Sec-Fetch-Site: cross-site with 403', async () => {
    const response = await login({ 'sec-fetch-site': 'cross-site' });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ code: 403, message: 'Өөр сайтаас ирсэн хүсэлтийг хүлээн авахгүй', reason: 'CROSS_SITE' });
  });

  it('refuses a foreign Origin, and the opaque "null" origin, with 403', async () => {
    expect((await login({ origin: 'https://evil.example' })).statusCode).toBe(403);
    expect((await login({ origin: 'null' })).statusCode).toBe(403);
    expect((await login({ origin: 'http://achaa.example.evil.example' })).statusCode).toBe(403);
  });

  it('refuses before doing anything: a cross-site logout keeps the session', async () => {
    const cookie = await t.login(DEMO_CUSTOMER.phone, DEMO_CUSTOMER.password);
    const logout = await as(t.app, cookie, { headers: { 'sec-fetch-site': 'cross-site' } }).post('/api/auth/logout');
    expect(logout.statusCode).toBe(403);
    expect((await as(t.app, cookie).get('/api/auth/me')).statusCode).toBe(200);
  });

  it('accepts the own origin, same-origin fetches, configured origins and clients that send neither header', async () => {
    expect((await login({ origin: 'http://achaa.example', 'sec-fetch-site': 'same-origin' })).statusCode).toBe(200);
    expect((await login({ origin: 'http://localhost:5173' })).statusCode).toBe(200);
    expect((await login({})).statusCode).toBe(200);
  });

  it('guards the public check like any other POST', async () => {
    const check = (headers: Record<string, string>) =>
      as(t.app, undefined, { headers: { host: 'achaa.example', ...headers } }).post('/api/package/check', { phone: '99112233' });
    expect((await check({ 'sec-fetch-site': 'cross-site' })).statusCode).toBe(403);
    expect((await check({ origin: 'https://evil.example' })).json()).toEqual({
      code: 403,
      message: 'Өөр сайтаас ирсэн хүсэлтийг хүлээн авахгүй',
      reason: 'CROSS_SITE',
    });
    expect((await check({ origin: 'http://achaa.example', 'sec-fetch-site': 'same-origin' })).statusCode).toBe(200);
  });

  it('leaves reads alone', async () => {
    const response = await as(t.app, undefined, { headers: { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' } }).get(
      '/api/organization',
    );
    expect(response.statusCode).toBe(200);
  });
});
