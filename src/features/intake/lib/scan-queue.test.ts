import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/http';
import { createScanQueue } from './scan-queue';

/** A save the test answers by hand: `pending` lists the inputs whose saves are running, in start order. */
function manualSaves() {
  const pending: Array<{ input: string; resolve: (value: string) => void; reject: (error: unknown) => void }> = [];
  const save = (input: string) => new Promise<string>((resolve, reject) => pending.push({ input, resolve, reject }));
  return { pending, save };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the scan queue', () => {
  it('saves one at a time in scan order, with a row per scan from the moment it is added', async () => {
    const { pending, save } = manualSaves();
    const settled: string[] = [];
    const queue = createScanQueue({ save, onSettled: (entry) => settled.push(`${entry.input}:${entry.state}`) });
    ['A', 'B', 'C'].forEach((code) => queue.add(code));
    expect(queue.entries().map((entry) => [entry.input, entry.state])).toEqual([
      ['C', 'waiting'],
      ['B', 'waiting'],
      ['A', 'saving'],
    ]);
    expect(pending.map((run) => run.input)).toEqual(['A']);

    pending[0]!.resolve('saved A');
    await flush();
    expect(pending.map((run) => run.input)).toEqual(['A', 'B']);
    pending[1]!.reject(new ApiError(409, 'taken'));
    await flush();
    pending[2]!.resolve('saved C');
    await flush();
    expect(settled).toEqual(['A:done', 'B:failed', 'C:done']);
    expect(queue.entries().map((entry) => entry.state)).toEqual(['done', 'failed', 'done']);
  });

  it('runs up to `concurrency` saves at once and sends a failed one again from its row', async () => {
    const { pending, save } = manualSaves();
    const queue = createScanQueue({ save, concurrency: 2 });
    ['A', 'B', 'C'].forEach((code) => queue.add(code));
    expect(pending.map((run) => run.input)).toEqual(['A', 'B']);
    pending[1]!.reject(new Error('network'));
    await flush();
    expect(pending.map((run) => run.input)).toEqual(['A', 'B', 'C']);

    const failed = queue.entries().find((entry) => entry.state === 'failed')!;
    expect(failed.state === 'failed' && failed.error.code).toBe(500);
    queue.retry(failed.id);
    expect(queue.entries().map((entry) => entry.input)).toEqual(['B', 'C', 'A']);
    pending[0]!.resolve('saved A');
    await flush();
    expect(pending.map((run) => run.input)).toEqual(['A', 'B', 'C', 'B']);
  });

  it('forgets finished rows on request, never a scan still waiting or saving', async () => {
    const { pending, save } = manualSaves();
    const queue = createScanQueue({ save });
    queue.add('A');
    queue.add('B');
    pending[0]!.resolve('saved A');
    await flush();
    queue.clearFinished();
    expect(queue.entries().map((entry) => entry.input)).toEqual(['B']);
    queue.forget(queue.entries()[0]!.id);
    expect(queue.entries().map((entry) => entry.input)).toEqual(['B']);
  });
});
