import { useMutation, useQueryClient } from '@tanstack/react-query';
import { staffParcelSchema, type StaffParcel, type StaffParcelCreate } from '@contract';
import type { ErrorReason } from '@contract/error-reasons';
import { apiFetch } from '@/lib/http';
import { staffKeys } from '../query-keys';

/**
 * POST /api/staff/parcels: 201 the parcel, 200 a customer's pre-registered code taken in with its
 * phone (RECEIVED, its owner kept), 409 when the code is already registered, pre-registered to
 * another phone, or pre-registered and sent without a phone (PREREGISTERED_CONFIRM_PHONE: staff
 * confirm the claimant's phone first), 400 for a new code without a phone. With `idempotencyKey`
 * (the intake station's client id of the scan) a resend answers what the first send did.
 */
export async function createParcel(body: StaffParcelCreate, { idempotencyKey }: { idempotencyKey?: string } = {}): Promise<StaffParcel> {
  const headers = idempotencyKey ? { 'idempotency-key': idempotencyKey } : undefined;
  return staffParcelSchema.parse(await apiFetch<unknown>('/staff/parcels', { method: 'POST', body, headers }));
}

/**
 * The refusals a scan is answered by scanning again (a duplicate, a phone to fix or confirm, a status
 * or fee the rule refuses), not by sending the same again: the register form explains them beside its
 * fields, so they get no toast. Another write meanwhile (CHANGED_MEANWHILE) is worth a retry.
 */
export const SCAN_AGAIN_REASONS: readonly ErrorReason[] = [
  'TRACK_CODE_TAKEN',
  'PREREGISTERED_CONFIRM_PHONE',
  'PREREGISTERED_OTHER_PHONE',
  'PHONE_NEEDED',
  'MOVE_REFUSED',
  'PRICES_FIRST',
];

export function useCreateParcel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: StaffParcelCreate; idempotencyKey?: string }) => createParcel(body, { idempotencyKey }),
    meta: { quietReasons: SCAN_AGAIN_REASONS },
    // A dropped connection fails at once instead of pausing: the intake station keeps such scans in its offline queue.
    networkMode: 'always',
    onSuccess: (parcel) => queryClient.setQueryData(staffKeys.parcel(parcel.trackCode), parcel),
  });
}
