import type { PhoneCodeDelivery } from '@contract';
import type { FastifyBaseLogger } from 'fastify';

/** One text message to one Mongolian mobile (8 digits, as stored). */
export interface SmsMessage {
  to: string;
  text: string;
}

/**
 * What the server needs from an SMS provider: send one message. `delivery` tells the PWA how codes
 * reach customers with this sender (`GET /api/auth/phone/delivery`). The real provider is
 * MessagePro (messagepro-client.ts); tests use a recording fake (test/server/helpers/fake-sms.ts).
 */
export interface SmsSender {
  readonly delivery: PhoneCodeDelivery;
  send(message: SmsMessage): Promise<void>;
}

/**
 * No provider configured. Outside production the message (with its code) is printed in one log line
 * with the phone, so a developer under `npm start` can finish a verification; in production nothing
 * is sent or printed anywhere, and the screens send customers to the counter.
 */
export function createUnconfiguredSmsSender(log: FastifyBaseLogger, production: boolean): SmsSender {
  if (production) return { delivery: 'counter', send: async () => undefined };
  return {
    delivery: 'server-log',
    async send({ to, text }) {
      log.info({ phone: to }, `SMS (no provider, development only) to ${to}: ${text}`);
    },
  };
}
