import { as } from '../helpers/as-user';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectApiError } from '../helpers/api-error';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(() => t.close());

/** A POST with a body exactly as given (no serialising), as a broken or hostile client sends it. */
function postRaw(url: string, contentType: string, payload: string) {
  return as(t.app, undefined, { headers: { 'content-type': contentType } }).post(url, payload);
}

describe('bad input never becomes a 500', () => {
  it.each([
    ['malformed JSON', '/api/package/check', 'application/json', '{"phone":', 400, 'Илгээсэн мэдээлэл JSON хэлбэртэй биш байна'],
    ['an empty JSON body', '/api/auth/login', 'application/json', '', 400, undefined],
    [
      'a JSON body with __proto__ (refused, not merged)',
      '/api/package/check',
      'application/json',
      '{"phone":"99112233","__proto__":{"admin":true}}',
      400,
      undefined,
    ],
    ['a body of an unknown content type', '/api/package/check', 'application/xml', '<phone/>', 415, 'Энэ төрлийн агуулгыг хүлээн авахгүй'],
    [
      'a huge body',
      '/api/package/check',
      'application/json',
      JSON.stringify({ phone: 'x'.repeat(200_000) }),
      413,
      'Илгээсэн мэдээлэл хэт том байна',
    ],
  ] as const)('%s is a %i', async (_case, url, contentType, payload, statusCode, message) => {
    const answered = expectApiError(await postRaw(url, contentType, payload), statusCode);
    if (message) expect(answered).toBe(message);
  });

  it('a JSON array or a number where an object belongs is a 400', async () => {
    expectApiError(await as(t.app).post('/api/auth/login', [1, 2]), 400);
    expectApiError(await postRaw('/api/auth/login', 'application/json', '42'), 400);
  });

  it('unknown fields are named in Mongolian', async () => {
    const response = await as(t.app).post('/api/auth/login', { phone: '99112233', password: 'x', role: 'admin' });
    expect(expectApiError(response, 400)).toBe('Хүлээн авахгүй талбар: role');
  });

  it('a wrong type is worded in Mongolian too', async () => {
    const response = await as(t.app).post('/api/auth/login', { phone: 99112233, password: 'x' });
    expectApiError(response, 400);
  });

  it('malformed ids and broken percent-encoding are 400s', async () => {
    expectApiError(await as(t.app).get('/api/cargoAddress/1.5'), 400);
    expectApiError(await as(t.app).get('/api/cargoAddress/-1'), 400);
    expectApiError(await as(t.app).get('/api/cargoAddress/99999999999'), 400);
    expectApiError(await as(t.app).get('/api/cargoAddress/%E0%A4%A'), 400);
  });
});

describe('unknown routes', () => {
  it('an unknown /api path is a JSON 404, a known one asked with another method a 405', async () => {
    expect(expectApiError(await as(t.app).get('/api/nothing-here'), 404)).toBe('Хуудас олдсонгүй');
    expectApiError(await as(t.app).delete('/api/organization'), 405);
  });

  it('without a built PWA, other paths are JSON 404s too', async () => {
    expectApiError(await as(t.app).get('/profile'), 404);
  });
});
