import type { FastifyBaseLogger } from 'fastify';

/**
 * Work a route does after its answer has gone (a reset code's account look-up, issue and
 * send), so how long the work takes says nothing to the caller. Each piece starts on the next turn
 * of the event loop, after the answer was written; a failure is logged, never thrown. `settled`
 * waits for every piece: the app waits for it when closing, and tests before reading what was sent.
 */
export function createAfterAnswer(log: FastifyBaseLogger) {
  const pending = new Set<Promise<void>>();
  return {
    run(what: string, work: () => Promise<unknown>): void {
      const piece: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
        .then(work)
        .then(
          () => undefined,
          (error: unknown) => log.error({ err: error }, what),
        )
        .finally(() => pending.delete(piece));
      pending.add(piece);
    },
    async settled(): Promise<void> {
      while (pending.size > 0) await Promise.all([...pending]);
    },
  };
}
export type AfterAnswer = ReturnType<typeof createAfterAnswer>;
