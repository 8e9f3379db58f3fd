import type { FastifyRequest } from 'fastify';
import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/database';
import type { UserRow } from '../../db/schema';
import { foundOr404 } from '../../lib/http-error';
import { recordAudit } from '../audit/record-audit';
import { phoneMessages } from './phone-messages';
import { deleteUserSessions } from './session-repository';
import { markPhoneVerified, updatePasswordHash } from './user-repository';

/** What staff did to a customer's account at the counter. */
export type StaffAccountAction = 'phone-verified' | 'password-reset';

/** A customer's account as the counter found it. */
type Customer = { id: number; phone: string };

/**
 * Staff mark the customer's phone verified after seeing them in person, with its record, in one
 * transaction: the account as it then is, or 404 when the phone changed meanwhile.
 */
export function verifyPhoneAtCounter(db: Db, request: FastifyRequest, customer: Customer): Promise<UserRow> {
  return db.transaction().execute(async (trx) => {
    const row = foundOr404(await markPhoneVerified(trx, customer.id, customer.phone, request.user!.id), phoneMessages.customerNotFound);
    await recordStaffAccountAction(trx, request, 'phone-verified', customer);
    return row;
  });
}

/**
 * An admin ends the customer's password and every session, with its record, in one transaction. The
 * old password stops working (no scrypt hash matches this); the customer sets their own with a code
 * under "Нууц үгээ мартсан уу?", which also verifies the phone.
 */
export function endCustomerPassword(db: Db, request: FastifyRequest, customer: Customer, reason: string): Promise<void> {
  return db.transaction().execute(async (trx) => {
    await updatePasswordHash(trx, customer.id, `reset$${randomBytes(16).toString('base64url')}`);
    await deleteUserSessions(trx, customer.id);
    await recordStaffAccountAction(trx, request, 'password-reset', customer, reason);
  });
}

/**
 * The one place staff actions on customer accounts are recorded: one log line and one audit row
 * each (on `db`, the transaction that made the change), with who did what to whom.
 */
async function recordStaffAccountAction(
  db: Db,
  request: FastifyRequest,
  action: StaffAccountAction,
  customer: Customer,
  reason?: string,
): Promise<void> {
  request.log.info({ staffAction: action, staffId: request.user?.id, customerId: customer.id, phone: customer.phone }, `staff: ${action}`);
  // A reset also says why (the admin's words) and that the code went to the customer's phone, not to the counter.
  const after = action === 'phone-verified' ? { phoneVerified: true } : { sessionsEnded: true, codeSentBySms: true, reason };
  await recordAudit(db, { actorId: request.user?.id ?? null, action: `customer.${action}`, object: customer.phone, after });
}
