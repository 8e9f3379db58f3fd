import { http, HttpResponse } from 'msw';

/**
 * A customer's list held in memory behind its endpoints, so refetches see each change: GET `path`
 * answers `{list,total}`; the resource's own handlers change `items` and record what was `sent`.
 */
export function memoryList<Item extends { id: number }, Body>(path: string, initial: Item[], firstId: number) {
  let nextId = firstId;
  const store: { items: Item[]; sent: { method: string; body?: Body }[] } = { items: [...initial], sent: [] };
  return Object.assign(store, {
    newId: () => nextId++,
    /** The request's JSON body, recorded as sent with its method. */
    async received(request: Request): Promise<Body> {
      const body = (await request.json()) as Body;
      store.sent.push({ method: request.method, body });
      return body;
    },
    listHandler: http.get(path, () => HttpResponse.json({ list: store.items, total: store.items.length })),
  });
}
