import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Contacts } from '@contract/contacts';
import { apiFetch, type ApiFetchOptions } from '@/lib/http';
import { fetchPublicAnswer, publicAnswerDefaults } from '../public-answers';
import { publicKeys } from '../query-keys';

/** GET /api/contacts: the organisation's phones, chat link and Ulaanbaatar pickup points. */
export function getContacts(signal?: AbortSignal, options?: ApiFetchOptions): Promise<Contacts> {
  // A public screen's answer: typed, not parsed, so zod stays out of what a visitor loads (docs/pwa.md, Fetchers).
  return apiFetch<Contacts>('/contacts', { ...options, signal });
}

export function contactsQueryOptions() {
  return queryOptions({
    queryKey: publicKeys.contacts,
    queryFn: ({ signal }) => fetchPublicAnswer((options) => getContacts(signal, options)),
    ...publicAnswerDefaults,
  });
}

/** The organisation's contacts, fetched once and kept offline; undefined until known. */
export function useContacts(): Contacts | undefined {
  return useQuery(contactsQueryOptions()).data;
}
