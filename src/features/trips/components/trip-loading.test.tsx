import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import type { TripDetail } from '@contract/trips';
import { apiError } from '@test/pwa/handlers/api-error';
import { mswServer } from '@test/pwa/msw-server';
import { renderWithClient } from '@test/pwa/render';
import { ScanSignalContext, scanRunOutcome, type ScanOutcome } from '../scan-signal';
import { TripLoading } from './trip-loading';

const TRIP: TripDetail = {
  id: 7,
  code: 'T-2811-01',
  plate: '1234УБА',
  driver: 'Батбаяр',
  phone: '99118822',
  seal: null,
  note: null,
  state: 'LOADING',
  createdAt: '2026-11-28T02:00:00.000Z',
  departedAt: null,
  arrivedAt: null,
  expectedAt: null,
  steps: [{ state: 'LOADING', at: '2026-11-28T02:00:00.000Z', by: 'Болд' }],
  load: { parcels: 0, weightKg: 0, volumeM3: 0 },
  parcels: [],
  expected: [],
  missing: [],
  extra: [],
};

/** The loading calls: the scan run answers `answer` (or fails with a 500), the rest stays empty. */
function serveLoading(answer: { loaded: string[]; refused: Array<{ trackCode: string; reason: string; message: string }> } | 'fail') {
  mswServer.use(
    http.get('*/api/staff/trips/waiting', () => HttpResponse.json({ list: [], total: 0 })),
    http.get('*/api/staff/trips', () => HttpResponse.json({ list: [], total: 0 })),
    http.get('*/api/staff/trips/7', () => HttpResponse.json(TRIP)),
    http.post('*/api/staff/trips/7/parcels', () => (answer === 'fail' ? apiError(500, 'Серверийн алдаа') : HttpResponse.json(answer))),
  );
}

async function scan(code: string) {
  const signal = vi.fn<(outcome: ScanOutcome) => void>();
  renderWithClient(
    <ScanSignalContext.Provider value={signal}>
      <TripLoading trip={TRIP} />
    </ScanSignalContext.Provider>,
  );
  const field = screen.getByLabelText('Трак код (уншуулах эсвэл хэд хэдийг хуулж оруулах)');
  fireEvent.change(field, { target: { value: code } });
  fireEvent.submit(field.closest('form')!);
  await waitFor(() => expect(signal).toHaveBeenCalledTimes(1));
  return { signal, form: field.closest('form')! };
}

describe('the loading scan’s feedback, as at the intake station', () => {
  it('signals saved and flashes green when every code was loaded', async () => {
    serveLoading({ loaded: ['YT0000000001'], refused: [] });
    const { signal, form } = await scan('yt0000000001');
    expect(signal).toHaveBeenCalledWith('saved');
    expect(form.getAttribute('data-flash')).toBe('saved');
  });

  it('signals an error when a code is on another truck, and says why', async () => {
    serveLoading({
      loaded: [],
      refused: [{ trackCode: 'YT0000000002', reason: 'ON_ANOTHER_TRIP', message: 'Ачаа өөр рейсэнд ачигдсан байна' }],
    });
    const { signal, form } = await scan('YT0000000002');
    expect(signal).toHaveBeenCalledWith('error');
    expect(form.getAttribute('data-flash')).toBe('error');
    expect(screen.getByRole('status').textContent).toContain('Ачаа өөр рейсэнд ачигдсан байна');
  });

  it('signals an error when the call fails: nothing was loaded', async () => {
    serveLoading('fail');
    const { signal } = await scan('YT0000000003');
    expect(signal).toHaveBeenCalledWith('error');
  });
});

describe('scanRunOutcome', () => {
  it('is a warning for codes scanned before or extra off the truck, an error for any real refusal', () => {
    const refusal = (reason: string) => ({ trackCode: 'X', reason });
    expect(scanRunOutcome({ refused: [] })).toBe('saved');
    expect(scanRunOutcome({ refused: [refusal('ALREADY_LOADED')] })).toBe('duplicate');
    expect(scanRunOutcome({ refused: [], extra: ['X'] })).toBe('duplicate');
    expect(scanRunOutcome({ refused: [refusal('ALREADY_UNLOADED'), refusal('NOT_IN_ERENHOT')] })).toBe('error');
  });
});
