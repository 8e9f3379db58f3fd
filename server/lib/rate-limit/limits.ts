import { tooManyRequests } from '../http-error';
import type { RateLimitStore } from './store';

export interface WindowLimit {
  max: number;
  windowMs: number;
}

export interface LoginLimit {
  /** Failures for one phone within `windowMs` before that phone is locked for `lockMs`. */
  maxFailuresPerPhone: number;
  /** Failures from one IP (over any phones) before that IP is locked for `lockMs`. */
  maxFailuresPerIp: number;
  windowMs: number;
  lockMs: number;
}

export interface RateLimitConfig {
  login: LoginLimit;
  /** `false` turns the limit off: only the benchmark does that, to measure the lookup itself. */
  parcelCheck: WindowLimit | false;
  register: WindowLimit | false;
}

export const DEFAULT_RATE_LIMITS: RateLimitConfig = {
  login: { maxFailuresPerPhone: 5, maxFailuresPerIp: 30, windowMs: 15 * 60_000, lockMs: 15 * 60_000 },
  parcelCheck: { max: 60, windowMs: 60_000 },
  // Mobile carriers put many customers behind one IP (CGNAT): generous enough for them, not for a bot.
  register: { max: 30, windowMs: 60 * 60_000 },
};

const minutes = (ms: number) => Math.max(1, Math.ceil(ms / 60_000));
const lockedMessage = (ms: number) => `Хэт олон удаа буруу оролдлоо. ${minutes(ms)} минутын дараа дахин оролдоно уу`;

/** Throws 429 with Retry-After once `key` has had `limit.max` hits in the window. */
export async function enforceWindow(store: RateLimitStore, key: string, limit: WindowLimit | false): Promise<void> {
  if (!limit) return;
  const { count, resetInMs } = await store.hit(key, limit.windowMs);
  if (count > limit.max) throw tooManyRequests(resetInMs / 1000);
}

export function createLoginGuard(store: RateLimitStore, limit: LoginLimit) {
  const keys = (ip: string, phone: string) => ({
    ipFailures: `login:fail:ip:${ip}`,
    phoneFailures: `login:fail:phone:${phone}`,
    ipLock: `login:lock:ip:${ip}`,
    phoneLock: `login:lock:phone:${phone}`,
  });

  return {
    /** Refuses before any password is checked, so a locked phone cannot be guessed at all. */
    async assertNotLocked(ip: string, phone: string): Promise<void> {
      const { ipLock, phoneLock } = keys(ip, phone);
      const [byIp, byPhone] = await Promise.all([store.peek(ipLock), store.peek(phoneLock)]);
      const longest = Math.max(byIp?.resetInMs ?? 0, byPhone?.resetInMs ?? 0);
      if (longest > 0) throw tooManyRequests(longest / 1000, lockedMessage(longest));
    },
    async recordFailure(ip: string, phone: string): Promise<void> {
      const k = keys(ip, phone);
      const [byIp, byPhone] = await Promise.all([store.hit(k.ipFailures, limit.windowMs), store.hit(k.phoneFailures, limit.windowMs)]);
      if (byPhone.count >= limit.maxFailuresPerPhone) {
        await store.hit(k.phoneLock, limit.lockMs);
        await store.reset(k.phoneFailures);
      }
      if (byIp.count >= limit.maxFailuresPerIp) {
        await store.hit(k.ipLock, limit.lockMs);
        await store.reset(k.ipFailures);
      }
    },
    async recordSuccess(phone: string): Promise<void> {
      await store.reset(keys('', phone).phoneFailures);
    },
  };
}
export type LoginGuard = ReturnType<typeof createLoginGuard>;
