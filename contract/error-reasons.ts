/*
 * Why a request was refused, for a program to read: an error answer is `{code, message, reason?}`,
 * `message` for people (Mongolian, fit for a toast), `reason` for the PWA to branch on. Stable: a
 * reason is never renamed or reused for something else (add a new one instead). Without zod, so
 * any bundle may import it (`@contract/error-reasons`).
 */
export const ERROR_REASONS = [
  /** POST /api/staff/parcels: the code is registered already (and is not a pre-registration to take in). */
  'TRACK_CODE_TAKEN',
  /** POST /api/staff/parcels, the CSV import: a customer pre-registered the code under another phone. */
  'PREREGISTERED_OTHER_PHONE',
  /** POST /api/staff/parcels: a new code needs the owner's phone. */
  'PHONE_NEEDED',
  /**
   * POST /api/staff/parcels: a code a customer pre-registered, scanned without a phone. The message
   * names the claimant's phone; staff check it against the box and send the scan again with it.
   */
  'PREREGISTERED_CONFIRM_PHONE',
  /** 429 from POST /api/package: the account pre-registered its codes for the day. */
  'PREREGISTER_DAILY_LIMIT',
  /** A status move the rule (contract/status-moves.ts) does not allow. */
  'MOVE_REFUSED',
  /** Another request moved the parcel (or the delivery request) between the read and the write: try again. */
  'CHANGED_MEANWHILE',
  /** POST …/undo: not the caller's own last move within the undo window. */
  'MOVE_NOT_UNDOABLE',
  /** 429 from a login lock: the message already says how long to wait. */
  'LOGIN_LOCKED',
  /** 403 from POST /api/auth/login: the password was right, and an admin has closed the account (said only after a right password). */
  'ACCOUNT_DISABLED',
  /** PUT /api/staff/storage-rule: the organisation has no prices yet, and the storage rule lives beside them. */
  'PRICES_FIRST',
  /** Claims (issue 27): the claim was decided already, or the parcel was given to another claimant. */
  'CLAIM_DECIDED',
  'PARCEL_CLAIMED',
  /** An online invoice (QPay) for the parcel is open: no second invoice, no cash and no door delivery until it is paid, cancelled or expired. */
  'PAYMENT_PENDING',
  /** 429 from POST /api/auth/phone/code (issue 33): the company's SMS budget for the hour or the day is spent (SMS_BUDGET_HOUR/DAY). */
  'SMS_BUDGET_SPENT',
  /** 429 from POST /api/auth/phone/code: the signed-in account asked for its codes of the day. */
  'SMS_ACCOUNT_DAILY_LIMIT',
  /** 429 from POST /api/auth/phone/code: the phone was sent its codes of the day (by other requesters than its own account). */
  'SMS_PHONE_DAILY_LIMIT',
  /** 403: only an admin may do this (a staff member's session is refused). */
  'ADMIN_ONLY',
  /** 503 from POST /api/staff/customers/{phone}/password-reset: no SMS provider, so the code could not reach the customer. */
  'SMS_NOT_CONFIGURED',
  /** 429 from POST /api/package/unclaimed/{trackCode}/claim: the account claimed its parcels of the day. */
  'CLAIM_DAILY_LIMIT',
  /** POST /api/staff/counter/handovers: an unclaimed parcel (no phone) is claimed and approved first. */
  'UNCLAIMED_NOT_CLAIMED',
  /** Trips (issue 37): the trip is not in the state the call needs (loading, on the road, arrived, closed). */
  'TRIP_NOT_LOADING',
  'TRIP_NOT_DEPARTED',
  'TRIP_NOT_ARRIVED',
  /** POST …/missing/{trackCode}/lost: the parcel is not missing from this closed trip, or was resolved already. */
  'NOT_MISSING',
  /*
   * The money paths (issue 34): the counter, online payment and door delivery refuse with these, and
   * the PWA branches on them, never on the message.
   */
  /** The parcel is not waiting at Ulaanbaatar (not arrived, another status, or removed). */
  'NOT_READY',
  /** The parcel was handed over already. */
  'HANDED_OVER',
  /** The parcel is in an open door-delivery request. */
  'IN_DELIVERY',
  /** The parcel has no fee yet: enter its weight and size, or a fee, first. */
  'NOT_PRICED',
  /** One handover, invoice or delivery request holds the parcels of one customer (phone) only. */
  'TWO_CUSTOMERS',
  /** The amount taken does not fit what is due (cash below the total, card or transfer not equal, a door collection not equal). */
  'WRONG_AMOUNT',
  /** The handover's undo window is over (or it was not the caller's own). */
  'UNDO_EXPIRED',
  /** POST /api/staff/payments/{id}/cancel: QPay says the invoice was paid meanwhile; the payment is recorded instead. */
  'ALREADY_PAID',
  /** The `Idempotency-Key` was used before with another body. */
  'IDEMPOTENCY_KEY_REUSED',
  /** GET /api/ebarimt/company: the tax authority knows no company under that register number or TIN. */
  'COMPANY_NOT_FOUND',
] as const;

export type ErrorReason = (typeof ERROR_REASONS)[number];

export const isErrorReason = (value: unknown): value is ErrorReason =>
  typeof value === 'string' && (ERROR_REASONS as readonly string[]).includes(value);
