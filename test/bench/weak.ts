import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Browser, BrowserContext } from 'playwright-core';
import { launchBrowser } from '../e2e/support/chromium';
import { builtPwa } from '../e2e/support/run-command';
import { startServer, type RunningServer } from '../e2e/support/test-server';
import { formatTable, median, type BenchRow } from './lib/table';
import { marksScript, pretendServiceWorker, type VisitMode } from './lib/weak-marks';
import { printAndKeep } from './lib/bench-results';
import { buildFloorApp, serveFloorApp } from './lib/floor-app';
import { captureStaticCopy, type StaticCopyServer } from './lib/static-copy';

/**
 * A weak link, as rural Mongolia's mobile networks often are: 400 ms round trip, 400 kbit/s both ways, and a CPU four times
 * slower than this machine's (a cheap Android phone).
 */
export const WEAK_LINK = { latencyMs: 400, kbitPerSecond: 400, cpuSlowdown: 4 } as const;

/** The targets for `/` on that link, and for the answer to a search tapped at first paint. */
export const WEAK_TARGETS = {
  firstPaintMs: 1500,
  usableFirstMs: 3000,
  usableRepeatMs: 1000,
  earlyAnswerFirstMs: 2500,
  /** The repeat visit, its shell from the service worker, answers within one round trip for the data and a little. */
  earlyAnswerRepeatMs: 1500,
} as const;

export interface VisitFigures {
  /** first-contentful-paint, from navigation start. */
  firstPaintMs: number;
  /** The search box exists and React's handlers are on it (the app has started), from navigation start. */
  usableMs: number;
  /**
   * A visitor who types a phone number and taps Хайх the moment the search box is painted: when the
   * answer is on screen, from navigation start, as the page's early-input guard has it
   * (contract/early-input-script.ts: the browser's own submit on a first visit, answered by the
   * server; held for the app on a repeat visit).
   */
  earlyAnswerMs: number;
  /** The same tap the other way at that moment: held for the app on a first visit, the browser's own submit on a repeat one. */
  otherWayMs: number;
}

/** The floor app's visit: its page paints, then its link carries React's props. */
export type FloorFigures = Pick<VisitFigures, 'firstPaintMs' | 'usableMs'>;

export interface WeakBenchResult {
  first: VisitFigures & { scriptFailsMs: number };
  repeat: VisitFigures;
  /**
   * The floor in the same runs (test/bench/lib/floor-app.ts): an empty React + TanStack Router +
   * Query app served as our home screen's static copy with its scripts held to the paint as ours
   * are, on the same link. What it cannot do, the framework alone cannot do on this link. It has no
   * service worker: its repeat visit asks for its page again and finds its scripts in the HTTP cache.
   */
  floor: { first: FloorFigures; repeat: FloorFigures };
  runs: number;
  serviceWorkerActive: boolean;
  machine: string;
  rows: BenchRow[];
}

interface MarkedWindow {
  __searchUsable: Promise<number>;
  __earlyAnswer: Promise<number>;
  __firstPaint: Promise<number>;
  /** Whether the tap came before the app had the form (else the app answered it, whatever the guard). */
  __tappedBeforeApp?: boolean;
}

type VisitOptions = {
  mode: VisitMode;
  /** What the early-input guard is made to see (else the truth): 'hold' a worker in charge, 'submit' none. */
  guard?: 'hold' | 'submit';
  /** The app's entry script fails to load (a dropped link). */
  scriptFails?: boolean;
  /** The tap loads the page of the answer (the browser's own submit). */
  navigates?: boolean;
  /** What marks the page usable when it carries React's props (the floor's link), else our search field. */
  usableSelector?: string;
};

/** The floor app's one link (test/bench/floor-app/main.tsx), hydrated when the framework has started. */
const FLOOR_USABLE_SELECTOR = '#root a';

type Figures = { firstPaintMs?: number; usableMs?: number; earlyAnswerMs?: number; tappedBeforeApp?: boolean };

async function visit(context: BrowserContext, baseUrl: string, options: VisitOptions): Promise<Figures> {
  const page = await context.newPage();
  try {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    const bytesPerSecond = (WEAK_LINK.kbitPerSecond * 1000) / 8;
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: WEAK_LINK.latencyMs,
      downloadThroughput: bytesPerSecond,
      uploadThroughput: bytesPerSecond,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: WEAK_LINK.cpuSlowdown });
    await page.addInitScript(marksScript(options.mode, options.usableSelector));
    if (options.guard) await page.addInitScript(pretendServiceWorker(options.guard === 'hold'));
    if (options.scriptFails) await page.route(/\/assets\/index-[\w-]+\.js$/, (route) => route.abort('connectionreset'));
    const read = () =>
      page.evaluate(async (tapped) => {
        const marks = window as unknown as MarkedWindow;
        const earlyAnswerMs = tapped ? await marks.__earlyAnswer : undefined;
        // The page the tap loaded: only its answer counts (the first page's paint is another visit's).
        if (new URLSearchParams(location.search).has('phone')) return { earlyAnswerMs };
        const [firstPaintMs, usableMs] = await Promise.all([marks.__firstPaint, marks.__searchUsable]);
        return { firstPaintMs, usableMs, earlyAnswerMs, tappedBeforeApp: marks.__tappedBeforeApp };
      }, options.mode === 'tap');
    if (!options.navigates) {
      await page.goto(`${baseUrl}/`, { waitUntil: 'load', timeout: 60_000 });
      return await read();
    }
    await page.goto(`${baseUrl}/`, { waitUntil: 'commit', timeout: 60_000 });
    try {
      // Ends with the page (the tap loaded the answer's), or answers here: the app had taken the form first.
      const here = await read();
      if (here.tappedBeforeApp === false) return {};
      return here;
    } catch {
      await page.waitForURL((url) => url.searchParams.has('phone'), { waitUntil: 'load', timeout: 60_000 });
      return await read();
    }
  } finally {
    await page.close();
  }
}

/** After a first visit: wait (unthrottled) until the service worker is active, as a visitor who stayed a moment. */
async function waitForServiceWorker(context: BrowserContext, baseUrl: string): Promise<boolean> {
  const page = await context.newPage();
  try {
    await page.goto(`${baseUrl}/`);
    return await page.evaluate(() =>
      Promise.race([navigator.serviceWorker.ready.then(() => true), new Promise<boolean>((done) => setTimeout(() => done(false), 20_000))]),
    );
  } finally {
    await page.close();
  }
}

/**
 * Builds the PWA (or takes `distDir`), serves it from the production server over a fresh database,
 * and opens `/` in Chromium on the weak link `runs` times, each in a fresh profile: a first visit,
 * then (service worker installed) a repeat visit; and the floor app's first and repeat visit beside
 * them in each run. Medians are reported.
 */
export async function runWeakBench(options: { runs?: number; distDir?: string } = {}): Promise<WeakBenchResult> {
  const runs = options.runs ?? 3;
  const workDir = mkdtempSync(join(tmpdir(), 'achaa-bench-weak-'));
  let server: RunningServer | undefined;
  let browser: Browser | undefined;
  let floorServer: StaticCopyServer | undefined;
  try {
    const distDir = builtPwa(workDir, options.distDir);
    server = await startServer({ DATABASE_PATH: join(workDir, 'bench.sqlite'), DATABASE_URL: '', STATIC_DIR: distDir });
    browser = await launchBrowser();
    const suite = browser;
    const url = server.baseUrl;
    log('building the floor app');
    const floorDir = buildFloorApp(workDir);
    floorServer = await serveFloorApp(suite, floorDir, { page: await captureStaticCopy(suite, `${url}/`), assetsDir: distDir });
    const floorUrl = floorServer.url.replace(/\/$/, '');
    const newProfile = () => suite.newContext({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true, locale: 'mn-MN' });
    /** A first visit: a fresh profile each, so no service worker a visit before installed is in charge. */
    const firstVisit = async (options: Parameters<typeof visit>[2]) => {
      const context = await newProfile();
      try {
        return await visit(context, url, options);
      } finally {
        await context.close();
      }
    };
    const firsts: WeakBenchResult['first'][] = [];
    const repeats: VisitFigures[] = [];
    const floors: WeakBenchResult['floor'][] = [];
    let serviceWorkerActive = true;
    for (let run = 1; run <= runs; run += 1) {
      log(`run ${run}/${runs}: first visits (watched; tapped, the browser's submit; tapped, held; tapped, the app's script failing)`);
      const watched = await firstVisit({ mode: 'watch' });
      const submitted = await firstVisit({ mode: 'tap', navigates: true });
      const held = await firstVisit({ mode: 'tap', guard: 'hold' });
      const failing = await firstVisit({ mode: 'tap', scriptFails: true, navigates: true });
      firsts.push({
        firstPaintMs: watched.firstPaintMs!,
        usableMs: watched.usableMs!,
        earlyAnswerMs: submitted.earlyAnswerMs ?? Number.NaN,
        otherWayMs: held.earlyAnswerMs!,
        scriptFailsMs: failing.earlyAnswerMs!,
      });
      log(`run ${run}/${runs}: the floor app, a first visit and a repeat one`);
      const floorProfile = await newProfile();
      try {
        const floorVisit = () => visit(floorProfile, floorUrl, { mode: 'watch', usableSelector: FLOOR_USABLE_SELECTOR });
        const floorFirst = await floorVisit();
        const floorRepeat = await floorVisit();
        floors.push({
          first: { firstPaintMs: floorFirst.firstPaintMs!, usableMs: floorFirst.usableMs! },
          repeat: { firstPaintMs: floorRepeat.firstPaintMs!, usableMs: floorRepeat.usableMs! },
        });
      } finally {
        await floorProfile.close();
      }
      const context = await newProfile();
      try {
        serviceWorkerActive &&= await waitForServiceWorker(context, url);
        log(`run ${run}/${runs}: repeat visits (tapped, held; tapped, the browser's submit)`);
        const repeat = await visit(context, url, { mode: 'tap' });
        const repeatSubmitted = await visit(context, url, { mode: 'tap', guard: 'submit', navigates: true });
        if (repeatSubmitted.earlyAnswerMs === undefined)
          log(`run ${run}/${runs}: the app had the form before the tap; no figure for the browser's submit`);
        repeats.push({
          firstPaintMs: repeat.firstPaintMs!,
          usableMs: repeat.usableMs!,
          earlyAnswerMs: repeat.earlyAnswerMs!,
          otherWayMs: repeatSubmitted.earlyAnswerMs ?? Number.NaN,
        });
      } finally {
        await context.close();
      }
    }
    // A tap the app had already taken (it started before the first frame showed the field) has no figure for the browser's submit.
    const medianOf = <Figures extends object>(visits: Figures[], key: keyof Figures) =>
      median(visits.map((figures) => figures[key] as number).filter((value) => !Number.isNaN(value)));
    const summary = (visits: VisitFigures[]): VisitFigures => ({
      firstPaintMs: medianOf(visits, 'firstPaintMs'),
      usableMs: medianOf(visits, 'usableMs'),
      earlyAnswerMs: medianOf(visits, 'earlyAnswerMs'),
      otherWayMs: medianOf(visits, 'otherWayMs'),
    });
    const floorSummary = (visits: FloorFigures[]): FloorFigures => ({
      firstPaintMs: medianOf(visits, 'firstPaintMs'),
      usableMs: medianOf(visits, 'usableMs'),
    });
    const result = {
      first: { ...summary(firsts), scriptFailsMs: medianOf(firsts, 'scriptFailsMs') },
      repeat: summary(repeats),
      floor: { first: floorSummary(floors.map(({ first }) => first)), repeat: floorSummary(floors.map(({ repeat }) => repeat)) },
      runs,
      serviceWorkerActive,
      machine: `load average ${loadavg()[0]?.toFixed(2)} on ${availableParallelism()} cores`,
    };
    return { ...result, rows: weakRows(result) };
  } finally {
    await floorServer?.close();
    await browser?.close();
    await server?.stop();
    rmSync(workDir, { recursive: true, force: true });
  }
}

function weakRows(result: Omit<WeakBenchResult, 'rows'>): BenchRow[] {
  const repeatName = result.serviceWorkerActive ? 'repeat, SW warm' : 'repeat, no SW';
  const row = (name: string, ms: number, target?: number): BenchRow => ({
    bench: 'weak',
    case: `/ ${name}`,
    result: seconds(ms),
    target: target === undefined ? '' : `≤ ${seconds(target)}`,
    met: target === undefined ? null : ms <= target,
  });
  const { first, repeat, floor } = result;
  const floorRow = (name: string, floorMs: number, oursMs: number): BenchRow => ({
    bench: 'weak',
    case: `/ ${name}`,
    result: `${seconds(floorMs)} (ours ${ratio(oursMs, floorMs)})`,
    target: '',
    met: null,
  });
  return [
    row('first visit: first paint', first.firstPaintMs, WEAK_TARGETS.firstPaintMs),
    row('first visit: search box usable', first.usableMs, WEAK_TARGETS.usableFirstMs),
    floorRow('first visit: the floor app usable (the framework alone)', floor.first.usableMs, first.usableMs),
    row(
      "first visit: answer to a search tapped at first paint (the browser's submit, answered by the server)",
      first.earlyAnswerMs,
      WEAK_TARGETS.earlyAnswerFirstMs,
    ),
    row('first visit: the same tap held for the app', first.otherWayMs),
    row("first visit: the same tap, the app's script failing to load", first.scriptFailsMs),
    row(`${repeatName}: first paint`, repeat.firstPaintMs),
    row(`${repeatName}: search box usable`, repeat.usableMs, WEAK_TARGETS.usableRepeatMs),
    floorRow('repeat visit: the floor app usable (no SW, its page asked again)', floor.repeat.usableMs, repeat.usableMs),
    row(
      `${repeatName}: answer to a search tapped at first paint (held for the app)`,
      repeat.earlyAnswerMs,
      WEAK_TARGETS.earlyAnswerRepeatMs,
    ),
    row(`${repeatName}: the same tap as the browser's submit`, repeat.otherWayMs),
  ];
}

export function formatWeakReport(result: WeakBenchResult): string {
  const link = `${WEAK_LINK.latencyMs} ms RTT, ${WEAK_LINK.kbitPerSecond} kbit/s, ${WEAK_LINK.cpuSlowdown}× CPU`;
  const { first, repeat, floor } = result;
  const floorMisses = floor.first.usableMs > WEAK_TARGETS.usableFirstMs;
  return [
    `/ on a weak link (${link}), Chromium at 375 px; median of ${result.runs} run(s); ${result.machine}`,
    formatTable(
      ['visit', 'first paint', 'search box usable', 'answer to a tap at first paint', 'the tap the other way', "app's script failing"],
      [
        ['first', ...[first.firstPaintMs, first.usableMs, first.earlyAnswerMs, first.otherWayMs, first.scriptFailsMs].map(seconds)],
        [
          result.serviceWorkerActive ? 'repeat (SW)' : 'repeat (no SW)',
          ...[repeat.firstPaintMs, repeat.usableMs, repeat.earlyAnswerMs, repeat.otherWayMs].map(seconds),
          '',
        ],
        ['floor (first)', ...[floor.first.firstPaintMs, floor.first.usableMs].map(seconds), '', '', ''],
        ['floor (repeat, no SW)', ...[floor.repeat.firstPaintMs, floor.repeat.usableMs].map(seconds), '', '', ''],
      ],
    ),
    `The floor: an empty React + TanStack Router + Query app, served as this page's static copy with its scripts held to the paint as ours are, on the same link in the same runs. Ours over the floor: usable ${ratio(first.usableMs, floor.first.usableMs)} on a first visit, ${ratio(repeat.usableMs, floor.repeat.usableMs)} on a repeat visit (the floor's asks for its page again: it has no worker).`,
    floorMisses
      ? `The floor itself is usable at ${seconds(floor.first.usableMs)} on a first visit, past the ${seconds(WEAK_TARGETS.usableFirstMs)} target: on this link the framework alone cannot meet it (docs/quality.md, item 7).`
      : `The floor is usable within the first visit's target (${seconds(floor.first.usableMs)}).`,
    'The tap at first paint as the early-input guard sends it: the browser\'s own submit on a first visit (the server answers it), held for the app on a repeat visit; "the other way" is the same tap held on a first visit, submitted on a repeat one.',
    `Targets: first paint ≤ ${seconds(WEAK_TARGETS.firstPaintMs)}, usable ≤ ${seconds(WEAK_TARGETS.usableFirstMs)} first visit and ≤ ${seconds(WEAK_TARGETS.usableRepeatMs)} repeat, the answer to a tap at first paint ≤ ${seconds(WEAK_TARGETS.earlyAnswerFirstMs)} first visit and ≤ ${seconds(WEAK_TARGETS.earlyAnswerRepeatMs)} repeat.`,
  ].join('\n');
}

function ratio(ours: number, floor: number): string {
  return `${(ours / floor).toFixed(2)}×`;
}

function seconds(ms: number): string {
  return `${(ms / 1000).toFixed(2)} s`;
}

function log(message: string) {
  console.error(`[bench:weak] ${message}`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  const runs = Math.max(1, Number(process.env.BENCH_RUNS ?? 3) || 3);
  const result = await runWeakBench({ runs, distDir: process.env.BENCH_DIST || undefined });
  printAndKeep('weak', formatWeakReport(result));
}
