import type { StaffParcel } from '@contract';
import type { Db } from '../../db/database';
import { toIso } from '../../db/schema';
import { findStaffParcelHistory } from './parcel-history';
import { findParcelRow } from './parcel-repository';
import { toMeasures } from './public-lookup';
import { findParcelPhotos } from './parcel-photos';

/** The staff view: with the name of the account that has the parcel's phone, to write on the box. */
export async function findStaffParcel(db: Db, trackCode: string): Promise<StaffParcel | undefined> {
  const row = await findParcelRow(db, trackCode);
  if (!row) return undefined;
  // Only an account that proved the phone is its owner: anyone can register a stranger's number.
  const owner = await db
    .selectFrom('users')
    .select(['first_name', 'last_name'])
    .where('phone', '=', row.phone)
    .where('phone_verified_at', 'is not', null)
    .executeTakeFirst();
  return {
    trackCode: row.track_code,
    price: row.price,
    status: row.status,
    updatedAt: toIso(row.updated_at),
    createdAt: toIso(row.created_at),
    note: row.note,
    registeredBy: row.registered_by,
    phone: row.phone,
    owner: owner ? { firstName: owner.first_name, lastName: owner.last_name } : null,
    state: row.state,
    ...toMeasures(row),
    priceSource: row.price_source,
    shelf: row.shelf,
    history: await findStaffParcelHistory(db, row.id),
    photos: await findParcelPhotos(db, row.id),
  };
}
