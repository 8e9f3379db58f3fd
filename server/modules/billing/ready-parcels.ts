import type { Db } from '../../db/database';
import type { ParcelRow } from '../../db/schema';

/**
 * A customer's parcels ready to collect or pay (DELIVERED, active, not in an open door-delivery
 * request), shelf by shelf (unshelved last): the counter, the pickup card and the invoice read this.
 */
export function findReadyParcels(db: Db, phone: string): Promise<ParcelRow[]> {
  return readyParcelsQuery(db, phone).execute();
}

/** findReadyParcels' query, for a read that adds its own columns (the counter's dues: due-columns.ts). */
export function readyParcelsQuery(db: Db, phone: string) {
  return db
    .selectFrom('parcels')
    .selectAll()
    .where('phone', '=', phone)
    .where('state', '=', 'ACTIVE')
    .where('status', '=', 'DELIVERED')
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom('delivery_request_parcels').select('parcel_id').whereRef('open_parcel_id', '=', 'parcels.id'))),
    )
    .orderBy((eb) => eb.case().when('shelf', 'is', null).then(1).else(0).end())
    .orderBy('shelf')
    .orderBy('track_code')
    .limit(200);
}
