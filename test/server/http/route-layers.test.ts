import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const MODULES = new URL('../../../server/modules/', import.meta.url).pathname;

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? sourceFiles(join(folder, entry.name)) : entry.name.endsWith('.ts') ? [join(folder, entry.name)] : [],
  );
}

/** A route file: named `*-routes.ts`, or any module file that registers routes. */
const routeFiles = () =>
  sourceFiles(MODULES).filter((file) => file.endsWith('-routes.ts') || /\btypedRoutes\(/.test(readFileSync(file, 'utf8')));

const QUERY_RULES: [string, RegExp][] = [
  ["imports from 'kysely'", /from\s+'kysely'/],
  ['imports `sql`', /import\s*\{[^}]*\bsql\b[^}]*\}\s*from/],
  ['builds a query', /\.(?:selectFrom|insertInto|updateTable|deleteFrom)\(/],
  // A write to several tables is a named service function that opens its own transaction.
  ['opens a transaction', /\.transaction\(\)/],
];

/** A guard anywhere but the route group's `typedRoutes(instance, guard)`. */
const GUARD_RULES: [string, RegExp][] = [
  ['guards a single route', /\bonRequest:/],
  ["adds an 'onRequest' hook of its own", /addHook\(\s*'onRequest'/],
  ['types its routes without typedRoutes', /\.withTypeProvider</],
];

/** What a route file breaks of `rules`, as "file: rule" lines. */
function offences(file: string, rules: [string, RegExp][]): string[] {
  const source = readFileSync(file, 'utf8');
  return rules.filter(([, pattern]) => pattern.test(source)).map(([rule]) => `${relative(MODULES, file)}: ${rule}`);
}

/**
 * The layout rule (README, "Where things live"): a route parses, calls one function and shapes the
 * answer; queries live in the module's repositories and services, never in a route file, and so do
 * transactions (a write to several tables is a named service function); each route group is guarded
 * once, where it is made.
 */
describe('route files run no queries and guard in one place', () => {
  it('finds the route files, the refund route among them', () => {
    const found = routeFiles().map((file) => relative(MODULES, file));
    expect(found).toEqual(expect.arrayContaining(['health/health-routes.ts', 'admin/audit-routes.ts', 'payments/payment-refund.ts']));
  });

  it('has no route file importing Kysely or `sql`, building a query or opening a transaction', () => {
    const offenders = routeFiles().flatMap((file) => offences(file, QUERY_RULES));
    expect(offenders).toEqual([]);
  });

  it('guards each route group in one place, its typedRoutes(instance, guard)', () => {
    const offenders = routeFiles().flatMap((file) => offences(file, GUARD_RULES));
    expect(offenders).toEqual([]);
  });

  it("tells a query, a transaction or a single route's guard apart from a call to a repository or a service", () => {
    const scratch = (text: string) => QUERY_RULES.filter(([, pattern]) => pattern.test(text)).map(([rule]) => rule);
    expect(scratch("import { sql } from 'kysely';")).toEqual(["imports from 'kysely'", 'imports `sql`']);
    expect(scratch("const rows = await db.selectFrom('parcels').selectAll().execute();")).toEqual(['builds a query']);
    expect(scratch("await trx.updateTable('users').set({ role }).execute();")).toEqual(['builds a query']);
    expect(scratch("import { findParcels } from './parcel-repository';\nawait findParcels(db, phone);")).toEqual([]);
    expect(scratch('const row = await db.transaction().execute(async (trx) => insertTrip(trx, body));')).toEqual(['opens a transaction']);
    expect(scratch('const row = await openTrip(db, request.body, staffId);')).toEqual([]);
    const guards = (text: string) => GUARD_RULES.filter(([, pattern]) => pattern.test(text)).map(([rule]) => rule);
    expect(guards('{ onRequest: requireStaff, schema: {} }')).toEqual(['guards a single route']);
    expect(guards('const app = typedRoutes(instance, requireStaff);')).toEqual([]);
  });
});
