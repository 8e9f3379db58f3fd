import type { Address, addressInputSchema } from '@contract';
import type { ExpressionBuilder, Selectable } from 'kysely';
import type { z } from 'zod';
import type { Db } from '../../db/database';
import type { AddressTable, Database } from '../../db/schema';

type AddressFields = z.output<typeof addressInputSchema>;

function toAddress(row: Selectable<AddressTable>): Address {
  return {
    id: row.id,
    type: row.type,
    firstName: row.first_name,
    lastName: row.last_name,
    phone: row.phone,
    city: row.city,
    district: row.district,
    subdistrict: row.subdistrict,
    note: row.note,
  };
}

const columns = (fields: AddressFields) => ({
  type: fields.type,
  first_name: fields.firstName,
  last_name: fields.lastName,
  phone: fields.phone,
  city: fields.city,
  district: fields.district,
  subdistrict: fields.subdistrict,
  note: fields.note,
});

/** One of the user's own addresses: another user's id matches nothing, so the routes answer 404. */
const ownAddress = (userId: number, id: number) => (eb: ExpressionBuilder<Database, 'addresses'>) => eb.and({ id, user_id: userId });

export async function listAddresses(db: Db, userId: number): Promise<Address[]> {
  const rows = await db.selectFrom('addresses').selectAll().where('user_id', '=', userId).orderBy('id').execute();
  return rows.map(toAddress);
}

/** Every lookup is scoped by owner: another user's address is simply not found. */
export async function findAddress(db: Db, userId: number, id: number): Promise<Address | undefined> {
  const row = await db.selectFrom('addresses').selectAll().where(ownAddress(userId, id)).executeTakeFirst();
  return row && toAddress(row);
}

export async function insertAddress(db: Db, userId: number, fields: AddressFields): Promise<Address> {
  const now = new Date().toISOString();
  const row = await db
    .insertInto('addresses')
    .values({ user_id: userId, ...columns(fields), created_at: now, updated_at: now })
    .returningAll()
    .executeTakeFirstOrThrow();
  return toAddress(row);
}

export async function updateAddress(db: Db, userId: number, id: number, fields: AddressFields): Promise<Address | undefined> {
  const row = await db
    .updateTable('addresses')
    .set({ ...columns(fields), updated_at: new Date().toISOString() })
    .where(ownAddress(userId, id))
    .returningAll()
    .executeTakeFirst();
  return row && toAddress(row);
}

export async function deleteAddress(db: Db, userId: number, id: number): Promise<boolean> {
  const result = await db.deleteFrom('addresses').where(ownAddress(userId, id)).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
