import type { CustomerPayment, CustomerPaymentList, Ebarimt, MoneyMethod, MoneySource } from '@contract';
import type { Db } from '../../db/database';
import { toIso, type ReceiptSource } from '../../db/schema';
import { receiptsOf } from '../ebarimt/receipt-outbox';

/*
 * GET /api/payments: every payment of the customer's phone, read from the ledger — the
 * online invoices (ONLINE, or COUNTER when staff opened the QR), the counter's handovers and the
 * door collections — newest first, each with its parcels and its e-barimt's id and status. Money
 * taken back (an undone handover, a refund) nets the event out; an event netting nothing is left out.
 */

/** The newest this many are answered: years of a busy customer's payments. */
export const CUSTOMER_PAYMENTS_LIMIT = 500;

type EventKey = { column: 'payment_id' | 'handover_id' | 'delivery_id'; id: number };

interface Gathered {
  id: number;
  receipt: ReceiptSource;
  at: string;
  amount: number;
  method: MoneyMethod;
  source: MoneySource;
  trackCodes: Set<string>;
}

const eventOf = (row: { payment_id: number | null; handover_id: number | null; delivery_id: number | null }): EventKey | null => {
  if (row.payment_id !== null) return { column: 'payment_id', id: row.payment_id };
  if (row.handover_id !== null) return { column: 'handover_id', id: row.handover_id };
  if (row.delivery_id !== null) return { column: 'delivery_id', id: row.delivery_id };
  return null;
};

const RECEIPT_SOURCE: Record<EventKey['column'], ReceiptSource> = {
  payment_id: 'PAYMENT',
  handover_id: 'HANDOVER',
  delivery_id: 'DELIVERY',
};

export async function listCustomerPayments(db: Db, phone: string): Promise<CustomerPaymentList> {
  const rows = await db
    .selectFrom('ledger_payments')
    .leftJoin('parcels', 'parcels.id', 'ledger_payments.parcel_id')
    .select([
      'ledger_payments.payment_id',
      'ledger_payments.handover_id',
      'ledger_payments.delivery_id',
      'ledger_payments.amount',
      'ledger_payments.method',
      'ledger_payments.source',
      'ledger_payments.reverses_id',
      'ledger_payments.created_at',
      'parcels.track_code',
    ])
    .where('ledger_payments.phone', '=', phone)
    .orderBy('ledger_payments.id')
    .execute();
  const events = new Map<string, Gathered>();
  for (const row of rows) {
    const event = eventOf(row);
    if (!event) continue;
    const key = `${event.column}:${event.id}`;
    const at = toIso(row.created_at);
    const gathered = events.get(key) ?? {
      id: event.id,
      receipt: RECEIPT_SOURCE[event.column],
      at,
      amount: 0,
      method: row.method,
      source: row.source,
      trackCodes: new Set<string>(),
    };
    gathered.amount += row.amount;
    // The first row's time is when the money came; a reversal's is not.
    if (row.reverses_id === null && at < gathered.at) gathered.at = at;
    if (row.track_code !== null && row.reverses_id === null) gathered.trackCodes.add(row.track_code);
    events.set(key, gathered);
  }
  const standing = [...events.values()]
    .filter((event) => event.amount > 0)
    .sort((a, b) => (a.at === b.at ? b.id - a.id : a.at < b.at ? 1 : -1));
  const shown = standing.slice(0, CUSTOMER_PAYMENTS_LIMIT);
  const receipts = new Map<ReceiptSource, Map<number, Ebarimt>>();
  for (const source of ['PAYMENT', 'HANDOVER', 'DELIVERY'] as const) {
    receipts.set(
      source,
      await receiptsOf(
        db,
        source,
        shown.filter((event) => event.receipt === source).map((event) => event.id),
      ),
    );
  }
  const list: CustomerPayment[] = shown.map((event) => {
    const receipt = receipts.get(event.receipt)?.get(event.id);
    return {
      id: event.id,
      at: event.at,
      amount: event.amount,
      method: event.method,
      source: event.source,
      trackCodes: [...event.trackCodes].sort(),
      ebarimt: receipt ? { id: receipt.id, status: receipt.status } : null,
    };
  });
  return { list, total: standing.length };
}
