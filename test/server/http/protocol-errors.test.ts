import { as } from '../helpers/as-user';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, DEFAULT_HTTP_TIMEOUTS } from '../../../server/app';
import { expectApiError, type Answer } from '../helpers/api-error';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database';

/** Short limits so a slow client is cut off within seconds instead of the production half-minute. */
const TEST_TIMEOUTS = { headersMs: 1_000, requestMs: 2_000, checkIntervalMs: 200 };

let database: TestDatabase;
let app: FastifyInstance;
let port: number;
let staticDir: string;
beforeAll(async () => {
  database = await createTestDatabase();
  staticDir = mkdtempSync(join(tmpdir(), 'achaa-protocol-'));
  mkdirSync(join(staticDir, 'assets'));
  writeFileSync(join(staticDir, 'index.html'), '<!doctype html><html><head></head><body></body></html>');
  writeFileSync(join(staticDir, 'assets', 'index-A1.js'), '');
  app = await buildApp({ database: database.database, staticDir, httpTimeouts: TEST_TIMEOUTS });
  await app.listen({ host: '127.0.0.1', port: 0 });
  port = (app.server.address() as { port: number }).port;
});
afterAll(async () => {
  await app.close();
  await database.drop();
  rmSync(staticDir, { recursive: true, force: true });
});

interface RawAnswer extends Answer {
  /** Milliseconds from connecting until the server closed the connection. */
  closedAfterMs: number;
}

/** Sends raw bytes (each chunk after its delay) and reads until the server closes the connection. */
function rawExchange(chunks: Array<{ text: string; afterMs?: number }>): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const socket = connect(port, '127.0.0.1');
    let received = '';
    const timers: NodeJS.Timeout[] = [];
    socket.setEncoding('utf8');
    socket.on('data', (data) => (received += data));
    socket.on('error', () => undefined);
    socket.on('close', () => {
      timers.forEach(clearTimeout);
      const [head = '', body = ''] = received.split('\r\n\r\n');
      const [statusLine = '', ...headerLines] = head.split('\r\n');
      const headers = Object.fromEntries(
        headerLines.map((line) => [line.split(':')[0]!.toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]),
      );
      resolve({ statusCode: Number(statusLine.split(' ')[1]), headers, body, closedAfterMs: Date.now() - started });
    });
    socket.on('connect', () => {
      let at = 0;
      for (const chunk of chunks) {
        at += chunk.afterMs ?? 0;
        timers.push(setTimeout(() => socket.writable && socket.write(chunk.text), at));
      }
    });
    setTimeout(() => reject(new Error(`still open after 15 s; received: ${received}`)), 15_000).unref();
  });
}

describe('what Node refuses before a route runs answers {code, message} in Mongolian', () => {
  it('headers over the size limit: 431', async () => {
    const answer = await rawExchange([{ text: `GET /api/health HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n` }]);
    expect(expectApiError(answer, 431)).toBe('Хүсэлтийн толгой хэсэг хэт том байна');
  });

  it.each([
    ['Content-Length with Transfer-Encoding (request smuggling)', 'Content-Length: 5\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n'],
    ['two different Content-Lengths', 'Content-Length: 5\r\nContent-Length: 6\r\n\r\nhello!'],
    ['a broken chunk size', 'Transfer-Encoding: chunked\r\n\r\nzz\r\nhello\r\n0\r\n\r\n'],
    ['a space before the colon', 'Content-Length : 2\r\n\r\n{}'],
  ])('%s: 400', async (_what, rest) => {
    const answer = await rawExchange([
      { text: `POST /api/package/check HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n${rest}` },
    ]);
    expect(expectApiError(answer, 400)).toBe('Хүсэлт буруу байна');
  });

  it('a request line that is not HTTP: 400', async () => {
    expectApiError(await rawExchange([{ text: 'HELLO THERE\r\n\r\n' }]), 400);
  });
});

describe('slow clients are cut off', () => {
  it('headers sent a byte at a time: 408 once the header time is up', async () => {
    const trickle = 'X-Slow: abcdefghijklmnopqrstuvwxyz\r\n'.split('').map((text) => ({ text, afterMs: 300 }));
    const answer = await rawExchange([{ text: 'GET /api/health HTTP/1.1\r\nHost: x\r\n' }, ...trickle]);
    expect(expectApiError(answer, 408)).toBe('Хүсэлт хэт удаан ирлээ. Дахин оролдоно уу');
    // Cut off long before the last byte was due (34 bytes × 300 ms ≈ 10 s).
    expect(answer.closedAfterMs).toBeLessThan(5_000);
  });

  it('a body sent a byte at a time: 408 once the request time is up', async () => {
    const body = JSON.stringify({ phone: '99112233' });
    const trickle = body.split('').map((text) => ({ text, afterMs: 500 }));
    const answer = await rawExchange([
      { text: `POST /api/package/check HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n` },
      ...trickle,
    ]);
    expectApiError(answer, 408);
    expect(answer.closedAfterMs).toBeLessThan(5_000);
  });

  it('a client that sends in time is answered', async () => {
    const answer = await rawExchange([{ text: 'GET /api/health HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n' }]);
    expect(answer.statusCode).toBe(200);
  });

  it('the production server has header, request, idle and keep-alive limits', async () => {
    const database = await createTestDatabase();
    const production = await buildApp({ database: database.database });
    try {
      expect(production.server.headersTimeout).toBe(DEFAULT_HTTP_TIMEOUTS.headersMs);
      expect(production.server.requestTimeout).toBe(DEFAULT_HTTP_TIMEOUTS.requestMs);
      expect(production.server.timeout).toBe(DEFAULT_HTTP_TIMEOUTS.idleMs);
      expect(production.server.keepAliveTimeout).toBe(DEFAULT_HTTP_TIMEOUTS.keepAliveMs);
      expect(DEFAULT_HTTP_TIMEOUTS.headersMs).toBeLessThanOrEqual(DEFAULT_HTTP_TIMEOUTS.requestMs);
    } finally {
      await production.close();
      await database.drop();
    }
  });
});

describe('routing answers', () => {
  it.each([
    ['DELETE', '/api/organization', 'GET, HEAD'],
    ['GET', '/api/staff/prices', 'PUT'],
    ['POST', '/api/auth/me', 'GET, HEAD'],
    ['DELETE', '/api/staff/parcels/SF1', 'GET, HEAD, PATCH'],
    ['PUT', '/', 'GET, HEAD'],
  ] as const)('%s %s is a 405 with Allow: %s', async (method, url, allow) => {
    const response = await as(app).request(method, url);
    expect(response.statusCode).toBe(405);
    expect(response.headers.allow).toBe(allow);
    expect(response.json()).toEqual({ code: 405, message: 'Энэ үйлдлийг хийх боломжгүй' });
  });

  it('an unknown path is still a 404, whatever the method', async () => {
    expect((await as(app).post('/api/nothing')).json()).toEqual({ code: 404, message: 'Хуудас олдсонгүй' });
    expect((await as(app).delete('/profile')).statusCode).toBe(404);
  });

  it('JSON sent as text/plain (or with no type) is a 415', async () => {
    for (const headers of [{ 'content-type': 'text/plain' }, { 'content-type': 'text/plain;charset=UTF-8' }, {}] as Record<
      string,
      string
    >[]) {
      const response = await as(app, undefined, { headers }).post('/api/package/check', '{"phone":"99112233"}');
      expect(response.statusCode).toBe(415);
      expect(response.json()).toEqual({ code: 415, message: 'Энэ төрлийн агуулгыг хүлээн авахгүй' });
    }
  });

  it('/assets/ is a JSON 404, not a 403', async () => {
    const response = await as(app).get('/assets/');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: 404, message: 'Хуудас олдсонгүй' });
    expect((await as(app).get('/assets/index-A1.js')).statusCode).toBe(200);
  });
});
