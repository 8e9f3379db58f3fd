import { PAYMENT_METHODS, ulaanbaatarDayRange, type MyWork, type PaymentMethod } from '@contract';
import type { Db } from '../../db/database';

/*
 * "Миний ажил" (staff see the parts of the owner's view that concern their own work): what
 * the signed-in staff member did on one Ulaanbaatar day. Every query is keyed on their own id, so
 * nobody reads another person's work here; the company's figures stay the admins' (/api/admin/*).
 */

export async function loadMyWork(db: Db, staffId: number, date: string): Promise<MyWork> {
  const { start, end } = ulaanbaatarDayRange(date);
  const moves = await db
    .selectFrom('parcel_status_history')
    .select((eb) => ['status', eb.fn.count<number | string>('parcel_id').distinct().as('parcels')])
    .where('changed_by', '=', staffId)
    .where('event', '=', 'MOVE')
    .where('changed_at', '>=', start)
    .where('changed_at', '<', end)
    .groupBy('status')
    .execute();
  const standing = db
    .selectFrom('handovers')
    .where('staff_id', '=', staffId)
    .where('voided_at', 'is', null)
    .where('created_at', '>=', start)
    .where('created_at', '<', end);
  const handovers = await standing
    .select((eb) => ['method', eb.fn.countAll<number | string>().as('handovers'), eb.fn.sum<number | string>('total').as('total')])
    .groupBy('method')
    .execute();
  const { parcels } = await standing
    .innerJoin('handover_parcels', 'handover_parcels.handover_id', 'handovers.id')
    .select((eb) => eb.fn.countAll<number | string>().as('parcels'))
    .executeTakeFirstOrThrow();
  const collected = Object.fromEntries(PAYMENT_METHODS.map((method) => [method, 0])) as Record<PaymentMethod, number>;
  for (const row of handovers) collected[row.method] = Number(row.total);
  return {
    date,
    moves: moves.map((row) => ({ status: row.status, parcels: Number(row.parcels) })),
    handovers: handovers.reduce((sum, row) => sum + Number(row.handovers), 0),
    parcels: Number(parcels),
    collected,
  };
}
