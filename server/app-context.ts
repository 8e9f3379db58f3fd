import type { Db, OpenDatabase } from './db/database';
import type { UserRow } from './db/schema';
import type { LoginGuard, RateLimitConfig } from './lib/rate-limit/limits';
import type { RateLimitStore } from './lib/rate-limit/store';
import type { ScryptParams } from './lib/password';
import type { PasswordHashingQueue } from './lib/password-hashing-queue';
import type { DeviceCookies } from './modules/auth/device-cookie';
import type { PhoneCodes } from './modules/auth/phone-codes';
import type { SmsSender } from './modules/sms/sms-sender';
import type { SmsBudget } from './modules/sms/sms-budget';
import type { AfterAnswer } from './lib/after-answer';
import type { VapidKeys } from './modules/push/vapid-keys';
import type { ArrivalEstimates } from './modules/arrival/trip-times';
import type { PaymentContext } from './modules/payments/payment-settings';
import type { PhotoStore } from './modules/photos/photo-store';
import type { EbarimtContext } from './modules/ebarimt/ebarimt-context';

/** What routes need from the app, decorated once on the instance. */
export interface AppContext {
  /** The open database: `db` and `reads` below, and what the public lookups' fast path runs on. */
  database: OpenDatabase;
  /** Every write, and reads that must see the caller's own transaction. */
  db: Db;
  /** Reads that must not queue behind a write transaction (see OpenDatabase.reads). */
  reads: Db;
  organizationId: number;
  scryptParams: ScryptParams;
  sessionTtlMs: number;
  rateLimits: RateLimitConfig;
  rateLimitStore: RateLimitStore;
  loginGuard: LoginGuard;
  /** Every scrypt run waits its turn here (bounded per IP and overall). */
  passwordHashing: PasswordHashingQueue;
  deviceCookies: DeviceCookies;
  /** Resolves to a hash no password matches, for logins with unknown phones (same scrypt time). */
  decoyHash: () => Promise<string>;
  /** Web Push: the VAPID pair and the push services' origins a subscription may point at. */
  push: { vapid: VapidKeys; allowedOrigins: readonly string[] };
  /** One-time codes by SMS (or the log in development, or none: the counter), and the codes' store. */
  sms: SmsSender;
  phoneCodes: PhoneCodes;
  /** The company's SMS bill, shared by every instance (sms_budget), and the codes' counters on /metrics. */
  smsBudget: SmsBudget;
  /** Work done after the answer has gone (a reset code's look-up and send): the app waits for it when closing. */
  afterAnswer: AfterAnswer;
  /** Trip times from Erenhot to Ulaanbaatar for arrival estimates, recomputed at most hourly. */
  arrival: ArrivalEstimates;
  /** QPay when configured, and the e-barimt (docs/payments.md). */
  payments: PaymentContext;
  /** Where intake photos' files are kept (docs/intake.md): a folder or an S3 bucket. */
  photos: PhotoStore;
  /** The e-barimt outbox, PosAPI and the tax authority's lookups (server/modules/ebarimt). */
  ebarimt: EbarimtContext;
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
  interface FastifyRequest {
    /** Set by the `requireUser`/`requireStaff` onRequest hooks; null on public routes. */
    user: UserRow | null;
  }
}
