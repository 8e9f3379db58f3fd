import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  claimApprovedSchema,
  lateParcelListSchema,
  staffClaimListSchema,
  storageRuleSchema,
  type StorageRule,
} from '@contract/arrival-calls';
import { apiFetch } from '@/lib/http';
import { staffKeys } from '../query-keys';
import { useChangeThenRefetch } from '../user-lists';

export type StaffClaim = z.infer<typeof staffClaimListSchema>['list'][number];
export type LateParcel = z.infer<typeof lateParcelListSchema>['list'][number];

const staffClaimsOptions = () =>
  queryOptions({
    queryKey: staffKeys.claims,
    queryFn: async () => staffClaimListSchema.parse(await apiFetch<unknown>('/staff/claims')).list,
    staleTime: 0,
  });
export const useStaffClaims = () => useQuery(staffClaimsOptions());

export const useLateParcels = () =>
  useQuery({
    queryKey: staffKeys.lateParcels,
    queryFn: async () => lateParcelListSchema.parse(await apiFetch<unknown>('/staff/late-parcels')).list,
    staleTime: 0,
  });

export const useApproveClaim = () =>
  useChangeThenRefetch(
    async (id: number) => claimApprovedSchema.parse(await apiFetch<unknown>(`/staff/claims/${id}/approve`, { method: 'POST' })),
    [staffKeys.claims],
  );

export const useRefuseClaim = () =>
  useChangeThenRefetch(
    // No answer to read (204): nothing to parse (docs/pwa.md, Fetchers).
    ({ id, reason }: { id: number; reason: string }) => apiFetch<null>(`/staff/claims/${id}/refuse`, { method: 'POST', body: { reason } }),
    [staffKeys.claims],
  );

export const useStorageRule = () =>
  useQuery({
    queryKey: staffKeys.storageRule,
    queryFn: async () => storageRuleSchema.parse(await apiFetch<unknown>('/staff/storage-rule')),
    staleTime: 0,
  });

export const useSaveStorageRule = () =>
  useChangeThenRefetch(
    async (rule: StorageRule) => storageRuleSchema.parse(await apiFetch<unknown>('/staff/storage-rule', { method: 'PUT', body: rule })),
    [staffKeys.storageRule],
  );
