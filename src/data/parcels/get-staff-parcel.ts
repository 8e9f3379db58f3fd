import { queryOptions } from '@tanstack/react-query';
import { staffParcelSchema, type StaffParcel } from '@contract';
import { apiFetch } from '@/lib/http';
import { staffKeys } from '../query-keys';

/** GET /api/staff/parcels/{trackCode}: the parcel with its owner's phone and history; 404 is shown on the screen. */
export async function getStaffParcel(trackCode: string, signal?: AbortSignal): Promise<StaffParcel> {
  return staffParcelSchema.parse(await apiFetch<unknown>(`/staff/parcels/${encodeURIComponent(trackCode)}`, { signal }));
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
