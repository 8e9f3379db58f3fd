import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { pathToFileURL } from 'node:url';
import autocannon, { type Result } from 'autocannon';
import { createDatabase } from '../../server/db/database';
import { migrateToLatest } from '../../server/db/migrate';
import { benchPhone, benchTrackCode, fillParcels } from './lib/fill-parcels';
import { formatTable, median, type BenchRow } from './lib/table';

/** Issue 2's targets. */
export const API_TARGETS = { p99Ms: 20, ratio: 0.6, mixedErrors: 0 };

export interface LoadFigures {
  requestsPerSecond: number;
  p99Ms: number;
  errors: number;
  non2xx: number;
  timeouts: number;
  /** The server process's CPU time (user + system) per answered request; robust to a busy machine. */
  cpuUsPerRequest: number;
}

export interface ApiBenchOptions {
  parcels?: number;
  phones?: number;
  durationSeconds?: number;
}

export interface ApiBenchResult {
  parcels: number;
  phones: number;
  fillSeconds: number;
  durationSeconds: number;
  check: LoadFigures;
  bare: LoadFigures;
  /** A constant POST at the check's path, loaded by the check's own client (a random body per request). */
  barePost: LoadFigures;
  ratio: number;
  mixed: LoadFigures;
  /** The bare route at 500 connections: the tail latency the machine and autocannon add by themselves. */
  bareMixed: LoadFigures;
  /** The machine's 1-minute load average at the end: figures from a busy machine say little. */
  loadAverage: number;
  cores: number;
  rows: BenchRow[];
}

/** What a typical answer looks like (10 parcels): the bare route sends this, so the ratio prices the work, not the bytes. */
const BARE_BODY = {
  list: Array.from({ length: 10 }, (_, index) => ({
    trackCode: benchTrackCode(index),
    price: index * 500,
    status: 'SENT',
    updatedAt: new Date(Date.UTC(2026, 10, 1 + index)).toISOString(),
  })),
  total: 10,
};

const log = (line: string) => console.error(`[bench:api] ${line}`);

async function startBenchServer(args: string[]): Promise<{ url: string; child: ChildProcess }> {
  const child = spawn(process.execPath, ['--import', 'tsx', join(import.meta.dirname, 'lib', 'api-bench-server.ts'), ...args], {
    // tsx resolves from the working directory: the repository root, wherever the bench is called from.
    cwd: resolve(import.meta.dirname, '..', '..'),
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const lines = createInterface({ input: child.stdout! });
  for await (const line of lines) {
    const { port } = JSON.parse(line) as { port: number };
    return { url: `http://127.0.0.1:${port}`, child };
  }
  throw new Error(`bench server ${args[0]} exited before listening`);
}

async function stopBenchServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

const ROUNDS = 3;

function medianFigures(rounds: LoadFigures[]): LoadFigures {
  const pick = (key: keyof LoadFigures) => median(rounds.map((round) => round[key]));
  return {
    requestsPerSecond: pick('requestsPerSecond'),
    p99Ms: pick('p99Ms'),
    errors: pick('errors'),
    non2xx: pick('non2xx'),
    timeouts: pick('timeouts'),
    cpuUsPerRequest: pick('cpuUsPerRequest'),
  };
}

/** User + system CPU of a process in µs, from Linux's /proc (clock ticks of 10 ms); NaN elsewhere. */
function processCpuUs(pid: number | undefined): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return (Number(fields[11]) + Number(fields[12])) * 10_000;
  } catch {
    return Number.NaN;
  }
}

/** Runs one load and charges the server's CPU time over it to the requests answered. */
async function measured(server: ChildProcess, load: () => Promise<Result>): Promise<LoadFigures> {
  const cpuBefore = processCpuUs(server.pid);
  const result = await load();
  const cpuUs = processCpuUs(server.pid) - cpuBefore;
  return {
    requestsPerSecond: result.requests.average,
    p99Ms: result.latency.p99,
    errors: result.errors,
    non2xx: result.non2xx,
    timeouts: result.timeouts,
    cpuUsPerRequest: cpuUs / Math.max(1, result.requests.total),
  };
}

const randomIndex = (size: number) => Math.floor(Math.random() * size);
const JSON_HEADERS = { 'content-type': 'application/json' };

function checkByPhone(url: string, phones: number, connections: number, duration: number) {
  return autocannon({
    url,
    connections,
    duration,
    requests: [
      {
        method: 'POST',
        path: '/api/package/check',
        headers: JSON_HEADERS,
        setupRequest: (request) => ({ ...request, body: JSON.stringify({ phone: benchPhone(randomIndex(phones)) }) }),
      },
    ],
  });
}

function checkMixed(url: string, parcels: number, phones: number, connections: number, duration: number) {
  return autocannon({
    url,
    connections,
    duration,
    // autocannon's default, said out loud: an answer slower than 10 s counts as an error.
    timeout: 10,
    requests: [
      {
        method: 'POST',
        path: '/api/package/check',
        headers: JSON_HEADERS,
        setupRequest: (request) => ({
          ...request,
          body: JSON.stringify(
            Math.random() < 0.5 ? { phone: benchPhone(randomIndex(phones)) } : { trackCode: benchTrackCode(randomIndex(parcels)) },
          ),
        }),
      },
    ],
  });
}

/**
 * Fills a fresh SQLite database with `parcels` parcels over `phones` phones, then load-tests the
 * public check by phone (100 connections), a bare Fastify route (same load) and a 500-connection
 * mix of phone and track-code lookups. The rate limit is off in the app under test. Each server
 * runs in its own process so autocannon does not steal its event loop.
 */
export async function runApiBench(options: ApiBenchOptions = {}): Promise<ApiBenchResult> {
  const parcels = options.parcels ?? 1_000_000;
  const phones = options.phones ?? 100_000;
  const duration = options.durationSeconds ?? 10;
  const workDir = mkdtempSync(join(tmpdir(), 'achaa-bench-api-'));
  const databasePath = join(workDir, 'bench.sqlite');
  const children: ChildProcess[] = [];
  try {
    const db = createDatabase({ kind: 'sqlite', path: databasePath });
    await migrateToLatest(db);
    await db.destroy();
    log(`filling ${parcels.toLocaleString('en-US')} parcels over ${phones.toLocaleString('en-US')} phones…`);
    const fillSeconds = fillParcels(databasePath, parcels, phones);
    log(`filled in ${fillSeconds.toFixed(1)} s`);

    const app = await startBenchServer(['app', databasePath]);
    children.push(app.child);
    const bare = await startBenchServer(['bare', JSON.stringify(BARE_BODY)]);
    children.push(bare.child);
    const barePost = await startBenchServer(['bare-post', JSON.stringify(BARE_BODY)]);
    children.push(barePost.child);

    log('warming up…');
    await checkByPhone(app.url, phones, 100, 2);
    await autocannon({ url: `${bare.url}/bare`, connections: 100, duration: 2 });
    await checkByPhone(barePost.url, phones, 100, 2);

    // (a) and (b) alternate in short rounds, so a burst of load from elsewhere on the machine
    // hits both sides of the ratio instead of one; each figure is the median over the rounds.
    const roundSeconds = Math.max(1, Math.round(duration / ROUNDS));
    const checkRounds: LoadFigures[] = [];
    const bareRounds: LoadFigures[] = [];
    const barePostRounds: LoadFigures[] = [];
    for (let round = 1; round <= ROUNDS; round += 1) {
      log(
        `round ${round}/${ROUNDS}: (a) POST /api/package/check by random phone, 100 connections, ${roundSeconds} s (rate limit disabled)`,
      );
      checkRounds.push(await measured(app.child, () => checkByPhone(app.url, phones, 100, roundSeconds)));
      log(`round ${round}/${ROUNDS}: (b) bare Fastify GET /bare with a constant 10-parcel JSON body, 100 connections, ${roundSeconds} s`);
      bareRounds.push(await measured(bare.child, () => autocannon({ url: `${bare.url}/bare`, connections: 100, duration: roundSeconds })));
      log(`round ${round}/${ROUNDS}: (b') bare Fastify POST with the same constant body, loaded by (a)'s client, ${roundSeconds} s`);
      barePostRounds.push(await measured(barePost.child, () => checkByPhone(barePost.url, phones, 100, roundSeconds)));
    }
    const check = medianFigures(checkRounds);
    const bareFigures = medianFigures(bareRounds);
    const barePostFigures = medianFigures(barePostRounds);
    log(`(c) 500 connections, half by phone, half by track code, ${duration} s`);
    const mixed = await measured(app.child, () => checkMixed(app.url, parcels, phones, 500, duration));
    log(`(c') for context, the bare route at 500 connections, ${duration} s: what the machine itself does at that load`);
    const bareMixed = await measured(bare.child, () => autocannon({ url: `${bare.url}/bare`, connections: 500, duration, timeout: 10 }));

    const ratio = check.requestsPerSecond / bareFigures.requestsPerSecond;
    const loadAverage = loadavg()[0] ?? 0;
    const result = {
      parcels,
      phones,
      fillSeconds,
      durationSeconds: duration,
      check,
      bare: bareFigures,
      barePost: barePostFigures,
      ratio,
      mixed,
      bareMixed,
      loadAverage,
      cores: availableParallelism(),
    };
    return { ...result, rows: apiRows(result) };
  } finally {
    await Promise.all(children.map(stopBenchServer));
    rmSync(workDir, { recursive: true, force: true });
  }
}

const rps = (value: number) => `${Math.round(value).toLocaleString('en-US')} req/s`;
const ms = (value: number) => `${value.toFixed(1)} ms`;
const cpu = (load: LoadFigures) => (Number.isNaN(load.cpuUsPerRequest) ? '' : `, ${Math.round(load.cpuUsPerRequest)} µs CPU/req`);
// autocannon's `errors` already counts the timeouts among them.
const failures = (load: LoadFigures) => load.errors + load.non2xx;

export function apiRows(result: Omit<ApiBenchResult, 'rows'>): BenchRow[] {
  return [
    {
      bench: 'api',
      case: 'check by phone (100 conn)',
      result: `${rps(result.check.requestsPerSecond)}${cpu(result.check)}`,
      target: '',
      met: null,
    },
    {
      bench: 'api',
      case: 'check by phone p99',
      result: ms(result.check.p99Ms),
      target: `< ${API_TARGETS.p99Ms} ms`,
      met: result.check.p99Ms < API_TARGETS.p99Ms,
    },
    {
      bench: 'api',
      case: 'bare Fastify route (100 conn)',
      result: `${rps(result.bare.requestsPerSecond)}${cpu(result.bare)}`,
      target: '',
      met: null,
    },
    { bench: 'api', case: 'bare route p99', result: ms(result.bare.p99Ms), target: '', met: null },
    {
      bench: 'api',
      case: 'check / bare requests per second',
      result: `${Math.round(result.ratio * 100)}%`,
      target: `>= ${API_TARGETS.ratio * 100}%`,
      met: result.ratio >= API_TARGETS.ratio,
    },
    {
      bench: 'api',
      case: "bare POST, check's client (context)",
      result: `${rps(result.barePost.requestsPerSecond)}${cpu(result.barePost)}, ${Math.round((result.barePost.requestsPerSecond / result.bare.requestsPerSecond) * 100)}% of bare`,
      target: '',
      met: null,
    },
    {
      bench: 'api',
      case: 'mixed lookups (500 conn)',
      result: `${rps(result.mixed.requestsPerSecond)}, p99 ${ms(result.mixed.p99Ms)}${cpu(result.mixed)}`,
      target: '',
      met: null,
    },
    {
      bench: 'api',
      case: 'mixed: errors (incl. timeouts) + non-2xx',
      result: String(failures(result.mixed)),
      target: String(API_TARGETS.mixedErrors),
      met: failures(result.mixed) === API_TARGETS.mixedErrors,
    },
    {
      bench: 'api',
      case: 'bare route at 500 conn (context)',
      result: `${rps(result.bareMixed.requestsPerSecond)}, p99 ${ms(result.bareMixed.p99Ms)}, ${failures(result.bareMixed)} errors`,
      target: '',
      met: null,
    },
  ];
}

export function formatApiReport(result: ApiBenchResult): string {
  return [
    `API bench: ${result.parcels.toLocaleString('en-US')} parcels over ${result.phones.toLocaleString('en-US')} phones in SQLite (filled in ${result.fillSeconds.toFixed(1)} s), ${result.durationSeconds} s per load.`,
    'The parcel-check rate limit is DISABLED in the app under test (buildApp option), so the lookup itself is measured.',
    "(b') answers (b)'s constant body to (a)'s client: autocannon shares the cores and builds a new random-body request each time, so it prices what the client alone costs the check's requests per second; CPU µs/req is the server's own.",
    `(a), (b) and (b'): medians of ${ROUNDS} alternating rounds. Machine: ${result.cores} cores, 1-minute load average ${result.loadAverage.toFixed(1)} at the end${result.loadAverage > result.cores ? ' (busy: other work competed for the cores)' : ''}.`,
    `Mixed run details: ${result.mixed.errors} errors (of which ${result.mixed.timeouts} timeouts), ${result.mixed.non2xx} non-2xx.`,
    '',
    formatTable(
      ['case', 'result', 'target', 'met'],
      result.rows.map((row) => [row.case, row.result, row.target, row.met === null ? '' : row.met ? 'yes' : 'NO']),
    ),
  ].join('\n');
}

/** `BENCH_API_PARCELS`, `BENCH_API_PHONES` and `BENCH_API_DURATION` shrink the run for a quick look. */
export function apiBenchOptionsFromEnv(env: NodeJS.ProcessEnv = process.env): ApiBenchOptions {
  const number = (value: string | undefined) => (value && /^\d+$/.test(value) ? Number(value) : undefined);
  return {
    ...(number(env.BENCH_API_PARCELS) ? { parcels: number(env.BENCH_API_PARCELS) } : {}),
    ...(number(env.BENCH_API_PHONES) ? { phones: number(env.BENCH_API_PHONES) } : {}),
    ...(number(env.BENCH_API_DURATION) ? { durationSeconds: number(env.BENCH_API_DURATION) } : {}),
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const result = await runApiBench(apiBenchOptionsFromEnv());
  console.log(formatApiReport(result));
}
