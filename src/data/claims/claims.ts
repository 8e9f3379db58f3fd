import { useMutation, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { customerClaimListSchema, customerClaimSchema, unclaimedListSchema } from '@contract/arrival-calls';
import { apiFetch } from '@/lib/http';
import { userKeys } from '../query-keys';
import { useChangeThenRefetch, userList } from '../user-lists';

export type UnclaimedParcel = z.infer<typeof unclaimedListSchema>['list'][number];
export type CustomerClaim = z.infer<typeof customerClaimListSchema>['list'][number];

/** GET /api/package/unclaimed?codeEnd=: unclaimed parcels whose code ends so (at least 6 characters). */
export async function findUnclaimed(codeEnd: string): Promise<UnclaimedParcel[]> {
  return unclaimedListSchema.parse(await apiFetch<unknown>('/package/unclaimed', { query: { codeEnd } })).list;
}

/** A search is asked for, not kept: each press of "Хайх" is one request (they are rate-limited). */
export const useFindUnclaimed = () => useMutation({ mutationFn: findUnclaimed, meta: { errorToast: false } });

/** The customer's own claims, with the reason of a refusal. */
export const myClaims = userList<CustomerClaim>('/package/claims', customerClaimListSchema, userKeys.claims());
export const useMyClaims = () => useQuery({ ...myClaims.options() });

export const useClaimParcel = () =>
  useChangeThenRefetch(
    async (trackCode: string) =>
      customerClaimSchema.parse(await apiFetch<unknown>(`/package/unclaimed/${encodeURIComponent(trackCode)}/claim`, { method: 'POST' })),
    [userKeys.claims()],
    // The claim form shows the refusal under the full code's field (a wrong code, the day's limit).
    { errorToast: false },
  );
