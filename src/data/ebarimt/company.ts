import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { companySchema, tinSchema, type Company } from '@contract';
import { apiFetch, toApiError } from '@/lib/http';
import { userKeys } from '../query-keys';

/**
 * What the tax authority says about a typed company number, for a person to confirm before a
 * receipt goes out as B2B: `idle` until the number has a valid shape, then `looking`, `found` (its
 * name and TIN), `missing` (404 COMPANY_NOT_FOUND) or `failed` (the tax service down, a 429).
 */
export type CompanyLookup =
  { state: 'idle' | 'looking' } | { state: 'found'; company: Company } | { state: 'missing' | 'failed'; message: string };

const LOOKUP_PAUSE_MS = 400;

/** GET /api/ebarimt/company?regNo=: a 7-digit register number or an 11-12-digit TIN. */
export function useCompanyLookup(typed: string): CompanyLookup {
  // Asked once typing pauses: an 11-digit TIN typed passes through 7 digits without asking about them.
  const [number, setNumber] = useState(typed.trim());
  useEffect(() => {
    const timer = setTimeout(() => setNumber(typed.trim()), LOOKUP_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [typed]);
  const valid = tinSchema.safeParse(number).success;
  const query = useQuery({
    // A user key (gone at logout), kept here rather than in query-keys: the home screen's bundle loads that file.
    queryKey: [...userKeys.all, 'ebarimt-company', number],
    queryFn: async ({ signal }) =>
      companySchema.parse(await apiFetch<unknown>(`/ebarimt/company?regNo=${encodeURIComponent(number)}`, { signal })),
    enabled: valid,
    // The name is shown under the field: no toast, and a 404 will not change on a retry.
    meta: { errorToast: false },
    retry: false,
    staleTime: 10 * 60_000,
  });
  if (!tinSchema.safeParse(typed.trim()).success) return { state: 'idle' };
  if (typed.trim() !== number) return { state: 'looking' };
  if (query.data) return { state: 'found', company: query.data };
  if (query.error) {
    const error = toApiError(query.error);
    return { state: error.code === 404 ? 'missing' : 'failed', message: error.message };
  }
  return { state: 'looking' };
}
