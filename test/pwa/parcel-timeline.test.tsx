import { act, screen, waitFor, within } from '@testing-library/react';
import { onlineManager } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ParcelCheckResponse, ParcelTimeline } from '@contract';
import { http, HttpResponse } from 'msw';
import { serveParcelChecks } from './handlers/parcel-checks';
import { mswServer } from './msw-server';
import { serveParcelTimelines } from './handlers/parcel-timelines';
import { renderApp } from './render';

const timeline: ParcelTimeline = {
  trackCode: 'SF1456789012345',
  price: null,
  status: 'RECEIVED',
  updatedAt: '2026-11-18T05:00:00.000Z',
  weightKg: 2.5,
  widthCm: 30,
  heightCm: 20,
  lengthCm: 40,
  history: [
    { status: 'REGISTERED', at: '2026-11-15T02:30:00.000Z' },
    { status: 'RECEIVED', at: '2026-11-18T05:00:00.000Z' },
  ],
};

const stepsIn = async (scope: HTMLElement) =>
  within(await within(scope).findByRole('region', { name: 'Явцын түүх' })).findAllByRole('listitem');

afterEach(() => {
  onlineManager.setOnline(true);
  Reflect.deleteProperty(navigator, 'share');
  Reflect.deleteProperty(navigator, 'clipboard');
});

describe('the timeline in the look-up results', () => {
  it('shows the steps of a result on demand, with "Үнэ тодорхойгүй" and a /track link', async () => {
    serveParcelChecks(() => ({ list: [timeline], total: 1 }));
    const { user } = await renderApp('/');
    await user.click(screen.getByRole('radio', { name: 'Трак кодоор' }));
    await user.type(screen.getByLabelText('Трак код'), 'sf1456789012345');
    await user.click(screen.getByRole('button', { name: 'Хайх' }));
    const dialog = await screen.findByRole('dialog', { name: 'Хайлтын үр дүн' });
    await user.click(await within(dialog).findByRole('button', { name: 'Явцын түүх' }));
    const steps = await stepsIn(dialog);
    expect(steps.map((step) => step.textContent)).toEqual([
      expect.stringMatching(/^Бүртгэгдсэн\d{4}\/\d{2}\/\d{2} \d{2}:\d{2}$/),
      expect.stringMatching(/^Эрээний агуулахад ирсэн\d{4}\/\d{2}\/\d{2} \d{2}:\d{2}$/),
    ]);
    expect(within(dialog).getByText('Үнэ тодорхойгүй')).toBeInTheDocument();
    // The weight and size that make the fee, to check it against the calculator.
    expect(within(dialog).getByText('Жин, хэмжээ: 2.5 кг · 30×20×40 см')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Явцыг харах' })).toHaveAttribute('href', '/track/SF1456789012345');
  });

  it('opens the timeline of one of several results only when asked', async () => {
    const several: ParcelCheckResponse = {
      total: 2,
      list: [timeline, { trackCode: 'JT3098765432101', price: 24000, status: 'SENT', updatedAt: '2026-11-19T05:00:00.000Z' }],
    };
    serveParcelChecks(() => several);
    const { user } = await renderApp('/');
    await user.type(screen.getByLabelText('Утасны дугаар'), '99112233');
    await user.click(screen.getByRole('button', { name: 'Хайх' }));
    const dialog = await screen.findByRole('dialog', { name: 'Хайлтын үр дүн' });
    const toggles = await within(dialog).findAllByRole('button', { name: 'Явцын түүх' });
    expect(toggles).toHaveLength(2);
    expect(within(dialog).queryByRole('region', { name: 'Явцын түүх' })).not.toBeInTheDocument();
    await user.click(toggles[1]!);
    expect(toggles[1]).toHaveAttribute('aria-expanded', 'true');
    expect((await stepsIn(dialog)).map((step) => step.textContent?.replace(/\d.*$/, ''))).toEqual(['Бүртгэгдсэн', 'Эрээн – УБ замд']);
  });
});

describe('/track/$trackCode', () => {
  it('shows the parcel and its steps, and shares the link by copying it where there is no share sheet', async () => {
    serveParcelTimelines((code) => (code === timeline.trackCode ? timeline : undefined));
    const { user } = await renderApp('/track/sf1456789012345');
    expect(await screen.findByRole('heading', { level: 1, name: 'Ачааны явц' })).toBeInTheDocument();
    const main = screen.getByRole('main');
    expect(await stepsIn(main)).toHaveLength(2);
    expect(within(main).getByText('Үнэ тодорхойгүй')).toBeInTheDocument();
    const writeText = vi.fn(async (_text: string) => undefined);
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
    await user.click(screen.getByRole('button', { name: 'Хуваалцах' }));
    expect(await screen.findByText('Холбоос хуулагдлаа')).toBeInTheDocument();
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/track/SF1456789012345`);
  });

  it('uses the Web Share sheet where the browser has one', async () => {
    serveParcelTimelines(() => timeline);
    const share = vi.fn(async (_data: ShareData) => undefined);
    Object.defineProperty(navigator, 'share', { configurable: true, value: share });
    const { user } = await renderApp('/track/SF1456789012345');
    await user.click(await screen.findByRole('button', { name: 'Хуваалцах' }));
    expect(share).toHaveBeenCalledWith({ title: 'Ачааны явц: SF1456789012345', url: `${window.location.origin}/track/SF1456789012345` });
    expect(screen.queryByText('Холбоос хуулагдлаа')).not.toBeInTheDocument();
  });

  it('says so for an unknown code, without a toast', async () => {
    serveParcelTimelines(() => undefined);
    await renderApp('/track/NOSUCH1');
    expect(await screen.findByText('Энэ трак кодтой ачаа олдсонгүй')).toBeInTheDocument();
    expect(screen.queryByText('Ачаа олдсонгүй')).not.toBeInTheDocument();
  });

  it('offline, a code never opened on this phone says so instead of spinning, and loads once online', async () => {
    // No network: the request fails as a browser's does, and the browser says it is offline.
    let reachable = false;
    mswServer.use(http.get('*/api/package/:trackCode/history', () => (reachable ? HttpResponse.json(timeline) : HttpResponse.error())));
    onlineManager.setOnline(false);
    // The app's own retry policy: offline, the failed attempt's retry waits for the network.
    const { queryClient } = await renderApp('/track/SF1456789012345', { withRetries: true });
    const timelineQuery = () => queryClient.getQueryCache().find({ queryKey: ['parcels', 'timeline', 'SF1456789012345'] })?.state;
    await waitFor(() => expect(timelineQuery()?.fetchStatus).toBe('paused'), { timeout: 10_000 });
    expect(await screen.findByText('Энэ ачааг энэ утсан дээр хараахан нээж үзээгүй байна', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByText('Интернетэд холбогдмогц явц нь автоматаар харагдана.')).toBeInTheDocument();
    reachable = true;
    act(() => onlineManager.setOnline(true));
    expect(await screen.findByText('SF1456789012345', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.queryByText('Энэ ачааг энэ утсан дээр хараахан нээж үзээгүй байна')).not.toBeInTheDocument();
  });
});
