import { reasonMessages } from '@contract/reason-messages';
import type { FastifyBaseLogger } from 'fastify';
import { tooManyRequests } from '../../lib/http-error';
import { enforceWindow, type RateLimitConfig } from '../../lib/rate-limit/limits';
import type { RateLimitStore } from '../../lib/rate-limit/store';

/*
 * What keeps pre-registration from being a way to squat other people's codes or to probe which
 * codes exist: a daily allowance of new codes per account, and the public check's
 * per-IP budget for every answer that tells whether a code is someone else's.
 */

export function createPreRegisterLimits(store: RateLimitStore, limits: Pick<RateLimitConfig, 'preRegister' | 'parcelCheck'>) {
  return {
    /**
     * Counts one code against the account's day before it is written (one atomic step in the
     * store, so parallel requests cannot all slip under it); 429 PREREGISTER_DAILY_LIMIT beyond.
     * Answers the give-back for a request that created nothing (the own code again, a taken one).
     */
    async takeDailySlot(userId: number, log: FastifyBaseLogger): Promise<() => Promise<void>> {
      const key = `preregister:user:${userId}`;
      const { max, windowMs } = limits.preRegister;
      const { count, resetInMs } = await store.hit(key, windowMs);
      if (count > max) throw tooManyRequests(resetInMs / 1000, reasonMessages.PREREGISTER_DAILY_LIMIT(max), 'PREREGISTER_DAILY_LIMIT');
      return () => store.giveBack(key).catch((error: unknown) => log.warn({ err: error }, 'could not give back a pre-registration count'));
    },
    /** An answer that tells whether a code exists costs what a public check does (429 once the IP's budget is spent). */
    countAsCheck: (ip: string) => enforceWindow(store, `check:ip:${ip}`, limits.parcelCheck),
  };
}
