import { as } from '../helpers/as-user';
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMetrics } from '../../../server/lib/metrics';
import { startMetricsServer } from '../../../server/lib/metrics-server';
import { startServer } from '../../e2e/support/test-server';
import { freePort } from '../helpers/free-port';
import { createTestApp, type TestApp } from '../helpers/test-app';

/** pino's JSON lines, kept for the assertions. */
function logLines() {
  const lines: Array<Record<string, unknown>> = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) lines.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  return { lines, stream };
}

describe('request ids, the proxy warning, draining and metrics in one app', () => {
  const log = logLines();
  const metrics = createMetrics({ defaultMetrics: false });
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      logger: { level: 'debug', stream: log.stream },
      metrics,
      rateLimits: { parcelCheck: { max: 1, windowMs: 60_000 } },
    });
  });
  afterAll(() => t.close());

  it('echoes the proxy’s request id and logs it; replaces one that is not an id', async () => {
    const sent = '0123456789abcdef0123456789abcdef';
    const answer = await as(t.app, undefined, { headers: { 'x-request-id': sent } }).get('/api/organization');
    expect(answer.headers['x-request-id']).toBe(sent);
    expect(log.lines.find((line) => line.msg === 'request completed' && line.reqId === sent)).toMatchObject({ url: '/api/organization' });

    const forged = await as(t.app, undefined, { headers: { 'x-request-id': 'x\n{"level":60}' } }).get('/api/organization');
    expect(forged.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    // Errors carry it too.
    expect((await as(t.app).get('/api/nowhere')).headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('warns once when X-Forwarded-* arrive from loopback while TRUST_PROXY is off', async () => {
    const warnings = () => log.lines.filter((line) => String(line.msg).includes('TRUST_PROXY is off'));
    await as(t.app).get('/api/organization');
    expect(warnings()).toHaveLength(0);
    await as(t.app, undefined, { headers: { 'x-forwarded-for': '203.0.113.5', 'x-forwarded-proto': 'https' } }).get('/api/organization');
    await as(t.app, undefined, { headers: { 'x-forwarded-for': '203.0.113.6' } }).get('/api/organization');
    expect(warnings()).toHaveLength(1);
    expect(warnings()[0]).toMatchObject({ level: 40, headers: ['x-forwarded-for', 'x-forwarded-proto'] });
  });

  it('counts requests by route pattern (never the raw URL), 429s and login locks', async () => {
    await as(t.app).get('/api/staff/parcels/CODE1');
    await as(t.app).get('/api/staff/parcels/CODE2');
    for (let check = 0; check < 2; check += 1) await as(t.app).post('/api/package/check', { phone: '88001122' });
    for (let attempt = 0; attempt < 6; attempt += 1) {
      await as(t.app).post('/api/auth/login', { phone: '88001199', password: `wrong-guess-${attempt}` });
    }
    const text = await metrics.registry.metrics();
    expect(text).toContain('achaa_http_requests_total{method="GET",route="/api/staff/parcels/:trackCode",status="401"} 2');
    expect(text).not.toContain('CODE1');
    expect(text).toContain('achaa_rate_limited_total{route="/api/package/check"} 1');
    expect(text).toMatch(/achaa_login_locks_total [1-9]/);
    expect(text).toContain('achaa_push_outbox_backlog 0');
  });

  it('says draining on /api/health and closes each connection while shutting down', async () => {
    t.app.lifecycle.draining = true;
    try {
      const health = await as(t.app).get('/api/health');
      expect(health.statusCode).toBe(503);
      expect(health.json()).toMatchObject({ status: 'draining', database: 'ok' });
      expect(health.headers.connection).toBe('close');
    } finally {
      t.app.lifecycle.draining = false;
    }
    expect((await as(t.app).get('/api/health')).statusCode).toBe(200);
  });
});

describe('the metrics address', () => {
  it('serves /metrics only there, walks to the next free port from the default, and refuses a taken explicit one', async () => {
    const metrics = createMetrics({ defaultMetrics: false });
    const log = { info: () => {}, error: () => {} } as never;
    const port = await freePort();
    const first = await startMetricsServer(metrics, { host: '127.0.0.1', port, nextFreePort: true, log });
    const second = await startMetricsServer(metrics, { host: '127.0.0.1', port, nextFreePort: true, log });
    try {
      expect(second.port).toBeGreaterThan(port);
      expect(await (await fetch(`http://127.0.0.1:${second.port}/metrics`)).text()).toContain('achaa_build_info');
      expect((await fetch(`http://127.0.0.1:${port}/`)).status).toBe(404);
      await expect(startMetricsServer(metrics, { host: '127.0.0.1', port, nextFreePort: false, log })).rejects.toThrow(/is taken/);
    } finally {
      await first.close();
      await second.close();
    }
  });
});

// Real processes on SQLite whatever the pass: run once (the SQLite pass), not again in the PostgreSQL one.
const postgresPass = /^postgres(ql)?:\/\//.test(process.env.DATABASE_URL ?? '');
describe.skipIf(postgresPass)(
  `real processes: refusing an unsafe second instance, draining on SIGTERM${postgresPass ? ' (ran in the SQLite pass)' : ''}`,
  () => {
    const dir = mkdtempSync(join(tmpdir(), 'achaa-runtime-'));
    const env = { DATABASE_PATH: join(dir, 'db.sqlite'), DATABASE_URL: '', REDIS_URL: '', STATIC_DIR: dir };
    afterAll(() => rmSync(dir, { recursive: true, force: true }));

    it('a second instance on the same database without REDIS_URL is refused with a clear message; alone, it starts', async () => {
      const first = await startServer(env);
      const second = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
        env: { ...process.env, ...env, PORT: String(await freePort()), METRICS_PORT: 'off', LOG_LEVEL: 'warn' },
        stdio: ['ignore', 'ignore', 'pipe'],
      });
      let stderr = '';
      second.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
      const [code] = (await once(second, 'exit')) as [number];
      expect(code).toBe(1);
      expect(stderr).toContain('Refusing to start: other server instances use this database');
      expect(stderr).toContain('Set REDIS_URL');
      await first.stop();

      // The first one left cleanly (its row went with it): a single instance is fine again.
      const alone = await startServer({ ...env, SHUTDOWN_DRAIN_SECONDS: '1' });
      const exited = once(alone.process, 'exit');
      alone.process.kill('SIGTERM');
      await expect
        .poll(async () => {
          const health = await fetch(`${alone.baseUrl}/api/health`).catch(() => null);
          return health ? ((await health.json()) as { status: string }).status : 'gone';
        })
        .toBe('draining');
      expect((await exited)[0]).toBe(0);
    }, 240_000);

    it('an empty production database (SEED_DEMO=off) is refused until `set-organization` names the company; then it starts', async () => {
      const empty = { ...env, DATABASE_PATH: join(dir, 'empty.sqlite'), SEED_DEMO: 'off' };
      const refused = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
        env: { ...process.env, ...empty, PORT: String(await freePort()), METRICS_PORT: 'off', LOG_LEVEL: 'warn' },
        stdio: ['ignore', 'ignore', 'pipe'],
      });
      let stderr = '';
      refused.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
      expect(((await once(refused, 'exit')) as [number])[0]).toBe(1);
      expect(stderr).toContain('Refusing to start: this database has no organisation #1');
      expect(stderr).toContain('set-organization');

      const cli = spawn(process.execPath, ['--import', 'tsx', 'server/cli/admin.ts', 'set-organization', '--name', 'Говь Карго'], {
        env: { ...process.env, ...empty },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let out = '';
      cli.stdout.on('data', (chunk: Buffer) => (out += chunk.toString('utf8')));
      expect(((await once(cli, 'exit')) as [number])[0]).toBe(0);
      expect(out).toContain('Created organisation #1 "Говь Карго"');

      const server = await startServer(empty);
      try {
        expect(await (await fetch(`${server.baseUrl}/api/organization`)).json()).toMatchObject({ id: 1, name: 'Говь Карго' });
      } finally {
        await server.stop();
      }
    }, 240_000);
  },
);
