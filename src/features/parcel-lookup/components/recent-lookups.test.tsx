import { onlineManager } from '@tanstack/react-query';
import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ParcelCheckResponse } from '@contract';
import { publicKeys } from '@/data/query-keys';
import { network, serveParcelChecks } from '@test/pwa/handlers/parcel-checks';
import { renderWithClient, retype, testQueryClient, type TestUser } from '@test/pwa/render';
import { MAX_RECENT_LOOKUPS, RECENT_LOOKUPS_KEY, type RecentLookup } from '../recent-lookups';
import { ParcelSearch } from './parcel-search';

const answer = (status: 'SENT' | 'DELIVERED'): ParcelCheckResponse => ({
  list: [{ trackCode: 'YT100200300', price: 12300, status, updatedAt: '2026-11-20T08:00:00.000Z' }],
  total: 1,
});

function goOffline() {
  network.up = false;
  act(() => onlineManager.setOnline(false));
}

function goOnline() {
  network.up = true;
  act(() => onlineManager.setOnline(true));
}

const renderSearch = (queryClient = testQueryClient()) => renderWithClient(<ParcelSearch />, { queryClient });

async function searchPhone(user: TestUser, phone: string) {
  await retype(user, screen.getByLabelText('Утасны дугаар'), phone);
  await user.click(screen.getByRole('button', { name: 'Хайх' }));
}

const storedRecent = () => JSON.parse(localStorage.getItem(RECENT_LOOKUPS_KEY) ?? '[]') as RecentLookup[];

describe('recent lookups on the home search', () => {
  it('lists a successful lookup, newest first, and shows when the answer was checked', async () => {
    serveParcelChecks(() => answer('SENT'));
    const { user } = renderSearch();
    await searchPhone(user, '99112233');
    const dialog = await screen.findByRole('dialog', { name: 'Хайлтын үр дүн' });
    expect(within(dialog).getByText(/^Сүүлд шалгасан: \d{4}\/\d{2}\/\d{2} \d{2}:\d{2}$/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Хаах' }));

    await searchPhone(user, '88776655');
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Хаах' }));

    const recent = screen.getByRole('region', { name: 'Сүүлд хайсан' });
    const checks = within(recent).getAllByRole('button', { name: /^Дахин шалгах:/ });
    expect(checks.map((button) => button.textContent)).toEqual([
      expect.stringMatching(/^Дахин шалгах: 88776655Утасны дугаараар · \d{4}\/\d{2}\/\d{2} \d{2}:\d{2}$/),
      expect.stringMatching(/^Дахин шалгах: 99112233Утасны дугаараар/),
    ]);
    expect(storedRecent().map((item) => item.value)).toEqual(['88776655', '99112233']);
  });

  it('keeps at most ten, dropping the oldest', async () => {
    const older = Array.from({ length: MAX_RECENT_LOOKUPS }, (_, index) => ({
      mode: 'trackCode',
      value: `CODE${index}`,
      checkedAt: 1_700_000_000_000 - index,
    }));
    localStorage.setItem(RECENT_LOOKUPS_KEY, JSON.stringify(older));
    serveParcelChecks(() => answer('SENT'));
    const { user } = renderSearch();
    await searchPhone(user, '99112233');
    await screen.findByRole('dialog');
    const values = storedRecent().map((item) => item.value);
    expect(values).toHaveLength(MAX_RECENT_LOOKUPS);
    expect(values[0]).toBe('99112233');
    expect(values).not.toContain(`CODE${MAX_RECENT_LOOKUPS - 1}`);
  });

  it('removes one lookup from the list and from storage', async () => {
    localStorage.setItem(
      RECENT_LOOKUPS_KEY,
      JSON.stringify([
        { mode: 'phone', value: '99112233', checkedAt: 1_700_000_000_000 },
        { mode: 'trackCode', value: 'YT100200300', checkedAt: 1_700_000_000_000 },
      ]),
    );
    const { user } = renderSearch();
    await user.click(screen.getByRole('button', { name: 'Жагсаалтаас хасах: 99112233' }));
    expect(screen.queryByRole('button', { name: /Дахин шалгах:\s*99112233/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Дахин шалгах:\s*YT100200300/ })).toBeInTheDocument();
    expect(storedRecent().map((item) => item.value)).toEqual(['YT100200300']);
  });

  it('checks a recent lookup again with one tap, asking the server for the current status', async () => {
    let status: 'SENT' | 'DELIVERED' = 'SENT';
    const asked = serveParcelChecks(() => answer(status));
    const { user } = renderSearch();
    await user.click(screen.getByRole('radio', { name: 'Трак кодоор' }));
    await user.type(screen.getByLabelText('Трак код'), 'yt100200300');
    await user.click(screen.getByRole('button', { name: 'Хайх' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Хаах' }));
    await user.click(screen.getByRole('radio', { name: 'Утасны дугаараар' }));

    status = 'DELIVERED';
    await user.click(screen.getByRole('button', { name: /^Дахин шалгах:\s*YT100200300/ }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('Улаанбаатарт ирсэн')).toBeInTheDocument();
    expect(asked).toEqual([{ trackCode: 'YT100200300' }, { trackCode: 'YT100200300' }]);
    expect(screen.getByLabelText('Трак код')).toHaveValue('YT100200300');
  });
});

// These use the app's own retry policy: offline, a failed attempt pauses instead of failing.
describe('lookups without a connection', () => {
  afterEach(goOnline);

  it('says a new lookup needs a connection, without an error, and runs it once back online', async () => {
    const asked = serveParcelChecks(() => answer('SENT'));
    const { user } = renderSearch(testQueryClient({ withRetries: true }));
    goOffline();
    await searchPhone(user, '99112233');
    expect(await screen.findByRole('status')).toHaveTextContent('Шинэ хайлт хийхэд интернет холболт хэрэгтэй.');
    expect(screen.queryByText(/АЛДАА/)).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    goOnline();
    expect(await screen.findByRole('dialog', { name: 'Хайлтын үр дүн' }, { timeout: 5000 })).toBeInTheDocument();
    expect(asked).toEqual([{ phone: '99112233' }]);
    expect(screen.queryByText(/интернет холболт хэрэгтэй/)).not.toBeInTheDocument();
  });

  it('shows the saved answer of an earlier lookup with when it was checked', async () => {
    const checkedAt = new Date(2026, 10, 20, 9, 5).getTime();
    serveParcelChecks(() => answer('DELIVERED'));
    const queryClient = testQueryClient({ withRetries: true });
    queryClient.setQueryData(publicKeys.parcelLookup('phone', '99112233'), answer('SENT'), { updatedAt: checkedAt });
    const { user } = renderSearch(queryClient);
    goOffline();
    await searchPhone(user, '99112233');
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('YT100200300')).toBeInTheDocument();
    expect(within(dialog).getByText('Сүүлд шалгасан: 2026/11/20 09:05')).toBeInTheDocument();
    expect(within(dialog).getByText('Эрээн – УБ замд')).toBeInTheDocument();
    expect(screen.queryByText(/интернет холболт хэрэгтэй/)).not.toBeInTheDocument();

    // Back online the same lookup is asked again and the newer status replaces the saved one.
    goOnline();
    expect(await within(dialog).findByText('Улаанбаатарт ирсэн', {}, { timeout: 5000 })).toBeInTheDocument();
  });
});
