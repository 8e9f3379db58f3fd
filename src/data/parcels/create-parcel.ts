import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StaffParcel, StaffParcelCreate } from '@contract';
import { apiFetch } from '@/lib/http';
import { staffKeys } from '../query-keys';

/** POST /api/staff/parcels: 201 the parcel, 409 when the code is already registered. */
export function createParcel(body: StaffParcelCreate): Promise<StaffParcel> {
  return apiFetch<StaffParcel>('/staff/parcels', { method: 'POST', body });
}

/** The register form explains a duplicate beside the field itself, so its 409 gets no toast. */
export function useCreateParcel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createParcel,
    meta: { quietStatuses: [409] },
    onSuccess: (parcel) => queryClient.setQueryData(staffKeys.parcel(parcel.trackCode), parcel),
  });
}
