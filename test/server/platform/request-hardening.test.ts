import { as } from '../helpers/as-user';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { once } from 'node:events';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CUSTOMER } from '../../../server/db/seed';
import { createPasswordHashingQueue } from '../../../server/lib/password-hashing-queue';
import { isServerBundlePath } from '../../../server/plugins/static-files';
import { createTestApp, type TestApp } from '../helpers/test-app';

/* Hardening found by an outside black-box test: login cost, registration counts, files never served, caching, UTF-8, privacy of the check, CONNECT. */

let t: TestApp;
let staticDir: string;
beforeAll(async () => {
  staticDir = mkdtempSync(join(tmpdir(), 'achaa-h21-static-'));
  mkdirSync(join(staticDir, '_ssr'));
  mkdirSync(join(staticDir, 'assets'));
  writeFileSync(join(staticDir, 'index.html'), '<!doctype html><html><head></head><body><div id="app"></div></body></html>');
  writeFileSync(join(staticDir, '_ssr', 'entry-server.js'), 'export const secret = "server bundle";');
  t = await createTestApp({
    staticDir,
    rateLimits: { login: { maxFailuresPerPhone: 5, maxFailuresPerIp: 30, maxChecksPerIp: 6, windowMs: 60_000, lockMs: 60_000 } },
  });
});
afterAll(async () => {
  await t.close();
  rmSync(staticDir, { recursive: true, force: true });
});

describe('a correct login is not free', () => {
  it('counts right passwords against the IP too, with their own higher limit', async () => {
    const login = () => as(t.app, undefined, { remoteAddress: '10.7.0.1' }).post('/api/auth/login', DEMO_CUSTOMER);
    const answers = [];
    for (let attempt = 0; attempt < 7; attempt += 1) answers.push((await login()).statusCode);
    expect(answers).toEqual([200, 200, 200, 200, 200, 200, 429]);
    // Another IP is not affected.
    expect((await as(t.app, undefined, { remoteAddress: '10.7.0.2' }).post('/api/auth/login', DEMO_CUSTOMER)).statusCode).toBe(200);
  });

  it('keeps places in the hashing line for an IP that has none, so three busy IPs cannot turn a fourth away', async () => {
    const queue = createPasswordHashingQueue({ concurrency: 2, perIp: 4, maxWaiting: 8, maxWaitMs: 60_000 });
    const release: Array<() => void> = [];
    const held = () => new Promise<void>((resolve) => release.push(resolve));
    const outcomes: Array<Promise<number>> = [];
    for (const ip of ['a', 'b', 'c']) {
      for (let index = 0; index < 4; index += 1)
        outcomes.push(
          queue.run(ip, held).then(
            () => 200,
            (error: { statusCode: number }) => error.statusCode,
          ),
        );
    }
    const fourth = queue.run('d', async () => 'done');
    // Let the refusals settle, then free the line.
    await Promise.resolve();
    while (release.length < 2) await new Promise((resolve) => setImmediate(resolve));
    const drain = async () => {
      while (release.length) release.shift()!();
    };
    const timer = setInterval(() => void drain(), 1);
    expect(await fourth).toBe('done');
    clearInterval(timer);
    await drain();
    const statuses = await Promise.all(outcomes);
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThan(0);
  });
});

describe('the registration limit counts evaluated registrations only', () => {
  it('gives the hour’s count back when the hashing queue refuses', async () => {
    const app = await createTestApp({
      seed: false,
      rateLimits: { register: { max: 2, windowMs: 60_000 } },
      passwordHashing: { concurrency: 1, perIp: 1, maxWaiting: 0 },
    });
    try {
      const register = (phone: string) =>
        as(app.app, undefined, { remoteAddress: '10.8.0.1' }).post('/api/auth/register', {
          phone,
          password: 'burst-pass-1',
          firstName: 'А',
          lastName: 'Б',
        });
      const burst = await Promise.all(['86200001', '86200002', '86200003', '86200004'].map(register));
      const created = burst.filter((answer) => answer.statusCode === 201).length;
      expect(created).toBeGreaterThanOrEqual(1);
      expect(burst.some((answer) => answer.statusCode === 429 || answer.statusCode === 503)).toBe(true);
      // Only the evaluated ones counted: the rest of the hour's two are still there.
      const answers = [];
      for (const phone of ['86200005', '86200006']) answers.push((await register(phone)).statusCode);
      expect(answers.filter((status) => status === 201).length).toBe(2 - created);
    } finally {
      await app.close();
    }
  });
});

describe('the server bundle is never served', () => {
  it.each([
    '/_ssr/entry-server.js',
    '//_ssr/entry-server.js',
    '/./_ssr/entry-server.js',
    '/assets/../_ssr/entry-server.js',
    '/assets/%2e%2e/_ssr/entry-server.js',
  ])('%s', async (url) => {
    const answer = await as(t.app).get(url);
    expect(answer.body).not.toContain('server bundle');
  });

  it('normalises before the check', () => {
    expect(isServerBundlePath('//_ssr/x.js')).toBe(true);
    expect(isServerBundlePath('/assets/../_ssr/x.js')).toBe(true);
    expect(isServerBundlePath('/assets/index.js')).toBe(false);
  });
});

describe('signed-in answers are not cached', () => {
  it('sends Cache-Control: no-store on /api/auth/me, /api/package and the login answer', async () => {
    const login = await as(t.app, undefined, { remoteAddress: '10.10.0.1' }).post('/api/auth/login', DEMO_CUSTOMER);
    expect(login.headers['cache-control']).toBe('no-store');
    const cookie = `achaa_session=${login.cookies.find((c) => c.name === 'achaa_session')!.value}`;
    for (const url of ['/api/auth/me', '/api/package', '/api/address']) {
      expect((await as(t.app, cookie).get(url)).headers['cache-control'], url).toBe('no-store');
    }
  });
});

describe('JSON is UTF-8', () => {
  const check = (body: Buffer | string, contentType: string) =>
    as(t.app, undefined, { headers: { 'content-type': contentType } }).post('/api/package/check', body);

  it.each(['utf-16', 'latin1', 'iso-8859-1'])('refuses charset=%s with 415', async (charset) => {
    const answer = await check('{"phone":"99112233"}', `application/json; charset=${charset}`);
    expect(answer.statusCode).toBe(415);
    expect(answer.json()).toEqual({ code: 415, message: 'Энэ төрлийн агуулгыг хүлээн авахгүй' });
  });

  it('takes charset=utf-8 and none', async () => {
    expect((await check('{"phone":"99112233"}', 'application/json; charset=UTF-8')).statusCode).toBe(200);
    expect((await check('{"phone":"99112233"}', 'application/json')).statusCode).toBe(200);
  });

  it('refuses bytes that are not UTF-8 with 400 instead of storing U+FFFD', async () => {
    const body = Buffer.concat([Buffer.from('{"trackCode":"AB'), Buffer.from([0xff, 0xfe]), Buffer.from('"}')]);
    const answer = await check(body, 'application/json');
    expect(answer.statusCode).toBe(400);
    expect(answer.json().message).toBe('Илгээсэн мэдээлэл UTF-8 кодчилолтой биш байна');
  });

  it.each([
    ['2028', '\u2028'],
    ['2029', '\u2029'],
    ['FFFE', '\uFFFE'],
    ['FFFF', '\uFFFF'],
  ])('refuses U+%s inside a name', async (_code, character) => {
    const answer = await as(t.app, undefined, { remoteAddress: '10.11.0.1' }).post('/api/auth/register', {
      phone: '86211001',
      password: 'names-pass-1',
      firstName: `Ба${character}т`,
      lastName: 'Д',
    });
    expect(answer.json()).toEqual({ code: 400, message: 'Нэр хэрэглэж болохгүй тэмдэгттэй байна' });
  });
});

describe('the public check shows only what the company received', () => {
  it('hides a code the customer only pre-registered, and shows it to the signed-in customer', async () => {
    const cookie = await t.login(DEMO_CUSTOMER.phone, DEMO_CUSTOMER.password);
    expect((await as(t.app, cookie, { remoteAddress: '10.12.0.1' }).post('/api/package', { trackCode: 'PREREG12ONLY' })).statusCode).toBe(
      201,
    );
    const check = await as(t.app, undefined, { remoteAddress: '10.12.0.2' }).post('/api/package/check', { phone: DEMO_CUSTOMER.phone });
    const codes = check.json().list.map((parcel: { trackCode: string }) => parcel.trackCode);
    expect(codes).not.toContain('PREREG12ONLY');
    // The demo's own REGISTERED parcel was registered by staff: the company has it.
    expect(codes).toContain('YT7512345678901');
    expect(check.json().total).toBe(codes.length);
    const mine = await as(t.app, cookie).get('/api/package');
    expect(mine.json().list.map((parcel: { trackCode: string }) => parcel.trackCode)).toContain('PREREG12ONLY');
  });
});

describe('CONNECT', () => {
  it('answers 405 in the error shape instead of closing the socket', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as { port: number };
    const socket = connect(port, '127.0.0.1');
    await once(socket, 'connect');
    socket.write('CONNECT example.com:443 HTTP/1.1\r\nHost: example.com:443\r\n\r\n');
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk.toString()));
    await once(socket, 'close');
    expect(answer).toMatch(/^HTTP\/1\.1 405 /);
    expect(answer).toContain('{"code":405,"message":"Энэ үйлдлийг хийх боломжгүй"}');
  });
});
