import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/http';
import { createQueryClient, retryDelay, shouldRetry, STALE_TIME_MS } from './query-client';

describe('query defaults', () => {
  it('waits 1 s before the first retry, doubling up to 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map(retryDelay)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
  });

  it('retries server and network failures three times', () => {
    const failure = new ApiError(500, 'Серверийн алдаа');
    expect([0, 1, 2, 3].map((count) => shouldRetry(count, failure))).toEqual([true, true, true, false]);
    expect(shouldRetry(0, new TypeError('Failed to fetch'))).toBe(true);
  });

  it('does not retry answers a retry cannot change, except timeouts and rate limits', () => {
    for (const code of [400, 401, 404, 409]) expect(shouldRetry(0, new ApiError(code, 'x')), String(code)).toBe(false);
    for (const code of [408, 429]) expect(shouldRetry(0, new ApiError(code, 'x')), String(code)).toBe(true);
  });

  it('keeps data fresh for 5 minutes', () => {
    const options = createQueryClient().getDefaultOptions().queries;
    expect(STALE_TIME_MS).toBe(300_000);
    expect(options?.staleTime).toBe(300_000);
    expect(options?.retryDelay).toBe(retryDelay);
  });
});
