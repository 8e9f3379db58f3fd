import type { Generated } from 'kysely';
import type { TripState } from '@contract/trips';
import type { OptionalColumn, OptionalTimestamp, Timestamp } from '../column-types';

// Trucks between Erenhot and Ulaanbaatar (the 0330 migration).
// The Database type that joins every table is in ../schema.ts.

/** One truck's trip: who opened, sent, received and closed it, and when. */
export interface TripTable {
  id: Generated<number>;
  /** `T-2611-03`: the third trip opened on 26 November (Ulaanbaatar day). */
  code: string;
  plate: string;
  driver: string;
  phone: string;
  seal: OptionalColumn<string>;
  note: OptionalColumn<string>;
  state: TripState;
  created_at: Timestamp;
  created_by: number;
  departed_at: OptionalTimestamp;
  departed_by: OptionalColumn<number>;
  /** The departure plus the route's usual duration, fixed on departure. */
  expected_at: OptionalTimestamp;
  arrived_at: OptionalTimestamp;
  arrived_by: OptionalColumn<number>;
  closed_at: OptionalTimestamp;
  closed_by: OptionalColumn<number>;
  cancelled_at: OptionalTimestamp;
  cancelled_by: OptionalColumn<number>;
}

/** A parcel loaded on a trip, unloaded from it, or both; an extra was unloaded without being loaded. */
export interface TripParcelTable {
  id: Generated<number>;
  trip_id: number;
  parcel_id: number;
  loaded_at: OptionalTimestamp;
  loaded_by: OptionalColumn<number>;
  unloaded_at: OptionalTimestamp;
  unloaded_by: OptionalColumn<number>;
  /** 1: unloaded from this truck, never loaded on it. */
  extra: Generated<number>;
  resolution: OptionalColumn<'FOUND' | 'LOST'>;
  resolution_note: OptionalColumn<string>;
  resolved_at: OptionalTimestamp;
  resolved_by: OptionalColumn<number>;
}
