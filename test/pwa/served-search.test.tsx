import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PageSearch, ParcelCheckResponse } from '@contract';
import { seedInitialAnswers } from '@/data/initial-answers';
import { ParcelSearch, preloadSearchResults } from '@/features/parcel-lookup/components/parcel-search';
import { getRecentLookups } from '@/features/parcel-lookup/recent-lookups';
import { formatDate, formatDateTime } from '@/lib/format';
import { organization } from './fixtures';
import { serveParcelChecks } from './handlers/parcel-checks';
import { testQueryClient } from './render';

/*
 * The server answered a link's search (`/?phone=…`) in the page it sent, with the answer
 * in the initial-state block. Here that page's HTML is rendered from the block, then hydrated, as
 * src/entry-server.tsx and src/main.tsx do: the app must take that very screen over, asking nothing.
 */

const found: ParcelCheckResponse = {
  total: 1,
  list: [{ trackCode: 'YT7512345678901', price: 12300, status: 'RECEIVED', updatedAt: '2026-11-18T05:00:00.000Z' }],
};

let consoleErrors: ReturnType<typeof vi.spyOn>;
/** What React reports while hydrating: a mismatch makes it render that part afresh, dropping the server's. */
let recoverableErrors: unknown[];
beforeEach(() => {
  consoleErrors = vi.spyOn(console, 'error');
  recoverableErrors = [];
});
afterEach(() => {
  consoleErrors.mockRestore();
  seedInitialAnswers(testQueryClient(), null);
});

/** The server's page of `search`, hydrated; what the check was asked meanwhile. */
async function servedAndHydrated(search: PageSearch, { servedElsewhere = (html: string) => html } = {}) {
  const linked = { mode: search.mode, value: search.value };
  const asked = serveParcelChecks(() => found);
  const queryClient = testQueryClient();
  seedInitialAnswers(queryClient, { organization, search });
  // As the server does: the results' lazy parts are loaded before it renders them.
  await preloadSearchResults();
  const ui = () => (
    <QueryClientProvider client={queryClient}>
      <ParcelSearch linked={linked} />
    </QueryClientProvider>
  );
  const container = document.body.appendChild(document.createElement('div'));
  container.innerHTML = servedElsewhere(renderToString(ui()));
  const served = container.innerHTML;
  await act(async () => {
    render(ui(), { container, hydrate: true, onRecoverableError: (error) => recoverableErrors.push(error) });
  });
  return { asked, container, served };
}

describe("the server's answer to a link's search, hydrated", () => {
  it('shows the results the server rendered, asks nothing again, and records the lookup as its own', async () => {
    const { asked, served } = await servedAndHydrated({ mode: 'phone', value: '9911 2233', answer: found, answeredAt: Date.now() });
    expect(served).toContain('YT7512345678901');
    const dialog = screen.getByRole('dialog', { name: 'Хайлтын үр дүн' });
    expect(dialog).toHaveTextContent('YT7512345678901');
    expect(dialog).toHaveTextContent('12,300 ₮');
    expect(screen.getByRole('textbox', { name: 'Утасны дугаар' })).toHaveValue('9911 2233');
    expect(asked).toEqual([]);
    expect(getRecentLookups()[0]).toMatchObject({ mode: 'phone', value: '99112233' });
    expect(consoleErrors).not.toHaveBeenCalled();
    expect(recoverableErrors).toEqual([]);
  });

  it("shows the dates in the viewer's time zone when the server's was another, without a mismatch", async () => {
    const answeredAt = Date.now();
    const here = { date: formatDate(found.list[0]!.updatedAt), checked: formatDateTime(answeredAt) };
    // The server's zone a day and some hours away: its page says other dates.
    const { served } = await servedAndHydrated(
      { mode: 'phone', value: '99112233', answer: found, answeredAt },
      { servedElsewhere: (html) => html.replace(here.date, '1999/01/01').replace(here.checked, '1999/01/01 23:59') },
    );
    expect(served).toContain('1999/01/01');
    const dialog = screen.getByRole('dialog', { name: 'Хайлтын үр дүн' });
    expect(dialog).toHaveTextContent(here.date);
    expect(dialog).toHaveTextContent(here.checked);
    expect(dialog).not.toHaveTextContent('1999');
    expect(consoleErrors).not.toHaveBeenCalled();
    expect(recoverableErrors).toEqual([]);
  });

  it("shows the check's message (a 429) under the field and asks nothing", async () => {
    const message = 'Хэт олон хүсэлт. 1 минутын дараа дахин оролдоно уу';
    const { asked, container } = await servedAndHydrated({ mode: 'trackCode', value: 'yt7512345678901', error: message });
    expect(within(container).getByRole('alert')).toHaveTextContent(message);
    expect(within(container).getByRole('textbox', { name: 'Трак код' })).toHaveValue('yt7512345678901');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(asked).toEqual([]);
    expect(consoleErrors).not.toHaveBeenCalled();
    expect(recoverableErrors).toEqual([]);
  });

  it("shows the field's own error for a phone it refuses", async () => {
    const { asked, container } = await servedAndHydrated({ mode: 'phone', value: '12345' });
    expect(within(container).getByRole('alert')).toHaveTextContent('8 оронтой');
    expect(asked).toEqual([]);
    expect(consoleErrors).not.toHaveBeenCalled();
    expect(recoverableErrors).toEqual([]);
  });

  it('asks the check itself when the server could not answer', async () => {
    const { asked } = await servedAndHydrated({ mode: 'phone', value: '99112233' });
    await screen.findByRole('dialog', { name: 'Хайлтын үр дүн' });
    expect(asked).toEqual([{ phone: '99112233' }]);
  });
});
