import { availableParallelism } from 'node:os';
import pLimit from 'p-limit';
import { PASSWORD_CHECK_MAX_WAIT_MS } from '../../contract/password-check';
import { HttpError, messages, tooManyRequests } from './http-error';

export interface PasswordHashingLimits {
  /** scrypt runs at once. Each takes a thread of libuv's pool (4 by default) and, at OWASP cost, 128 MiB. */
  concurrency: number;
  /** Runs (working or waiting) one client IP may have at once; more answer 429. */
  perIp: number;
  /** Runs waiting for a slot, over all IPs; more answer 503. Bounds how long any login waits. */
  maxWaiting: number;
  /** How long a run may wait for its slot; then it answers 503 and never runs (the PWA waits a little longer than this). */
  maxWaitMs: number;
}

/*
 * One flooding IP holds at most `perIp` places, so a login from anywhere else waits behind at most
 * that many runs plus its share of the others: about a second at OWASP cost on two cores.
 */
export const DEFAULT_PASSWORD_HASHING: PasswordHashingLimits = {
  concurrency: Math.min(4, availableParallelism()),
  perIp: 4,
  maxWaiting: 4 * Math.min(4, availableParallelism()),
  maxWaitMs: PASSWORD_CHECK_MAX_WAIT_MS,
};

/** Seconds a refused client is asked to wait: a few scrypt runs' time. */
const RETRY_AFTER_SECONDS = 2;

const queueFull = () => new HttpError(503, messages.passwordQueueFull, { 'retry-after': String(RETRY_AFTER_SECONDS) });

/**
 * Gives `start` up to `maxWaitMs` to begin: a run still waiting for its slot then is answered 503
 * at once, and, when its slot comes, is skipped (`stillWanted` says false) instead of run for no one.
 */
function withinWait<T>(maxWaitMs: number, start: (stillWanted: () => boolean) => Promise<T>): Promise<T> {
  let started = false;
  let gaveUp = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      if (started) return;
      gaveUp = true;
      reject(queueFull());
    }, maxWaitMs);
  });
  const run = start(() => {
    started = !gaveUp;
    return started;
  });
  // The skipped run's own refusal has no one listening.
  run.catch(() => undefined);
  return Promise.race([run, deadline]).finally(() => clearTimeout(timer));
}

/**
 * Every scrypt run (login, registration, password and phone change) goes through here, so no client
 * can keep the thread pool busy for everyone else.
 */
export function createPasswordHashingQueue(limits: PasswordHashingLimits) {
  const slots = pLimit(limits.concurrency);
  const perIp = new Map<string, number>();
  let inQueue = 0;

  return {
    /** Runs `work` when a slot is free; refuses at once (429 for this IP, 503 for everyone) when the queue is full. */
    async run<T>(ip: string, work: () => Promise<T>): Promise<T> {
      const mine = perIp.get(ip) ?? 0;
      const capacity = limits.concurrency + limits.maxWaiting;
      if (mine >= limits.perIp) throw tooManyRequests(RETRY_AFTER_SECONDS);
      // Fair across IPs: an IP already in the line may not take the last few places (an
      // IP's share, at most half the waiting line), so a few busy IPs cannot fill it and turn away
      // (503) a login from an IP that has none.
      const keptForNewcomers = Math.min(limits.perIp, Math.floor(limits.maxWaiting / 2));
      if (mine > 0 && inQueue >= capacity - keptForNewcomers) throw tooManyRequests(RETRY_AFTER_SECONDS);
      if (inQueue >= capacity) throw queueFull();
      perIp.set(ip, mine + 1);
      inQueue += 1;
      try {
        return await withinWait(limits.maxWaitMs, (stillWanted) => slots(() => (stillWanted() ? work() : Promise.reject(queueFull()))));
      } finally {
        inQueue -= 1;
        const left = (perIp.get(ip) ?? 1) - 1;
        if (left > 0) perIp.set(ip, left);
        else perIp.delete(ip);
      }
    },
  };
}
export type PasswordHashingQueue = ReturnType<typeof createPasswordHashingQueue>;
