import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ParcelImportResult, ParcelStatus, StaffParcel, StaffParcelCreate } from '@contract';
import { apiFetch } from '@/lib/http';
import { staffKeys } from './staff-keys';

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

/** GET /api/staff/parcels/{trackCode}: the parcel with its history; 404 is shown on the screen. */
export function getStaffParcel(trackCode: string, signal?: AbortSignal): Promise<StaffParcel> {
  return apiFetch<StaffParcel>(`/staff/parcels/${encodeURIComponent(trackCode)}`, { signal });
}

export function staffParcelQueryOptions(trackCode: string) {
  return queryOptions({
    queryKey: staffKeys.parcel(trackCode),
    queryFn: ({ signal }) => getStaffParcel(trackCode, signal),
    // A scan must show the parcel as it is now, not as another desk left it minutes ago.
    staleTime: 0,
    retry: false,
    meta: { quietStatuses: [404] },
  });
}

export type ParcelPatch = { status?: ParcelStatus; price?: number };

/** PATCH /api/staff/parcels/{trackCode}: 409 with the reason for a refused move. */
export function updateParcel(trackCode: string, patch: ParcelPatch): Promise<StaffParcel> {
  return apiFetch<StaffParcel>(`/staff/parcels/${encodeURIComponent(trackCode)}`, { method: 'PATCH', body: patch });
}

export function useUpdateParcel({ quiet = false }: { quiet?: boolean } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ trackCode, patch }: { trackCode: string; patch: ParcelPatch }) => updateParcel(trackCode, patch),
    // The batch list shows each code's refusal on its row (a truck's worth of toasts helps nobody);
    // a lost session or a missing role still toasts.
    meta: quiet ? { quietStatuses: [400, 404, 409] } : undefined,
    onSuccess: (parcel) => queryClient.setQueryData(staffKeys.parcel(parcel.trackCode), parcel),
  });
}

/** POST /api/staff/parcels/import with the CSV as it is: the server parses and reports per line. */
export function importParcels(csv: string): Promise<ParcelImportResult> {
  return apiFetch<ParcelImportResult>('/staff/parcels/import', { method: 'POST', body: csv, headers: { 'content-type': 'text/csv' } });
}

export function useImportParcels() {
  return useMutation({ mutationFn: importParcels });
}
