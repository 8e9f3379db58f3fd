import { PHONE_CODES_PER_HOUR } from '@contract/phone-code';
import { reasonMessages } from '@contract/reason-messages';
import type { FastifyBaseLogger } from 'fastify';
import { HttpError, messages, tooManyRequests } from '../http-error';
import { RateLimitStoreUnavailable, type RateLimitStore } from './store';

export interface WindowLimit {
  max: number;
  windowMs: number;
}

export interface LoginLimit {
  /** Password checks for one phone (or one device cookie) within `windowMs` before it is locked for `lockMs`. */
  maxFailuresPerPhone: number;
  /** Password checks from one IP (over any phones) before that IP is locked for `lockMs`. */
  maxFailuresPerIp: number;
  /**
   * Every password check from one IP, right or wrong, within `windowMs`: a right password
   * gives the failure count back, so without this one real account let an IP run unlimited hashes.
   */
  maxChecksPerIp?: number;
  windowMs: number;
  lockMs: number;
}

export interface RateLimitConfig {
  login: LoginLimit;
  /** `false` turns the limit off: only the benchmark does that, to measure the lookup itself. */
  parcelCheck: WindowLimit | false;
  register: WindowLimit | false;
  /** Codes one account may pre-register (POST /api/package) per window (3,000 in 25 s were squatted). */
  preRegister: WindowLimit;
  /**
   * One-time codes: codes asked per requester (a signed-in account, else the client's
   * network) and phone, per phone a day over every requester (never the phone's own account), per
   * network, per signed-in account a day; and code checks per network.
   */
  phoneCodes: {
    perRequesterAndPhone: WindowLimit;
    perPhoneDay: WindowLimit;
    perIp: WindowLimit;
    perAccountDay: WindowLimit;
    checksPerIp: WindowLimit;
  };
  /** Searches and claims of unclaimed parcels, per account and per IP: a code's end is guessed, not listed. */
  unclaimed: { perUser: WindowLimit; perIp: WindowLimit };
  /** Intake photos one staff account uploads: a station's busiest pace, not a script filling the store. */
  photoUploads: WindowLimit;
}

export const DEFAULT_RATE_LIMITS: RateLimitConfig = {
  login: { maxFailuresPerPhone: 5, maxFailuresPerIp: 30, maxChecksPerIp: 100, windowMs: 15 * 60_000, lockMs: 15 * 60_000 },
  parcelCheck: { max: 60, windowMs: 60_000 },
  // Mobile carriers put many customers behind one IP (CGNAT): generous enough for them, not for a bot.
  register: { max: 30, windowMs: 60 * 60_000 },
  // More than a busy shopper orders in a day; far fewer than squatting other people's codes needs.
  preRegister: { max: 50, windowMs: 24 * 60 * 60_000 },
  // Three codes per requester and phone an hour, ten per phone a day whoever asks (three strangers
  // cannot spend it; the phone's own account is never stopped by it), five a day per account; an IP
  // (a carrier NAT too) may ask for a few phones.
  phoneCodes: {
    perRequesterAndPhone: { max: PHONE_CODES_PER_HOUR, windowMs: 60 * 60_000 },
    perPhoneDay: { max: 10, windowMs: 24 * 60 * 60_000 },
    perIp: { max: 20, windowMs: 60 * 60_000 },
    perAccountDay: { max: 5, windowMs: 24 * 60 * 60_000 },
    checksPerIp: { max: 30, windowMs: 15 * 60_000 },
  },
  unclaimed: { perUser: { max: 20, windowMs: 60 * 60_000 }, perIp: { max: 60, windowMs: 60 * 60_000 } },
  // A parcel every 5 s with a photo each, for ten minutes; a retake now and then on top.
  photoUploads: { max: 150, windowMs: 10 * 60_000 },
};

/** Throws 429 with Retry-After once `key` has had `limit.max` hits in the window. */
export async function enforceWindow(store: RateLimitStore, key: string, limit: WindowLimit | false): Promise<void> {
  if (!limit) return;
  const { count, resetInMs } = await store.hit(key, limit.windowMs);
  if (count > limit.max) throw tooManyRequests(resetInMs / 1000);
}

/** Whose password is being checked, and from where. */
export interface PasswordCheckSubject {
  /** Where from: `clientNetworkKey` of the request's IP (an IPv6 client's /64). */
  client: string;
  phone: string;
  /**
   * The id of a valid device cookie of this phone's account (a browser that signed in before):
   * its checks count in that device's own bucket, so the phone's lock does not keep it out.
   */
  device?: string;
}

/** One counted password check, settled once its result is known. */
export interface PasswordCheckTicket {
  /** The password was right: the phone's (or device's) count is forgotten, the IP's attempt given back. */
  succeeded(): Promise<void>;
  /** The check never ran (refused by the hashing queue): every count it took is given back. */
  notEvaluated(): Promise<void>;
}

interface Bucket {
  key: string;
  max: number;
  /** What a right password does: wipe the bucket (the phone's failures), give its attempt back (the IP's failures), or keep it (every check). */
  onSuccess: 'forget' | 'give-back' | 'keep';
}

export function createLoginGuard(store: RateLimitStore, limit: LoginLimit) {
  const everyCheck = (client: string): Bucket[] =>
    limit.maxChecksPerIp ? [{ key: `login:ip-checks:${client}`, max: limit.maxChecksPerIp, onSuccess: 'keep' }] : [];
  const bucketsOf = ({ client, phone, device }: PasswordCheckSubject): Bucket[] =>
    device
      ? [...everyCheck(client), { key: `login:device:${device}`, max: limit.maxFailuresPerPhone, onSuccess: 'forget' }]
      : [
          ...everyCheck(client),
          { key: `login:ip:${client}`, max: limit.maxFailuresPerIp, onSuccess: 'give-back' },
          { key: `login:phone:${phone}`, max: limit.maxFailuresPerPhone, onSuccess: 'forget' },
        ];
  const quota = (bucket: Bucket) => ({ max: bucket.max, windowMs: limit.windowMs, lockMs: limit.lockMs });
  const giveBack = (buckets: Bucket[]) => Promise.all(buckets.map((bucket) => store.giveBack(bucket.key)));

  return {
    /**
     * Counts the check in each of its buckets before any password is looked at, and refuses it (429)
     * when one is spent: however many arrive at once, at most `max` per bucket are ever evaluated.
     * A store that cannot count fails closed (503), since an uncounted check would be a free guess.
     */
    async begin(subject: PasswordCheckSubject, log: FastifyBaseLogger): Promise<PasswordCheckTicket> {
      const buckets = bucketsOf(subject);
      try {
        for (const [index, bucket] of buckets.entries()) {
          const { count, resetInMs } = await store.take(bucket.key, quota(bucket));
          if (count > bucket.max) {
            // Refused here, so the buckets counted before this one did not see a check either.
            await giveBack(buckets.slice(0, index));
            // One line, no stack: a refusal is the limit working, not a fault.
            log.info({ client: subject.client, limit: bucket.key.split(':')[1] }, 'login refused: too many password checks');
            throw tooManyRequests(resetInMs / 1000, reasonMessages.LOGIN_LOCKED(resetInMs), 'LOGIN_LOCKED');
          }
        }
      } catch (error) {
        if (error instanceof RateLimitStoreUnavailable) {
          log.error({ err: error.cause }, 'login refused: the rate-limit store does not answer');
          throw new HttpError(503, messages.loginUnavailable, { 'retry-after': '10' });
        }
        throw error;
      }
      // The answer is already decided when these run: a store failure now is logged, not the user's problem.
      const settle = (work: Promise<unknown>) =>
        work.then(
          () => undefined,
          (error: unknown) => log.warn({ err: error }, 'could not settle a login attempt count'),
        );
      return {
        succeeded: () =>
          settle(
            Promise.all(
              buckets.map((bucket) => {
                if (bucket.onSuccess === 'forget') return store.reset(bucket.key);
                return bucket.onSuccess === 'give-back' ? store.giveBack(bucket.key) : undefined;
              }),
            ),
          ),
        notEvaluated: () => settle(giveBack(buckets)),
      };
    },
  };
}
export type LoginGuard = ReturnType<typeof createLoginGuard>;
