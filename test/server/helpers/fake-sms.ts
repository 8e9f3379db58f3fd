import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { SmsMessage, SmsSender } from '../../../server/modules/sms/sms-sender';

/** The 6-digit code in a message the server sent (its text says it in one place). */
export const codeIn = (text: string): string | undefined => /\b(\d{6})\b/.exec(text)?.[1];

/** An SMS sender that records, for server tests (`buildApp({ sms })`): what was sent, to whom. */
export interface RecordingSmsSender extends SmsSender {
  sent: SmsMessage[];
  /** The code of the last message to `phone`, or undefined when none was sent. */
  lastCode(phone: string): string | undefined;
}

export function createRecordingSmsSender(): RecordingSmsSender {
  const sent: SmsMessage[] = [];
  return {
    delivery: 'sms',
    sent,
    // Recorded at once (before any await), so it is there when the route's 204 arrives.
    send(message) {
      sent.push(message);
      return Promise.resolve();
    },
    lastCode(phone) {
      const last = sent.filter((message) => message.to === phone).at(-1);
      return last ? codeIn(last.text) : undefined;
    },
  };
}

/**
 * MessagePro's HTTP API on 127.0.0.1 (GET /send?key&from&to&text, answering `[{"Result":"SUCCESS",
 * "Message ID":n}]`), for the real client's tests and for e2e, where the real server sends its codes
 * here (MESSAGEPRO_URL). `GET /test/messages?to=…` lists what it received, for a test in another process.
 */
export interface FakeMessagePro {
  url: string;
  received: Array<{ key: string; from: string; to: string; text: string }>;
  /** The next answers (status and body) instead of SUCCESS. */
  answerNext(status: number, body: unknown): void;
  close(): Promise<void>;
}

export async function startFakeMessagePro(port = 0): Promise<FakeMessagePro> {
  const received: FakeMessagePro['received'] = [];
  const queued: Array<{ status: number; body: unknown }> = [];
  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    const reply = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    if (url.pathname === '/test/messages') {
      const to = url.searchParams.get('to');
      return reply(200, to ? received.filter((message) => message.to === to) : received);
    }
    if (url.pathname !== '/send' || request.method !== 'GET') return reply(404, { Result: 'NOT_FOUND' });
    const field = (name: string) => url.searchParams.get(name) ?? '';
    received.push({ key: field('key'), from: field('from'), to: field('to'), text: field('text') });
    const next = queued.shift();
    if (next) return reply(next.status, next.body);
    return reply(200, [{ Result: 'SUCCESS', 'Message ID': received.length }]);
  });
  server.listen(port, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('fake MessagePro has no port');
  return {
    url: `http://127.0.0.1:${address.port}`,
    received,
    answerNext: (status, body) => void queued.push({ status, body }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
