import { INITIAL_STATE_ELEMENT_ID, parseInitialState, type InitialState } from '@contract/initial-state';
import type { Organization } from '@contract';
import { useT } from '@/i18n/i18n';
import { createStore } from './create-store';

/** Reads the JSON block the server writes into index.html. */
export function readInitialState(doc: Document = document): InitialState | null {
  return parseInitialState(doc.getElementById(INITIAL_STATE_ELEMENT_ID)?.textContent);
}

const organizationStore = createStore<Organization | null>(
  typeof document === 'undefined' ? null : (readInitialState()?.organization ?? null),
);

export const getOrganization = organizationStore.get;
export const setOrganization = organizationStore.set;
/** The organisation this app serves, or null until the development fallback (src/data/organization) has answered. */
export const useOrganization = organizationStore.use;

/** The organisation's name where the app names itself (header, footer, about), the app's own name until it is known. */
export function useOrganizationName(): string {
  const t = useT();
  return useOrganization()?.name ?? t('app.name');
}
