import type { LoadFigures } from './api-load';
import type { PostgresCheckResult } from './postgres-check';
import { formatTable, type BenchRow } from './table';

/**
 * The targets, each a ratio to a floor measured in the same run where one exists: the check's CPU
 * within 1.5× the hand-written floor's on SQLite, its p99 within 1.2× the PostgreSQL floor's, at
 * least 40 % of a bare route's requests per second; a p99 and errors at 500 connections within the limits below.
 */
export const API_TARGETS = {
  p99Ms: 20,
  ratio: 0.4,
  mixedErrors: 0,
  cpuOverFloor: 1.5,
  postgresP99OverFloor: 1.2,
  metricsCost: 0.05,
  /** The server-rendered search (GET /?phone=) costs at most this many times the API check's CPU. */
  pageSearchOverCheck: 3,
};

/** The side-by-side loads alternate in this many rounds; their figures are medians. */
export const ROUNDS = 3;

export interface ApiBenchResult {
  parcels: number;
  phones: number;
  fillSeconds: number;
  durationSeconds: number;
  /** The app at warn level, as the floor comparison is judged. */
  check: LoadFigures;
  /** The same app at info level, `LOG_LEVEL`'s default. */
  checkInfo: LoadFigures;
  /** The warn-level app with the Prometheus metrics on (METRICS_PORT's default): their CPU per check. */
  checkMetrics: LoadFigures;
  /** Log bytes the info-level app wrote per answered check. */
  infoLogBytesPerRequest: number;
  /** The hand-written node:http + prepared statement server: the floor on this machine. */
  floor: LoadFigures;
  /** Our CPU per check over the floor's. */
  cpuOverFloor: number;
  bare: LoadFigures;
  /** A constant POST at the check's path, loaded by the check's own client (a random body per request). */
  barePost: LoadFigures;
  /** GET /?phone= for made-up phones (nothing found: a crowd) on a process serving a build. */
  pageSearch: LoadFigures;
  /** GET /?phone= for phones of the fill, their parcels rendered in, on that process. */
  pageSearchParcels: LoadFigures;
  /** POST /api/package/check on that same process, alternating with pageSearch. */
  pageSearchCheck: LoadFigures;
  ratio: number;
  mixed: LoadFigures;
  /** The bare route at 500 connections: the tail latency the machine and autocannon add by themselves. */
  bareMixed: LoadFigures;
  postgres: PostgresCheckResult;
  /** The machine's 1-minute load average at the end: figures from a busy machine say little. */
  loadAverage: number;
  cores: number;
  rows: BenchRow[];
}

const rps = (value: number) => `${Math.round(value).toLocaleString('en-US')} req/s`;
const ms = (value: number) => `${value.toFixed(1)} ms`;
const cpuUs = (load: LoadFigures) => Math.round(load.cpuUsPerRequest);
const cpu = (load: LoadFigures) => (Number.isNaN(load.cpuUsPerRequest) ? '' : `, ${cpuUs(load)} µs CPU/req`);
// autocannon's `errors` already counts the timeouts among them.
const failures = (load: LoadFigures) => load.errors + load.non2xx;

function row(caseName: string, result: string, target = '', met: boolean | null = null): BenchRow {
  return { bench: 'api', case: caseName, result, target, met };
}

function postgresRows(postgres: PostgresCheckResult): BenchRow[] {
  const caseName = "PostgreSQL: check p99 over the floor's (100 conn)";
  const target = `≤ ${API_TARGETS.postgresP99OverFloor}×`;
  if (postgres.skipped) return [row(caseName, `skipped: ${postgres.reason}`, target)];
  const { check, floor, counter, customerList } = postgres;
  const errors = (load: LoadFigures) => (failures(load) > 0 ? `, ${failures(load)} errors` : '');
  const over = check.p99Ms / floor.p99Ms;
  const signedIn = (load: LoadFigures) => `p99 ${ms(load.p99Ms)} (${rps(load.requestsPerSecond)}${cpu(load)} in Node${errors(load)})`;
  return [
    row(
      caseName,
      `${over.toFixed(2)}× (${ms(check.p99Ms)} / ${ms(floor.p99Ms)})`,
      target,
      over <= API_TARGETS.postgresP99OverFloor && failures(check) === 0,
    ),
    row('PostgreSQL: check by phone (100 conn)', `${rps(check.requestsPerSecond)}${cpu(check)} in Node${errors(check)}`),
    row(
      'PostgreSQL floor: node:http + pg (context)',
      `${rps(floor.requestsPerSecond)}${cpu(floor)}${errors(floor)}; check CPU/req over it ${(check.cpuUsPerRequest / floor.cpuUsPerRequest).toFixed(2)}×`,
    ),
    row('PostgreSQL: counter look-up GET /api/staff/counter?q= (100 conn)', signedIn(counter)),
    row("PostgreSQL: a customer's list GET /api/package (100 conn)", signedIn(customerList)),
  ];
}

function pageSearchRow(caseName: string, page: LoadFigures, check: LoadFigures): BenchRow {
  const over = page.cpuUsPerRequest / check.cpuUsPerRequest;
  const failed = failures(page) + failures(check);
  return row(
    caseName,
    `${over.toFixed(2)}× (${cpuUs(page)} / ${cpuUs(check)} µs; ${rps(page.requestsPerSecond)} vs ${rps(check.requestsPerSecond)}${failed ? `, ${failed} errors` : ''})`,
    `≤ ${API_TARGETS.pageSearchOverCheck}×`,
    over <= API_TARGETS.pageSearchOverCheck && failed === 0,
  );
}

export function apiRows(result: Omit<ApiBenchResult, 'rows'>): BenchRow[] {
  const logCost = result.checkInfo.cpuUsPerRequest - result.check.cpuUsPerRequest;
  return [
    row('check by phone (100 conn, warn log)', `${rps(result.check.requestsPerSecond)}${cpu(result.check)}`),
    row('check by phone p99', ms(result.check.p99Ms), `< ${API_TARGETS.p99Ms} ms`, result.check.p99Ms < API_TARGETS.p99Ms),
    row('floor: node:http + prepared statement', `${rps(result.floor.requestsPerSecond)}${cpu(result.floor)}`),
    row(
      'check CPU/req over the floor',
      `${result.cpuOverFloor.toFixed(2)}× (${cpuUs(result.check)} / ${cpuUs(result.floor)} µs)`,
      `≤ ${API_TARGETS.cpuOverFloor}×`,
      result.cpuOverFloor <= API_TARGETS.cpuOverFloor,
    ),
    row(
      'check at info log (the default)',
      `${rps(result.checkInfo.requestsPerSecond)}${cpu(result.checkInfo)}: log ${logCost >= 0 ? '+' : ''}${Math.round(logCost)} µs, ${Math.round(result.infoLogBytesPerRequest)} B/req`,
    ),
    row(
      'check with metrics on: CPU/req over off',
      `${((result.checkMetrics.cpuUsPerRequest / result.check.cpuUsPerRequest - 1) * 100).toFixed(1)}% (${cpuUs(result.checkMetrics)} / ${cpuUs(result.check)} µs)`,
      `≤ ${API_TARGETS.metricsCost * 100}%`,
      result.checkMetrics.cpuUsPerRequest <= result.check.cpuUsPerRequest * (1 + API_TARGETS.metricsCost),
    ),
    row('bare Fastify route (100 conn)', `${rps(result.bare.requestsPerSecond)}${cpu(result.bare)}`),
    row('bare route p99', ms(result.bare.p99Ms)),
    row(
      'check / bare requests per second',
      `${Math.round(result.ratio * 100)}%`,
      `>= ${API_TARGETS.ratio * 100}%`,
      result.ratio >= API_TARGETS.ratio,
    ),
    row(
      "bare POST, check's client (context)",
      `${rps(result.barePost.requestsPerSecond)}${cpu(result.barePost)}, ${Math.round((result.barePost.requestsPerSecond / result.bare.requestsPerSecond) * 100)}% of bare`,
    ),
    pageSearchRow('server-rendered search /?phone=, made-up phones: CPU/req over the check', result.pageSearch, result.pageSearchCheck),
    pageSearchRow(
      'server-rendered search /?phone=, phones with parcels: CPU/req over the check',
      result.pageSearchParcels,
      result.pageSearchCheck,
    ),
    row('mixed lookups (500 conn)', `${rps(result.mixed.requestsPerSecond)}, p99 ${ms(result.mixed.p99Ms)}${cpu(result.mixed)}`),
    row(
      'mixed: errors (incl. timeouts) + non-2xx',
      String(failures(result.mixed)),
      String(API_TARGETS.mixedErrors),
      failures(result.mixed) === API_TARGETS.mixedErrors,
    ),
    row(
      'bare route at 500 conn (context)',
      `${rps(result.bareMixed.requestsPerSecond)}, p99 ${ms(result.bareMixed.p99Ms)}, ${failures(result.bareMixed)} errors`,
    ),
    ...postgresRows(result.postgres),
  ];
}

export function formatApiReport(result: ApiBenchResult): string {
  const busy = result.loadAverage > result.cores ? ' (busy: other work competed for the cores)' : '';
  return [
    `API bench: ${result.parcels.toLocaleString('en-US')} parcels over ${result.phones.toLocaleString('en-US')} phones in SQLite (filled in ${result.fillSeconds.toFixed(1)} s), ${result.durationSeconds} s per load.`,
    'The parcel-check rate limit is DISABLED in the app under test (buildApp option), so the lookup itself is measured.',
    'The floor is node:http + better-sqlite3: parse the body, validate the phone, the app\'s SQL as one prepared statement, the same JSON. "check CPU/req over the floor" is the figure to compare between commits: CPU per request moves far less with the neighbours\' load than requests per second, though single loads on a shared host still vary; compare several runs.',
    "(b') answers (b)'s constant body to (a)'s client: autocannon shares the cores and builds a new random-body request each time, so it prices what the client alone costs the check's requests per second; CPU µs/req is the server's own.",
    "(s), (s-parcels) and (s-check): the server-rendered search (made-up phones: nothing found, as a crowd sends them; then phones with parcels) and the check, on one app process serving a build (rate limit off), 20 connections each, alternating; CPU µs/req is that process's own.",
    `(a), (f), (a-info), (b), (b'), (s), (s-parcels) and (s-check): medians of ${ROUNDS} alternating rounds. Machine: ${result.cores} cores, 1-minute load average ${result.loadAverage.toFixed(1)} at the end${busy}.`,
    `Mixed run details: ${result.mixed.errors} errors (of which ${result.mixed.timeouts} timeouts), ${result.mixed.non2xx} non-2xx.`,
    result.postgres.skipped
      ? `PostgreSQL case SKIPPED: ${result.postgres.reason}.`
      : `PostgreSQL: a fresh schema with the same parcels (filled in ${result.postgres.fillSeconds.toFixed(1)} s), pool of 10, dropped afterwards; the app and the PostgreSQL floor (node:http + pg, the same named statement) in ${ROUNDS} alternating rounds, medians, with the counter's look-up (a staff session) and a customer's own list (1,000 signed-in customers of the fill) in the same rounds; CPU µs/req counts Node only, not PostgreSQL's own work.`,
    '',
    formatTable(
      ['case', 'result', 'target', 'met'],
      result.rows.map((entry) => [entry.case, entry.result, entry.target, entry.met === null ? '' : entry.met ? 'yes' : 'NO']),
    ),
  ].join('\n');
}
