export interface RepeatingTask {
  start(): void;
  /** Waits for a run in flight, then runs no more. */
  stop(): Promise<void>;
}

/**
 * Runs `run` at once, then again `intervalMs` after each run ends, until stopped. `run` gets a check
 * that turns false once stopping began, to end a long run early. A failed run goes to `onError` and
 * the next one tries again: a database hiccup must not end the server's background work. The timer
 * never keeps the process alive by itself.
 */
export function repeatingTask(
  intervalMs: number,
  run: (isRunning: () => boolean) => Promise<void>,
  onError: (error: unknown) => void,
): RepeatingTask {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let stopped = true;
  const isRunning = () => !stopped;

  const tick = () => {
    running = run(isRunning)
      .catch(onError)
      .finally(() => {
        if (!stopped) timer = setTimeout(tick, intervalMs).unref();
      });
  };

  return {
    start() {
      if (!stopped) return;
      stopped = false;
      tick();
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
