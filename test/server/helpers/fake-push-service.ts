import { createDecipheriv, createECDH, createPublicKey, hkdfSync, randomBytes, verify, type ECDH } from 'node:crypto';
import { once } from 'node:events';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';

/*
 * A push service on 127.0.0.1 for tests: it records the real requests the server's push worker
 * sends (encrypted by web-push, signed with VAPID) and answers what the test asks for. Plain HTTP:
 * the server sends web-push's `generateRequestDetails()` with its own fetch, so no certificate is
 * needed, and the tests allow this origin through PUSH_ALLOWED_ORIGINS.
 */

export interface ReceivedPush {
  /** The subscription's id in the endpoint path. */
  id: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

export interface FakePushService {
  origin: string;
  received: ReceivedPush[];
  /** A fresh browser-side subscription on this service, able to decrypt what it receives. */
  subscription(): TestSubscription;
  /** The next answers for one subscription's endpoint (then 201). */
  answer(id: string, ...statuses: number[]): void;
  /** Waits until `count` pushes have arrived (for one id, or in all). */
  waitFor(count: number, id?: string, timeoutMs?: number): Promise<ReceivedPush[]>;
  close(): Promise<void>;
}

export interface TestSubscription {
  id: string;
  endpoint: string;
  keys: { p256dh: string; auth: string };
  decrypt(body: Buffer): string;
}

export async function startFakePushService(): Promise<FakePushService> {
  const received: ReceivedPush[] = [];
  const answers = new Map<string, number[]>();
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const id = (request.url ?? '').replace(/^\/push\//, '');
      received.push({ id, headers: request.headers, body: Buffer.concat(chunks) });
      response.statusCode = answers.get(id)?.shift() ?? 201;
      response.end();
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('no port');
  const origin = `http://127.0.0.1:${address.port}`;
  return {
    origin,
    received,
    subscription: () => createTestSubscription(`${origin}/push/${randomBytes(8).toString('hex')}`),
    answer: (id, ...statuses) => answers.set(id, statuses),
    async waitFor(count, id, timeoutMs = 15_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const matching = received.filter((push) => id === undefined || push.id === id);
        if (matching.length >= count) return matching;
        if (Date.now() > deadline) throw new Error(`expected ${count} pushes, got ${matching.length}`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** A subscription with real keys (the server checks the P-256 point), for tests that need one to exist. */
export function createTestSubscription(endpoint: string): TestSubscription {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16);
  return {
    id: endpoint.split('/').pop()!,
    endpoint,
    keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') },
    decrypt: (body) => decryptAes128Gcm(body, ecdh, auth),
  };
}

/**
 * RFC 8291 (Message Encryption for Web Push) over RFC 8188's aes128gcm, as a browser decrypts it:
 * header = salt(16) | record size(4) | key id length(1) | the sender's public key; then one record.
 */
export function decryptAes128Gcm(body: Buffer, receiver: ECDH, authSecret: Buffer): string {
  const salt = body.subarray(0, 16);
  const keyIdLength = body.readUInt8(20);
  const senderPublicKey = body.subarray(21, 21 + keyIdLength);
  const record = body.subarray(21 + keyIdLength);
  const sharedSecret = receiver.computeSecret(senderPublicKey);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), receiver.getPublicKey(), senderPublicKey]);
  const ikm = Buffer.from(hkdfSync('sha256', sharedSecret, authSecret, keyInfo, 32));
  const contentKey = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const decipher = createDecipheriv('aes-128-gcm', contentKey, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
  // The last record ends with the delimiter 0x02, then zero padding.
  const delimiter = padded.lastIndexOf(2);
  return padded.subarray(0, delimiter).toString('utf8');
}

/** RFC 8292: `vapid t=<JWT>, k=<public key>`; answers the JWT's claims once its ES256 signature checks out with `k`. */
export function verifyVapidAuthorization(header: string | undefined, expectedPublicKey: string): Record<string, unknown> {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(header ?? '');
  if (!match) throw new Error(`not a VAPID Authorization header: ${header}`);
  const [, jwt, key] = match;
  if (key !== expectedPublicKey) throw new Error('VAPID k= is not the server public key');
  const [head, claims, signature] = jwt!.split('.') as [string, string, string];
  const raw = Buffer.from(key, 'base64url');
  const publicKey = createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: raw.subarray(1, 33).toString('base64url'), y: raw.subarray(33).toString('base64url') },
    format: 'jwk',
  });
  const valid = verify(
    'sha256',
    Buffer.from(`${head}.${claims}`),
    { key: publicKey, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!valid) throw new Error('VAPID signature does not verify');
  return JSON.parse(Buffer.from(claims, 'base64url').toString('utf8')) as Record<string, unknown>;
}
