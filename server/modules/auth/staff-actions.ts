import type { FastifyRequest } from 'fastify';

/** What staff did to a customer's account at the counter. */
export type StaffAccountAction = 'phone-verified' | 'password-reset';

/**
 * The one place staff actions on customer accounts are recorded: one log line each, with who did
 * what to whom. The audit trail (server/modules/audit/, issue 26) hooks in here, so every such action
 * reaches it through this single call.
 */
export async function recordStaffAccountAction(
  request: FastifyRequest,
  action: StaffAccountAction,
  customer: { id: number; phone: string },
): Promise<void> {
  request.log.info({ staffAction: action, staffId: request.user?.id, customerId: customer.id, phone: customer.phone }, `staff: ${action}`);
}
