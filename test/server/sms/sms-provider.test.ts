import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import { createMessageProClient, SmsSendFailed } from '../../../server/modules/sms/messagepro-client';
import { createUnconfiguredSmsSender } from '../../../server/modules/sms/sms-sender';
import { loadConfig } from '../../../server/config';
import { startFakeMessagePro, type FakeMessagePro } from '../helpers/fake-sms';

/* The real MessagePro client against a fake of its HTTP API, and the server without a provider. */

let fake: FakeMessagePro;
beforeAll(async () => {
  fake = await startFakeMessagePro();
});
afterAll(() => fake.close());

describe('the MessagePro client', () => {
  const client = () => createMessageProClient({ apiKey: 'test-key', from: '72001234', baseUrl: fake.url });

  it('sends GET /send with the key, the sender number, the phone and the text', async () => {
    await client().send({ to: '88112233', text: 'Achaa: kod 123456' });
    expect(fake.received.at(-1)).toEqual({ key: 'test-key', from: '72001234', to: '88112233', text: 'Achaa: kod 123456' });
  });

  it('fails when MessagePro refuses (an error status or a result other than SUCCESS), without the key in the error', async () => {
    fake.answerNext(200, [{ Result: 'FAIL', Reason: 'insufficient balance' }]);
    const refused = await client()
      .send({ to: '88112233', text: 'x' })
      .catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(SmsSendFailed);
    expect(String(refused)).toContain('insufficient balance');
    expect(String(refused)).not.toContain('test-key');
    fake.answerNext(401, { Result: 'UNAUTHORIZED' });
    await expect(client().send({ to: '88112233', text: 'x' })).rejects.toThrow(/HTTP 401/);
  });

  it('fails when nothing answers', async () => {
    const gone = createMessageProClient({ apiKey: 'k', from: '72001234', baseUrl: 'http://127.0.0.1:9', timeoutMs: 2000 });
    await expect(gone.send({ to: '88112233', text: 'x' })).rejects.toThrow(SmsSendFailed);
  });
});

describe('without a provider', () => {
  const logger = () => ({ info: vi.fn() }) as unknown as FastifyBaseLogger & { info: ReturnType<typeof vi.fn> };

  it('prints the code in one log line with the phone outside production', async () => {
    const log = logger();
    const sender = createUnconfiguredSmsSender(log, false);
    expect(sender.delivery).toBe('server-log');
    await sender.send({ to: '88112233', text: 'Achaa: kod 123456' });
    expect(log.info).toHaveBeenCalledTimes(1);
    const line = String(log.info.mock.calls[0]![1]);
    expect(line).toMatch(/88112233.*123456/);
  });

  it('prints nothing in production, and sends customers to the counter', async () => {
    const log = logger();
    const sender = createUnconfiguredSmsSender(log, true);
    expect(sender.delivery).toBe('counter');
    await sender.send({ to: '88112233', text: 'Achaa: kod 123456' });
    expect(log.info).not.toHaveBeenCalled();
  });
});

describe('configuration', () => {
  it('takes MESSAGEPRO_API_KEY and MESSAGEPRO_FROM together, and refuses one alone', () => {
    expect(loadConfig({ MESSAGEPRO_API_KEY: 'k', MESSAGEPRO_FROM: '72001234' })).toMatchObject({ MESSAGEPRO_FROM: '72001234' });
    expect(() => loadConfig({ MESSAGEPRO_API_KEY: 'k' })).toThrow(/MESSAGEPRO_API_KEY and MESSAGEPRO_FROM go together/);
    expect(() => loadConfig({ MESSAGEPRO_API_KEY: 'k', MESSAGEPRO_FROM: 'sender' })).toThrow(/MESSAGEPRO_FROM/);
  });
});
