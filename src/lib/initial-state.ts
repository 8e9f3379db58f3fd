import { INITIAL_STATE_ELEMENT_ID, isOrganization, parseInitialState, type InitialState } from '@contract/initial-state';
import type { Organization } from '@contract';
import { useT } from '@/i18n/i18n';
import { createStore } from './create-store';
import { apiFetch } from './http';

/** Reads the JSON block the server writes into index.html. */
export function readInitialState(doc: Document = document): InitialState | null {
  return parseInitialState(doc.getElementById(INITIAL_STATE_ELEMENT_ID)?.textContent);
}

const organizationStore = createStore<Organization | null>(
  typeof document === 'undefined' ? null : (readInitialState()?.organization ?? null),
);

export const getOrganization = organizationStore.get;
export const setOrganization = organizationStore.set;
/** The organisation this app serves, or null until the development fallback has answered. */
export const useOrganization = organizationStore.use;

let pending: Promise<Organization> | null = null;

/**
 * The organisation, from the page when the server injected it, else from GET /api/organization
 * (Vite's dev server serves index.html without the block).
 */
export function ensureOrganization(): Promise<Organization> {
  const known = organizationStore.get();
  if (known) return Promise.resolve(known);
  pending ??= apiFetch<unknown>('/organization')
    .then((answer) => {
      if (!isOrganization(answer)) throw new Error('organization: unexpected answer');
      organizationStore.set(answer);
      return answer;
    })
    .finally(() => {
      pending = null;
    });
  return pending;
}

/** The organisation's name where the app names itself (header, footer, about), the app's own name until it is known. */
export function useOrganizationName(): string {
  const t = useT();
  return useOrganization()?.name ?? t('app.name');
}
