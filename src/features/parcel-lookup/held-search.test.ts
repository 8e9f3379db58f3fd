import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ParcelCheckResponse } from '@contract';
import { EARLY_ANSWER_GLOBAL, type EarlyAnswer } from '@contract/early-input';
import { publicKeys } from '@/data/query-keys';
import { sendHeldSearch } from './held-search';

/** The prerendered search form as the page has it before the app: a mode and the server's phone field. */
function heldForm(mode: string, phone: string): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML = `<form data-early-submit="parcel-search">
    <input type="radio" name="mode" value="phone" ${mode === 'phone' ? 'checked' : ''}>
    <input type="radio" name="mode" value="trackCode" ${mode === 'trackCode' ? 'checked' : ''}>
    <input name="phone" value="${phone}">
  </form>`;
  return root;
}

function prefetched(root: HTMLElement): unknown[][] {
  const client = new QueryClient();
  const prefetch = vi.spyOn(client, 'prefetchQuery').mockResolvedValue(undefined);
  sendHeldSearch(client, root);
  return prefetch.mock.calls.map(([options]) => [...(options.queryKey as unknown[])]);
}

afterEach(() => vi.restoreAllMocks());

describe('a search held before the app started', () => {
  it('asks for the typed phone at once, under the key the app’s own submit asks for', () => {
    expect(prefetched(heldForm('phone', ' 9911-2233 '))).toEqual([[...publicKeys.parcelLookup('phone', '99112233')]]);
  });

  it('asks for a tracking code typed into the server’s phone field with the code mode chosen', () => {
    expect(prefetched(heldForm('trackCode', 'yt7512345678901'))).toEqual([[...publicKeys.parcelLookup('trackCode', 'YT7512345678901')]]);
  });

  it.each([
    ['an empty field', heldForm('phone', '')],
    ['a phone the app would refuse', heldForm('phone', '123')],
    ['no search form on the page', document.createElement('div')],
  ])('asks for nothing with %s', (_label, root) => {
    expect(prefetched(root)).toEqual([]);
  });
});

describe('the request the page’s guard sent at the tap', () => {
  const answer: ParcelCheckResponse = { total: 0, list: [] };
  const fromServer: ParcelCheckResponse = {
    total: 1,
    list: [{ trackCode: 'YT7512345678901', price: null, status: 'RECEIVED', updatedAt: '2026-11-18T05:00:00.000Z' }],
  };

  /** The guard's request as the page leaves it, and the app's own calls counted. */
  function sentByTheGuard(asked: Record<string, string>, response: Promise<Response>) {
    (window as unknown as Record<string, EarlyAnswer>)[EARLY_ANSWER_GLOBAL] = { asked, response };
    return vi.spyOn(globalThis, 'fetch').mockImplementation(async () => Response.json(fromServer));
  }

  async function searched(root: HTMLElement) {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    sendHeldSearch(client, root);
    await vi.waitFor(() => expect(client.getQueryState(publicKeys.parcelLookup('phone', '99112233'))?.status).toBe('success'));
    return client.getQueryData(publicKeys.parcelLookup('phone', '99112233'));
  }

  it('is taken over when it asked what the form asks: its answer, and no second call', async () => {
    const appCalls = sentByTheGuard({ phone: '9911-2233' }, Promise.resolve(Response.json(answer)));
    expect(await searched(heldForm('phone', '9911-2233'))).toEqual(answer);
    expect(appCalls).not.toHaveBeenCalled();
    expect(EARLY_ANSWER_GLOBAL in window).toBe(false);
  });

  it('is left when the text changed since the tap: the app asks for what the form holds', async () => {
    const appCalls = sentByTheGuard({ phone: '9911' }, Promise.resolve(Response.json(answer)));
    expect(await searched(heldForm('phone', '9911-2233'))).toEqual(fromServer);
    expect(appCalls).toHaveBeenCalledOnce();
  });

  it.each([
    ['a refusal', () => Promise.resolve(Response.json({ code: 429, message: 'Too many' }, { status: 429 }))],
    ['a dropped link', () => Promise.reject(new TypeError('Failed to fetch'))],
  ])('is asked again the app’s way after %s', async (_label, respond) => {
    const appCalls = sentByTheGuard({ phone: '9911-2233' }, respond());
    expect(await searched(heldForm('phone', '9911-2233'))).toEqual(fromServer);
    expect(appCalls).toHaveBeenCalledOnce();
  });
});
