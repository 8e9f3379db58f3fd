import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StaffParcel, StaffParcelUndo } from '@contract';
import { apiFetch } from '@/lib/http';
import { staffKeys } from '../query-keys';

/** POST /api/staff/parcels/{trackCode}/undo: takes the caller's last move back (409 when it no longer can). */
export function undoParcelMove(trackCode: string, move: StaffParcelUndo): Promise<StaffParcel> {
  return apiFetch<StaffParcel>(`/staff/parcels/${encodeURIComponent(trackCode)}/undo`, { method: 'POST', body: move });
}

export function useUndoParcelMove() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ trackCode, move }: { trackCode: string; move: StaffParcelUndo }) => undoParcelMove(trackCode, move),
    onSuccess: (parcel) => queryClient.setQueryData(staffKeys.parcel(parcel.trackCode), parcel),
  });
}
