import type { WorkboxPlugin } from 'workbox-core';
import { SAVED_AT_HEADER } from './public-api-routes';

/** A copy of the answer with one header set (answers from fetch or the cache have immutable headers). */
async function withHeader(response: Response, name: string, value: string): Promise<Response> {
  const headers = new Headers(response.headers);
  headers.set(name, value);
  return new Response(await response.blob(), { status: response.status, statusText: response.statusText, headers });
}

/**
 * Stamps each answer with the time it is stored, and hands a stored answer back with that time in
 * SAVED_AT_HEADER; the network's answers never carry it, so the page tells the two apart.
 */
export const savedAnswerPlugin: WorkboxPlugin = {
  cacheWillUpdate: ({ response }) => withHeader(response, SAVED_AT_HEADER, String(Date.now())),
  cachedResponseWillBeUsed: async ({ cachedResponse }) => {
    if (!cachedResponse) return cachedResponse;
    // Answers stored before the stamp existed: the server's Date header is when they were sent.
    const stamped = cachedResponse.headers.get(SAVED_AT_HEADER);
    const savedAt = stamped ?? String(Date.parse(cachedResponse.headers.get('date') ?? '') || 0);
    return withHeader(cachedResponse, SAVED_AT_HEADER, savedAt);
  },
};
