import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { AdminEbarimt } from '@contract';
import { mswServer } from '@test/pwa/msw-server';
import { renderWithClient } from '@test/pwa/render';
import { EbarimtPanel } from './ebarimt-panel';

const panel: AdminEbarimt = {
  receipts: { PENDING: 1, ISSUED: 40, FAILED: 1, RETURNED: 2, RETURN_FAILED: 0 },
  posapi: { leftLotteries: 320, lastSentDate: '2026-11-26 09:00:00' },
  warnings: ['NOT_SENT_24H', 'FEW_LOTTERIES'],
  problems: [
    {
      id: 7,
      source: 'HANDOVER',
      sourceId: 31,
      status: 'FAILED',
      amount: 12_000,
      message: 'Худалдан авагчийн ТТД буруу',
      attempts: 1,
      createdAt: '2026-11-27T02:00:00.000Z',
    },
  ],
};

describe("the owner's e-barimt panel", () => {
  it('shows receipts by state, PosAPI’s lotteries and last send with the warnings, and retries and sends on a press', async () => {
    const calls: string[] = [];
    mswServer.use(
      http.get('*/api/admin/ebarimt', () => HttpResponse.json(panel)),
      http.post('*/api/admin/ebarimt/:id/retry', ({ params }) => {
        calls.push(`retry ${String(params.id)}`);
        return HttpResponse.json({ ...panel, receipts: { ...panel.receipts, FAILED: 0, PENDING: 2 }, problems: [] });
      }),
      http.post('*/api/admin/ebarimt/send', () => {
        calls.push('send');
        return HttpResponse.json({ ...panel, warnings: ['FEW_LOTTERIES'] });
      }),
    );
    const { user } = renderWithClient(<EbarimtPanel />);
    const card = screen.getByRole('region', { name: 'И-баримт' });
    expect(await within(card).findByText('Үлдсэн сугалаа')).toBeInTheDocument();
    expect(within(card).getByText('320')).toBeInTheDocument();
    expect(within(card).getByText('2026-11-26 09:00:00')).toBeInTheDocument();
    expect(within(card).getByText('PosAPI 24 цагаас дээш хугацаанд өгөгдлөө илгээгээгүй байна')).toBeInTheDocument();
    expect(within(card).getByText('Сугалааны дугаар 500-аас цөөн үлдсэн байна')).toBeInTheDocument();
    expect(within(card).getByText('Худалдан авагчийн ТТД буруу')).toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: 'Дахин оролдох' }));
    expect(await within(card).findByText('Анхаарах баримт алга')).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Илгээх' }));
    expect(await screen.findByText('PosAPI өгөгдлөө илгээлээ')).toBeInTheDocument();
    expect(within(card).queryByText('PosAPI 24 цагаас дээш хугацаанд өгөгдлөө илгээгээгүй байна')).not.toBeInTheDocument();
    expect(calls).toEqual(['retry 7', 'send']);
  });

  it('without PosAPI: the receipts only, no "Илгээх"', async () => {
    mswServer.use(http.get('*/api/admin/ebarimt', () => HttpResponse.json({ ...panel, posapi: null, warnings: [], problems: [] })));
    renderWithClient(<EbarimtPanel />);
    const card = screen.getByRole('region', { name: 'И-баримт' });
    expect(await within(card).findByText('Анхаарах баримт алга')).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Илгээх' })).not.toBeInTheDocument();
  });
});
