import { useQuery } from '@tanstack/react-query';
import {
  tripDetailSchema,
  tripListSchema,
  tripLoadAnswerSchema,
  tripSchema,
  tripUnloadAnswerSchema,
  tripWaitingSchema,
  type TripCreate,
} from '@contract/trips';
import { env } from '@/lib/env';
import { apiFetch } from '@/lib/http';
import { staffKeys } from '../query-keys';
import { useChangeThenRefetch } from '../user-lists';

/*
 * Trips: the staff screen's "Ачилт" part. Every change refetches the trips, so the load
 * so far, what is still expected and the waiting parcels follow each scan run.
 */

export const useTrips = () =>
  useQuery({
    queryKey: staffKeys.trips,
    queryFn: async () => tripListSchema.parse(await apiFetch<unknown>('/staff/trips')).list,
    staleTime: 0,
  });

export const useTrip = (id: number) =>
  useQuery({
    queryKey: staffKeys.trip(id),
    queryFn: async () => tripDetailSchema.parse(await apiFetch<unknown>(`/staff/trips/${id}`)),
    staleTime: 0,
  });

export const useTripWaiting = (enabled: boolean) =>
  useQuery({
    queryKey: staffKeys.tripWaiting,
    queryFn: async () => tripWaitingSchema.parse(await apiFetch<unknown>('/staff/trips/waiting')),
    staleTime: 0,
    enabled,
  });

export const useOpenTrip = () =>
  useChangeThenRefetch(
    async (fields: TripCreate) => tripSchema.parse(await apiFetch<unknown>('/staff/trips', { method: 'POST', body: fields })),
    [staffKeys.trips],
  );

export const useLoadParcels = (id: number) =>
  useChangeThenRefetch(
    async (trackCodes: string[]) =>
      tripLoadAnswerSchema.parse(await apiFetch<unknown>(`/staff/trips/${id}/parcels`, { method: 'POST', body: { trackCodes } })),
    [staffKeys.trips],
  );

export const useTakeOff = (id: number) =>
  useChangeThenRefetch(
    // No answer to read (204).
    (trackCode: string) => apiFetch<null>(`/staff/trips/${id}/parcels/${encodeURIComponent(trackCode)}`, { method: 'DELETE' }),
    [staffKeys.trips],
  );

export const useUnloadParcels = (id: number) =>
  useChangeThenRefetch(
    async ({ trackCodes, shelf }: { trackCodes: string[]; shelf?: string | undefined }) =>
      tripUnloadAnswerSchema.parse(
        await apiFetch<unknown>(`/staff/trips/${id}/unload`, { method: 'POST', body: shelf ? { trackCodes, shelf } : { trackCodes } }),
      ),
    [staffKeys.trips],
  );

/** depart (with the seal), cancel, arrive, close: each answers the trip as it is then. */
export const useTripStep = (id: number) =>
  useChangeThenRefetch(
    async ({ step, seal }: { step: 'depart' | 'cancel' | 'arrive' | 'close'; seal?: string }) =>
      tripDetailSchema.parse(
        await apiFetch<unknown>(`/staff/trips/${id}/${step}`, {
          method: 'POST',
          ...(step === 'depart' ? { body: seal ? { seal } : {} } : {}),
        }),
      ),
    [staffKeys.trips, staffKeys.all],
  );

export const useMarkLost = () =>
  useChangeThenRefetch(
    async ({ tripId, trackCode, note }: { tripId: number; trackCode: string; note: string }) =>
      tripDetailSchema.parse(
        await apiFetch<unknown>(`/staff/trips/${tripId}/missing/${encodeURIComponent(trackCode)}/lost`, { method: 'POST', body: { note } }),
      ),
    [staffKeys.trips, staffKeys.all],
  );

/** The manifest's CSV in a language: a link the browser downloads with the session cookie. */
export const manifestCsvUrl = (id: number, lang: 'mn' | 'zh') => `${env.apiUrl}/staff/trips/${id}/manifest.csv?lang=${lang}`;
