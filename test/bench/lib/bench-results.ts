import { mkdirSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { join } from 'node:path';

/** Where the benches keep what they printed (ignored by git): one file per bench, the last run's. */
export const BENCH_RESULTS_DIR = 'bench-results';

/**
 * Prints a bench's report and keeps it in bench-results/<bench>.txt, headed by when and on what
 * it ran: the figures belong to this machine at that moment, so docs/quality.md keeps the method
 * and the targets, and the figures stay here.
 */
export function printAndKeep(bench: string, report: string): void {
  console.log(report);
  const heading = `${bench}, ${new Date().toISOString()}, load average ${loadavg()[0]?.toFixed(2)} on ${availableParallelism()} cores`;
  mkdirSync(BENCH_RESULTS_DIR, { recursive: true });
  writeFileSync(join(BENCH_RESULTS_DIR, `${bench}.txt`), `${heading}\n\n${report}\n`);
}
