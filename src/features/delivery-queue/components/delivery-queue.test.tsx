import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { DeliveryRequest } from '@contract';
import { mswServer } from '@test/pwa/msw-server';
import { renderWithClient } from '@test/pwa/render';
import { DeliveryQueue } from './delivery-queue';

const outForDelivery: DeliveryRequest = {
  id: 7,
  state: 'OUT_FOR_DELIVERY',
  trackCodes: ['JT3098765432101'],
  address: 'Улаанбаатар, Сүхбаатар, 1-р хороо',
  recipient: 'Б. Болд',
  phone: '99001122',
  note: '',
  createdAt: '2026-11-21T07:30:00.000Z',
  updatedAt: '2026-11-21T07:30:00.000Z',
  deliveryFee: 5000,
  parcelFees: 12_000,
  totalDue: 17_000,
};

/** GET /api/staff/delivery and PATCH /api/staff/delivery/{id}; answers the moves sent. */
function serveStaffDeliveries() {
  let list = [outForDelivery];
  const moves: unknown[] = [];
  mswServer.use(
    http.get('*/api/staff/delivery', () => HttpResponse.json({ list, total: list.length })),
    http.patch('*/api/staff/delivery/:id', async ({ request }) => {
      const body = (await request.json()) as { state: DeliveryRequest['state']; collected?: unknown };
      moves.push(body);
      const moved = { ...outForDelivery, state: body.state };
      list = [];
      return HttpResponse.json(moved);
    }),
  );
  return moves;
}

describe('the staff delivery queue', () => {
  it('asks before "Хүргэгдсэн" finishes the parcels and records what the courier collected; nothing is sent until confirmed', async () => {
    const moves = serveStaffDeliveries();
    const { user } = renderWithClient(<DeliveryQueue />);
    await user.click(await screen.findByRole('button', { name: 'Хүргэгдсэн' }));
    let confirm = await screen.findByRole('dialog', { name: 'Хүргэгдсэн болгох уу?' });
    expect(confirm).toHaveTextContent('JT3098765432101');
    expect(confirm).toHaveTextContent('өөрчлөх боломжгүй');
    await user.click(within(confirm).getByRole('button', { name: 'Болих' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(moves).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Хүргэгдсэн' }));
    confirm = await screen.findByRole('dialog', { name: 'Хүргэгдсэн болгох уу?' });
    // What is still due, taken by card: the amount starts at what is due and must stay so.
    expect(confirm).toHaveTextContent('Хүргэлтээр авсан мөнгө · 17,000 ₮');
    await user.click(within(confirm).getByRole('button', { name: 'Картаар' }));
    const amount = within(confirm).getByLabelText('Авсан дүн (₮)');
    await user.clear(amount);
    await user.type(amount, '16000');
    expect(confirm).toHaveTextContent('яг тэр дүнг оруулна уу');
    await user.clear(amount);
    await user.type(amount, '17,000');
    await user.click(within(confirm).getByRole('button', { name: 'Хүргэгдсэн' }));
    await waitFor(() => expect(moves).toEqual([{ state: 'DONE', collected: { method: 'CARD', amount: 17_000 } }]));
    expect(await screen.findByText('Хүргэлтийн төлөв шинэчлэгдлээ')).toBeInTheDocument();
  });
});
