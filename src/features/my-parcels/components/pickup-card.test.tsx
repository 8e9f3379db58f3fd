import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { customerParcel } from '@test/pwa/fixtures';
import { serveMyParcels } from '@test/pwa/handlers/my-parcels';
import { renderWithClient } from '@test/pwa/render';
import { MyParcelsScreen } from './my-parcels-screen';

const measured = { weightKg: 3, widthCm: null, heightCm: null, lengthCm: null };

afterEach(() => {
  Reflect.deleteProperty(navigator, 'wakeLock');
});

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
    // Where and when to collect, and whom to call.
    const card = screen.getByTestId('pickup-card');
    expect(await within(card).findByRole('list', { name: 'Ачаа авах цэг' })).toHaveTextContent('Даваа–Баасан 10:00–19:00');
    expect(within(card).getByRole('link', { name: /Энхтайваны өргөн чөлөө 15/ })).toHaveAttribute(
      'href',
      expect.stringContaining('google.com/maps'),
    );
    expect(within(card).getByRole('link', { name: 'Залгах: 7700 1234' })).toHaveAttribute('href', 'tel:+97677001234');
    expect(within(card).queryByTestId('pickup-credit')).toBeNull();
  });

  it("says the customer's credit is taken off at the warehouse, under the amount it lowers", async () => {
    serveMyParcels([customerParcel('YT1001', 'DELIVERED', 12000, '2026-11-20T09:00:00.000Z')], {
      code: '042917',
      ready: [{ trackCode: 'YT1001', ...measured, fee: 12000, paid: false }],
      totalDue: 12000,
      unpriced: 0,
      credit: 5000,
      collected: [],
    });
    renderWithClient(<MyParcelsScreen status={undefined} onStatusChange={() => undefined} orderer="Бат" />);
    const heading = await screen.findByRole('heading', { name: '1 ачаа бэлэн · 12,000 ₮' });
    const credit = within(screen.getByTestId('pickup-card')).getByTestId('pickup-credit');
    expect(credit).toHaveTextContent('Таны үлдэгдэл 5,000 ₮: агуулахад төлөхөд хасагдана');
    expect(heading.compareDocumentPosition(credit) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('says nothing of the credit when nothing is due at the counter (all paid online)', async () => {
    serveMyParcels([customerParcel('YT1001', 'DELIVERED', 12000, '2026-11-20T09:00:00.000Z')], {
      code: '042917',
      ready: [{ trackCode: 'YT1001', ...measured, fee: 12000, paidAmount: 12000, paid: true }],
      totalDue: 0,
      unpriced: 0,
      credit: 5000,
      collected: [],
    });
    renderWithClient(<MyParcelsScreen status={undefined} onStatusChange={() => undefined} orderer="Бат" />);
    const card = await screen.findByTestId('pickup-card');
    expect(within(card).getByText('Төлөгдсөн')).toBeInTheDocument();
    expect(within(card).queryByTestId('pickup-credit')).toBeNull();
  });

  it('keeps the code and its QR together, and shows them large with the screen kept awake until closed', async () => {
    const release = vi.fn(() => Promise.resolve());
    const request = vi.fn(() => Promise.resolve({ release }));
    Object.defineProperty(navigator, 'wakeLock', { value: { request }, configurable: true });
    serveMyParcels([customerParcel('YT1001', 'DELIVERED', 9000, '2026-11-20T09:00:00.000Z')], {
      code: '042917',
      ready: Array.from({ length: 20 }, (_, index) => ({ trackCode: `YT20${index}`, ...measured, fee: 9000, paid: false })),
      totalDue: 180000,
      collected: [],
    });
    const { user } = renderWithClient(<MyParcelsScreen status={undefined} onStatusChange={() => undefined} orderer="Бат" />);
    const show = await screen.findByRole('button', { name: /Томоор харуулах/ });
    // The code and the QR in one block, before the list of 20.
    expect(within(show).getByTestId('pickup-code')).toHaveTextContent('042917');
    expect(await within(show).findByRole('img', { name: 'Авах кодын QR: 042917' })).toBeInTheDocument();
    const list = within(screen.getByTestId('pickup-card')).getAllByRole('listitem')[0]!;
    expect(show.compareDocumentPosition(list) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

    await user.click(show);
    const large = await screen.findByRole('dialog', { name: 'Авах код' });
    expect(within(large).getByTestId('pickup-code-large')).toHaveTextContent('042917');
    expect(within(large).getByRole('img', { name: 'Авах кодын QR: 042917' })).toBeInTheDocument();
    await waitFor(() => expect(request).toHaveBeenCalledWith('screen'));
    expect(release).not.toHaveBeenCalled();
    await user.click(within(large).getByRole('button', { name: 'Хаах' }));
    await waitFor(() => expect(release).toHaveBeenCalledTimes(1));
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
