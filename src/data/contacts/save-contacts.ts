import { contactsSchema, type Contacts, type ContactsInput } from '@contract/contacts';
import { apiFetch } from '@/lib/http';
import { usePublicDataEdit } from '../refresh-public-data';

/** PUT /api/staff/contacts: replaces the phones, chat link and pickup points as one. */
export async function saveContacts(body: ContactsInput): Promise<Contacts> {
  return contactsSchema.parse(await apiFetch<unknown>('/staff/contacts', { method: 'PUT', body }));
}

export const useSaveContacts = () => usePublicDataEdit(saveContacts);
