import { useMutation, useQueryClient } from '@tanstack/react-query';
import { staffParcelMoveAnswerSchema, type StaffParcelMoveAnswer, type StaffParcelPatch } from '@contract';
import { apiFetch } from '@/lib/http';
import { staffKeys } from '../query-keys';

export type ParcelPatch = StaffParcelPatch;

/** PATCH /api/staff/parcels/{trackCode}: the parcel and the status it moved from; 409 with the reason for a refused move. */
export async function updateParcel(trackCode: string, patch: ParcelPatch): Promise<StaffParcelMoveAnswer> {
  return staffParcelMoveAnswerSchema.parse(
    await apiFetch<unknown>(`/staff/parcels/${encodeURIComponent(trackCode)}`, { method: 'PATCH', body: patch }),
  );
}

export function useUpdateParcel({ quiet = false }: { quiet?: boolean } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ trackCode, patch }: { trackCode: string; patch: ParcelPatch }) => updateParcel(trackCode, patch),
    // The batch list shows each code's refusal on its row (a truck's worth of toasts helps nobody);
    // a lost session or a missing role still toasts.
    meta: quiet ? { quietStatuses: [400, 404, 409] } : undefined,
    // The cached parcel is the parcel: where this one PATCH moved it from belongs to its answer only.
    onSuccess: ({ movedFrom: _movedFrom, ...parcel }) => queryClient.setQueryData(staffKeys.parcel(parcel.trackCode), parcel),
  });
}
