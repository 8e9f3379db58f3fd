/*
 * Why a request was refused, for a program to read: an error answer is `{code, message, reason?}`,
 * `message` for people (Mongolian, fit for a toast), `reason` for the PWA to branch on. Stable: a
 * reason is never renamed or reused for something else (add a new one instead). Without zod, so
 * any bundle may import it (`@contract/error-reasons`).
 *
 * The names are listed on their own, and what each means (for the API reference, /api/docs) apart:
 * the app's bundles import the names (src/lib/http.ts, on the home screen's first paint) and leave the
 * meanings out, which they could not if the list were derived from the meanings.
 */
export const ERROR_REASONS = [
  'TRACK_CODE_TAKEN',
  'PREREGISTERED_OTHER_PHONE',
  'PHONE_NEEDED',
  'PREREGISTERED_CONFIRM_PHONE',
  'PREREGISTER_DAILY_LIMIT',
  'MOVE_REFUSED',
  'CHANGED_MEANWHILE',
  'MOVE_NOT_UNDOABLE',
  'LOGIN_LOCKED',
  'ACCOUNT_DISABLED',
  'PRICES_FIRST',
  'CLAIM_DECIDED',
  'PARCEL_CLAIMED',
  'PAYMENT_PENDING',
  'SMS_BUDGET_SPENT',
  'SMS_ACCOUNT_DAILY_LIMIT',
  'SMS_PHONE_DAILY_LIMIT',
  'ADMIN_ONLY',
  'SMS_NOT_CONFIGURED',
  'CLAIM_DAILY_LIMIT',
  'UNCLAIMED_NOT_CLAIMED',
  'TRIP_NOT_LOADING',
  'TRIP_NOT_DEPARTED',
  'TRIP_NOT_ARRIVED',
  'NOT_MISSING',
  'NOT_READY',
  'HANDED_OVER',
  'IN_DELIVERY',
  'NOT_PRICED',
  'TWO_CUSTOMERS',
  'WRONG_AMOUNT',
  'UNDO_EXPIRED',
  'ALREADY_PAID',
  'IDEMPOTENCY_KEY_REUSED',
  'COMPANY_NOT_FOUND',
  'PHONE_TAKEN',
  'PHONE_IN_USE',
  'PHONE_NOT_VERIFIED',
  'STAFF_ONLY',
  'CROSS_SITE',
  'RATE_LIMITED',
  'CODE_REFUSED',
  'WRONG_PASSWORD',
  'TRACK_CODE_OF_ANOTHER',
  'NOT_REMOVABLE',
  'PHOTO_LIMIT',
  'CLAIM_EXISTS',
  'STAFF_CHANGE_REFUSED',
  'TRIP_EMPTY',
  'DELIVERY_MOVE_REFUSED',
  'DELIVERY_NOT_CANCELLABLE',
  'DELIVERY_CLOSED',
  'PAYMENT_NOT_OPEN',
  'NOT_PAID',
  'NOT_LATE_MONEY',
  'RECEIPT_NOT_RETRYABLE',
] as const;

export type ErrorReason = (typeof ERROR_REASONS)[number];

/** Each reason with what it means, for the API reference: one for every name above, and no other. */
export const REASON_MEANINGS = {
  TRACK_CODE_TAKEN: 'POST /api/staff/parcels: the code is registered already (and is not a pre-registration to take in).',
  PREREGISTERED_OTHER_PHONE: 'POST /api/staff/parcels, the CSV import: a customer pre-registered the code under another phone.',
  PHONE_NEEDED: "POST /api/staff/parcels: a new code needs the owner's phone.",
  PREREGISTERED_CONFIRM_PHONE:
    "POST /api/staff/parcels: a code a customer pre-registered, scanned without a phone. The message names the claimant's phone; staff check it against the box and send the scan again with it.",
  PREREGISTER_DAILY_LIMIT: '429 from POST /api/package: the account pre-registered its codes for the day.',
  MOVE_REFUSED: 'A status move the rule (contract/status-moves.ts) does not allow.',
  CHANGED_MEANWHILE: 'Another request moved the parcel (or the delivery request) between the read and the write: try again.',
  MOVE_NOT_UNDOABLE: "POST …/undo: not the caller's own last move within the undo window.",
  LOGIN_LOCKED: '429 from a login lock: the message already says how long to wait.',
  ACCOUNT_DISABLED:
    '403 from POST /api/auth/login: the password was right, and an admin has closed the account (said only after a right password).',
  PRICES_FIRST: 'The organisation has no prices yet: set them first (the storage rule lives beside them; a fee is computed from them).',
  CLAIM_DECIDED: 'Claims: the claim was decided already (approved or refused).',
  PARCEL_CLAIMED: 'Claims: the parcel was given to another claimant.',
  PAYMENT_PENDING:
    'An online invoice (QPay) for the parcel is open: no second invoice, no cash and no door delivery until it is paid, cancelled or expired.',
  SMS_BUDGET_SPENT: "429 from POST /api/auth/phone/code: the company's SMS budget for the hour or the day is spent (SMS_BUDGET_HOUR/DAY).",
  SMS_ACCOUNT_DAILY_LIMIT: '429 from POST /api/auth/phone/code: the signed-in account asked for its codes of the day.',
  SMS_PHONE_DAILY_LIMIT:
    '429 from POST /api/auth/phone/code: the phone was sent its codes of the day (by other requesters than its own account).',
  ADMIN_ONLY: "403: only an admin may do this (a staff member's session is refused).",
  SMS_NOT_CONFIGURED:
    '503 from POST /api/staff/customers/{phone}/password-reset: no SMS provider, so the code could not reach the customer.',
  CLAIM_DAILY_LIMIT: '429 from POST /api/package/unclaimed/{trackCode}/claim: the account claimed its parcels of the day.',
  UNCLAIMED_NOT_CLAIMED: 'POST /api/staff/counter/handovers: an unclaimed parcel (no phone) is claimed and approved first.',
  TRIP_NOT_LOADING: 'Trips: the trip is no longer loading (it left, arrived, was closed or cancelled).',
  TRIP_NOT_DEPARTED: 'Trips: the trip has not left (or was cancelled), so it cannot arrive.',
  TRIP_NOT_ARRIVED: 'Trips: the trip has not arrived, so it cannot be unloaded or closed.',
  NOT_MISSING: 'POST …/missing/{trackCode}/lost: the parcel is not missing from this closed trip, or was resolved already.',
  NOT_READY: 'The parcel is not waiting at Ulaanbaatar (not arrived, another status, or removed).',
  HANDED_OVER: 'The parcel was handed over already.',
  IN_DELIVERY: 'The parcel is in an open door-delivery request.',
  NOT_PRICED: 'The parcel has no fee yet: enter its weight and size, or a fee, first.',
  TWO_CUSTOMERS: 'One handover, invoice or delivery request holds the parcels of one customer (phone) only.',
  WRONG_AMOUNT:
    'The amount taken does not fit what is due (cash below the total, card or transfer not equal, a door collection not equal).',
  UNDO_EXPIRED: "The handover's undo window is over (or it was not the caller's own).",
  ALREADY_PAID: 'POST /api/staff/payments/{id}/cancel: QPay says the invoice was paid meanwhile; the payment is recorded instead.',
  IDEMPOTENCY_KEY_REUSED: 'The `Idempotency-Key` was used before with another body.',
  COMPANY_NOT_FOUND: 'GET /api/ebarimt/company: the tax authority knows no company under that register number or TIN.',
  PHONE_TAKEN: 'Registration, a new staff account: an account with this phone exists.',
  PHONE_IN_USE: 'PUT /api/auth/user/{id}: the new phone belongs to another account or to parcels.',
  PHONE_NOT_VERIFIED: "403: the account has not proved its phone yet, and the call shows, delivers or pays that phone's parcels.",
  STAFF_ONLY: "403: only staff (or an admin) may do this; a customer's session is refused.",
  CROSS_SITE: '403: a write from another site (Sec-Fetch-Site cross-site, or a foreign Origin).',
  RATE_LIMITED: '429: too many requests from this client or account in the window: wait `Retry-After` seconds.',
  CODE_REFUSED: '400: the phone code is wrong, spent or expired (the message says which, and whether to ask for a new one).',
  WRONG_PASSWORD: '400: the current password given to confirm a change is wrong.',
  TRACK_CODE_OF_ANOTHER: 'POST /api/package: the code is registered to another phone (whose is not said).',
  NOT_REMOVABLE: "DELETE /api/package/{trackCode}: only the customer's own pre-registered code not yet received may be removed.",
  PHOTO_LIMIT: 'POST /api/staff/parcels/{trackCode}/photos: the parcel has its most photos.',
  CLAIM_EXISTS: 'POST /api/package/unclaimed/{trackCode}/claim: the caller claimed this parcel already.',
  STAFF_CHANGE_REFUSED:
    'PATCH /api/admin/staff/{id}: an admin may not demote or disable themselves, nor the last admin (the message says which).',
  TRIP_EMPTY: 'POST /api/staff/trips/{id}/depart: nothing is loaded on the trip.',
  DELIVERY_MOVE_REFUSED: 'PATCH /api/staff/delivery/{id}: not the next step of the request (REQUESTED → OUT_FOR_DELIVERY → DONE).',
  DELIVERY_NOT_CANCELLABLE: 'DELETE /api/delivery/{id}: the request is out for delivery or closed.',
  DELIVERY_CLOSED: 'POST /api/payments with a deliveryId: the request was delivered or closed.',
  PAYMENT_NOT_OPEN: 'The invoice is not open (paid, cancelled or expired) for what was asked.',
  NOT_PAID: 'POST /api/staff/payments/{id}/refund: only a paid online payment (still held at QPay) is refunded.',
  NOT_LATE_MONEY:
    'POST /api/staff/payments/{id}/keep: only money received for a closed invoice, neither refunded nor kept yet, is kept as credit.',
  RECEIPT_NOT_RETRYABLE: 'An e-barimt is issued again only when it failed (or its return failed).',
} as const satisfies Record<ErrorReason, string>;

export const isErrorReason = (value: unknown): value is ErrorReason =>
  typeof value === 'string' && (ERROR_REASONS as readonly string[]).includes(value);
