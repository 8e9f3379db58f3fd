import type {
  CargoAddress,
  Currency,
  Organization,
  RecordState,
  staffCargoAddressSchema,
  staffPricesSchema,
  staffWarehouseSchema,
  WarehouseSummary,
} from '@contract';
import { sql, type Selectable } from 'kysely';
import type { z } from 'zod';
import type { Db, OpenDatabase } from '../../db/database';
import { prepareLookup } from '../../db/prepared-lookup';
import type { WarehouseTable } from '../../db/schema';

export type WarehouseFields = z.output<typeof staffWarehouseSchema>;
export type CargoAddressFields = z.output<typeof staffCargoAddressSchema>;
export type PriceFields = z.output<typeof staffPricesSchema>;

function toWarehouseSummary(row: Selectable<WarehouseTable>): WarehouseSummary {
  return { id: row.id, name: row.name, address: row.address, contactInfo: { phone: row.phone }, state: row.state };
}

export async function findOrganization(db: Db, id: number): Promise<Organization | undefined> {
  return db.selectFrom('organizations').select(['id', 'name']).where('id', '=', id).executeTakeFirst();
}

/**
 * findOrganization for every page the server sends (staff may rename it on any instance, so it is
 * read each time), compiled once onto the fast path: Kysely's build of the query cost more than the read.
 */
export function organizationLookup(database: OpenDatabase, id: number): () => Promise<Organization | undefined> {
  const byId = prepareLookup(database, (value) =>
    database.db
      .selectFrom('organizations')
      .select(['id', 'name'])
      .where('id', '=', sql<number>`cast(${value} as integer)`),
  );
  return async () => (await byId(String(id)))[0];
}

export async function listWarehouses(db: Db, organizationId: number, state?: RecordState): Promise<WarehouseSummary[]> {
  let query = db.selectFrom('warehouses').selectAll().where('organization_id', '=', organizationId).orderBy('id');
  if (state) query = query.where('state', '=', state);
  return (await query.execute()).map(toWarehouseSummary);
}

export async function findPrices(db: Db, organizationId: number): Promise<Currency | undefined> {
  return db.selectFrom('prices').select(['kg', 'm3', 'rate']).where('organization_id', '=', organizationId).executeTakeFirst();
}

/** Only an active warehouse shows its receiving address to customers. */
export async function findCargoAddress(db: Db, warehouseId: number): Promise<CargoAddress | undefined> {
  const row = await db
    .selectFrom('cargo_addresses')
    .innerJoin('warehouses', 'warehouses.id', 'cargo_addresses.warehouse_id')
    .select([
      'warehouses.name as warehouse_name',
      'cargo_addresses.consignee',
      'cargo_addresses.phone',
      'cargo_addresses.region',
      'cargo_addresses.address',
      'cargo_addresses.zipcode',
    ])
    .where('cargo_addresses.warehouse_id', '=', warehouseId)
    .where('warehouses.state', '=', 'ACTIVE')
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    warehouse: { name: row.warehouse_name },
    consignee: row.consignee,
    phone: row.phone,
    region: row.region,
    address: row.address,
    ...(row.zipcode ? { zipcode: row.zipcode } : {}),
  };
}

export async function insertWarehouse(db: Db, organizationId: number, fields: WarehouseFields): Promise<WarehouseSummary> {
  const now = new Date().toISOString();
  const row = await db
    .insertInto('warehouses')
    .values({
      organization_id: organizationId,
      name: fields.name,
      address: fields.address,
      phone: fields.phone,
      state: fields.state ?? 'ACTIVE',
      created_at: now,
      updated_at: now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return toWarehouseSummary(row);
}

/** A warehouse's editable fields as stored, for the audit row's "before". */
export function findWarehouseFields(db: Db, id: number) {
  return db.selectFrom('warehouses').select(['name', 'address', 'phone', 'state']).where('id', '=', id).executeTakeFirst();
}

export async function updateWarehouse(
  db: Db,
  organizationId: number,
  id: number,
  fields: WarehouseFields,
): Promise<WarehouseSummary | undefined> {
  const row = await db
    .updateTable('warehouses')
    .set({
      name: fields.name,
      address: fields.address,
      phone: fields.phone,
      ...(fields.state ? { state: fields.state } : {}),
      updated_at: new Date().toISOString(),
    })
    .where('id', '=', id)
    .where('organization_id', '=', organizationId)
    .returningAll()
    .executeTakeFirst();
  return row && toWarehouseSummary(row);
}

/** Insert or replace in one statement; both engines know ON CONFLICT … DO UPDATE. */
export async function upsertCargoAddress(db: Db, warehouseId: number, fields: CargoAddressFields): Promise<void> {
  const values = {
    consignee: fields.consignee,
    phone: fields.phone,
    region: fields.region,
    address: fields.address,
    zipcode: fields.zipcode ? fields.zipcode : null,
    updated_at: new Date().toISOString(),
  };
  await db
    .insertInto('cargo_addresses')
    .values({ warehouse_id: warehouseId, ...values })
    .onConflict((conflict) => conflict.column('warehouse_id').doUpdateSet(values))
    .execute();
}

export async function findWarehouseName(db: Db, organizationId: number, id: number): Promise<string | undefined> {
  const row = await db
    .selectFrom('warehouses')
    .select('name')
    .where('id', '=', id)
    .where('organization_id', '=', organizationId)
    .executeTakeFirst();
  return row?.name;
}

/** The door-delivery fee set with the prices (0: free, or no prices yet). */
export async function findDeliveryFee(db: Db, organizationId: number): Promise<number> {
  const row = await db.selectFrom('prices').select('delivery_fee').where('organization_id', '=', organizationId).executeTakeFirst();
  return row?.delivery_fee ?? 0;
}

export async function upsertPrices(db: Db, organizationId: number, prices: PriceFields): Promise<void> {
  const { deliveryFee, ...currency } = prices;
  // A deliveryFee left out keeps the one in force.
  const values = { ...currency, ...(deliveryFee === undefined ? {} : { delivery_fee: deliveryFee }), updated_at: new Date().toISOString() };
  await db
    .insertInto('prices')
    .values({ organization_id: organizationId, ...values })
    .onConflict((conflict) => conflict.column('organization_id').doUpdateSet(values))
    .execute();
}
