import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { customerParcel } from '@test/pwa/fixtures';
import { serveMyParcels } from '@test/pwa/handlers/my-parcels';
import { renderWithClient } from '@test/pwa/render';
import { MyParcelsScreen } from './my-parcels-screen';

const measured = { weightKg: 3, widthCm: null, heightCm: null, lengthCm: null };

describe('the pickup card in "Миний ачаа"', () => {
  it('shows what is ready, the total, the pickup code and its QR', async () => {
    serveMyParcels([customerParcel('YT1001', 'DELIVERED', 9000, '2026-11-20T09:00:00.000Z')], {
      code: '042917',
      ready: [{ trackCode: 'YT1001', ...measured, fee: 9000, paid: false }],
      totalDue: 9000,
      collected: [],
    });
    renderWithClient(<MyParcelsScreen status={undefined} onStatusChange={() => undefined} orderer="Бат" />);
    expect(await screen.findByRole('heading', { name: '1 ачаа бэлэн · 9,000 ₮' })).toBeInTheDocument();
    expect(screen.getByTestId('pickup-code')).toHaveTextContent('042917');
    expect(screen.getByText('3 кг')).toBeInTheDocument();
    const qr = await screen.findByRole('img', { name: 'Авах кодын QR: 042917' });
    expect(qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    // Where and when to collect, and whom to call (issue 24).
    const card = screen.getByTestId('pickup-card');
    expect(await within(card).findByRole('list', { name: 'Ачаа авах цэг' })).toHaveTextContent('Даваа–Баасан 10:00–19:00');
    expect(within(card).getByRole('link', { name: /Энхтайваны өргөн чөлөө 15/ })).toHaveAttribute(
      'href',
      expect.stringContaining('google.com/maps'),
    );
    expect(within(card).getByRole('link', { name: 'Залгах: 7700 1234' })).toHaveAttribute('href', 'tel:+97677001234');
  });

  it('shows collected parcels as "Захиалга дууссан" with the time and amount, and no card when nothing is ready', async () => {
    serveMyParcels([customerParcel('YT1001', 'FINISHED', 9000, '2026-11-20T09:00:00.000Z')], {
      code: null,
      ready: [],
      totalDue: 0,
      collected: [{ trackCode: 'YT1001', at: '2026-11-25T06:30:00.000Z', fee: 9000, method: 'CASH' }],
    });
    renderWithClient(<MyParcelsScreen status={undefined} onStatusChange={() => undefined} orderer="Бат" />);
    expect(await screen.findByRole('heading', { name: 'Захиалга дууссан' })).toBeInTheDocument();
    expect(screen.getByText(/олгосон · 9,000 ₮$/)).toBeInTheDocument();
    expect(screen.queryByTestId('pickup-card')).not.toBeInTheDocument();
  });
});
