import { useMutation, useQueryClient } from '@tanstack/react-query';
import { staffParcelSchema, type StaffParcel, type StaffParcelUndo } from '@contract';
import { apiFetch } from '@/lib/http';
import { staffKeys } from '../query-keys';

/** POST /api/staff/parcels/{trackCode}/undo: takes the caller's last move back (409 when it no longer can). */
export async function undoParcelMove(trackCode: string, move: StaffParcelUndo): Promise<StaffParcel> {
  return staffParcelSchema.parse(
    await apiFetch<unknown>(`/staff/parcels/${encodeURIComponent(trackCode)}/undo`, { method: 'POST', body: move }),
  );
}

export function useUndoParcelMove() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ trackCode, move }: { trackCode: string; move: StaffParcelUndo }) => undoParcelMove(trackCode, move),
    onSuccess: (parcel) => queryClient.setQueryData(staffKeys.parcel(parcel.trackCode), parcel),
  });
}
