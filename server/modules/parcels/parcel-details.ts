import { parcelFee, type ParcelFieldChanges, type ParcelMeasures, type PriceSource } from '@contract';
import { caseMessages } from '@contract/reason-messages';
import type { Db } from '../../db/database';
import type { ParcelRow } from '../../db/schema';
import { conflict } from '../../lib/http-error';
import { findPrices } from '../warehouses/warehouse-repository';

/*
 * What staff record beside the status: the measures (weight, size), the fee they make by the
 * published rule (contract/fee.ts) with the prices in force at that moment, a price typed by hand
 * over it, and the shelf place. The fee is stored as computed: a later change of the prices does
 * not touch it.
 */

export interface DetailsInput {
  price?: number | undefined;
  weightKg?: number | undefined;
  widthCm?: number | undefined;
  heightCm?: number | undefined;
  lengthCm?: number | undefined;
  shelf?: string | null | undefined;
}

/** The columns a details change writes (only those named). */
export interface DetailColumns {
  weight_kg?: number | null;
  width_cm?: number | null;
  height_cm?: number | null;
  length_cm?: number | null;
  price_source?: PriceSource | null;
  shelf?: string | null;
}

export interface DetailsChange {
  /** The parcel's new price, when it changes (typed, or computed from new measures). */
  price: number | undefined;
  columns: DetailColumns;
  /** For the EDIT history row: a typed price over a computed one, and the shelf moved. */
  changes: ParcelFieldChanges;
}

export type CurrentDetails = Pick<ParcelRow, 'price' | 'weight_kg' | 'width_cm' | 'height_cm' | 'length_cm' | 'shelf'>;

const NOTHING_MEASURED: CurrentDetails = { price: null, weight_kg: null, width_cm: null, height_cm: null, length_cm: null, shelf: null };

function mergedMeasures(current: CurrentDetails, input: DetailsInput): ParcelMeasures {
  return {
    weightKg: input.weightKg ?? current.weight_kg,
    widthCm: input.widthCm ?? current.width_cm,
    heightCm: input.heightCm ?? current.height_cm,
    lengthCm: input.lengthCm ?? current.length_cm,
  };
}

const measuresGiven = (input: DetailsInput) =>
  input.weightKg !== undefined || input.widthCm !== undefined || input.heightCm !== undefined || input.lengthCm !== undefined;

function measureColumns(input: DetailsInput): DetailColumns {
  const columns: DetailColumns = {};
  if (input.weightKg !== undefined) columns.weight_kg = input.weightKg;
  if (input.widthCm !== undefined) columns.width_cm = input.widthCm;
  if (input.heightCm !== undefined) columns.height_cm = input.heightCm;
  if (input.lengthCm !== undefined) columns.length_cm = input.lengthCm;
  return columns;
}

const MEASURE_FIELDS = [
  ['weightKg', 'weight_kg'],
  ['widthCm', 'width_cm'],
  ['heightCm', 'height_cm'],
  ['lengthCm', 'length_cm'],
] as const;

/** The measures `columns` change on a known parcel (none on a new one), for its EDIT history row and the audit trail. */
export function measureChanges(current: CurrentDetails | undefined, columns: DetailColumns): ParcelFieldChanges {
  const changes: ParcelFieldChanges = {};
  if (!current) return changes;
  for (const [field, column] of MEASURE_FIELDS) {
    const next = columns[column];
    if (next !== undefined && next !== current[column]) changes[field] = { from: current[column], to: next };
  }
  return changes;
}

/**
 * What `input` changes on a parcel (`current` undefined for a new one), with the organisation's
 * prices of this moment: new measures recompute the fee by the rule (RULE) unless a price is typed
 * in the same request, which wins (MANUAL; when measures exist, the history keeps both numbers).
 */
export async function detailsChange(db: Db, organizationId: number, current: CurrentDetails | undefined, input: DetailsInput) {
  const before = current ?? NOTHING_MEASURED;
  const columns = measureColumns(input);
  const changes: ParcelFieldChanges = {};
  const measured = measuresGiven(input);
  let computed: number | null = null;
  if (measured || input.price !== undefined) {
    const prices = await findPrices(db, organizationId);
    if (!prices && input.price === undefined) throw conflict(caseMessages.PRICES_FIRST.forFee, 'PRICES_FIRST');
    computed = prices ? parcelFee(mergedMeasures(before, input), prices) : null;
  }
  let price: number | undefined;
  if (input.price !== undefined) {
    price = input.price;
    columns.price_source = 'MANUAL';
    if (computed !== null && computed !== input.price) changes.override = { computed, given: input.price };
  } else if (measured && computed !== null) {
    price = computed;
    columns.price_source = 'RULE';
  }
  if (input.shelf !== undefined && input.shelf !== before.shelf) {
    columns.shelf = input.shelf;
    if (current) changes.shelf = { from: before.shelf, to: input.shelf };
  }
  Object.assign(changes, measureChanges(current, columns));
  return { price, columns, changes } satisfies DetailsChange;
}

/** Writes the detail columns of one parcel (run inside the transaction that checked them). */
export async function writeDetails(db: Db, parcelId: number, columns: DetailColumns): Promise<void> {
  if (Object.keys(columns).length === 0) return;
  await db.updateTable('parcels').set(columns).where('id', '=', parcelId).execute();
}
