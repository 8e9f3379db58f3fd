import type { Contacts, ContactsInput } from '@contract/contacts';
import { apiFetch } from '@/lib/http';
import { usePublicDataEdit } from '../refresh-public-data';

/** PUT /api/staff/contacts: replaces the phones, chat link and pickup points as one. */
export function saveContacts(body: ContactsInput): Promise<Contacts> {
  return apiFetch<Contacts>('/staff/contacts', { method: 'PUT', body });
}

export const useSaveContacts = () => usePublicDataEdit(saveContacts);
