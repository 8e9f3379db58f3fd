import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { connect as tlsConnect } from 'node:tls';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createDatabase } from '../../server/db/database';
import { redisReachable, TEST_REDIS_URL, uniqueRedisPrefix } from '../server/helpers/redis';
import { insertTestUser } from '../server/helpers/test-app';
import { createPostgresDatabase } from '../server/helpers/test-database';
import { httpsClient } from './support/https-client';
import { ensureNginx, selfSignedCertificate, startNginx, testSiteConfig, type RunningNginx } from './support/nginx';
import { freePort, startServer, type RunningServer } from './support/test-server';

/*
 * deploy/nginx/achaa.conf for real: Debian's nginx (installed when missing) with a self-signed
 * certificate, in front of two server processes on one PostgreSQL database and one Redis, used
 * through HTTPS as a browser would. Skips, saying why, without PostgreSQL or Redis.
 */
const postgresServer = process.env.TEST_DATABASE_URL ?? 'postgres://root@127.0.0.1:5432/test';
const postgresUp = await createPostgresDatabase(postgresServer, 'achaa_nginx_probe').then(
  (probe) => probe.drop().then(() => true),
  () => false,
);
const redisUp = await redisReachable();
const skipReason = !postgresUp ? `no PostgreSQL answers at ${postgresServer}` : !redisUp ? `no Redis answers at ${TEST_REDIS_URL}` : '';

const STAFF = { phone: '88160001', password: 'staff-password' };

describe.skipIf(!!skipReason)(`nginx in front of two instances${skipReason ? ` (skipped: ${skipReason})` : ''}`, () => {
  const dir = mkdtempSync(join(tmpdir(), 'achaa-nginx-'));
  let postgres: { url: string; drop(): Promise<void> };
  const instances: RunningServer[] = [];
  let metricsPorts: number[] = [];
  let nginx: RunningNginx;
  let https: ReturnType<typeof httpsClient>;
  let ports: { http: number; https: number };
  let cert: string;
  let staffCookie: string;

  beforeAll(async () => {
    ensureNginx();
    const tls = selfSignedCertificate(dir);
    cert = readFileSync(tls.cert, 'utf8');
    postgres = await createPostgresDatabase(postgresServer, 'achaa_nginx');
    metricsPorts = [await freePort(), await freePort()];
    const env = {
      DATABASE_URL: postgres.url,
      REDIS_URL: TEST_REDIS_URL,
      REDIS_KEY_PREFIX: uniqueRedisPrefix(),
      STATIC_DIR: inject('distDir'),
      TRUST_PROXY: 'loopback',
      // Every request of this test comes from one client address: the load would hit the per-IP check limit.
      RATE_LIMIT_CHECK_PER_MINUTE: '0',
    };
    // One after the other: the first migrates and seeds, the second finds it done.
    for (const metricsPort of metricsPorts) instances.push(await startServer({ ...env, METRICS_PORT: String(metricsPort) }));
    const { db } = createDatabase({ kind: 'postgres', url: postgres.url, poolSize: 1 });
    await insertTestUser(db, { ...STAFF, role: 'staff' });
    await db.destroy();

    ports = { http: await freePort(), https: await freePort() };
    const upstreams = instances.map((instance) => Number(new URL(instance.baseUrl).port)) as [number, number];
    nginx = await startNginx(dir, testSiteConfig(dir, { ...ports, upstreams }, tls), ports.https);
    https = httpsClient(`https://127.0.0.1:${ports.https}`, cert);
  }, 180_000);

  afterAll(async () => {
    https?.close();
    await nginx?.stop();
    await Promise.all(instances.map((instance) => instance.stop()));
    await postgres?.drop();
    rmSync(dir, { recursive: true, force: true });
  }, 60_000);

  it('redirects HTTP to HTTPS and speaks HTTP/2 there', async () => {
    const redirect = await new Promise<{ status?: number; location?: string }>((resolve, reject) => {
      httpRequest(`http://127.0.0.1:${ports.http}/track/ABC?x=1`, { headers: { host: 'achaa.example.mn' } }, (answer) => {
        answer.resume();
        resolve({ status: answer.statusCode, location: answer.headers.location });
      })
        .on('error', reject)
        .end();
    });
    expect(redirect).toEqual({ status: 301, location: 'https://achaa.example.mn/track/ABC?x=1' });
    const protocol = await new Promise<string | false | null>((resolve, reject) => {
      const socket = tlsConnect(
        { host: '127.0.0.1', port: ports.https, ca: cert, servername: 'localhost', ALPNProtocols: ['h2', 'http/1.1'] },
        () => {
          resolve(socket.alpnProtocol);
          socket.end();
        },
      ).on('error', reject);
    });
    expect(protocol).toBe('h2');
  });

  it('serves / in brotli with the app’s cache headers, one HSTS header and a request id nginx logged', async () => {
    const page = await https.call('GET', '/', { headers: { 'accept-encoding': 'br, gzip' } });
    expect(page.status).toBe(200);
    expect(page.headers['content-encoding']).toBe('br');
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(page.body).toString('utf8')).toMatch(/^<!doctype html>/i);
    expect(page.headers['strict-transport-security']).toBe('max-age=63072000; includeSubDomains');
    const requestId = page.headers['x-request-id'];
    expect(requestId).toMatch(/^[0-9a-f]{32}$/);
    await expect.poll(() => nginx.accessLog()).toContain(`request_id=${String(requestId)}`);

    const script = readdirSync(join(inject('distDir'), 'assets'))
      .find((name) => name.endsWith('.js.br'))!
      .slice(0, -3);
    const asset = await https.call('GET', `/assets/${script}`, { headers: { 'accept-encoding': 'br' } });
    expect(asset.status).toBe(200);
    expect(asset.headers['content-encoding']).toBe('br');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(asset.body).equals(readFileSync(join(inject('distDir'), 'assets', script)))).toBe(true);
    expect((await https.call('GET', '/sw.js')).headers['cache-control']).toBe('no-cache');
  });

  it('looks a parcel up, logs in with a Secure cookie, registers and moves a parcel', async () => {
    const lookup = await https.call('POST', '/api/package/check', { json: { phone: '99112233' } });
    expect(lookup.status).toBe(200);
    expect(lookup.json<{ total: number }>().total).toBeGreaterThan(0);

    const login = await https.call('POST', '/api/auth/login', { json: STAFF, headers: { origin: `https://127.0.0.1:${ports.https}` } });
    expect(login.status).toBe(200);
    const session = ([] as string[]).concat(login.headers['set-cookie'] ?? []).find((cookie) => cookie.startsWith('achaa_session='))!;
    expect(session).toMatch(/;\s*Secure/i);
    staffCookie = session.split(';')[0]!;

    const headers = { cookie: staffCookie, origin: `https://127.0.0.1:${ports.https}` };
    const created = await https.call('POST', '/api/staff/parcels', {
      json: { trackCode: 'NGINX0000001', phone: '88001122', price: 2500 },
      headers,
    });
    expect(created.status, created.text()).toBe(201);
    const moved = await https.call('PATCH', '/api/staff/parcels/NGINX0000001', { json: { status: 'RECEIVED' }, headers });
    expect(moved.status, moved.text()).toBe(200);
    const seen = await https.call('POST', '/api/package/check', { json: { trackCode: 'NGINX0000001' } });
    expect(seen.json()).toMatchObject({ list: [{ trackCode: 'NGINX0000001', status: 'RECEIVED', price: 2500 }], total: 1 });
  });

  it('refuses bodies over the app’s limits in the app’s shape, and keeps /metrics off the public port', async () => {
    const tooLarge = await https.call('POST', '/api/package/check', { json: { phone: 'x'.repeat(70 * 1024) } });
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.json()).toEqual({ code: 413, message: 'Илгээсэн мэдээлэл хэт том байна' });
    // The import takes 2 MB: a 100 KB file reaches the app (refused there only for its cookie-less staff check).
    const importAnswer = await https.call('POST', '/api/staff/parcels/import', {
      body: 'a,b,c\n'.repeat(20_000),
      headers: { 'content-type': 'text/csv' },
    });
    expect(importAnswer.status).toBe(401);

    expect((await https.call('GET', '/metrics')).status).toBe(404);
    // nginx sent the earlier requests to either instance: the two scrapes together saw them.
    const scraped = await Promise.all(metricsPorts.map((port) => fetch(`http://127.0.0.1:${port}/metrics`)));
    expect(scraped.map((answer) => answer.status)).toEqual([200, 200]);
    const text = (await Promise.all(scraped.map((answer) => answer.text()))).join('\n');
    expect(text).toMatch(/achaa_http_requests_total\{method="POST",route="\/api\/package\/check",status="200"\} \d+/);
    expect(text).toContain('achaa_build_info{');
    expect(text).toContain('achaa_db_pool_in_use');
    // The public port has no /metrics of its own either: what nginx forwards never reaches them.
    expect(await (await fetch(`${instances[0]!.baseUrl}/metrics`)).text()).not.toContain('achaa_http_requests_total');
  });

  /*
   * nginx passes a request on to the other instance only when that cannot run it twice: a GET
   * (idempotent) after a refused or dropped connection or a 503. A POST that reached the stopping
   * instance is never resent by nginx (no `non_idempotent` in proxy_next_upstream), so the load
   * below holds nginx to two different promises:
   * - reads by GET (a page, the search page, the signed-in check) never fail;
   * - a write (a parcel registered, a check asked by POST) either succeeds or is refused with a
   *   502/503 that did nothing: the client's own resend (as the PWA's and the intake station's
   *   retries do) then succeeds, a parcel resent answers 201 (not TRACK_CODE_TAKEN: the refused
   *   try wrote nothing), and every acknowledged parcel exists exactly once.
   */
  it('stopping one instance mid-load fails no read, and no write runs twice', async () => {
    const headers = { cookie: staffCookie, origin: `https://127.0.0.1:${ports.https}` };
    const failures: string[] = [];
    const refusedWrites: string[] = [];
    const acknowledgedCodes: string[] = [];
    const [stopping] = instances;
    let completed = 0;
    let completedAfterExit = -1;
    let sequence = 0;
    // nginx lets one client check 2 a second after a burst of 100 (deploy/nginx/achaa.conf): the load
    // keeps its checks to that pace, so a 429 here is never the limit doing its job on a fast machine.
    const CHECK_EVERY_MS = 500;
    let lastCheckAt = 0;
    const checkPaced = () => {
      if (Date.now() - lastCheckAt < CHECK_EVERY_MS) return false;
      lastCheckAt = Date.now();
      return true;
    };
    const exited = new Promise<number | null>((resolve) => stopping!.process.once('exit', resolve));
    void exited.then(() => (completedAfterExit = 0));
    type Outcome = { status: number; text(): string };
    const send = (call: () => Promise<Outcome>) => call().catch((error: Error): Outcome => ({ status: 0, text: () => error.message }));
    const describeAnswer = (label: string, answer: Outcome) => `${label}: ${answer.status} ${answer.text().slice(0, 200)}`;
    const read = async (label: string, call: () => Promise<Outcome>) => {
      const answer = await send(call);
      if (answer.status < 200 || answer.status >= 300) failures.push(describeAnswer(label, answer));
    };
    /** A write nginx may refuse (never resend): the client resends it once, and that must succeed as a first try would. */
    const write = async (label: string, call: () => Promise<Outcome>, expected: number) => {
      let answer = await send(call);
      if (answer.status === 502 || answer.status === 503) {
        refusedWrites.push(describeAnswer(label, answer));
        answer = await send(call);
      }
      if (answer.status !== expected) failures.push(describeAnswer(label, answer));
      return answer.status === expected;
    };
    const oneRequest = async () => {
      sequence += 1;
      const code = `NGLOAD${String(sequence).padStart(6, '0')}`;
      const steps: Array<() => Promise<unknown>> = [
        () =>
          checkPaced()
            ? write('check', () => https.call('POST', '/api/package/check', { json: { phone: '99112233' } }), 200)
            : read('/?phone=', () => https.call('GET', '/?phone=99112233')),
        async () => {
          const created = () =>
            https.call('POST', '/api/staff/parcels', { json: { trackCode: code, phone: '88001122', price: 100 }, headers });
          if (await write(code, created, 201)) acknowledgedCodes.push(code);
        },
        () => read('/calculate', () => https.call('GET', '/calculate', { headers: { 'accept-encoding': 'br' } })),
        () => read('/?phone=', () => https.call('GET', '/?phone=99112233')),
        () => read('/api/auth/me', () => https.call('GET', '/api/auth/me', { headers })),
      ];
      await steps[sequence % steps.length]!();
      completed += 1;
      if (completedAfterExit >= 0) completedAfterExit += 1;
    };
    const worker = async () => {
      // Until the stopped instance is gone and the survivor has carried 200 more requests alone.
      while (completedAfterExit < 200 && failures.length < 20) await oneRequest();
    };
    const load = Promise.all(Array.from({ length: 8 }, worker));
    await expect.poll(() => completed, { timeout: 30_000 }).toBeGreaterThan(150);
    stopping!.process.kill('SIGTERM');
    expect(await exited).toBe(0);
    await load;
    expect(failures).toEqual([]);
    // Refused writes are allowed (nginx must not resend them), and few: only those caught by the stop itself.
    expect(refusedWrites.length, refusedWrites.join('\n')).toBeLessThan(20);
    const { db } = createDatabase({ kind: 'postgres', url: postgres.url, poolSize: 1 });
    const stored = await db.selectFrom('parcels').select('track_code').where('track_code', 'like', 'NGLOAD%').execute();
    await db.destroy();
    expect(stored.map((row) => row.track_code).sort()).toEqual([...acknowledgedCodes].sort());
    // Both instances answered requests of this load (nginx's log names the instance of each).
    const answeredBy = new Set([...nginx.accessLog().matchAll(/upstream=(127\.0\.0\.1:\d+)/g)].map((match) => match[1]));
    expect(answeredBy.size).toBe(2);
  }, 120_000);
});
