import { http, HttpResponse } from 'msw';
import type { Address } from '@contract';
import { mswServer } from '../msw-server';
import { memoryList } from './memory-list';

/** A small in-memory address book behind the real endpoints. Answers the changes sent. */
export function serveAddressBook(initial: Address[] = []) {
  const book = memoryList<Address, Omit<Address, 'id'>>('*/api/address', initial, 100);
  mswServer.use(
    book.listHandler,
    http.post('*/api/address', async ({ request }) => {
      const created = { ...(await book.received(request)), id: book.newId() };
      book.items.push(created);
      return HttpResponse.json(created, { status: 201 });
    }),
    http.put('*/api/address/:id', async ({ request, params }) => {
      const body = await book.received(request);
      book.items = book.items.map((address) => (address.id === Number(params.id) ? { ...body, id: address.id } : address));
      return HttpResponse.json({ ...body, id: Number(params.id) });
    }),
    http.delete('*/api/address/:id', ({ params }) => {
      book.sent.push({ method: 'DELETE' });
      book.items = book.items.filter((address) => address.id !== Number(params.id));
      return new HttpResponse(null, { status: 204 });
    }),
  );
  return book.sent;
}
