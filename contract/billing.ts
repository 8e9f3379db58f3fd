import { z } from 'zod';

/*
 * The ledger: every charge and every payment is a row, written in the transaction of
 * the event that causes it; a void writes its reversal. docs/payments.md has the one table that
 * describes it. What the screens read of it is here.
 */

/** How money was received, as the day report and the dashboard count it. QPAY: online, or its QR at the counter. */
export const MONEY_METHODS = ['CASH', 'CARD', 'TRANSFER', 'QPAY'] as const;
export type MoneyMethod = (typeof MONEY_METHODS)[number];

/** Where money was received: the customer's own QPay payment, the counter, or the courier at the door. */
export const MONEY_SOURCES = ['ONLINE', 'COUNTER', 'DOOR'] as const;
export type MoneySource = (typeof MONEY_SOURCES)[number];

/** What a charge is for. */
export const CHARGE_KINDS = ['TRANSPORT', 'STORAGE', 'DELIVERY'] as const;
export type ChargeKind = (typeof CHARGE_KINDS)[number];

/** Money by method with their sum, for one day or a period. */
export type MoneyByMethod = Record<MoneyMethod, number>;
export const moneyByMethodSchema = z.object(
  Object.fromEntries(MONEY_METHODS.map((method) => [method, z.number().int()])) as Record<MoneyMethod, z.ZodNumber>,
);

/**
 * The `Idempotency-Key` header of POST /api/staff/handovers, POST /api/payments (and the intake's
 * POST /api/staff/parcels): one key per attempt, so a retry after a lost answer gets the first answer.
 */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
export const idempotencyKeySchema = z
  .string({ error: 'Idempotency-Key буруу байна' })
  .regex(IDEMPOTENCY_KEY_PATTERN, { error: 'Idempotency-Key 1-64 тэмдэгт (A-Z, a-z, 0-9, _ -) байна' });
