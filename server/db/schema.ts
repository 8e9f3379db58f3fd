import type { Insertable, Selectable } from 'kysely';
import type { OrganizationTable, PickupPointTable, WarehouseTable, CargoAddressTable, PriceTable } from './tables/organization';
import type { UserTable, SessionTable, AddressTable, PhoneCodeTable, PushSubscriptionTable } from './tables/accounts';
import type {
  ParcelTable,
  ParcelStatusHistoryTable,
  DashboardDailyTable,
  ParcelClaimTable,
  DeliveryRequestTable,
  DeliveryRequestParcelTable,
  ParcelPhotoTable,
} from './tables/parcels';
import type { HandoverTable, HandoverParcelTable, PickupCodeTable } from './tables/counter';
import type { PaymentTable, PaymentParcelTable } from './tables/payments';
import type { TripTable, TripParcelTable } from './tables/trips';
import type { IdempotencyKeyTable, LedgerChargeTable, LedgerPaymentTable } from './tables/billing';
import type { EbarimtReceiptTable } from './tables/ebarimt';
import type { ServerSecretTable, NotificationOutboxTable, AuditLogTable, ServerInstanceTable, SmsBudgetTable } from './tables/system';

/*
 * The database as Kysely sees it. Its tables are declared by what they hold in tables/ (organization,
 * accounts, parcels, counter, payments, system); everything else imports their types from here.
 */
export { USER_ROLES } from './tables/accounts';
export type { OrganizationTable, PickupPointTable, WarehouseTable, CargoAddressTable, PriceTable } from './tables/organization';
export type {
  UserRole,
  UserTable,
  SessionTable,
  AddressTable,
  PhoneCodePurpose,
  PhoneCodeTable,
  PushLanguage,
  PushSubscriptionTable,
} from './tables/accounts';
export type {
  ParcelRegistrant,
  ParcelTable,
  ParcelStatusHistoryTable,
  DashboardDailyTable,
  ClaimState,
  ParcelClaimTable,
  DeliveryRequestTable,
  DeliveryRequestParcelTable,
  ParcelPhotoTable,
} from './tables/parcels';
export type { HandoverTable, HandoverParcelTable, PickupCodeTable } from './tables/counter';
export type { PaymentTable, PaymentParcelTable } from './tables/payments';
export type { IdempotencyKeyTable, LedgerChargeTable, LedgerPaymentTable } from './tables/billing';
export type { EbarimtReceiptTable, ReceiptSource } from './tables/ebarimt';
export type { ServerSecretTable, NotificationEvent, NotificationOutboxTable, AuditLogTable, ServerInstanceTable } from './tables/system';
export type { TripTable, TripParcelTable } from './tables/trips';
export { toIso } from './column-types';

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
  idempotency_keys: IdempotencyKeyTable;
  ledger_charges: LedgerChargeTable;
  ledger_payments: LedgerPaymentTable;
  ebarimt_receipts: EbarimtReceiptTable;
  phone_codes: PhoneCodeTable;
  server_instances: ServerInstanceTable;
  parcel_claims: ParcelClaimTable;
  pickup_points: PickupPointTable;
  audit_log: AuditLogTable;
  dashboard_daily: DashboardDailyTable;
  parcel_photos: ParcelPhotoTable;
  trips: TripTable;
  trip_parcels: TripParcelTable;
  sms_budget: SmsBudgetTable;
}

export type UserRow = Selectable<UserTable>;
export type ParcelRow = Selectable<ParcelTable>;
export type NewParcel = Insertable<ParcelTable>;
