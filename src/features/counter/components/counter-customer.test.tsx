import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { CounterAnswer, Handover } from '@contract';
import { quickCashAmounts } from '@contract/amount-due';
import { formatTugrik } from '@/lib/format';
import { serveHandover } from '@test/pwa/handlers/payments';
import { renderWithClient } from '@test/pwa/render';
import { CounterCustomer } from './counter-customer';

/** The intake's measures editor is the route's to hand in; these tests are about the till. */
const NoMeasures = () => null;

/* The counter as a till: what is counted, the cash taken and its change, Enter, one request per attempt. */

const onShelf = {
  status: 'DELIVERED' as const,
  shelf: 'A-01',
  weightKg: 3,
  widthCm: null,
  heightCm: null,
  lengthCm: null,
  updatedAt: '2026-11-25T00:00:00.000Z',
};

const answer: CounterAnswer = {
  customer: { phone: '99112233', firstName: 'Бат', lastName: 'Дорж' },
  ready: [
    { ...onShelf, trackCode: 'YT1001', fee: 9000, storageFee: 3000, paid: false },
    { ...onShelf, trackCode: 'YT1002', fee: null, paid: false },
  ],
  onTheWay: [],
  totalDue: 12_000,
  unpriced: 1,
  openPayments: [],
  lateMoney: [],
  credit: 0,
};

describe('the counter as a till', () => {
  it('an unpriced parcel is not ticked nor counted, and the counter says how many wait for a fee', () => {
    renderWithClient(<CounterCustomer answer={answer} MeasuresButton={NoMeasures} onHandedOver={() => undefined} />);
    expect(screen.getByRole('checkbox', { name: 'YT1001' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'YT1002' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'YT1002' })).toBeDisabled();
    expect(screen.getByText('1 ачааны үнэ тогтоогоогүй байна: тооцоонд ороогүй')).toBeInTheDocument();
    expect(screen.getByLabelText('Нийт төлөх')).toHaveTextContent('12,000 ₮');
    expect(screen.getByRole('button', { name: 'Үнэ оруулах' })).toBeInTheDocument();
  });

  it('cash: quick amounts, the change in large type, short cash refused on the screen, Enter hands over once with one key', async () => {
    const sent = serveHandover({ total: 12_000, delayMs: 200 });
    const done: Handover[] = [];
    const { user } = renderWithClient(
      <CounterCustomer answer={answer} MeasuresButton={NoMeasures} onHandedOver={(handover) => done.push(handover)} />,
    );
    const quick = screen.getByRole('group', { name: 'Түргэн дүн' });
    // The total, then the next round notes by the contract's rule.
    expect(
      within(quick)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(
      quickCashAmounts(12_000).map((amount, index) => (index === 0 ? `Яг тэр дүн · ${formatTugrik(amount)}` : formatTugrik(amount))),
    );
    expect(within(quick).getByRole('button', { name: '20,000 ₮' })).toBeInTheDocument();
    const received = screen.getByLabelText('Авсан мөнгө');
    await user.type(received, '10000');
    expect(screen.getByText('Авсан мөнгө нийт төлөхөөс бага байна')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Олгох · 12,000 ₮' })).toBeDisabled();

    await user.click(within(quick).getByRole('button', { name: '20,000 ₮' }));
    expect(screen.getByLabelText('Хариулт')).toHaveTextContent('8,000 ₮');
    await user.click(received);
    await user.keyboard('{Enter}');
    // A second press while the first is on its way sends nothing more.
    await user.dblClick(screen.getByRole('button', { name: /Олгох|Илгээж/ }));
    await vi.waitFor(() => expect(done).toHaveLength(1));
    expect(sent).toEqual([{ trackCodes: ['YT1001'], method: 'CASH', amountReceived: 20_000 }]);
    expect(sent.keys[0]).toMatch(/^[A-Za-z0-9_-]{1,64}$/);
    expect(done[0]!.change).toBe(8000);
  });

  it('an empty "Авсан мөнгө" is the exact total; card must be the total', async () => {
    const sent = serveHandover({ total: 12_000 });
    const { user } = renderWithClient(<CounterCustomer answer={answer} MeasuresButton={NoMeasures} onHandedOver={() => undefined} />);
    await user.click(screen.getByRole('button', { name: 'Картаар' }));
    expect(screen.queryByLabelText('Авсан мөнгө')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Олгох · 12,000 ₮' }));
    await vi.waitFor(() => expect(sent).toEqual([{ trackCodes: ['YT1001'], method: 'CARD', amountReceived: 12_000 }]));
  });

  it("the customer's credit comes off the total on its own line; a credit that covers it all takes no money", async () => {
    const sent = serveHandover({ total: 7000 });
    const { user, unmount } = renderWithClient(
      <CounterCustomer answer={{ ...answer, credit: 5000 }} MeasuresButton={NoMeasures} onHandedOver={() => undefined} />,
    );
    expect(screen.getByLabelText('Үлдэгдлээс')).toHaveTextContent('−5,000 ₮');
    expect(screen.getByLabelText('Нийт төлөх')).toHaveTextContent('7,000 ₮');
    await user.click(screen.getByRole('button', { name: 'Олгох · 7,000 ₮' }));
    await vi.waitFor(() => expect(sent).toEqual([{ trackCodes: ['YT1001'], method: 'CASH', amountReceived: 7000 }]));
    unmount();

    renderWithClient(<CounterCustomer answer={{ ...answer, credit: 50_000 }} MeasuresButton={NoMeasures} onHandedOver={() => undefined} />);
    expect(screen.getByLabelText('Үлдэгдлээс')).toHaveTextContent('−12,000 ₮');
    expect(screen.getByText('Үлдэгдлээс төлөгдөнө')).toBeInTheDocument();
    expect(screen.queryByLabelText('Авсан мөнгө')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Олгох · 0 ₮' }));
    await vi.waitFor(() => expect(sent.at(-1)).toEqual({ trackCodes: ['YT1001'], method: 'CASH', amountReceived: 0 }));
  });
});
