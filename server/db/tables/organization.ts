import type { Generated } from 'kysely';
import type { RecordState } from '@contract';
import type { Timestamp } from '../column-types';

// The organisation's own tables: itself, its pickup points, warehouses with their receiving addresses, and prices.
// The Database type that joins every table is in ../schema.ts.

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
  /** The door-delivery fee in tugrik (0: free). */
  delivery_fee: Generated<number>;
}
