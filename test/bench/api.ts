import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createDatabase } from '../../server/db/database';
import { migrateToLatest } from '../../server/db/migrate';
import { builtPwa } from '../e2e/support/run-command';
import { apiRows, formatApiReport, ROUNDS, type ApiBenchResult } from './lib/api-report';
import {
  assertSameAnswers,
  bareGet,
  checkByPhone,
  checkMixed,
  measured,
  medianFigures,
  pageSearchByPhone,
  type LoadFigures,
} from './lib/api-load';
import { startBenchServer, stopBenchServer, type BenchProcess } from './lib/bench-process';
import { benchPhone, benchTrackCode, fillParcels } from './lib/fill-parcels';
import { runPostgresCheck } from './lib/postgres-check';
import { printAndKeep } from './lib/bench-results';

export { formatApiReport, type ApiBenchResult };

export interface ApiBenchOptions {
  parcels?: number;
  phones?: number;
  durationSeconds?: number;
  /** PostgreSQL server for the check on PostgreSQL; `off` skips that case. */
  postgresUrl?: string;
  /** A build to serve for the server-rendered search (BENCH_DIST); else one is built into the work folder. */
  distDir?: string;
}

/** Connections for the server-rendered search and the check it is compared with: a crowd of page loads, not of API calls. */
const PAGE_SEARCH_CONNECTIONS = 20;

export const DEFAULT_BENCH_POSTGRES_URL = 'postgres://root@127.0.0.1:5432/test';

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

/**
 * Fills a fresh SQLite database with `parcels` parcels over `phones` phones, then load-tests the
 * public check by phone (100 connections) side by side with the hand-written floor server, the
 * same app logging at info level, a bare Fastify route and a bare POST; then a 500-connection
 * mix of phone and track-code lookups; then the check on PostgreSQL. The server-rendered search
 * (`GET /?phone=`) is loaded side by side with the check on one process serving a build: its CPU per
 * request over the check's (at most 3×). The rate limit is off in the
 * app under test. Each server runs in its own process so autocannon does not steal its event loop.
 */
export async function runApiBench(options: ApiBenchOptions = {}): Promise<ApiBenchResult> {
  const parcels = options.parcels ?? 1_000_000;
  const phones = options.phones ?? 100_000;
  const duration = options.durationSeconds ?? 10;
  const workDir = mkdtempSync(join(tmpdir(), 'achaa-bench-api-'));
  const databasePath = join(workDir, 'bench.sqlite');
  const servers: BenchProcess[] = [];
  const start = async (args: string[], logName: string) => {
    const server = await startBenchServer(args, join(workDir, logName));
    servers.push(server);
    return server;
  };
  try {
    const { db } = createDatabase({ kind: 'sqlite', path: databasePath });
    await migrateToLatest(db);
    // The organisation the pages are rendered for (without one, the server serves the bare shell and renders no search).
    await db.insertInto('organizations').values({ name: 'Ачаа Карго', created_at: new Date().toISOString() }).execute();
    await db.destroy();
    log(`filling ${parcels.toLocaleString('en-US')} parcels over ${phones.toLocaleString('en-US')} phones…`);
    const fillSeconds = fillParcels(databasePath, parcels, phones);
    log(`filled in ${fillSeconds.toFixed(1)} s`);

    const app = await start(['app', 'warn', 'sqlite', databasePath], 'app-warn.log');
    const infoLog = join(workDir, 'app-info.log');
    const appInfo = await start(['app', 'info', 'sqlite', databasePath], 'app-info.log');
    const appMetrics = await start(['app', 'warn+metrics', 'sqlite', databasePath], 'app-metrics.log');
    const floor = await start(['floor', databasePath], 'floor.log');
    const bare = await start(['bare', JSON.stringify(BARE_BODY)], 'bare.log');
    log(
      options.distDir
        ? `serving the build in ${options.distDir}`
        : 'building the PWA for the server-rendered search (BENCH_DIST skips it)…',
    );
    const pages = await start(['app-pages', databasePath, builtPwa(workDir, options.distDir)], 'app-pages.log');
    const barePost = await start(['bare-post', JSON.stringify(BARE_BODY)], 'bare-post.log');

    await assertSameAnswers(app.url, floor.url, [0, Math.floor(phones / 2), phones - 1, phones + 1].map(benchPhone));
    log('warming up…');
    for (const server of [app, appInfo, appMetrics, floor, barePost]) await checkByPhone(server.url, phones, 100, 2);
    await bareGet(bare.url, 100, 2);
    await pageSearchByPhone(pages.url, phones, PAGE_SEARCH_CONNECTIONS, 2);

    // The loads alternate in short rounds, so a burst of load from elsewhere on the machine hits
    // every side of a comparison instead of one; each figure is the median over the rounds.
    const roundSeconds = Math.max(1, Math.round(duration / ROUNDS));
    const rounds = {
      check: [] as LoadFigures[],
      floor: [] as LoadFigures[],
      checkInfo: [] as LoadFigures[],
      checkMetrics: [] as LoadFigures[],
    };
    const bareRounds: LoadFigures[] = [];
    const barePostRounds: LoadFigures[] = [];
    const pageSearchRounds = { crowd: [] as LoadFigures[], parcels: [] as LoadFigures[], check: [] as LoadFigures[] };
    const infoLogBytesBefore = statSync(infoLog).size;
    for (let round = 1; round <= ROUNDS; round += 1) {
      const step = (name: string) => log(`round ${round}/${ROUNDS}: ${name}, 100 connections, ${roundSeconds} s`);
      step('(a) POST /api/package/check by random phone, warn-level log (rate limit disabled)');
      rounds.check.push(await measured(app.child, () => checkByPhone(app.url, phones, 100, roundSeconds)));
      step('(f) the floor: node:http + one prepared statement, same lookups');
      rounds.floor.push(await measured(floor.child, () => checkByPhone(floor.url, phones, 100, roundSeconds)));
      step('(a-info) the same check, info-level log (the default)');
      rounds.checkInfo.push(await measured(appInfo.child, () => checkByPhone(appInfo.url, phones, 100, roundSeconds)));
      step('(a-metrics) the same check, warn-level log, Prometheus metrics on (the default with npm start)');
      rounds.checkMetrics.push(await measured(appMetrics.child, () => checkByPhone(appMetrics.url, phones, 100, roundSeconds)));
      step('(b) bare Fastify GET /bare with a constant 10-parcel JSON body');
      bareRounds.push(await measured(bare.child, () => bareGet(bare.url, 100, roundSeconds)));
      step("(b') bare Fastify POST with the same constant body, loaded by (a)'s client");
      barePostRounds.push(await measured(barePost.child, () => checkByPhone(barePost.url, phones, 100, roundSeconds)));
      const pageStep = (name: string) =>
        log(
          `round ${round}/${ROUNDS}: ${name}, ${PAGE_SEARCH_CONNECTIONS} connections, ${roundSeconds} s, one app process serving the build`,
        );
      pageStep('(s) GET /?phone= by random made-up phone (nothing found: a crowd), the server-rendered search');
      pageSearchRounds.crowd.push(
        await measured(pages.child, () => pageSearchByPhone(pages.url, phones, PAGE_SEARCH_CONNECTIONS, roundSeconds, { unknown: true })),
      );
      pageStep('(s-parcels) GET /?phone= by random phone of the fill, its parcels rendered in');
      pageSearchRounds.parcels.push(
        await measured(pages.child, () => pageSearchByPhone(pages.url, phones, PAGE_SEARCH_CONNECTIONS, roundSeconds)),
      );
      pageStep('(s-check) POST /api/package/check by random phone on that same process');
      pageSearchRounds.check.push(
        await measured(pages.child, () => checkByPhone(pages.url, phones, PAGE_SEARCH_CONNECTIONS, roundSeconds)),
      );
    }
    const infoRequests = rounds.checkInfo.reduce((sum, figures) => sum + figures.requests, 0);
    const infoLogBytesPerRequest = (statSync(infoLog).size - infoLogBytesBefore) / Math.max(1, infoRequests);
    const check = medianFigures(rounds.check);
    const floorFigures = medianFigures(rounds.floor);
    const bareFigures = medianFigures(bareRounds);
    log(`(c) 500 connections, half by phone, half by track code, ${duration} s`);
    const mixed = await measured(app.child, () => checkMixed(app.url, parcels, phones, 500, duration));
    log(`(c') for context, the bare route at 500 connections, ${duration} s: what the machine itself does at that load`);
    const bareMixed = await measured(bare.child, () => bareGet(bare.url, 500, duration));
    await Promise.all(servers.splice(0).map((server) => stopBenchServer(server.child)));

    const postgresUrl = options.postgresUrl ?? DEFAULT_BENCH_POSTGRES_URL;
    const postgres =
      postgresUrl === 'off'
        ? { skipped: true as const, reason: 'BENCH_API_DATABASE_URL=off' }
        : await runPostgresCheck({ url: postgresUrl, parcels, phones, duration, rounds: ROUNDS, workDir });
    if (postgres.skipped) log(`(p) the check on PostgreSQL is SKIPPED: ${postgres.reason}`);

    const result = {
      parcels,
      phones,
      fillSeconds,
      durationSeconds: duration,
      check,
      checkInfo: medianFigures(rounds.checkInfo),
      checkMetrics: medianFigures(rounds.checkMetrics),
      infoLogBytesPerRequest,
      floor: floorFigures,
      cpuOverFloor: check.cpuUsPerRequest / floorFigures.cpuUsPerRequest,
      bare: bareFigures,
      barePost: medianFigures(barePostRounds),
      pageSearch: medianFigures(pageSearchRounds.crowd),
      pageSearchParcels: medianFigures(pageSearchRounds.parcels),
      pageSearchCheck: medianFigures(pageSearchRounds.check),
      ratio: check.requestsPerSecond / bareFigures.requestsPerSecond,
      mixed,
      bareMixed,
      postgres,
      loadAverage: loadavg()[0] ?? 0,
      cores: availableParallelism(),
    };
    return { ...result, rows: apiRows(result) };
  } finally {
    await Promise.all(servers.map((server) => stopBenchServer(server.child)));
    rmSync(workDir, { recursive: true, force: true });
  }
}

/**
 * `BENCH_API_PARCELS`, `BENCH_API_PHONES`, `BENCH_API_DURATION` shrink the run; `BENCH_API_DATABASE_URL` picks PostgreSQL;
 * `BENCH_DIST` serves an existing build (with its `_ssr/`) instead of building one.
 */
export function apiBenchOptionsFromEnv(env: NodeJS.ProcessEnv = process.env): ApiBenchOptions {
  const number = (value: string | undefined) => (value && /^\d+$/.test(value) ? Number(value) : undefined);
  return {
    ...(number(env.BENCH_API_PARCELS) ? { parcels: number(env.BENCH_API_PARCELS) } : {}),
    ...(number(env.BENCH_API_PHONES) ? { phones: number(env.BENCH_API_PHONES) } : {}),
    ...(number(env.BENCH_API_DURATION) ? { durationSeconds: number(env.BENCH_API_DURATION) } : {}),
    ...(env.BENCH_API_DATABASE_URL ? { postgresUrl: env.BENCH_API_DATABASE_URL } : {}),
    ...(env.BENCH_DIST ? { distDir: env.BENCH_DIST } : {}),
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const result = await runApiBench(apiBenchOptionsFromEnv());
  printAndKeep('api', formatApiReport(result));
}
