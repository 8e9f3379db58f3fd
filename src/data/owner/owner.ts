import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  adminEbarimtSchema,
  auditListSchema,
  dashboardSchema,
  staffAccountListSchema,
  staffAccountSchema,
  type StaffAccount,
  type StaffAccountCreate,
  type StaffAccountPatch,
} from '@contract';
import { apiFetch } from '@/lib/http';
import { staffKeys } from '../query-keys';

/* The owner's view: the dashboard, the staff accounts and the audit search. */

/** GET /api/admin/dashboard?from=&to=: a period's figures (the server keeps an answer up to 30 s). */
export function dashboardQueryOptions(from: string, to: string, warehouseId: number | null) {
  return queryOptions({
    queryKey: staffKeys.dashboard(from, to, warehouseId),
    queryFn: async ({ signal }) =>
      dashboardSchema.parse(
        await apiFetch<unknown>('/admin/dashboard', { query: { from, to, ...(warehouseId ? { warehouseId } : {}) }, signal }),
      ),
    staleTime: 30_000,
  });
}

export const staffAccountsQueryOptions = () =>
  queryOptions({
    queryKey: staffKeys.staffAccounts,
    queryFn: async ({ signal }) => staffAccountListSchema.parse(await apiFetch<unknown>('/admin/staff', { signal })),
  });

/** GET /api/admin/audit: `q` (a track code, a phone), `actor` (a staff id), `from`, `to` (dates), `offset`. */
export const auditQueryOptions = (search: Record<string, string>) =>
  queryOptions({
    queryKey: staffKeys.audit(search),
    queryFn: async ({ signal }) => auditListSchema.parse(await apiFetch<unknown>('/admin/audit', { query: search, signal })),
    staleTime: 0,
  });

/** Every change to an account refreshes the list and the audit (it has a new row). */
function useStaffMutation<Variables>(send: (variables: Variables) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (variables: Variables): Promise<StaffAccount> => staffAccountSchema.parse(await send(variables)),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: staffKeys.staffAccounts });
      await client.invalidateQueries({ queryKey: ['staff', 'audit'] });
    },
  });
}

export const useCreateStaffAccount = () =>
  useStaffMutation((account: StaffAccountCreate) => apiFetch<unknown>('/admin/staff', { method: 'POST', body: account }));

export const useUpdateStaffAccount = () =>
  useStaffMutation(({ id, change }: { id: number; change: StaffAccountPatch }) =>
    apiFetch<unknown>(`/admin/staff/${id}`, { method: 'PATCH', body: change }),
  );

export const useResetStaffPassword = () =>
  useStaffMutation(({ id, password }: { id: number; password: string }) =>
    apiFetch<unknown>(`/admin/staff/${id}/password`, { method: 'POST', body: { password } }),
  );

/** GET /api/admin/ebarimt: receipts by state, PosAPI's lotteries and last send, what needs a person. */
const adminEbarimtKey = [...staffKeys.all, 'admin-ebarimt'] as const;
export const adminEbarimtQueryOptions = () =>
  queryOptions({
    queryKey: adminEbarimtKey,
    queryFn: async ({ signal }) => adminEbarimtSchema.parse(await apiFetch<unknown>('/admin/ebarimt', { signal })),
    staleTime: 0,
  });

/** "Дахин оролдох" on a receipt (POST /api/admin/ebarimt/{id}/retry) and "Илгээх" (POST /api/admin/ebarimt/send): both answer the panel anew. */
export function useEbarimtAction() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (action: { retry: number } | 'send') =>
      adminEbarimtSchema.parse(
        await apiFetch<unknown>(action === 'send' ? '/admin/ebarimt/send' : `/admin/ebarimt/${action.retry}/retry`, { method: 'POST' }),
      ),
    onSuccess: (panel) => client.setQueryData(adminEbarimtKey, panel),
  });
}
