import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/http';
import { createQueryClient, retryDelay, shouldRetry, STALE_TIME_MS } from './query-client';

describe('query defaults', () => {
  it('retries quickly: after half a second', () => {
    expect(retryDelay()).toBe(500);
  });

  it('retries server errors and lost connections once', () => {
    for (const code of [500, 502, 503]) {
      const failure = new ApiError(code, 'Серверийн алдаа');
      expect(
        [0, 1].map((count) => shouldRetry(count, failure)),
        String(code),
      ).toEqual([true, false]);
    }
    // A fetch that never reached the server (TypeError) counts as a server failure.
    expect([0, 1].map((count) => shouldRetry(count, new TypeError('Failed to fetch')))).toEqual([true, false]);
  });

  it('never retries a 4xx: not a rate limit (429), not a timeout (408), not bad input or not found', () => {
    for (const code of [400, 401, 404, 408, 409, 429]) expect(shouldRetry(0, new ApiError(code, 'x')), String(code)).toBe(false);
  });

  it('keeps data fresh for 5 minutes', () => {
    const options = createQueryClient().getDefaultOptions().queries;
    expect(STALE_TIME_MS).toBe(300_000);
    expect(options?.staleTime).toBe(300_000);
    expect(options?.retryDelay).toBe(retryDelay);
  });
});
