import type { InitialState, Organization } from '@contract';
import { createStore } from './create-store';
import { apiFetch } from './http';

/**
 * Same value as the contract's INITIAL_STATE_ELEMENT_ID (a test keeps them equal): importing it
 * would pull zod's schemas into the first-paint bundle.
 */
export const INITIAL_STATE_ELEMENT_ID = 'achaa-initial-state';

function isOrganization(value: unknown): value is Organization {
  if (!value || typeof value !== 'object') return false;
  const { id, name } = value as Record<string, unknown>;
  return typeof id === 'number' && Number.isInteger(id) && id > 0 && typeof name === 'string';
}

/**
 * Reads the JSON block the server writes into index.html. Checked by hand rather than with the
 * contract's zod schema: it runs on the first paint path and zod would double the start-up bundle.
 */
export function readInitialState(doc: Document = document): InitialState | null {
  const text = doc.getElementById(INITIAL_STATE_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    const parsed: unknown = JSON.parse(text);
    const organization = (parsed as { organization?: unknown } | null)?.organization;
    return isOrganization(organization) ? { organization } : null;
  } catch {
    return null;
  }
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
