import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';
import type { AddressType, ParcelHistoryEvent, ParcelStatus, RecordState } from '@contract';

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
  price: number;
  status: ParcelStatus;
  state: RecordState;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface ParcelStatusHistoryTable {
  id: Generated<number>;
  parcel_id: number;
  status: ParcelStatus;
  changed_by: number | null;
  changed_at: Timestamp;
  event: ColumnType<ParcelHistoryEvent, ParcelHistoryEvent | undefined, ParcelHistoryEvent>;
  /** JSON of an EDIT's changes (`ParcelFieldChanges`), else null. */
  details: string | null;
}

/** Secrets every instance shares (e.g. the device-cookie key), created once by whichever instance needs one first. */
export interface ServerSecretTable {
  name: string;
  value: string;
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
}

export type UserRow = Selectable<UserTable>;
export type ParcelRow = Selectable<ParcelTable>;
export type NewParcel = Insertable<ParcelTable>;

export function toIso(value: Date | string): string {
  return value instanceof Date ? value.toISOString() : value;
}
