import { expect } from 'vitest';
import type { User } from '@contract';
import { baseUrl } from './browser';
import { codeSentTo } from './sms';

/** The API as any client reads it: a GET that must answer 200. */
export async function getJson<T>(path: string): Promise<T> {
  const response = await fetch(`${baseUrl()}${path}`);
  expect(response.status, path).toBe(200);
  return (await response.json()) as T;
}

export type NewCustomer = { phone: string; password: string; firstName: string; lastName: string };

/**
 * Registers through the API the way the app does (same-origin JSON), for customers a test only needs
 * to exist, and verifies the phone with the code the fake SMS provider received (unless told not to),
 * as such a customer would have done: their parcels are theirs.
 */
export async function registerCustomer(customer: NewCustomer, { verify = true, origin = baseUrl() } = {}): Promise<User> {
  const send = async (path: string, body: unknown, cookie = '') =>
    fetch(`${origin}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin, ...(cookie ? { cookie } : {}) },
      body: JSON.stringify(body),
    });
  const response = await send('/api/auth/register', customer);
  if (response.status !== 201) throw new Error(`register: ${response.status} ${await response.text()}`);
  const user = (await response.json()) as User;
  if (!verify) return user;
  const cookie = response.headers
    .getSetCookie()
    .map((header) => header.split(';')[0])
    .join('; ');
  const asked = await send('/api/auth/phone/code', { phone: customer.phone, purpose: 'verify' }, cookie);
  if (asked.status !== 204) throw new Error(`phone code: ${asked.status} ${await asked.text()}`);
  const verified = await send('/api/auth/phone/verify', { code: await codeSentTo(customer.phone) }, cookie);
  if (verified.status !== 200) throw new Error(`phone verify: ${verified.status} ${await verified.text()}`);
  return (await verified.json()) as User;
}
