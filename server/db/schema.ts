import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';
import type {
  AddressType,
  DeliveryState,
  EbarimtStatus,
  ParcelHistoryEvent,
  ParcelStatus,
  PaymentMethod,
  PaymentStatus,
  PriceSource,
  RecordState,
} from '@contract';

/**
 * Timestamps are ISO-8601 strings going in; PostgreSQL hands back Date objects (timestamptz) and
 * SQLite the stored text, so reads go through `toIso`.
 */
type Timestamp = ColumnType<Date | string, string, string>;

export const USER_ROLES = ['customer', 'staff', 'admin'] as const;
export type UserRole = (typeof USER_ROLES)[number];

export interface OrganizationTable {
  id: Generated<number>;
  name: string;
  created_at: Timestamp;
  /** Phones to call, comma separated in the order staff gave them ('' for none). */
  contact_phones: Generated<string>;
  chat_url: string | null;
}

/** An Ulaanbaatar place where customers collect parcels, in the order staff list them. */
export interface PickupPointTable {
  id: Generated<number>;
  organization_id: number;
  position: number;
  name: string;
  address: string;
  hours: string;
  map_url: string | null;
}

export interface WarehouseTable {
  id: Generated<number>;
  organization_id: number;
  name: string;
  address: string;
  phone: string;
  state: RecordState;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface CargoAddressTable {
  id: Generated<number>;
  warehouse_id: number;
  consignee: string;
  phone: string;
  region: string;
  address: string;
  zipcode: string | null;
  updated_at: Timestamp;
}

export interface PriceTable {
  organization_id: number;
  kg: number;
  m3: number;
  rate: number;
  updated_at: Timestamp;
  /** Days a parcel waits at Ulaanbaatar for free, then the daily fee (0: no storage fee). */
  storage_free_days: Generated<number>;
  storage_daily_fee: Generated<number>;
}

export interface UserTable {
  id: Generated<number>;
  phone: string;
  password_hash: string;
  first_name: string;
  last_name: string;
  email: string | null;
  role: UserRole;
  state: RecordState;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** Null until the account proves it owns its phone (SMS code, or staff at the counter): its parcels stay hidden until then. */
  phone_verified_at: ColumnType<Date | string | null, string | null | undefined, string | null>;
  /** The staff member who verified the phone at the counter; null for an SMS code. */
  phone_verified_by: ColumnType<number | null, number | null | undefined, number | null>;
  /** A staff account's warehouse (its dashboard and counter filter); null: all warehouses. */
  warehouse_id: ColumnType<number | null, number | null | undefined, number | null>;
}

export interface SessionTable {
  token_hash: string;
  user_id: number;
  created_at: Timestamp;
  expires_at: Timestamp;
}

export interface AddressTable {
  id: Generated<number>;
  user_id: number;
  type: AddressType;
  first_name: string;
  last_name: string;
  phone: string;
  city: string;
  district: string;
  subdistrict: string;
  note: string;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface ParcelTable {
  id: Generated<number>;
  track_code: string;
  phone: string;
  /** Null until staff know it (a customer's pre-registration has none). */
  price: number | null;
  status: ParcelStatus;
  state: RecordState;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** The customer's short note of what is inside. */
  note: ColumnType<string | null, string | null | undefined, string | null>;
  registered_by: ColumnType<ParcelRegistrant, ParcelRegistrant | undefined, ParcelRegistrant>;
  /** Measured on intake (kg, cm), null while not; the fee by the rule comes from them. */
  weight_kg: ColumnType<number | null, number | null | undefined, number | null>;
  width_cm: ColumnType<number | null, number | null | undefined, number | null>;
  height_cm: ColumnType<number | null, number | null | undefined, number | null>;
  length_cm: ColumnType<number | null, number | null | undefined, number | null>;
  price_source: ColumnType<PriceSource | null, PriceSource | null | undefined, PriceSource | null>;
  /** The shelf place at the Ulaanbaatar warehouse (staff only). */
  shelf: ColumnType<string | null, string | null | undefined, string | null>;
  /** When the owner was told the parcel runs late / its free storage ends: each told once. */
  late_notified_at: ColumnType<Date | string | null, string | null | undefined, string | null>;
  storage_notified_at: ColumnType<Date | string | null, string | null | undefined, string | null>;
  /** Set while the parcel has no owner (taken in without a phone; `phone` is empty); cleared when a claim is approved. */
  unclaimed_at: ColumnType<Date | string | null, string | null | undefined, string | null>;
  /** The last DELIVERED move's time, kept by a trigger for the dashboard's waiting parcels (the 0280 migration). */
  last_arrived_at: ColumnType<Date | string | null, never, never>;
}

export type ClaimState = 'OPEN' | 'APPROVED' | 'REFUSED';

/** A customer's claim on an unclaimed parcel; staff approve one (the parcel becomes theirs) and refuse the rest. */
export interface ParcelClaimTable {
  id: Generated<number>;
  parcel_id: number;
  user_id: number;
  /** The claimant's phone when claiming: the parcel's owner once approved. */
  phone: string;
  state: ClaimState;
  reason: string | null;
  created_at: Timestamp;
  decided_at: Timestamp | null;
  decided_by: number | null;
}

/** Parcels given to a customer at the counter for money; `voided_at` when taken back. */
export interface HandoverTable {
  id: Generated<number>;
  phone: string;
  staff_id: number;
  method: PaymentMethod;
  total: number;
  amount_received: number;
  created_at: Timestamp;
  voided_at: Timestamp | null;
  voided_by: number | null;
  ebarimt_id: ColumnType<string | null, string | null | undefined, string | null>;
  ebarimt_status: ColumnType<EbarimtStatus | null, EbarimtStatus | null | undefined, EbarimtStatus | null>;
  /** PosAPI's date of the receipt, which returning it needs. */
  ebarimt_date: ColumnType<string | null, string | null | undefined, string | null>;
  customer_tin: ColumnType<string | null, string | null | undefined, string | null>;
}

/** An online payment: a QPay invoice for some ready parcels (docs/payments.md). */
export interface PaymentTable {
  id: Generated<number>;
  phone: string;
  user_id: number | null;
  amount: number;
  status: PaymentStatus;
  invoice_id: string | null;
  qr_text: string | null;
  /** JSON of QPay's bank app links. */
  urls: string | null;
  customer_tin: string | null;
  created_at: Timestamp;
  expires_at: Timestamp;
  paid_at: Timestamp | null;
  ebarimt_id: string | null;
  ebarimt_status: EbarimtStatus | null;
  ebarimt_date: string | null;
}

/** A parcel of a payment; `open_parcel_id` while the invoice is open, `paid_parcel_id` once paid (both unique). */
export interface PaymentParcelTable {
  payment_id: number;
  parcel_id: number;
  fee: number;
  open_parcel_id: number | null;
  paid_parcel_id: number | null;
}

/** Each parcel of a handover with the fee and measures it was paid by (frozen). */
export interface HandoverParcelTable {
  handover_id: number;
  parcel_id: number;
  fee: number;
  /** Storage days charged past the free ones (issue 27), 0 when none. */
  storage_fee: ColumnType<number, number | undefined, number>;
  weight_kg: number | null;
  width_cm: number | null;
  height_cm: number | null;
  length_cm: number | null;
}

/** A customer's open pickup code (unique), replaced after each handover. */
export interface PickupCodeTable {
  phone: string;
  code: string;
  created_at: Timestamp;
}

/** Who created a parcel row: a customer pre-registering a code they expect, or staff. */
export type ParcelRegistrant = 'customer' | 'staff';

export interface ParcelStatusHistoryTable {
  id: Generated<number>;
  parcel_id: number;
  status: ParcelStatus;
  changed_by: number | null;
  changed_at: Timestamp;
  event: ColumnType<ParcelHistoryEvent, ParcelHistoryEvent | undefined, ParcelHistoryEvent>;
  /** JSON of an EDIT's changes (`ParcelFieldChanges`), else null. */
  details: string | null;
  /** A DELIVERED move's milliseconds since the parcel's last SENT (kept by a trigger; see the 0280 migration). */
  transit_ms: ColumnType<number | string | null, never, never>;
}

/** The dashboard's figures per Ulaanbaatar day and warehouse (0: the company), kept by triggers (the 0280 migration). */
export interface DashboardDailyTable {
  warehouse_id: number;
  day: string;
  figure: string;
  total: ColumnType<number | string, number, number>;
}

/** Secrets every instance shares (e.g. the device-cookie key), created once by whichever instance needs one first. */
export interface ServerSecretTable {
  name: string;
  value: string;
}

export type PushLanguage = 'mn' | 'en';

/** A browser's Web Push subscription, tied to the session that made it (ends with it). */
export interface PushSubscriptionTable {
  id: Generated<number>;
  user_id: number;
  session_token_hash: string;
  endpoint: string;
  p256dh: string;
  auth: string;
  language: PushLanguage;
  created_at: Timestamp;
}

/** A parcel status, or the delivery request's OUT_FOR_DELIVERY. */
export type NotificationEvent = ParcelStatus | 'OUT_FOR_DELIVERY' | 'LATE' | 'STORAGE_ENDING' | 'PAID';

/** One notification for one subscription; the push worker claims, sends and marks it. */
export interface NotificationOutboxTable {
  id: Generated<number>;
  subscription_id: number;
  event: NotificationEvent;
  track_code: string;
  created_at: Timestamp;
  attempts: Generated<number>;
  next_attempt_at: Timestamp;
  claimed_until: Timestamp | null;
  claim_token: string | null;
  sent_at: Timestamp | null;
  failed_at: Timestamp | null;
}

export interface DeliveryRequestTable {
  id: Generated<number>;
  user_id: number;
  address_id: number | null;
  address_text: string;
  recipient: string;
  phone: string;
  note: string;
  state: DeliveryState;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface DeliveryRequestParcelTable {
  request_id: number;
  parcel_id: number;
  /** The parcel's id while the request is open, null after (unique: one open request per parcel). */
  open_parcel_id: number | null;
}

export type PhoneCodePurpose = 'verify' | 'reset' | 'change';

/** A one-time code sent to a phone (or handed out by staff), as its HMAC; one live code per phone, purpose and account. */
export interface PhoneCodeTable {
  id: Generated<number>;
  phone: string;
  purpose: PhoneCodePurpose;
  user_id: number;
  code_hash: string;
  attempts: Generated<number>;
  created_at: Timestamp;
  expires_at: Timestamp;
  used_at: Timestamp | null;
}

export interface Database {
  organizations: OrganizationTable;
  warehouses: WarehouseTable;
  cargo_addresses: CargoAddressTable;
  prices: PriceTable;
  users: UserTable;
  sessions: SessionTable;
  addresses: AddressTable;
  parcels: ParcelTable;
  parcel_status_history: ParcelStatusHistoryTable;
  server_secrets: ServerSecretTable;
  push_subscriptions: PushSubscriptionTable;
  notification_outbox: NotificationOutboxTable;
  delivery_requests: DeliveryRequestTable;
  delivery_request_parcels: DeliveryRequestParcelTable;
  handovers: HandoverTable;
  handover_parcels: HandoverParcelTable;
  pickup_codes: PickupCodeTable;
  payments: PaymentTable;
  payment_parcels: PaymentParcelTable;
  phone_codes: PhoneCodeTable;
  server_instances: ServerInstanceTable;
  parcel_claims: ParcelClaimTable;
  pickup_points: PickupPointTable;
  audit_log: AuditLogTable;
  dashboard_daily: DashboardDailyTable;
}

/** One staff or admin action that changed data (server/modules/audit/): append-only, triggers refuse updates and deletes. */
export interface AuditLogTable {
  id: Generated<number>;
  at: Timestamp;
  /** The staff member; null for the system. */
  actor_id: number | null;
  /** `parcel.move`, `handover.create`, `staff.update`… (contract/audit.ts). */
  action: string;
  /** What it was done to: a track code, a phone, `warehouse:3`. */
  object: string;
  /** JSON of the fields before and after (null where there was nothing). */
  before: string | null;
  after: string | null;
  /** Where the change was made: null in the app, `CLI` by the admin command line (`npm run admin`). */
  via: ColumnType<'CLI' | null, 'CLI' | null | undefined, never>;
}

/** The server processes running on this database, each renewing its row (server/lib/instance-registry.ts). */
export interface ServerInstanceTable {
  /** `host:port` of the process, so a restarted instance takes its own row back. */
  instance: string;
  /** 1 when the instance counts its rate limits in Redis (shared), 0 in its own memory. */
  shared_limits: number;
  /** Epoch milliseconds of the last renewal: past the lease, the instance counts as gone. */
  seen_at: number | string;
}

export type UserRow = Selectable<UserTable>;
export type ParcelRow = Selectable<ParcelTable>;
export type NewParcel = Insertable<ParcelTable>;

export function toIso(value: Date | string): string {
  return value instanceof Date ? value.toISOString() : value;
}
