import { http, HttpResponse } from 'msw';
import type { Address } from '@contract';
import { mswServer } from '../msw-server';

/** A small in-memory address book behind the real endpoints, so refetches see each change. Answers the changes sent. */
export function serveAddressBook(initial: Address[] = []) {
  let addresses = [...initial];
  let nextId = 100;
  const sent: { method: string; body?: unknown }[] = [];
  mswServer.use(
    http.get('*/api/address', () => HttpResponse.json({ list: addresses, total: addresses.length })),
    http.post('*/api/address', async ({ request }) => {
      const body = (await request.json()) as Omit<Address, 'id'>;
      sent.push({ method: 'POST', body });
      const created = { ...body, id: nextId++ };
      addresses.push(created);
      return HttpResponse.json(created, { status: 201 });
    }),
    http.put('*/api/address/:id', async ({ request, params }) => {
      const body = (await request.json()) as Omit<Address, 'id'>;
      sent.push({ method: 'PUT', body });
      addresses = addresses.map((address) => (address.id === Number(params.id) ? { ...body, id: address.id } : address));
      return HttpResponse.json({ ...body, id: Number(params.id) });
    }),
    http.delete('*/api/address/:id', ({ params }) => {
      sent.push({ method: 'DELETE' });
      addresses = addresses.filter((address) => address.id !== Number(params.id));
      return new HttpResponse(null, { status: 204 });
    }),
  );
  return sent;
}
