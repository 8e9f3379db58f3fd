import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/database';
import { recordAudit } from '../audit/record-audit';

/** What staff did to a customer's account at the counter. */
export type StaffAccountAction = 'phone-verified' | 'password-reset';

/**
 * The one place staff actions on customer accounts are recorded: one log line and one audit row
 * each (on `db`, the transaction that made the change), with who did what to whom.
 */
export async function recordStaffAccountAction(
  db: Db,
  request: FastifyRequest,
  action: StaffAccountAction,
  customer: { id: number; phone: string },
  reason?: string,
): Promise<void> {
  request.log.info({ staffAction: action, staffId: request.user?.id, customerId: customer.id, phone: customer.phone }, `staff: ${action}`);
  // A reset also says why (the admin's words) and that the code went to the customer's phone, not to the counter.
  const after = action === 'phone-verified' ? { phoneVerified: true } : { sessionsEnded: true, codeSentBySms: true, reason };
  await recordAudit(db, { actorId: request.user?.id ?? null, action: `customer.${action}`, object: customer.phone, after });
}
