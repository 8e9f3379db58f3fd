/*
 * What a customer owes, by one rule: the counter's screen and total, the server's
 * handover, the online invoice, the door delivery and the pickup card all compute it here. Without
 * zod, so any bundle may import it (`@contract/amount-due`). Whole tugrik everywhere.
 */

/** One parcel as the rule needs it. */
export interface DueParcel {
  /** The transport fee; null while unknown (the parcel is then not payable and not counted). */
  fee: number | null;
  /** The storage fee accrued until now (days past the free ones), 0 or absent when none. */
  storageFee?: number | undefined;
  /** What was received for this parcel already (the ledger's payments, online or at the counter). */
  paidAmount?: number | undefined;
}

/**
 * What is still due for one parcel: its fee and the storage accrued until now, less what was received
 * for it. Null for a parcel without a fee (not payable yet). Storage that accrues after an online
 * payment is therefore due at the counter.
 */
export function parcelAmountDue(parcel: DueParcel): number | null {
  if (parcel.fee === null) return null;
  return Math.max(0, parcel.fee + (parcel.storageFee ?? 0) - (parcel.paidAmount ?? 0));
}

/**
 * What these parcels cost together now, leaving out the unpriced ones (see `unpricedCount`), plus
 * a door-delivery fee still unpaid when given.
 */
export function amountDue(parcels: readonly DueParcel[], deliveryFeeDue = 0): number {
  return parcels.reduce((sum, parcel) => sum + (parcelAmountDue(parcel) ?? 0), deliveryFeeDue);
}

/**
 * What the customer's credit (late money staff kept) pays of an amount due at the till: all of the
 * credit, up to the amount. The counter's screen and the server's handover both take it off here.
 */
export const creditTakenOff = (due: number, credit: number): number => Math.min(due, Math.max(0, credit));

/** How many of these parcels still wait for a fee (not counted in `amountDue`). */
export const unpricedCount = (parcels: readonly DueParcel[]): number => parcels.filter((parcel) => parcel.fee === null).length;

/** Whether nothing is due for a priced parcel (paid in full, online or before). */
export const isPaidInFull = (parcel: DueParcel): boolean => parcel.fee !== null && parcelAmountDue(parcel) === 0;

/**
 * Cash may be more than the total (the change is given back); card and transfer must equal it.
 * Answers the change, or null when the amount does not fit (409 WRONG_AMOUNT).
 */
export function changeDue(method: string, amountReceived: number, total: number): number | null {
  // Nothing due (paid online before): nothing is taken, so no "change" can hand money out of the till.
  if (total === 0) return amountReceived === 0 ? 0 : null;
  if (method === 'CASH') return amountReceived >= total ? amountReceived - total : null;
  return amountReceived === total ? 0 : null;
}

/** The quick-cash buttons: the total itself, then the next round notes above it (10,000 / 20,000 / 50,000 ₮ …). */
export function quickCashAmounts(total: number, notes: readonly number[] = [5_000, 10_000, 20_000, 50_000]): number[] {
  const amounts = [total];
  for (const note of notes) {
    const rounded = Math.ceil(total / note) * note;
    if (rounded > total && !amounts.includes(rounded)) amounts.push(rounded);
  }
  return amounts.slice(0, 4);
}
