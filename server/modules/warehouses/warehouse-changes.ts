import type { WarehouseSummary } from '@contract';
import type { Db } from '../../db/database';
import { messages, notFound } from '../../lib/http-error';
import { recordAudit } from '../audit/record-audit';
import {
  findCargoAddress,
  findDeliveryFee,
  findPrices,
  findWarehouseFields,
  findWarehouseName,
  insertWarehouse,
  updateWarehouse,
  upsertCargoAddress,
  upsertPrices,
  type CargoAddressFields,
  type PriceFields,
  type WarehouseFields,
} from './warehouse-repository';

/*
 * Staff's changes to the warehouses, receiving addresses and prices, each in one transaction with
 * its audit row. `by` says who and for which organisation.
 */

export interface WarehouseEditor {
  actorId: number;
  organizationId: number;
}

export function addWarehouse(db: Db, by: WarehouseEditor, fields: WarehouseFields): Promise<WarehouseSummary> {
  return db.transaction().execute(async (trx) => {
    const warehouse = await insertWarehouse(trx, by.organizationId, fields);
    await recordAudit(trx, { actorId: by.actorId, action: 'warehouse.create', object: `warehouse:${warehouse.id}`, after: fields });
    return warehouse;
  });
}

/** The warehouse changed, or undefined when the organisation has none with this id. */
export function changeWarehouse(db: Db, by: WarehouseEditor, id: number, fields: WarehouseFields): Promise<WarehouseSummary | undefined> {
  return db.transaction().execute(async (trx) => {
    const before = await findWarehouseFields(trx, id);
    const warehouse = await updateWarehouse(trx, by.organizationId, id, fields);
    if (warehouse)
      await recordAudit(trx, { actorId: by.actorId, action: 'warehouse.update', object: `warehouse:${id}`, before, after: fields });
    return warehouse;
  });
}

/** Creates or replaces the warehouse's receiving address (404 without the warehouse); answers the warehouse's name. */
export function setCargoAddress(db: Db, by: WarehouseEditor, id: number, fields: CargoAddressFields): Promise<string> {
  return db.transaction().execute(async (trx) => {
    const name = await findWarehouseName(trx, by.organizationId, id);
    if (name === undefined) throw notFound(messages.warehouseNotFound);
    const before = (await findCargoAddress(trx, id)) ?? null;
    await upsertCargoAddress(trx, id, fields);
    await recordAudit(trx, { actorId: by.actorId, action: 'cargo-address.update', object: `warehouse:${id}`, before, after: fields });
    return name;
  });
}

/** Sets the prices; answers the door-delivery fee now in force (a fee left out keeps the one before). */
export async function setPrices(db: Db, by: WarehouseEditor, prices: PriceFields): Promise<number> {
  await db.transaction().execute(async (trx) => {
    const current = await findPrices(trx, by.organizationId);
    const before = current ? { ...current, deliveryFee: await findDeliveryFee(trx, by.organizationId) } : null;
    await upsertPrices(trx, by.organizationId, prices);
    await recordAudit(trx, { actorId: by.actorId, action: 'prices.update', object: 'prices', before, after: prices });
  });
  return findDeliveryFee(db, by.organizationId);
}
