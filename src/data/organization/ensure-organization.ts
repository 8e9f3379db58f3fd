import { isOrganization } from '@contract/initial-state';
import type { Organization } from '@contract';
import { apiFetch } from '@/lib/http';
import { getOrganization, setOrganization } from '@/lib/initial-state';

let pending: Promise<Organization> | null = null;

/**
 * The organisation, from the page when the server injected it, else from GET /api/organization
 * (Vite's dev server serves index.html without the block).
 */
export function ensureOrganization(): Promise<Organization> {
  const known = getOrganization();
  if (known) return Promise.resolve(known);
  // First paint: no zod, so the contract's zod-free guard checks the answer (docs/pwa.md, "Fetchers").
  pending ??= apiFetch<unknown>('/organization')
    .then((answer) => {
      if (!isOrganization(answer)) throw new Error('organization: unexpected answer');
      setOrganization(answer);
      return answer;
    })
    .finally(() => {
      pending = null;
    });
  return pending;
}
