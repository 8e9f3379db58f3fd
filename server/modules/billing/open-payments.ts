import type { LateMoney, OpenPayment } from '@contract';
import type { Db } from '../../db/database';
import { toIso } from '../../db/schema';
import { KEPT_AS_CREDIT_NOTE, LATE_MONEY_NOTE } from './billing-messages';
import { creditOf } from './customer-credit';

/**
 * A customer's open QPay invoices, newest first, with their parcels (the counter offers to cancel
 * them, check first), and the closed ones QPay received money for after all (the counter offers to
 * refund or keep it), with the customer's credit (money kept before): one read of the invoices and one
 * of their parcels, and the ledger only when there is late or kept money.
 */
export async function openPaymentsOf(
  db: Db,
  phone: string,
): Promise<{ openPayments: OpenPayment[]; lateMoney: LateMoney[]; credit: number }> {
  const rows = await db
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
    .limit(40)
    .execute();
  if (rows.length === 0) return { openPayments: [], lateMoney: [], credit: 0 };
  // Kept money is the customer's credit (no kept invoice, no credit: the common case reads no ledger).
  const credit = rows.some((row) => row.note === KEPT_AS_CREDIT_NOTE) ? await creditOf(db, phone) : 0;
  const ids = rows.map((row) => row.id);
  const parcels = await db
    .selectFrom('payment_parcels')
    .innerJoin('parcels', 'parcels.id', 'payment_parcels.parcel_id')
    .select(['payment_parcels.payment_id', 'parcels.track_code'])
    .where('payment_parcels.payment_id', 'in', ids)
    .orderBy('parcels.track_code')
    .execute();
  const late = rows.filter((row) => row.note === LATE_MONEY_NOTE);
  // What QPay received (the ledger's rows on the invoice), not the invoice's amount: a part may have come.
  const received =
    late.length === 0
      ? []
      : await db
          .selectFrom('ledger_payments')
          .select(['payment_id', 'amount', 'created_at'])
          .where(
            'payment_id',
            'in',
            late.map((row) => row.id),
          )
          .where('note', '=', LATE_MONEY_NOTE)
          .execute();
  const codesOf = (id: number) => parcels.filter((parcel) => parcel.payment_id === id).map((parcel) => parcel.track_code);
  return {
    credit,
    openPayments: rows
      .filter((row) => row.status === 'OPEN')
      .slice(0, 20)
      .map((row) => ({ id: row.id, amount: row.amount, createdAt: toIso(row.created_at), trackCodes: codesOf(row.id) })),
    lateMoney: late.flatMap((row) => {
      const money = received.filter((entry) => entry.payment_id === row.id);
      const amount = money.reduce((sum, entry) => sum + entry.amount, 0);
      if (amount <= 0) return [];
      return [{ id: row.id, amount, at: toIso(money[0]!.created_at), trackCodes: codesOf(row.id) }];
    }),
  };
}
