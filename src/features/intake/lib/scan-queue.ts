import { useLayoutEffect, useRef, useState, useSyncExternalStore } from 'react';
import { toApiError, type ApiError } from '@/lib/http';

/*
 * A barcode scanner types a whole code and Enter in a few milliseconds, faster than any save. So a
 * scan field never waits for the server: each Enter hands the code to a queue and the field is
 * emptied at once, ready for the next box. The queue saves in order (or a few at a time where the
 * saves do not touch each other) and keeps one entry per scan, so every scan gets its own row.
 */

export type ScanEntry<Input, Result> =
  | { id: number; input: Input; state: 'waiting' | 'saving' }
  | { id: number; input: Input; state: 'done'; result: Result }
  | { id: number; input: Input; state: 'failed'; error: ApiError };

export type SettledScan<Input, Result> = Extract<ScanEntry<Input, Result>, { state: 'done' | 'failed' }>;

export interface ScanQueueOptions<Input, Result> {
  save: (input: Input) => Promise<Result>;
  /** How many saves may run at once: 1 (the default) saves strictly in scan order. */
  concurrency?: number;
  /** Told of each save's outcome, after the entry has changed, with how many scans are still waiting or saving. */
  onSettled?: (entry: SettledScan<Input, Result>, unfinished: number) => void;
}

export interface ScanQueue<Input, Result> {
  /** Queues one scan; answers its entry's id. */
  add(input: Input): number;
  /** Newest first. The same array until something changes (a `useSyncExternalStore` snapshot). */
  entries(): readonly ScanEntry<Input, Result>[];
  subscribe(listener: () => void): () => void;
  /** Sends a failed scan again, in its own row. */
  retry(id: number): void;
  /** Changes what a saved scan shows (an undo taken back on the server). */
  setResult(id: number, result: Result): void;
  /** Shows a scan refused before any save (a code scanned twice in one run): its row, and nothing sent. */
  reject(input: Input, error: ApiError): number;
  /** Forgets one finished entry (a code scanned again takes its place). */
  forget(id: number): void;
  /** Forgets every finished entry; scans still waiting or saving stay. */
  clearFinished(): void;
}

export const isUnfinished = (entry: ScanEntry<unknown, unknown>) => entry.state === 'waiting' || entry.state === 'saving';

export function createScanQueue<Input, Result>({
  save,
  concurrency = 1,
  onSettled,
}: ScanQueueOptions<Input, Result>): ScanQueue<Input, Result> {
  let entries: readonly ScanEntry<Input, Result>[] = [];
  let nextId = 1;
  let running = 0;
  const listeners = new Set<() => void>();

  const replace = (entry: ScanEntry<Input, Result>) => {
    entries = entries.map((current) => (current.id === entry.id ? entry : current));
    listeners.forEach((listener) => listener());
  };

  /** The oldest waiting scan (entries are newest first). */
  const oldestWaiting = () => entries.findLast((entry) => entry.state === 'waiting');

  const pump = () => {
    for (let next = oldestWaiting(); next && running < concurrency; next = oldestWaiting()) {
      const { id, input } = next;
      running += 1;
      replace({ id, input, state: 'saving' });
      save(input)
        .then(
          (result): SettledScan<Input, Result> => ({ id, input, state: 'done', result }),
          (failure: unknown): SettledScan<Input, Result> => ({ id, input, state: 'failed', error: toApiError(failure) }),
        )
        .then((settled) => {
          running -= 1;
          // Cleared from the list meanwhile: the outcome is still reported, not shown.
          if (entries.some((entry) => entry.id === id)) replace(settled);
          onSettled?.(settled, entries.filter(isUnfinished).length);
          pump();
        });
    }
  };

  const add = (input: Input) => {
    const id = nextId++;
    entries = [{ id, input, state: 'waiting' }, ...entries];
    listeners.forEach((listener) => listener());
    pump();
    return id;
  };

  return {
    add,
    entries: () => entries,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    retry(id) {
      const entry = entries.find((candidate) => candidate.id === id);
      if (entry?.state !== 'failed') return;
      entries = entries.filter((candidate) => candidate.id !== id);
      add(entry.input);
    },
    reject(input, error) {
      const id = nextId++;
      entries = [{ id, input, state: 'failed', error }, ...entries];
      listeners.forEach((listener) => listener());
      return id;
    },
    setResult(id, result) {
      const entry = entries.find((candidate) => candidate.id === id);
      if (entry?.state === 'done') replace({ ...entry, result });
    },
    forget(id) {
      entries = entries.filter((entry) => entry.id !== id || isUnfinished(entry));
      listeners.forEach((listener) => listener());
    },
    clearFinished() {
      entries = entries.filter(isUnfinished);
      listeners.forEach((listener) => listener());
    },
  };
}

/**
 * A scan queue for one screen. The queue outlives a re-render and keeps saving after the screen is
 * left (a worker switching tabs mid-stream loses no scan); `save` and `onSettled` are always the
 * latest ones passed, while each scan is saved with the input it was queued with.
 */
export function useScanQueue<Input, Result>(options: ScanQueueOptions<Input, Result>) {
  const latest = useRef(options);
  useLayoutEffect(() => {
    latest.current = options;
  });
  const [queue] = useState(() =>
    createScanQueue<Input, Result>({
      save: (input) => latest.current.save(input),
      concurrency: options.concurrency,
      onSettled: (entry, unfinished) => latest.current.onSettled?.(entry, unfinished),
    }),
  );
  const entries = useSyncExternalStore(queue.subscribe, queue.entries, queue.entries);
  return {
    entries,
    add: queue.add,
    reject: queue.reject,
    retry: queue.retry,
    setResult: queue.setResult,
    forget: queue.forget,
    clearFinished: queue.clearFinished,
    /** Scans still waiting for, or in, their save. */
    unfinished: entries.filter(isUnfinished).length,
  };
}
