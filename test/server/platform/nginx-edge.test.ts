import { createServer, request as httpRequest, type Server } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { connect as tlsConnect } from 'node:tls';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reasonMessages } from '@contract/reason-messages';
import { ensureNginx, selfSignedCertificate, startNginx, testSiteConfig, type RunningNginx } from '../../e2e/support/nginx';
import { freePort } from '../helpers/free-port';

/*
 * deploy/nginx/achaa.conf in the real nginx, in front of two tiny upstreams that count
 * what reaches them: no version in answers, the redirect names our server_name whatever the Host,
 * Mozilla's intermediate ciphers only, the edge's limits keyed per /64 for IPv6, and no write sent
 * to a second instance. The client address comes from a test-only header (nginx's realip module),
 * so one loopback connection can speak for many IPv6 addresses.
 */
const dir = mkdtempSync(join(tmpdir(), 'achaa-nginx-edge-'));
let nginx: RunningNginx;
let ports: { http: number; https: number };
let cert: string;
const upstreams: Server[] = [];
const writesSeen: string[] = [];

function upstream(): Promise<number> {
  const server = createServer((request, response) => {
    request.resume();
    if (request.method === 'POST' && request.url === '/api/staff/parcels') {
      writesSeen.push(request.url);
      response.writeHead(503, { 'content-type': 'application/json' }).end('{"code":503}');
      return;
    }
    response.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
  });
  upstreams.push(server);
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve((server.address() as { port: number }).port)));
}

type Answer = { status: number; body: string; retryAfter?: string };

function answerTo(method: string, path: string, client: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    httpsRequest(
      {
        host: '127.0.0.1',
        port: ports.https,
        method,
        path,
        ca: cert,
        servername: 'localhost',
        headers: { 'x-test-client': client, 'content-type': 'application/json' },
      },
      (answer) => {
        let body = '';
        answer.setEncoding('utf8');
        answer.on('data', (chunk: string) => (body += chunk));
        answer.on('end', () => resolve({ status: answer.statusCode ?? 0, body, retryAfter: answer.headers['retry-after'] }));
      },
    )
      .on('error', reject)
      .end(method === 'GET' ? undefined : '{}');
  });
}

const call = async (method: string, path: string, client: string) => (await answerTo(method, path, client)).status;

beforeAll(async () => {
  ensureNginx();
  const tls = selfSignedCertificate(dir);
  cert = (await import('node:fs')).readFileSync(tls.cert, 'utf8');
  ports = { http: await freePort(), https: await freePort() };
  const site = testSiteConfig(dir, { ...ports, upstreams: [await upstream(), await upstream()] }, tls);
  nginx = await startNginx(dir, `set_real_ip_from 127.0.0.1;\nreal_ip_header X-Test-Client;\n${site}`, ports.https);
}, 60_000);

afterAll(async () => {
  await nginx?.stop();
  for (const server of upstreams) server.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('deploy/nginx/achaa.conf at the edge', () => {
  it('redirects to our server_name, never the Host a request names, and tells no version', async () => {
    const answer = await new Promise<{ status?: number; location?: string; server?: string }>((resolve, reject) => {
      httpRequest(`http://127.0.0.1:${ports.http}/track/ABC?x=1`, { headers: { host: 'evil.example' } }, (response) => {
        response.resume();
        resolve({ status: response.statusCode, location: response.headers.location, server: String(response.headers.server) });
      })
        .on('error', reject)
        .end();
    });
    expect(answer).toEqual({ status: 301, location: 'https://achaa.example.mn/track/ABC?x=1', server: 'nginx' });
  });

  it('offers only the intermediate profile’s TLS 1.2 ciphers: AES128-SHA is refused, ECDHE with GCM is taken', async () => {
    const handshake = (ciphers: string) =>
      new Promise<boolean>((resolve) => {
        const socket = tlsConnect(
          { host: '127.0.0.1', port: ports.https, ca: cert, servername: 'localhost', ciphers, maxVersion: 'TLSv1.2' },
          () => {
            socket.end();
            resolve(true);
          },
        ).on('error', () => resolve(false));
      });
    expect(await handshake('AES128-SHA')).toBe(false);
    expect(await handshake('ECDHE-RSA-AES128-GCM-SHA256')).toBe(true);
  });

  it('limits /api/auth/ writes per /64: other addresses of the same /64 share the budget, another /64 has its own', async () => {
    const answers: number[] = [];
    for (let host = 1; host <= 16; host += 1) answers.push(await call('POST', '/api/auth/login', `2001:db8:33:1::${host.toString(16)}`));
    // A burst of 10 (and the one the rate allows), then 429 in the app's JSON shape.
    expect(answers.slice(0, 10)).toEqual(Array(10).fill(200));
    expect(answers.slice(-4)).toEqual(Array(4).fill(429));
    // nginx's own refusal speaks as the app's does: its reason, its words, when to come back.
    const refused = await answerTo('POST', '/api/auth/login', '2001:db8:33:1::77');
    expect(refused).toMatchObject({ status: 429, retryAfter: '60' });
    expect(JSON.parse(refused.body)).toEqual({ code: 429, message: reasonMessages.RATE_LIMITED, reason: 'RATE_LIMITED' });
    expect(await call('POST', '/api/auth/login', '2001:db8:33:2::1')).toBe(200);
    expect(await call('POST', '/api/auth/login', '203.0.113.7')).toBe(200);
    // Reading the session is no guess: not counted.
    expect(await call('GET', '/api/auth/me', '2001:db8:33:1::99')).toBe(200);
  });

  it('limits the public check per /64 too', async () => {
    // At once: a burst of 100 is allowed, then 2 a second.
    const answers = await Promise.all(
      Array.from({ length: 130 }, (_, host) => call('POST', '/api/package/check', `2001:db8:34:1:${(host + 1).toString(16)}::1`)),
    );
    expect(answers.filter((status) => status === 429).length).toBeGreaterThan(0);
    expect(await call('POST', '/api/package/check', '2001:db8:34:2::1')).toBe(200);
  });

  it('never sends a write to the second instance after the first answered 503', async () => {
    writesSeen.length = 0;
    await call('POST', '/api/staff/parcels', '198.51.100.9');
    expect(writesSeen).toHaveLength(1);
  });
});
