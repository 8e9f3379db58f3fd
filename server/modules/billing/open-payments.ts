import type { LateMoney, OpenPayment } from '@contract';
import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../../db/database';
import { toIso } from '../../db/schema';
import { KEPT_AS_CREDIT_NOTE, LATE_MONEY_NOTE } from './billing-messages';
import { creditOf } from './customer-credit';

/**
 * A customer's open QPay invoices, newest first, with their parcels (the counter offers to cancel
 * them, check first), and the closed ones QPay received money for after all (the counter offers to
 * refund or keep it): one statement, the invoices (40 at most) joined to their parcels' codes, with what
 * the ledger received late on each closed one. The customer's credit (late money kept before) takes a
 * second statement only when a kept invoice is among them, so the usual look-up stays at one.
 */
export async function openPaymentsOf(
  db: Db,
  phone: string,
): Promise<{ openPayments: OpenPayment[]; lateMoney: LateMoney[]; credit: number }> {
  const invoices = db
    .selectFrom('payments')
    .select(['id', 'amount', 'status', 'note', 'created_at'])
    .where('phone', '=', phone)
    .where((where) =>
      where.or([
        where('status', '=', 'OPEN'),
        where.and([where('status', 'in', ['CANCELLED', 'EXPIRED']), where('note', 'in', [LATE_MONEY_NOTE, KEPT_AS_CREDIT_NOTE])]),
      ]),
    )
    .orderBy('id', 'desc')
    .limit(40);
  // What QPay received (the ledger's rows on the invoice), not the invoice's amount: a part may have come.
  const late = (column: RawBuilder<unknown>, rest: RawBuilder<unknown>) =>
    sql`case when invoices.note = ${LATE_MONEY_NOTE} then (select ${column} from ledger_payments money
      where money.payment_id = invoices.id and money.note = ${LATE_MONEY_NOTE} ${rest}) end`;
  const rows = await db
    .selectFrom(invoices.as('invoices'))
    .leftJoin('payment_parcels', 'payment_parcels.payment_id', 'invoices.id')
    .leftJoin('parcels', 'parcels.id', 'payment_parcels.parcel_id')
    .select(['invoices.id', 'invoices.amount', 'invoices.status', 'invoices.note', 'invoices.created_at', 'parcels.track_code'])
    .select([
      late(sql`sum(money.amount)`, sql``).as('received'),
      late(sql`money.created_at`, sql`order by money.id limit 1`).as('received_at'),
    ])
    .orderBy('invoices.id', 'desc')
    .orderBy('parcels.track_code')
    .execute();
  const invoicesById = new Map<number, { row: (typeof rows)[number]; trackCodes: string[] }>();
  for (const row of rows) {
    const invoice = invoicesById.get(row.id) ?? { row, trackCodes: [] };
    invoicesById.set(row.id, invoice);
    if (row.track_code !== null) invoice.trackCodes.push(row.track_code);
  }
  const listed = [...invoicesById.values()];
  const kept = listed.some(({ row }) => row.note === KEPT_AS_CREDIT_NOTE);
  return {
    credit: kept ? await creditOf(db, phone) : 0,
    openPayments: listed
      .filter(({ row }) => row.status === 'OPEN')
      .slice(0, 20)
      .map(({ row, trackCodes }) => ({ id: row.id, amount: row.amount, createdAt: toIso(row.created_at), trackCodes })),
    lateMoney: listed.flatMap(({ row, trackCodes }) => {
      const amount = row.note !== LATE_MONEY_NOTE || row.received === null ? 0 : Number(row.received);
      if (amount <= 0) return [];
      return [{ id: row.id, amount, at: toIso(row.received_at as string | Date), trackCodes }];
    }),
  };
}
