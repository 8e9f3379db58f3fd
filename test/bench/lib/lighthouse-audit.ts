import lighthouse, { type Result } from 'lighthouse';
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
  port: number;
  /** Keep the service worker, caches and storage from the previous visit (a repeat view). */
  warm?: boolean;
  categories?: readonly Category[];
}

/**
 * One Lighthouse 12 navigation with its default mobile emulation and simulated slow-4G throttling.
 * On a loaded machine the trace is now and then lost (NO_NAVSTART, NO_FCP); Lighthouse's own advice
 * is to run again, so a run that failed that way is retried once.
 */
export async function auditPage(url: string, options: AuditOptions): Promise<PageFigures> {
  try {
    return await auditPageOnce(url, options);
  } catch (error) {
    if (!(error instanceof LighthouseRunError)) throw error;
    console.error(`[lighthouse] ${error.message}; running once more`);
    return auditPageOnce(url, options);
  }
}

class LighthouseRunError extends Error {}

async function auditPageOnce(url: string, options: AuditOptions): Promise<PageFigures> {
  const result = await lighthouse(url, {
    port: options.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: [...(options.categories ?? CATEGORIES)],
    disableStorageReset: options.warm ?? false,
    // Lighthouse keeps local storage and IndexedDB by default; a first visit must not find the
    // persisted query cache of the previous page's run.
    clearStorageTypes: ['cookies', 'file_systems', 'indexeddb', 'local_storage', 'shader_cache', 'service_workers', 'cache_storage'],
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
    scores: { performance: score('performance'), accessibility: score('accessibility'), 'best-practices': score('best-practices'), seo: score('seo') },
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    benchmarkIndex: lhr.environment.benchmarkIndex,
    findings: [...lostPoints(lhr), ...lhr.runWarnings.map((warning) => `warning: ${warning}`)],
  };
}

/** Runs `auditPage` `runs` times and keeps the median of every figure (Lighthouse's own advice for variance). */
export async function auditPageMedian(url: string, options: AuditOptions & { runs: number }): Promise<PageFigures> {
  const all: PageFigures[] = [];
  for (let run = 0; run < options.runs; run += 1) all.push(await auditPage(url, options));
  const medianScore = (category: Category) => {
    const scores = all.map((figures) => figures.scores[category]).filter((value): value is number => value !== null);
    return scores.length > 0 ? median(scores) : null;
  };
  return {
    scores: { performance: medianScore('performance'), accessibility: medianScore('accessibility'), 'best-practices': medianScore('best-practices'), seo: medianScore('seo') },
    lcpMs: median(all.map((figures) => figures.lcpMs)),
    tbtMs: median(all.map((figures) => figures.tbtMs)),
    cls: median(all.map((figures) => figures.cls)),
    benchmarkIndex: median(all.map((figures) => figures.benchmarkIndex)),
    findings: [...new Set(all.flatMap((figures) => figures.findings))],
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
      if (audit.score < threshold) findings.push(`${category.id}: ${ref.id} ${audit.displayValue ?? ''} (score ${audit.score})`.replace(/\s+\(/, ' ('));
    }
  }
  for (const audit of Object.values(lhr.audits)) {
    const savings = audit.metricSavings?.LCP ?? (audit.details?.type === 'opportunity' ? audit.details.overallSavingsMs : 0) ?? 0;
    if (audit.score !== null && audit.score < 1 && savings >= 100) findings.push(`opportunity: ${audit.id} saves ~${Math.round(savings)} ms of LCP ${audit.displayValue ?? ''}`.trimEnd());
  }
  const bootup = lhr.audits['bootup-time'];
  if (bootup && bootup.score !== null && bootup.score < 1 && bootup.details?.type === 'table') {
    for (const item of bootup.details.items.slice(0, 3) as { url?: unknown; scripting?: unknown }[]) {
      if (typeof item.url === 'string' && typeof item.scripting === 'number') {
        findings.push(`main thread: ${new URL(item.url, lhr.finalDisplayedUrl).pathname} ${Math.round(item.scripting)} ms of script evaluation (simulated 4× slower CPU)`);
      }
    }
  }
  return findings;
}
