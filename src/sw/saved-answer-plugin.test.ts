import { describe, expect, it } from 'vitest';
import { SAVED_AT_HEADER } from './public-api-routes';
import { savedAnswerPlugin } from './saved-answer-plugin';

const request = new Request('https://achaa.mn/api/cargoAddress/1');
const hookArgs = { request, event: new Event('fetch') as ExtendableEvent, state: {} };

async function store(response: Response): Promise<Response> {
  const stored = await savedAnswerPlugin.cacheWillUpdate?.({ ...hookArgs, response });
  if (!stored) throw new Error('the plugin refused to store the answer');
  return stored;
}

async function useStored(cachedResponse: Response | undefined): Promise<Response | null | undefined> {
  const used = await savedAnswerPlugin.cachedResponseWillBeUsed?.({ ...hookArgs, cacheName: 'achaa-public-api', cachedResponse });
  return used ?? undefined;
}

describe('savedAnswerPlugin', () => {
  it('stamps a stored answer with when it was stored and hands it back with that time and the same body', async () => {
    const before = Date.now();
    const stored = await store(new Response(JSON.stringify({ consignee: '阿恰货运' }), { headers: { 'x-other': 'kept' } }));
    const stamp = Number(stored.headers.get(SAVED_AT_HEADER));
    expect(stamp).toBeGreaterThanOrEqual(before);
    expect(stamp).toBeLessThanOrEqual(Date.now());

    const used = await useStored(stored);
    expect(used?.headers.get(SAVED_AT_HEADER)).toBe(String(stamp));
    expect(used?.headers.get('x-other')).toBe('kept');
    expect(await used?.json()).toEqual({ consignee: '阿恰货运' });
  });

  it("dates answers stored before the stamp existed by the server's Date header", async () => {
    const used = await useStored(new Response('{}', { headers: { date: 'Mon, 23 Nov 2026 01:30:00 GMT' } }));
    expect(used?.headers.get(SAVED_AT_HEADER)).toBe(String(Date.UTC(2026, 10, 23, 1, 30)));
  });

  it('leaves a cache miss a miss', async () => {
    expect(await useStored(undefined)).toBeUndefined();
  });
});
