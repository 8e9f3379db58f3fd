import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { launchBrowser } from '../e2e/support/chromium';
import { builtPwa } from '../e2e/support/run-command';
import { startServer, type RunningServer } from '../e2e/support/test-server';
import type { Browser } from 'playwright-core';
import { buildFloorApp, serveFloorApp } from './lib/floor-app';
import { medianTrace, startupTable, traceStartup, type StartupTrace } from './lib/startup-trace';
import { captureStaticCopy, type StaticCopyServer } from './lib/static-copy';
import { printAndKeep } from './lib/bench-results';

const PAGES = ['/', '/calculate', '/address'] as const;

export interface StartupBenchRow {
  label: string;
  trace: StartupTrace;
}

/**
 * `npm run bench:startup`: each main screen traced at a 4× slower CPU, a first visit (a fresh
 * profile) and a repeat visit (the same profile, service worker in control), `runs` times each,
 * and the floor app (an empty React + TanStack Router + Query app built and hydrated the same way,
 * test/bench/floor-app) beside them; prints the median split of the main thread into module
 * evaluation, hydration and our start-up.
 */
export async function runStartupBench(options: { runs?: number; distDir?: string } = {}): Promise<StartupBenchRow[]> {
  const runs = options.runs ?? 3;
  const workDir = mkdtempSync(join(tmpdir(), 'achaa-bench-startup-'));
  let server: RunningServer | undefined;
  let floor: StaticCopyServer | undefined;
  const browser = await launchBrowser();
  try {
    const distDir = builtPwa(workDir, options.distDir);
    server = await startServer({ DATABASE_PATH: join(workDir, 'bench.sqlite'), DATABASE_URL: '', STATIC_DIR: distDir });
    const home = await captureStaticCopy(browser, server.baseUrl + '/');
    floor = await serveFloorApp(browser, buildFloorApp(workDir), { page: home, assetsDir: distDir });
    const rows: StartupBenchRow[] = [];
    for (const [label, url, serviceWorker] of [
      ['floor', floor.url, false],
      ...PAGES.map((path) => [path, (server as RunningServer).baseUrl + path, true] as const),
    ] as const) {
      const { first, repeat } = await traceVisits(browser, url, runs, serviceWorker);
      rows.push({ label: `${label} first`, trace: first }, { label: `${label} repeat${serviceWorker ? ' (SW)' : ''}`, trace: repeat });
    }
    return rows;
  } finally {
    await browser.close();
    await floor?.close();
    await server?.stop();
    rmSync(workDir, { recursive: true, force: true });
  }
}

/** `runs` pairs of visits, each pair in a fresh context: the first, then the repeat (with the service worker active when the page has one). */
async function traceVisits(browser: Browser, url: string, runs: number, serviceWorker: boolean) {
  const first: StartupTrace[] = [];
  const repeat: StartupTrace[] = [];
  for (let run = 0; run < runs; run += 1) {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });
    try {
      const page = await context.newPage();
      first.push(await traceStartup(browser, page, url));
      if (serviceWorker) await page.evaluate(() => navigator.serviceWorker.ready);
      repeat.push(await traceStartup(browser, page, url));
    } finally {
      await context.close();
    }
  }
  return { first: medianTrace(first), repeat: medianTrace(repeat) };
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  const runs = Math.max(1, Number(process.env.BENCH_RUNS ?? 3) || 3);
  const rows = await runStartupBench({ runs, distDir: process.env.BENCH_DIST || undefined });
  printAndKeep(
    'startup',
    `Main thread while each page starts, Chromium at 4× slower CPU, median of ${runs}; load average ${loadavg()[0]?.toFixed(2)} on ${availableParallelism()} cores\n${startupTable(rows)}`,
  );
}
