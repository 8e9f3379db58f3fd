import type { MoneyMethod, PaymentMethod } from '@contract';

/** A handover's method as the ledger counts it: ONLINE (paid with QPay before) is QPay money. */
export const moneyMethodOf = (method: PaymentMethod): MoneyMethod => (method === 'ONLINE' ? 'QPAY' : method);
