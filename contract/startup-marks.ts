/**
 * User-timing marks the app sets while it starts (src/main.tsx), so a trace can
 * tell module evaluation, hydration and the app's own start-up apart (test/bench/lib/startup-trace.ts).
 */
export const STARTUP_MARKS = {
  /** The first line of src/main.tsx: every module of the first script graph has been evaluated. */
  start: 'achaa:start',
  /** Just before the first render or hydration is started. */
  hydrate: 'achaa:hydrate',
} as const;
