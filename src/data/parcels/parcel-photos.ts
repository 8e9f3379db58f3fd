import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { PHOTO_FIELD, parcelPhotoListSchema, photoCreatedSchema, type ParcelPhotoList, type PhotoCreated } from '@contract';
import { apiFetch } from '@/lib/http';
import { staffKeys, userKeys } from '../query-keys';

const photosPath = (trackCode: string) => `/staff/parcels/${encodeURIComponent(trackCode)}/photos`;

/** POST /api/staff/parcels/{trackCode}/photos: the scaled photo as the one `photo` field of a form. */
export async function uploadParcelPhoto(trackCode: string, photo: Blob): Promise<PhotoCreated> {
  const form = new FormData();
  form.append(PHOTO_FIELD, photo, 'photo.jpg');
  return photoCreatedSchema.parse(await apiFetch<unknown>(photosPath(trackCode), { method: 'POST', body: form, timeoutMs: 60_000 }));
}

/** A photo added at intake: the parcel view shows it from the refreshed parcel. */
export function useUploadParcelPhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ trackCode, photo }: { trackCode: string; photo: Blob }) => uploadParcelPhoto(trackCode, photo),
    onSettled: (_answer, _error, { trackCode }) => queryClient.invalidateQueries({ queryKey: staffKeys.parcel(trackCode) }),
  });
}

/** GET /api/package/{trackCode}/photos: the signed-in owner's view of their parcel's intake photos. */
export function parcelPhotosQueryOptions(trackCode: string) {
  return queryOptions({
    queryKey: userKeys.parcelPhotos(trackCode),
    queryFn: async ({ signal }): Promise<ParcelPhotoList> =>
      parcelPhotoListSchema.parse(await apiFetch<unknown>(`/package/${encodeURIComponent(trackCode)}/photos`, { signal })),
    staleTime: 5 * 60_000,
    retry: false,
    // Not the viewer's parcel (or not signed in): no photos, nothing to toast.
    meta: { quietStatuses: [401, 403, 404] },
  });
}
