import { as } from '../helpers/as-user';
import { randomBytes } from 'node:crypto';
import { get } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../../server/app';
import { seedDemoData } from '../../../server/db/seed';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database';
import { TEST_SCRYPT } from '../helpers/test-app';

interface LogLine {
  level: number;
  msg: string;
  [field: string]: unknown;
}

const PINO_LEVELS = { debug: 20, info: 30, error: 50 };

let database: TestDatabase | undefined;
let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  await database?.drop();
});

/** The app as `npm start` builds it at `level`, with its log lines captured instead of printed. */
async function appLoggingAt(level: 'info' | 'debug' | 'warn'): Promise<{ app: FastifyInstance; lines: LogLine[] }> {
  database = await createTestDatabase();
  await seedDemoData(database.db, TEST_SCRYPT);
  const lines: LogLine[] = [];
  app = await buildApp({
    database: database.database,
    scryptParams: TEST_SCRYPT,
    logger: { level, stream: { write: (line: string) => void lines.push(JSON.parse(line) as LogLine) } },
  });
  app.get('/api/test-failure', async () => {
    throw new Error('a server fault');
  });
  await app.ready();
  lines.length = 0;
  return { app, lines };
}

async function everyKindOfAnswer(target: FastifyInstance) {
  const check = (payload: object) => as(target).post('/api/package/check', payload);
  expect((await check({ phone: '99112233' })).statusCode).toBe(200);
  expect((await check({ phone: '123' })).statusCode).toBe(400);
  expect((await as(target).get('/api/nothing-here?x=1')).statusCode).toBe(404);
}

describe('request logging', () => {
  it('writes no line per request at the default level, info', async () => {
    const { app, lines } = await appLoggingAt('info');
    await everyKindOfAnswer(app);
    expect(lines).toEqual([]);
  });

  it('writes one short line per answered request at debug, without bodies or query strings', async () => {
    const { app, lines } = await appLoggingAt('debug');
    await everyKindOfAnswer(app);
    const completed = lines.filter((line) => line.msg === 'request completed');
    expect(completed.map(({ method, url, statusCode }) => ({ method, url, statusCode }))).toEqual([
      { method: 'POST', url: '/api/package/check', statusCode: 200 },
      { method: 'POST', url: '/api/package/check', statusCode: 400 },
      { method: 'GET', url: '/api/nothing-here', statusCode: 404 },
    ]);
    for (const line of completed) {
      expect(line.level).toBe(PINO_LEVELS.debug);
      expect(line.ms).toEqual(expect.any(Number));
    }
    expect(lines.filter((line) => line.msg === 'request refused')).toEqual([
      expect.objectContaining({ level: PINO_LEVELS.debug, statusCode: 400 }),
    ]);
    expect(JSON.stringify(lines)).not.toContain('99112233');
  });

  it.each(['info', 'warn'] as const)('still logs a server fault at %s, with its error', async (level) => {
    const { app, lines } = await appLoggingAt(level);
    const response = await as(app).get('/api/test-failure');
    expect(response.statusCode).toBe(500);
    expect(lines).toEqual([
      expect.objectContaining({
        level: PINO_LEVELS.error,
        msg: 'request failed',
        err: expect.objectContaining({ message: 'a server fault' }),
      }),
    ]);
  });
});

describe('a compressed answer the client stops reading', () => {
  it('is logged at debug, not as an error (a search submitted while the app loads stops its downloads)', async () => {
    database = await createTestDatabase();
    const lines: LogLine[] = [];
    app = await buildApp({
      database: database.database,
      scryptParams: TEST_SCRYPT,
      logger: { level: 'debug', stream: { write: (line: string) => void lines.push(JSON.parse(line) as LogLine) } },
    });
    // Random text compresses little, so the gzip stream is still flowing when the client goes.
    app.get('/api/test-large', async () => randomBytes(4 * 1024 * 1024).toString('hex'));
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    await new Promise<void>((resolve, reject) => {
      const request = get(`${address}/api/test-large`, { headers: { 'accept-encoding': 'gzip' } }, (response) => {
        expect(response.headers['content-encoding']).toBe('gzip');
        response.once('data', () => {
          request.destroy();
          resolve();
        });
      });
      request.on('error', (error) => (request.destroyed ? undefined : reject(error)));
    });
    await vi.waitFor(() => expect(lines.find((line) => line.msg === 'premature close')).toMatchObject({ level: PINO_LEVELS.debug }), {
      timeout: 5_000,
    });
    expect(lines.filter((line) => line.level >= PINO_LEVELS.error)).toEqual([]);
  });
});
