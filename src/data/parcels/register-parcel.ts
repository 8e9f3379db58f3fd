import { customerParcelSchema, type CustomerParcel, type ParcelRegister } from '@contract';
import { apiFetch } from '@/lib/http';
import { userKeys } from '../query-keys';
import { useChangeThenRefetch } from '../user-lists';

/** POST /api/package: 201 registered, 200 already the customer's own, 409 another phone's code. */
export async function registerParcel(body: ParcelRegister): Promise<CustomerParcel> {
  return customerParcelSchema.parse(await apiFetch<unknown>('/package', { method: 'POST', body }));
}

/** Several codes are sent one by one; the form reports each refusal beside its code, so no toasts. */
export const useRegisterParcel = () =>
  useChangeThenRefetch(registerParcel, [userKeys.parcels(undefined).slice(0, 2)], { errorToast: false });
