import type { Browser, Page } from 'playwright-core';
import { STARTUP_MARKS } from '../../../contract/startup-marks';
import { formatTable, median } from './table';

/**
 * Where the main thread goes while a page starts, from a Chromium trace (the DevTools timeline's
 * events) taken at a 4× slower CPU, Lighthouse's mobile setting:
 * - **module evaluation**: compiling and running the modules of the page's first script graph
 *   (`v8.compileModule`, `v8.evaluateModule`) up to the first line of src/main.tsx;
 * - **hydration**: from the `hydrate` mark (src/main.tsx calls hydrateRoot; contract/startup-marks.ts)
 *   to the end of that task, then every task of React's scheduler: hydrating inside a transition
 *   renders in slices, the parts behind Suspense boundaries after the first commit, and the
 *   re-renders the start-up asks for are React's render and commit work too;
 * - **our start-up**: the rest of the page's own work after src/main.tsx begins (its body, route
 *   chunks and their loaders, effects, the chunks deferred to idle, the persisted cache's restore).
 * Per part: its main-thread time, and its blocking time as Lighthouse counts it (each task's time
 * beyond 50 ms, shared among the parts in the task by their time in it).
 */
const START_MARK = STARTUP_MARKS.start;
const HYDRATE_MARK = STARTUP_MARKS.hydrate;

export const STARTUP_PARTS = ['module evaluation', 'hydration', 'our start-up'] as const;
export type StartupPart = (typeof STARTUP_PARTS)[number];

export interface PartFigures {
  /** Main-thread time spent on this part (ms, at the slowed CPU). */
  busyMs: number;
  /** Its share of the blocking time (each task's time beyond 50 ms). */
  blockingMs: number;
  /** The longest task this part ran in. */
  longestTaskMs: number;
}

export interface StartupTrace {
  parts: Record<StartupPart, PartFigures>;
  /** Tasks of 50 ms or more after the first paint, in ms. */
  longTasksMs: number[];
  /** Σ(task − 50 ms) over every task after the first contentful paint, all causes. */
  blockingMs: number;
}

interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; data?: { frame?: string; url?: string; lineNumber?: number; columnNumber?: number } };
}

const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8.execute',
  'v8',
  'blink.user_timing',
  'loading',
  'toplevel',
];

/** One visit of `url` in `page`, traced; resolves once the page is idle after its deferred work. */
export async function traceStartup(browser: Browser, page: Page, url: string): Promise<StartupTrace> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await browser.startTracing(page, { categories: CATEGORIES });
  let buffer: Buffer;
  try {
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForLoadState('networkidle');
    // Two idle periods: the work deferred to idle (src/lib/when-idle.ts) and what it starts.
    await page.evaluate(`(async () => {
      const idle = () => new Promise((resolve) => requestIdleCallback(() => resolve(), { timeout: 5000 }));
      await idle();
      await idle();
    })()`);
  } finally {
    buffer = await browser.stopTracing();
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 }).catch(() => undefined);
    await cdp.detach().catch(() => undefined);
  }
  return analyseTrace((JSON.parse(buffer.toString('utf8')) as { traceEvents: TraceEvent[] }).traceEvents);
}

/** Splits the renderer's main-thread tasks after the first paint into the three parts. */
export function analyseTrace(events: TraceEvent[]): StartupTrace {
  const mark = (name: string) => events.find((event) => event.cat.includes('blink.user_timing') && event.name === name);
  const start = mark(START_MARK);
  if (!start) throw new Error(`the trace has no ${START_MARK} mark: is this build's src/main.tsx marking its start?`);
  const { pid, tid } = mainThreadOf(events, start);
  const onMain = events.filter((event) => event.pid === pid && event.tid === tid && event.ph === 'X' && event.dur !== undefined);
  const paint = events.find((event) => event.name === 'firstContentfulPaint' && event.pid === pid);
  const paintAt = paint?.ts ?? 0;
  const hydrateAt = mark(HYDRATE_MARK)?.ts ?? Infinity;
  const reactWork = schedulerCalls(onMain, hydrateAt);
  const tasks = topLevel(onMain.filter((event) => TASK_EVENTS.has(event.name))).filter((task) =>
    onMain.some((event) => SCRIPT_EVENTS.has(event.name) && within(event, task)),
  );
  const moduleWork = onMain.filter((event) => /^v8\.(compileModule|evaluateModule)$/.test(event.name) && event.ts < start.ts);
  const parts = Object.fromEntries(STARTUP_PARTS.map((part) => [part, { busyMs: 0, blockingMs: 0, longestTaskMs: 0 }])) as Record<
    StartupPart,
    PartFigures
  >;
  const longTasksMs: number[] = [];
  let blockingMs = 0;
  for (const task of tasks) {
    const taskEnd = task.ts + (task.dur as number);
    const taskMs = (task.dur as number) / 1000;
    if (taskEnd < start.ts && !moduleWork.some((work) => within(work, task))) continue;
    const moduleMs = overlapMs(moduleWork, task.ts, taskEnd, start.ts);
    const hydrationMs =
      task.ts <= hydrateAt && hydrateAt < taskEnd ? (taskEnd - hydrateAt) / 1000 : overlapMs(reactWork, task.ts, taskEnd, Infinity);
    const ownMs = Math.max(0, taskEnd - Math.max(task.ts, start.ts)) / 1000 - hydrationMs;
    const busy: Record<StartupPart, number> = { 'module evaluation': moduleMs, hydration: hydrationMs, 'our start-up': ownMs };
    const total = moduleMs + hydrationMs + ownMs;
    if (total === 0) continue;
    const afterPaint = task.ts >= paintAt;
    const blocking = afterPaint ? Math.max(0, taskMs - 50) : 0;
    if (afterPaint && taskMs >= 50) longTasksMs.push(Math.round(taskMs));
    blockingMs += blocking;
    for (const part of STARTUP_PARTS) {
      if (busy[part] <= 0) continue;
      parts[part].busyMs += busy[part];
      parts[part].blockingMs += (blocking * busy[part]) / total;
      parts[part].longestTaskMs = Math.max(parts[part].longestTaskMs, taskMs);
    }
  }
  return { parts, longTasksMs, blockingMs };
}

/**
 * React's scheduler tasks after hydration began: the framework function called most (by time) from
 * then on is the scheduler's work loop (performWorkUntilDeadline), which renders and commits.
 */
function schedulerCalls(onMain: TraceEvent[], hydrateAt: number): TraceEvent[] {
  const calls = onMain.filter((event) => event.name === 'FunctionCall' && event.ts >= hydrateAt && /framework/.test(frameOf(event)));
  const totals = new Map<string, number>();
  for (const call of calls) totals.set(frameOf(call), (totals.get(frameOf(call)) ?? 0) + (call.dur as number));
  const scheduler = [...totals].sort((a, b) => b[1] - a[1])[0]?.[0];
  return calls.filter((call) => frameOf(call) === scheduler);
}

function frameOf(event: TraceEvent): string {
  const data = event.args?.data;
  return data ? `${data.url ?? ''}:${data.lineNumber ?? ''}:${data.columnNumber ?? ''}` : '';
}

/** Tasks as the scheduler runs them (names vary by Chromium version); only those that ran script are the page's. */
const TASK_EVENTS = new Set(['RunTask', 'ThreadControllerImpl::RunTask', 'ThreadControllerImpl::DoWork']);
const SCRIPT_EVENTS = new Set([
  'FunctionCall',
  'EvaluateScript',
  'v8.evaluateModule',
  'v8.compileModule',
  'TimerFire',
  'FireAnimationFrame',
  'FireIdleCallback',
  'EventDispatch',
  'RunMicrotasks',
  'v8.run',
]);

/** Drops tasks nested inside another (the scheduler's events wrap one another). */
function topLevel(tasks: TraceEvent[]): TraceEvent[] {
  const sorted = [...tasks].sort((a, b) => a.ts - b.ts || (b.dur as number) - (a.dur as number));
  const kept: TraceEvent[] = [];
  for (const task of sorted) {
    const last = kept[kept.length - 1];
    if (last && within(task, last)) continue;
    kept.push(task);
  }
  return kept;
}

function mainThreadOf(events: TraceEvent[], start: TraceEvent): { pid: number; tid: number } {
  // The mark is recorded on the renderer's main thread of the page that ran src/main.tsx.
  const named = events.find(
    (event) => event.pid === start.pid && event.ph === 'M' && event.name === 'thread_name' && event.args?.name === 'CrRendererMain',
  );
  return { pid: start.pid, tid: named?.tid ?? start.tid };
}

function within(inner: TraceEvent, outer: TraceEvent): boolean {
  return inner.ts >= outer.ts && inner.ts < outer.ts + (outer.dur as number);
}

/** Time (ms) of `work` events inside [from, to), counted only before `until`; nested events counted once. */
function overlapMs(work: TraceEvent[], from: number, to: number, until: number): number {
  let covered = 0;
  let reach = from;
  for (const event of work) {
    const begin = Math.max(event.ts, reach, from);
    const end = Math.min(event.ts + (event.dur as number), to, until);
    if (end > begin) {
      covered += end - begin;
      reach = end;
    }
  }
  return covered / 1000;
}

/** The median of each figure over several traces of one page. */
export function medianTrace(traces: StartupTrace[]): StartupTrace {
  const part = (name: StartupPart): PartFigures => ({
    busyMs: median(traces.map((trace) => trace.parts[name].busyMs)),
    blockingMs: median(traces.map((trace) => trace.parts[name].blockingMs)),
    longestTaskMs: median(traces.map((trace) => trace.parts[name].longestTaskMs)),
  });
  const middle = [...traces].sort((a, b) => a.blockingMs - b.blockingMs)[Math.floor(traces.length / 2)] as StartupTrace;
  return {
    parts: Object.fromEntries(STARTUP_PARTS.map((name) => [name, part(name)])) as Record<StartupPart, PartFigures>,
    longTasksMs: middle.longTasksMs,
    blockingMs: median(traces.map((trace) => trace.blockingMs)),
  };
}

/** One row per page and visit: each part's time, blocking time and longest task. */
export function startupTable(rows: { label: string; trace: StartupTrace }[]): string {
  const cell = (figures: PartFigures) =>
    `${Math.round(figures.busyMs)} ms (blocking ${Math.round(figures.blockingMs)}, longest task ${Math.round(figures.longestTaskMs)})`;
  return formatTable(
    ['page, visit', ...STARTUP_PARTS, 'blocking after paint', 'tasks ≥ 50 ms after paint'],
    rows.map(({ label, trace }) => [
      label,
      ...STARTUP_PARTS.map((part) => cell(trace.parts[part])),
      `${Math.round(trace.blockingMs)} ms`,
      trace.longTasksMs.join(', ') || 'none',
    ]),
  );
}
