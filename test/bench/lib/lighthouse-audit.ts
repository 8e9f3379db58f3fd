import lighthouse, { type Result } from 'lighthouse';
import { launchBenchChrome } from './chrome';
import { median } from './table';

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type Category = (typeof CATEGORIES)[number];

/** Category scores out of 100 (null when Lighthouse could not score it) and the three Web Vitals. */
export interface PageFigures {
  scores: Record<Category, number | null>;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Lighthouse's measure of this machine's speed at the time (about 1000+ on a quiet desktop). */
  benchmarkIndex: number;
  /** Audits that cost points, so a score under target says why. */
  findings: string[];
}

interface AuditOptions {
  categories?: readonly Category[];
}

/**
 * A first visit, `runs` times, each in a fresh Chrome (a new temporary profile: no service worker,
 * storage or cache), keeping the median of every figure. Resetting one profile between runs is not
 * enough: Lighthouse keeps local storage (our persisted query cache) by default, and clearing
 * everything while the previous run's service worker unregisters now and then lost the trace.
 */
export function auditFirstVisit(url: string, options: AuditOptions & { runs: number }): Promise<PageFigures> {
  return medianOfRuns(options.runs, async () => {
    const chrome = await launchBenchChrome();
    try {
      return await runLighthouse(url, { ...options, port: chrome.port });
    } finally {
      chrome.kill();
    }
  });
}

/** A repeat visit in the Chrome on `port`, with its service worker, caches and storage kept. */
export function auditRepeatVisit(url: string, options: AuditOptions & { runs: number; port: number }): Promise<PageFigures> {
  return medianOfRuns(options.runs, () => runLighthouse(url, options));
}

/** One Lighthouse 12 navigation with its default mobile emulation and simulated slow-4G throttling, storage kept as found. */
async function runLighthouse(url: string, options: AuditOptions & { port: number }): Promise<PageFigures> {
  const result = await lighthouse(url, {
    port: options.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: [...(options.categories ?? CATEGORIES)],
    disableStorageReset: true,
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const lhr = result.lhr;
  if (lhr.runtimeError) throw new LighthouseRunError(`Lighthouse on ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const numeric = (id: string) => {
    const value = lhr.audits[id]?.numericValue;
    if (value === undefined) throw new Error(`Lighthouse on ${url} measured no ${id}`);
    return value;
  };
  const score = (category: Category) => {
    const value = lhr.categories[category]?.score;
    return value === undefined || value === null ? null : Math.round(value * 100);
  };
  return {
    scores: {
      performance: score('performance'),
      accessibility: score('accessibility'),
      'best-practices': score('best-practices'),
      seo: score('seo'),
    },
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    benchmarkIndex: lhr.environment.benchmarkIndex,
    findings: [...lostPoints(lhr), ...lhr.runWarnings.map((warning) => `warning: ${warning}`)],
  };
}

class LighthouseRunError extends Error {}

/**
 * Runs `run` `runs` times and keeps the median of every figure (Lighthouse's advice for variance).
 * Now and then a trace is lost (NO_NAVSTART, NO_FCP), twice in a row once even on a quiet machine;
 * Lighthouse's advice is to run again, so such a run is tried up to three times.
 */
async function medianOfRuns(runs: number, run: () => Promise<PageFigures>): Promise<PageFigures> {
  const all: PageFigures[] = [];
  for (let index = 0; index < runs; index += 1) all.push(await withRetries(run, 3));
  const medianScore = (category: Category) => {
    const scores = all.map((figures) => figures.scores[category]).filter((value): value is number => value !== null);
    return scores.length > 0 ? median(scores) : null;
  };
  return {
    scores: {
      performance: medianScore('performance'),
      accessibility: medianScore('accessibility'),
      'best-practices': medianScore('best-practices'),
      seo: medianScore('seo'),
    },
    lcpMs: median(all.map((figures) => figures.lcpMs)),
    tbtMs: median(all.map((figures) => figures.tbtMs)),
    cls: median(all.map((figures) => figures.cls)),
    benchmarkIndex: median(all.map((figures) => figures.benchmarkIndex)),
    // The reasons of the run with the median performance score: one run's reasons read consistently.
    findings: (
      [...all].sort((a, b) => (a.scores.performance ?? 0) - (b.scores.performance ?? 0))[Math.floor(all.length / 2)] as PageFigures
    ).findings,
  };
}

/**
 * Weighted audits that scored below full marks (performance metrics below "good"), then the
 * opportunities and insights Lighthouse estimates to save at least 100 ms.
 */
function lostPoints(lhr: Result): string[] {
  const findings: string[] = [];
  for (const category of Object.values(lhr.categories)) {
    for (const ref of category.auditRefs) {
      const audit = lhr.audits[ref.id];
      if (!audit || audit.score === null || ref.weight === 0) continue;
      const threshold = category.id === 'performance' ? 0.9 : 1;
      if (audit.score < threshold)
        findings.push(`${category.id}: ${ref.id} ${audit.displayValue ?? ''} (score ${audit.score})`.replace(/\s+\(/, ' ('));
    }
  }
  for (const audit of Object.values(lhr.audits)) {
    const savings = audit.metricSavings?.LCP ?? (audit.details?.type === 'opportunity' ? audit.details.overallSavingsMs : 0) ?? 0;
    if (audit.score !== null && audit.score < 1 && savings >= 100)
      findings.push(`opportunity: ${audit.id} saves ~${Math.round(savings)} ms of LCP ${audit.displayValue ?? ''}`.trimEnd());
  }
  const bootup = lhr.audits['bootup-time'];
  if (bootup && bootup.score !== null && bootup.score < 1 && bootup.details?.type === 'table') {
    for (const item of bootup.details.items.slice(0, 3) as { url?: unknown; scripting?: unknown }[]) {
      if (typeof item.url === 'string' && typeof item.scripting === 'number') {
        findings.push(
          `main thread: ${new URL(item.url, lhr.finalDisplayedUrl).pathname} ${Math.round(item.scripting)} ms of script evaluation (simulated 4× slower CPU)`,
        );
      }
    }
  }
  return findings;
}

/** `run`, tried again after a lost trace, `attempts` times in all. */
async function withRetries(run: () => Promise<PageFigures>, attempts: number): Promise<PageFigures> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await run();
    } catch (error) {
      if (!(error instanceof LighthouseRunError) || attempt >= attempts) throw error;
      console.error(`[lighthouse] ${error.message}; running again (${attempt} of ${attempts - 1})`);
    }
  }
}
