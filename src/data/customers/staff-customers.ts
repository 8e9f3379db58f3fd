import { useMutation } from '@tanstack/react-query';
import {
  staffCustomerSchema,
  staffPasswordResetSchema,
  type StaffCustomer,
  type StaffPasswordReset,
  type StaffPasswordResetRequest,
} from '@contract';
import { apiFetch } from '@/lib/http';

/*
 * The counter's account help: find a customer by phone, verify the phone once staff have
 * checked who it is, reset a forgotten password. Mutations, not queries: every answer is about one
 * person standing at the counter now, and none of it is kept.
 */

const path = (phone: string) => `/staff/customers/${encodeURIComponent(phone)}`;

/** GET /api/staff/customers/{phone}: 404 for a phone without a customer account. */
export async function findCustomer(phone: string): Promise<StaffCustomer> {
  return staffCustomerSchema.parse(await apiFetch<unknown>(path(phone)));
}

/** POST /api/staff/customers/{phone}/verify. */
export async function verifyCustomerPhone(phone: string): Promise<StaffCustomer> {
  return staffCustomerSchema.parse(await apiFetch<unknown>(`${path(phone)}/verify`, { method: 'POST' }));
}

/** POST /api/staff/customers/{phone}/password-reset (admins): the code goes to the customer's phone by SMS, never to this screen. */
export async function resetCustomerPassword({ phone, reason }: { phone: string } & StaffPasswordResetRequest): Promise<StaffPasswordReset> {
  return staffPasswordResetSchema.parse(await apiFetch<unknown>(`${path(phone)}/password-reset`, { method: 'POST', body: { reason } }));
}

// The panel says "not found" itself.
export const useFindCustomer = () => useMutation({ mutationFn: findCustomer, meta: { quietStatuses: [404] } });
export const useVerifyCustomerPhone = () => useMutation({ mutationFn: verifyCustomerPhone });
export const useResetCustomerPassword = () => useMutation({ mutationFn: resetCustomerPassword });
