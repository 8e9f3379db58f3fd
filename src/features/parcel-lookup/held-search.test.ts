import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
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
