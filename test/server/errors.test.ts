import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectApiError } from './helpers/api-error';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(() => t.close());

describe('bad input never becomes a 500', () => {
  it('malformed JSON is a 400', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/package/check',
      headers: { 'content-type': 'application/json' },
      payload: '{"phone":',
    });
    expect(expectApiError(response, 400)).toBe('Илгээсэн мэдээлэл JSON хэлбэртэй биш байна');
  });

  it('an empty JSON body is a 400', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '',
    });
    expectApiError(response, 400);
  });

  it('a JSON body with __proto__ is refused, not merged', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/package/check',
      headers: { 'content-type': 'application/json' },
      payload: '{"phone":"99112233","__proto__":{"admin":true}}',
    });
    expectApiError(response, 400);
  });

  it('a body of an unknown content type is a 415', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/package/check',
      headers: { 'content-type': 'application/xml' },
      payload: '<phone/>',
    });
    expect(expectApiError(response, 415)).toBe('Энэ төрлийн агуулгыг хүлээн авахгүй');
  });

  it('a huge body is a 413', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/package/check',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ phone: 'x'.repeat(200_000) }),
    });
    expect(expectApiError(response, 413)).toBe('Илгээсэн мэдээлэл хэт том байна');
  });

  it('a JSON array or a number where an object belongs is a 400', async () => {
    expectApiError(await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: [1, 2] as unknown as object }), 400);
    expectApiError(
      await t.app.inject({ method: 'POST', url: '/api/auth/login', headers: { 'content-type': 'application/json' }, payload: '42' }),
      400,
    );
  });

  it('unknown fields are named in Mongolian', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { phone: '99112233', password: 'x', role: 'admin' },
    });
    expect(expectApiError(response, 400)).toBe('Хүлээн авахгүй талбар: role');
  });

  it('a wrong type is worded in Mongolian too', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { phone: 99112233, password: 'x' } });
    expectApiError(response, 400);
  });

  it('malformed ids and broken percent-encoding are 400s', async () => {
    expectApiError(await t.app.inject({ url: '/api/cargoAddress/1.5' }), 400);
    expectApiError(await t.app.inject({ url: '/api/cargoAddress/-1' }), 400);
    expectApiError(await t.app.inject({ url: '/api/cargoAddress/99999999999' }), 400);
    expectApiError(await t.app.inject({ url: '/api/cargoAddress/%E0%A4%A' }), 400);
  });
});

describe('unknown routes', () => {
  it('an unknown /api path is a JSON 404, a known one asked with another method a 405', async () => {
    expect(expectApiError(await t.app.inject({ url: '/api/nothing-here' }), 404)).toBe('Хуудас олдсонгүй');
    expectApiError(await t.app.inject({ method: 'DELETE', url: '/api/organization' }), 405);
  });

  it('without a built PWA, other paths are JSON 404s too', async () => {
    expectApiError(await t.app.inject({ url: '/profile' }), 404);
  });
});
