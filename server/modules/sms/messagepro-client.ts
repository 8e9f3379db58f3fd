import type { SmsMessage, SmsSender } from './sms-sender';

/**
 * MessagePro (messagepro.mn, by CallPro): a Mongolian SMS gateway that reaches every operator
 * (Unitel, Mobicom, Skytel, G-Mobile) from one sender number, with a plain HTTP API:
 *
 *   GET {base}/send?key=<API key>&from=<sender number>&to=<8-digit mobile>&text=<message>
 *
 * It answers JSON with `Result` ("SUCCESS" or a failure) and `Message ID`, as one object or a list
 * of one. docs/phone-verification.md has the configuration (MESSAGEPRO_API_KEY, MESSAGEPRO_FROM,
 * MESSAGEPRO_URL) and how the client is tested against a fake of this API.
 */
export interface MessageProOptions {
  apiKey: string;
  /** The sender number MessagePro gave the account. */
  from: string;
  /** `https://api.messagepro.mn` unless a test points it at its fake. */
  baseUrl?: string;
  timeoutMs?: number;
}

export const MESSAGEPRO_URL = 'https://api.messagepro.mn';

export class SmsSendFailed extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'SmsSendFailed';
  }
}

interface MessageProResult {
  Result?: unknown;
  Reason?: unknown;
}

function resultOf(body: unknown): MessageProResult | undefined {
  const first: unknown = Array.isArray(body) ? body[0] : body;
  return first && typeof first === 'object' ? (first as MessageProResult) : undefined;
}

export function createMessageProClient({ apiKey, from, baseUrl = MESSAGEPRO_URL, timeoutMs = 10_000 }: MessageProOptions): SmsSender {
  return {
    delivery: 'sms',
    async send({ to, text }: SmsMessage) {
      const url = new URL('/send', baseUrl);
      url.search = new URLSearchParams({ key: apiKey, from, to, text }).toString();
      let response: Response;
      try {
        response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs), headers: { accept: 'application/json' } });
      } catch (error) {
        throw new SmsSendFailed('MessagePro did not answer', { cause: error });
      }
      const body: unknown = await response.json().catch(() => undefined);
      const result = resultOf(body);
      if (!response.ok || result?.Result !== 'SUCCESS') {
        // The API key is in the URL: never log the URL, only what MessagePro said.
        throw new SmsSendFailed(
          `MessagePro refused the message: HTTP ${response.status}, ${String(result?.Reason ?? result?.Result ?? 'no result')}`,
        );
      }
    },
  };
}
