import { as, type HttpMethod } from '../helpers/as-user';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { RegisteredRoute } from '../../../server/plugins/errors';
import { DEMO_CUSTOMER } from '../../../server/db/seed';
import { createTestApp, type TestApp } from '../helpers/test-app';

/**
 * Every route the server registers (asked of Fastify itself, so a route added tomorrow is covered
 * too) gets odd input as a visitor, a customer, staff and an admin, and never answers 500 (where
 * PostgreSQL answered 500 to year-0 dates, NUL bytes and ids past 2^31 where SQLite answered 4xx).
 */

const LIMITLESS = { max: 1_000_000, windowMs: 60_000 };

/** Odd values for a path segment or a query string value (already percent-encoded where needed). */
const ODD_TEXT = [
  '0',
  '-1',
  '2147483648',
  '99999999999999999999999',
  '%00',
  'a%00b',
  '0000-01-01',
  '0001-01-01',
  '9999-12-31',
  '275760-09-14',
  'x'.repeat(600),
  '%F0%9F%92%A9',
  '',
];

/** Odd JSON values for a body field. */
function deepJson(depth: number): unknown {
  let value: unknown = 1;
  for (let level = 0; level < depth; level++) value = level % 2 ? [value] : { a: value };
  return value;
}
const ODD_JSON: unknown[] = [
  null,
  -1,
  2_147_483_648,
  2 ** 53 + 2,
  -1e308,
  1.5,
  'a\u0000b',
  '\u0000',
  '',
  '0000-01-01',
  'x'.repeat(20_000),
  true,
  [],
  { '\u0000': 1 },
  deepJson(200),
];

/** A value a field of this name plausibly wants, so the odd one next to it is what the route meets. */
function plausibleText(name: string): string {
  if (/date|from|to$|day|at$/i.test(name)) return '2026-11-28';
  if (/phone/i.test(name)) return '99112233';
  if (/track|code/i.test(name)) return 'SF1456789012345';
  // 2 is the staff member signed in first (1 is the demo customer): a path id that exists gets past the 404.
  if (/id$|Id$/.test(name)) return '2';
  if (/offset|limit|page/.test(name)) return '1';
  return 'a';
}

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  minItems?: number;
  required?: string[];
};

function jsonSchemaOf(schema: unknown): JsonSchema | undefined {
  if (!(schema instanceof z.ZodType)) return undefined;
  try {
    return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  } catch {
    return undefined;
  }
}

/** A value of this JSON schema's shape, filled with plausible values. */
function plausibleValue(schema: JsonSchema | undefined, name: string, depth = 0): unknown {
  if (!schema || depth > 6) return plausibleText(name);
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  const branch = schema.anyOf?.[0] ?? schema.oneOf?.[0] ?? schema.allOf?.[0];
  if (branch) return plausibleValue(branch, name, depth + 1);
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'object':
      // Only the fields it needs: an optional one filled in (an actor, a warehouse) may end the request before the odd one counts.
      return Object.fromEntries(
        Object.entries(schema.properties ?? {})
          .filter(([key]) => schema.required?.includes(key))
          .map(([key, value]) => [key, plausibleValue(value, key, depth + 1)]),
      );
    case 'array':
      return Array.from({ length: Math.max(1, schema.minItems ?? 1) }, () => plausibleValue(schema.items, name, depth + 1));
    case 'integer':
    case 'number':
      return 1;
    case 'boolean':
      return false;
    default:
      return plausibleText(name);
  }
}

function objectKeys(schema: JsonSchema | undefined): string[] {
  if (!schema) return [];
  if (schema.properties) return Object.keys(schema.properties);
  return [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])].flatMap(objectKeys);
}

interface FuzzRequest {
  method: string;
  url: string;
  body?: string;
}

/** The odd requests for one route: each path parameter, query field and body field odd in turn. */
function oddRequests(route: RegisteredRoute): FuzzRequest[] {
  const params = [...route.url.matchAll(/:([A-Za-z0-9_]+)/g)].map((match) => match[1]!);
  const pathWith = (odd?: { name: string; value: string }) =>
    route.url
      .replace(/:([A-Za-z0-9_]+)/g, (_whole, name: string) => (odd?.name === name ? odd.value : encodeURIComponent(plausibleText(name))))
      .replace('*', odd?.name === '*' ? odd.value : 'fuzz');
  const querySchema = jsonSchemaOf(route.schema?.querystring);
  const queryKeys = objectKeys(querySchema);
  const plainQuery = Object.fromEntries(
    queryKeys.filter((key) => querySchema?.required?.includes(key)).map((key) => [key, encodeURIComponent(plausibleText(key))]),
  );
  const queryWith = (overrides: Record<string, string>) => {
    const text = Object.entries({ ...plainQuery, ...overrides })
      .map(([key, value]) => `${key}=${value}`)
      .join('&');
    return text ? `?${text}` : '';
  };

  const requests: FuzzRequest[] = [];
  const withBody = !['GET', 'HEAD', 'DELETE', 'OPTIONS'].includes(route.method);
  const bodySchema = jsonSchemaOf(route.schema?.body);
  const plainBody = withBody ? plausibleValue(bodySchema, 'body') : undefined;
  const plainBodyText = plainBody === undefined ? undefined : JSON.stringify(plainBody);
  const add = (url: string, body = plainBodyText) => requests.push({ method: route.method, url, ...(body === undefined ? {} : { body }) });

  add(pathWith() + queryWith({}));
  for (const name of [...params, ...(route.url.includes('*') ? ['*'] : [])])
    for (const value of ODD_TEXT) if (value !== '' || name === '*') add(pathWith({ name, value }) + queryWith({}));
  for (const key of queryKeys) for (const value of ODD_TEXT) add(pathWith() + queryWith({ [key]: value }));
  // Every date-like field odd at once: a range from year 0 to year 0 is not caught by "from ≤ to".
  const dateKeys = queryKeys.filter((key) => plausibleText(key) === '2026-11-28');
  if (dateKeys.length > 1)
    for (const value of ['0000-01-01', '0001-01-01', '9999-12-31'])
      add(pathWith() + queryWith(Object.fromEntries(dateKeys.map((key) => [key, value]))));

  if (withBody) {
    const keys = objectKeys(bodySchema);
    const base = plainBody && typeof plainBody === 'object' && !Array.isArray(plainBody) ? (plainBody as Record<string, unknown>) : {};
    for (const key of keys) for (const value of ODD_JSON) add(pathWith(), JSON.stringify({ ...base, [key]: value }));
    for (const body of ['x\u0000', 2_147_483_648, [base], { ...base, '\u0000': '\u0000' }]) add(pathWith(), JSON.stringify(body));
    // Deeper than JSON.stringify goes: 20,000 nested arrays, and a body cut short.
    for (const text of ['['.repeat(20_000) + ']'.repeat(20_000), '{"a":', '{"__proto__":{"x":1}}']) add(pathWith(), text);
  }
  return requests;
}

let t: TestApp;
let nextPhone = 86_033_000;
/** The cookie of each role; renewed when a fuzzed request ended the session (logout, a password change, a closed account). */
const ROLES = ['visitor', 'customer', 'staff', 'admin'] as const;
type Role = (typeof ROLES)[number];
const sessions: Record<Exclude<Role, 'visitor'>, string> = { customer: '', staff: '', admin: '' };

async function signIn(role: keyof typeof sessions): Promise<string> {
  if (role === 'customer') {
    const phone = `9${String(nextPhone++).slice(1)}`;
    await t.createUser({ phone, password: 'fuzz-password', role: 'customer' });
    return t.login(phone, 'fuzz-password');
  }
  const phone = String(nextPhone++);
  await t.createUser({ phone, password: 'fuzz-password', role });
  return t.login(phone, 'fuzz-password');
}

async function stillSignedIn(app: FastifyInstance, cookie: string): Promise<boolean> {
  return (await as(app, cookie).get('/api/auth/me')).statusCode === 200;
}

beforeAll(async () => {
  t = await createTestApp({
    rateLimits: {
      login: { maxFailuresPerPhone: 1e6, maxFailuresPerIp: 1e6, maxChecksPerIp: 1e6, windowMs: 60_000, lockMs: 60_000 },
      parcelCheck: false,
      register: false,
      preRegister: LIMITLESS,
      phoneCodes: {
        perRequesterAndPhone: LIMITLESS,
        perPhoneDay: LIMITLESS,
        perIp: LIMITLESS,
        perAccountDay: LIMITLESS,
        checksPerIp: LIMITLESS,
      },
      unclaimed: { perUser: LIMITLESS, perIp: LIMITLESS },
    },
  });
  sessions.staff = await signIn('staff');
  sessions.customer = await t.login(DEMO_CUSTOMER.phone, DEMO_CUSTOMER.password);
  sessions.admin = await signIn('admin');
});
afterAll(() => t.close());

describe('odd input to every route never answers 500', () => {
  it('walks every registered route as a visitor, a customer, staff and an admin', { timeout: 300_000 }, async () => {
    const routes = t.app.registeredRoutes().filter((route) => route.method !== 'HEAD');
    expect(routes.length).toBeGreaterThan(50);
    const failures: string[] = [];
    let sent = 0;
    const send = async (role: Role, request: FuzzRequest) => {
      const cookie = role === 'visitor' ? undefined : sessions[role];
      const headers: Record<string, string> = request.body === undefined ? {} : { 'content-type': 'application/json' };
      const answer = await as(t.app, cookie, { headers }).request(request.method as HttpMethod, request.url, request.body);
      sent++;
      if (answer.statusCode >= 500 && answer.statusCode !== 503)
        failures.push(
          `${role} ${request.method} ${request.url.slice(0, 120)} ${(request.body ?? '').slice(0, 120)} → ${answer.statusCode}`,
        );
      return answer.statusCode;
    };
    for (const route of routes) {
      const requests = oddRequests(route);
      let walkedWhole = false;
      for (const role of ROLES) {
        // A role the route refuses at the door (401, 403) meets its input only a few times: enough to see the door holds.
        // The first role let in meets all of it, the others every fifth (they pass the same rules, with their own data).
        const status = await send(role, requests[0]!);
        const refused = status === 401 || status === 403;
        const share = refused
          ? requests.slice(1, 3)
          : walkedWhole
            ? requests.filter((_request, index) => index % 5 === 1)
            : requests.slice(1);
        walkedWhole ||= !refused;
        // A few at a time, as a crowd sends them: the database's waits overlap.
        for (let index = 0; index < share.length; index += 6)
          await Promise.all(share.slice(index, index + 6).map((request) => send(role, request)));
        if (role !== 'visitor' && !(await stillSignedIn(t.app, sessions[role]))) sessions[role] = await signIn(role);
      }
    }
    // The count says the walk was not empty.
    console.info(`route fuzz (${t.engine}): ${routes.length} routes, ${sent} requests`);
    expect(failures).toEqual([]);
  });
});
