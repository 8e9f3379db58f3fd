import { expect } from 'vitest';
import type { User } from '@contract';
import { baseUrl } from './browser';

/** The API as any client reads it: a GET that must answer 200. */
export async function getJson<T>(path: string): Promise<T> {
  const response = await fetch(`${baseUrl()}${path}`);
  expect(response.status, path).toBe(200);
  return (await response.json()) as T;
}

export type NewCustomer = { phone: string; password: string; firstName: string; lastName: string };

/** Registers through the API the way the app does (same-origin JSON), for customers a test only needs to exist. */
export async function registerCustomer(customer: NewCustomer): Promise<User> {
  const origin = baseUrl();
  const response = await fetch(`${origin}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify(customer),
  });
  if (response.status !== 201) throw new Error(`register: ${response.status} ${await response.text()}`);
  return (await response.json()) as User;
}
