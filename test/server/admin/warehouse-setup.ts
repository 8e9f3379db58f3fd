import type { Db } from '../../../server/db/database';

/** An organisation with one active warehouse, Эрээн, created at `createdAt`, and `staffId` tied to it: the warehouse's id. */
export async function addErenhotWithStaff(db: Db, staffId: number, createdAt = new Date().toISOString()): Promise<number> {
  const organization = await db
    .insertInto('organizations')
    .values({ name: 'Ачаа', created_at: createdAt })
    .returning('id')
    .executeTakeFirstOrThrow();
  const { id } = await db
    .insertInto('warehouses')
    .values({
      organization_id: organization.id,
      name: 'Эрээн',
      address: 'Эрээн',
      phone: '99001122',
      state: 'ACTIVE',
      created_at: createdAt,
      updated_at: createdAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db.updateTable('users').set({ warehouse_id: id }).where('id', '=', staffId).execute();
  return id;
}
