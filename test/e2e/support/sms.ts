import { expect, inject } from 'vitest';
import { codeIn } from '../../server/helpers/fake-sms';

type Received = { to: string; text: string };

/** What the fake SMS provider received for `phone`, oldest first. */
export async function messagesTo(phone: string): Promise<Received[]> {
  const answer = await fetch(`${inject('smsUrl')}/test/messages?to=${phone}`);
  return (await answer.json()) as Received[];
}

/** Waits for the `count`-th code sent to `phone` (1 = the first), and answers it. */
export async function codeSentTo(phone: string, count = 1): Promise<string> {
  await expect.poll(async () => (await messagesTo(phone)).length).toBeGreaterThanOrEqual(count);
  const text = (await messagesTo(phone))[count - 1]!.text;
  const code = codeIn(text);
  if (!code) throw new Error(`no code in the SMS to ${phone}: ${text}`);
  return code;
}
