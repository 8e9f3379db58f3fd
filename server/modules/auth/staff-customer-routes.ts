import {
  phoneParamsSchema,
  staffCustomerSchema,
  staffPasswordResetRequestSchema,
  staffPasswordResetSchema,
  type StaffCustomer,
} from '@contract';
import type { FastifyInstance } from 'fastify';
import { toIso, type UserRow } from '../../db/schema';
import { caseMessages, reasonMessages } from '@contract/reason-messages';
import { forbidden, foundOr404, HttpError } from '../../lib/http-error';
import { errorAnswers, typedRoutes } from '../../lib/route-answers';
import { requireStaff } from '../../plugins/session';
import { sendNewCode, smsBudgetSpent } from './code-requests';
import { phoneMessages } from './phone-messages';
import { endCustomerPassword, verifyPhoneAtCounter } from './staff-actions';
import { findUserByPhone } from './user-repository';

const errors = errorAnswers(400, 401, 403, 404);

function toStaffCustomer(row: UserRow): StaffCustomer {
  return {
    id: row.id,
    phone: row.phone,
    firstName: row.first_name,
    lastName: row.last_name,
    phoneVerified: row.phone_verified_at !== null,
    createdAt: toIso(row.created_at),
  };
}

/**
 * The counter's account help: find a customer by phone, verify their phone after checking
 * who they are, and reset a forgotten password. Customers' accounts only: staff and admin accounts
 * are the CLI's business (`npm run admin`), so a staff session cannot take over another's.
 */
export async function staffCustomerRoutes(instance: FastifyInstance) {
  const app = typedRoutes(instance, requireStaff);
  const { db, sms, smsBudget } = instance.ctx;
  const findCustomer = async (phone: string) => {
    const row = await findUserByPhone(db, phone);
    return foundOr404(row?.role === 'customer' ? row : undefined, phoneMessages.customerNotFound);
  };

  app.get(
    '/api/staff/customers/:phone',
    {
      schema: {
        description: 'Staff: the account of a phone (name, verified or not), to help a customer at the counter.',
        params: phoneParamsSchema,
        response: { 200: staffCustomerSchema, ...errors },
      },
    },
    async (request) => toStaffCustomer(await findCustomer(request.params.phone)),
  );

  app.post(
    '/api/staff/customers/:phone/verify',
    {
      schema: {
        description: "Staff: marks a customer's phone verified, after seeing them in person.",
        params: phoneParamsSchema,
        response: { 200: staffCustomerSchema, ...errors },
      },
    },
    async (request) => {
      const customer = await findCustomer(request.params.phone);
      if (customer.phone_verified_at !== null) return toStaffCustomer(customer);
      const verified = await verifyPhoneAtCounter(db, request, customer);
      return toStaffCustomer(verified);
    },
  );

  app.post(
    '/api/staff/customers/:phone/password-reset',
    {
      schema: {
        description:
          "Admins only (403 `ADMIN_ONLY`): the customer's password stops working, every session ends and a code goes to the customer's phone (never into this answer) for them to set a new one. 503 `SMS_NOT_CONFIGURED` without an SMS provider.",
        params: phoneParamsSchema,
        body: staffPasswordResetRequestSchema,
        response: { 200: staffPasswordResetSchema, ...errorAnswers(400, 401, 403, 404, 429, 503) },
      },
    },
    async (request) => {
      // A staff member who got the code could sign in as the customer. An admin only, and
      // the code goes to the customer's phone, never into this answer.
      if (request.user!.role !== 'admin') throw forbidden(caseMessages.ADMIN_ONLY.customerPassword, 'ADMIN_ONLY');
      const customer = await findCustomer(request.params.phone);
      if (sms.delivery === 'counter') throw new HttpError(503, reasonMessages.SMS_NOT_CONFIGURED, {}, 'SMS_NOT_CONFIGURED');
      if (!(await smsBudget.take())) {
        await smsBudget.countBudgetRefusal();
        throw smsBudgetSpent();
      }
      // The old password stops working and every session ends; the customer sets their own with the code.
      await endCustomerPassword(db, request, customer, request.body.reason);
      const expiresAt = await sendNewCode(request, { phone: customer.phone, purpose: 'reset', userId: customer.id });
      return { sentTo: customer.phone, expiresAt };
    },
  );
}
