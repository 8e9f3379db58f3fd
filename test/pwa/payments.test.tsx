import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import type { CounterAnswer, Handover } from '@contract';
import { MyParcelsScreen } from '@/features/my-parcels/components/my-parcels-screen';
import { pickupPayAction } from '@/features/payments/components/pay-button';
import { CounterCustomer } from '@/features/counter/components/counter-customer';
import { ReceiptEbarimt } from '@/features/counter/components/receipt';
import { MeasuresEditorButton } from '@/features/intake/components/measures-editor';
import { customerParcel } from './fixtures';
import { mswServer } from './msw-server';
import { serveMyParcels } from './handlers/my-parcels';
import {
  serveCompanyLookup,
  serveCounterPayment,
  serveEbarimtReissue,
  serveHandover,
  servePayments,
  TEST_COMPANY,
} from './handlers/payments';
import { renderWithClient } from './render';
import { setViewportWidth } from './viewport';

/* Paying online from the pickup card (QPay through msw), and the counter's and receipt's parts of it. */

const measured = { weightKg: 3, widthCm: null, heightCm: null, lengthCm: null };
/** A parcel on the Ulaanbaatar shelf, as the counter lists it. */
const onShelf = { status: 'DELIVERED' as const, shelf: 'A-01', ...measured, updatedAt: '2026-11-25T00:00:00.000Z' };

/** Through the chooser: "Төлөх · {amount}" on the card, then the same in the dialog that lists the parcels. */
async function payFromCard(user: ReturnType<typeof renderMyParcels>['user'], amount: string) {
  await user.click(await screen.findByRole('button', { name: `Төлөх · ${amount}` }, { timeout: 5000 }));
  const chooser = await screen.findByRole('dialog', { name: 'Төлөх ачаагаа сонгоно уу' }, { timeout: 5000 });
  await user.click(within(chooser).getByRole('button', { name: `Төлөх · ${amount}` }));
}

/** The counter's answer for the demo customer with these ready parcels. */
const counterAnswer = (ready: CounterAnswer['ready'], totalDue: number): CounterAnswer => ({
  customer: { phone: '99112233', firstName: 'Бат', lastName: 'Дорж' },
  ready,
  onTheWay: [],
  totalDue,
  unpriced: ready.filter((parcel) => parcel.fee === null).length,
  openPayments: [],
  lateMoney: [],
  credit: 0,
});

const READY = {
  code: '042917',
  ready: [
    { trackCode: 'YT1001', ...measured, fee: 9000, paid: false },
    { trackCode: 'YT1002', ...measured, fee: 3000, paid: false },
  ],
  totalDue: 12_000,
  collected: [],
};

function renderMyParcels() {
  return renderWithClient(
    <MyParcelsScreen status={undefined} onStatusChange={() => undefined} orderer="Бат" pickupAction={pickupPayAction} />,
  );
}

const parcels = [customerParcel('YT1001', 'DELIVERED', 9000, '2026-11-20T09:00:00.000Z')];

describe('"Төлөх" on the pickup card', () => {
  it('at phone width: the bank apps as links, then "Төлөгдсөн" with the e-barimt lottery once the server says paid', async () => {
    setViewportWidth(375);
    serveMyParcels(parcels, { ...READY, onlinePayment: true, openPaymentId: null });
    const payments = servePayments();
    const { user } = renderMyParcels();
    await payFromCard(user, '12,000 ₮');
    const dialog = await screen.findByRole('dialog', { name: 'Онлайнаар төлөх' });
    const khan = await within(dialog).findByRole('link', { name: /Хаан банк/ });
    expect(khan).toHaveAttribute('href', 'khanbank://q?qPay_QRcode=QR');
    expect(within(dialog).queryByRole('img', { name: 'QPay QR код' })).not.toBeInTheDocument();
    expect(within(dialog).getByText('Төлбөр хүлээгдэж байна…')).toBeInTheDocument();
    expect(payments.state.created).toBe(1);

    payments.pay();
    // Paid, the card behind has nothing due (its button goes): the payment screen stays.
    serveMyParcels(parcels, {
      ...READY,
      ready: READY.ready.map((parcel) => ({ ...parcel, paid: true })),
      totalDue: 0,
      onlinePayment: true,
      openPaymentId: null,
    });
    expect(await within(dialog).findByText('Төлөгдсөн', {}, { timeout: 6000 })).toBeInTheDocument();
    expect(within(dialog).getByTestId('lottery')).toHaveTextContent('AB 12345678');
    expect(await within(dialog).findByRole('img', { name: 'И-баримтын QR' })).toHaveAttribute(
      'src',
      expect.stringMatching(/^data:image\/svg/),
    );
    await vi.waitFor(() => expect(screen.queryByTestId('pay')).not.toBeInTheDocument());
    expect(screen.getByRole('dialog', { name: 'Онлайнаар төлөх' })).toHaveTextContent('Төлөгдсөн');

    // Closed, the confirmation with the e-barimt opens again while the page is open.
    await user.click(within(dialog).getByRole('button', { name: 'Хаах' }));
    await user.click(await screen.findByRole('button', { name: 'Төлбөр ба И-баримт харах' }));
    const again = await screen.findByRole('dialog', { name: 'Онлайнаар төлөх' });
    expect(within(again).getByTestId('lottery')).toHaveTextContent('AB 12345678');
  });

  it('at wide width: the QR code drawn from qrText, no bank links', async () => {
    serveMyParcels(parcels, { ...READY, onlinePayment: true, openPaymentId: null });
    servePayments();
    const { user } = renderMyParcels();
    await payFromCard(user, '12,000 ₮');
    const dialog = await screen.findByRole('dialog', { name: 'Онлайнаар төлөх' });
    expect(await within(dialog).findByRole('img', { name: 'QPay QR код' })).toHaveAttribute(
      'src',
      expect.stringMatching(/^data:image\/svg/),
    );
    expect(within(dialog).queryByRole('link')).not.toBeInTheDocument();
  });

  it('a company receipt: the company’s name is confirmed first, then the registration number goes with the invoice', async () => {
    setViewportWidth(1280);
    serveMyParcels(parcels, { ...READY, onlinePayment: true, openPaymentId: null });
    const payments = servePayments();
    serveCompanyLookup();
    const { user } = renderMyParcels();
    await user.click(await screen.findByRole('button', { name: 'Төлөх · 12,000 ₮' }));
    const chooser = await screen.findByRole('dialog', { name: 'Төлөх ачаагаа сонгоно уу' });
    await user.click(within(chooser).getByRole('checkbox', { name: 'Байгууллагаар баримт авах' }));
    const pay = within(chooser).getByRole('button', { name: 'Төлөх · 12,000 ₮' });
    // Checked but no company found yet: paying waits, an unknown number says so.
    expect(pay).toBeDisabled();
    await user.type(within(chooser).getByLabelText('Байгууллагын регистр'), '1234567');
    expect(await within(chooser).findByText('Ийм дугаартай байгууллага олдсонгүй')).toBeInTheDocument();
    expect(pay).toBeDisabled();
    await user.clear(within(chooser).getByLabelText('Байгууллагын регистр'));
    await user.type(within(chooser).getByLabelText('Байгууллагын регистр'), TEST_COMPANY.regNo);
    expect(await within(chooser).findByText(TEST_COMPANY.name)).toBeInTheDocument();
    expect(within(chooser).getByText(`ТТД ${TEST_COMPANY.tin}`)).toBeInTheDocument();
    await vi.waitFor(() => expect(pay).toBeEnabled());
    await user.click(pay);
    await screen.findByRole('dialog', { name: 'Онлайнаар төлөх' });
    expect(payments.state.bodies).toEqual([{ trackCodes: ['YT1001', 'YT1002'], customerTin: '5317878' }]);
  });

  it('the customer chooses which parcels to pay: codes with their fees, the total follows, one Idempotency-Key per attempt', async () => {
    setViewportWidth(1280);
    serveMyParcels(parcels, { ...READY, onlinePayment: true, openPaymentId: null });
    const payments = servePayments();
    const { user } = renderMyParcels();
    await user.click(await screen.findByRole('button', { name: 'Төлөх · 12,000 ₮' }));
    const chooser = await screen.findByRole('dialog', { name: 'Төлөх ачаагаа сонгоно уу' });
    expect(within(chooser).getByText('YT1001').parentElement).toHaveTextContent('9,000 ₮');
    await user.click(within(chooser).getByRole('checkbox', { name: /YT1001/ }));
    await user.click(within(chooser).getByRole('button', { name: 'Төлөх · 3,000 ₮' }));
    await screen.findByRole('dialog', { name: 'Онлайнаар төлөх' });
    expect(payments.state.bodies).toEqual([{ trackCodes: ['YT1002'] }]);
    expect(payments.state.keys).toHaveLength(1);
    expect(payments.state.keys[0]).toMatch(/^[A-Za-z0-9_-]{1,64}$/);
  });

  it('no button when the server has no online payment; an open invoice is continued, not created again', async () => {
    serveMyParcels(parcels, { ...READY, onlinePayment: false });
    const { unmount } = renderMyParcels();
    expect(await screen.findByTestId('pickup-card')).toBeInTheDocument();
    expect(screen.queryByTestId('pay')).not.toBeInTheDocument();
    unmount();

    serveMyParcels(parcels, {
      ...READY,
      ready: READY.ready.map((parcel) => ({ ...parcel, paymentPending: true })),
      onlinePayment: true,
      openPaymentId: 7,
    });
    const payments = servePayments();
    const { user } = renderMyParcels();
    expect(await screen.findAllByText('Төлбөр хүлээгдэж байна')).toHaveLength(2);
    await user.click(await screen.findByRole('button', { name: 'Төлбөрөө үргэлжлүүлэх' }));
    expect(await screen.findByRole('dialog', { name: 'Онлайнаар төлөх' })).toBeInTheDocument();
    expect(payments.state.created).toBe(0);
  });

  it('QPay unavailable: its message in a toast and no payment screen', async () => {
    serveMyParcels(parcels, { ...READY, onlinePayment: true, openPaymentId: null });
    servePayments({ refuse: { status: 503, message: 'QPay-тэй холбогдож чадсангүй' } });
    const { user } = renderMyParcels();
    await payFromCard(user, '12,000 ₮');
    expect(await screen.findByText('QPay-тэй холбогдож чадсангүй')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Онлайнаар төлөх' })).not.toBeInTheDocument();
  });
});

describe('the counter and the receipt', () => {
  it('a parcel with an open invoice says "Төлбөр хүлээгдэж байна" and is not ticked for cash', async () => {
    const answer = counterAnswer(
      [
        { ...onShelf, trackCode: 'YT1001', fee: 9000, paid: false, paymentPending: true },
        { ...onShelf, trackCode: 'YT1002', fee: 3000, paid: false },
      ],
      12_000,
    );
    renderWithClient(<CounterCustomer answer={answer} MeasuresButton={MeasuresEditorButton} onHandedOver={() => undefined} />);
    expect(screen.getByText('Төлбөр хүлээгдэж байна')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'YT1001' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'YT1002' })).toBeChecked();
    expect(screen.getByRole('button', { name: /Олгох · 3,000 ₮/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Онлайнаар төлсөн' })).not.toBeInTheDocument();
  });

  it('a parcel with an open invoice cannot be ticked for cash: no ways of paying, no handover', async () => {
    const answer = counterAnswer([{ ...onShelf, trackCode: 'YT1001', fee: 9000, paid: false, paymentPending: true }], 9000);
    renderWithClient(<CounterCustomer answer={answer} MeasuresButton={MeasuresEditorButton} onHandedOver={() => undefined} />);
    expect(screen.getByRole('checkbox', { name: 'YT1001' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Бэлнээр' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Олгох ачаагаа сонгоно уу' })).toBeDisabled();
  });

  it('money paid to a cancelled invoice is shown to give back: refunded through QPay after a confirmation', async () => {
    const refunds: string[] = [];
    mswServer.use(
      http.post('*/api/staff/payments/:id/refund', ({ params }) => {
        refunds.push(String(params.id));
        return HttpResponse.json({
          id: 41,
          status: 'REFUNDED',
          amount: 6500,
          trackCodes: ['YT1001'],
          expiresAt: '2026-11-26T10:20:00.000Z',
        });
      }),
    );
    const answer = {
      ...counterAnswer([{ ...onShelf, trackCode: 'YT1001', fee: 6500, paid: false }], 6500),
      lateMoney: [{ id: 41, amount: 6500, at: '2026-11-26T10:10:00.000Z', trackCodes: ['YT1001'] }],
    };
    const { user } = renderWithClient(
      <CounterCustomer answer={answer} MeasuresButton={MeasuresEditorButton} onHandedOver={() => undefined} />,
    );
    const late = screen.getByRole('region', { name: 'Цуцалсан нэхэмжлэлд орсон төлбөр' });
    expect(within(late).getByText('6,500 ₮')).toBeInTheDocument();
    await user.click(within(late).getByRole('button', { name: 'Төлбөр буцаах' }));
    const confirm = await screen.findByRole('dialog', { name: 'Төлбөр буцаах' });
    expect(refunds).toEqual([]);
    await user.click(within(confirm).getByRole('button', { name: 'Төлбөр буцаах' }));
    expect(await screen.findByText('Төлбөрийг буцаалаа')).toBeInTheDocument();
    expect(refunds).toEqual(['41']);
  });

  it("a company's registration number goes with the handover for a B2B e-barimt, once its name is shown", async () => {
    const answer = counterAnswer([{ ...onShelf, trackCode: 'YT1001', fee: 9000, paid: false }], 9000);
    const sent = serveHandover();
    serveCompanyLookup();
    const { user } = renderWithClient(
      <CounterCustomer answer={answer} MeasuresButton={MeasuresEditorButton} onHandedOver={() => undefined} />,
    );
    await user.click(screen.getByRole('button', { name: 'Картаар' }));
    await user.type(screen.getByLabelText(/Байгууллагын регистр/), '5317878');
    // Nothing is handed over until the tax authority's name for the number is on screen to confirm.
    const handOver = screen.getByRole('button', { name: 'Олгох · 9,000 ₮' });
    expect(handOver).toBeDisabled();
    expect(await screen.findByText(TEST_COMPANY.name)).toBeInTheDocument();
    await vi.waitFor(() => expect(handOver).toBeEnabled());
    await user.click(handOver);
    await vi.waitFor(() =>
      expect(sent).toEqual([{ trackCodes: ['YT1001'], method: 'CARD', amountReceived: 9000, customerTin: '5317878' }]),
    );
  });

  it("the counter's own QPay invoice: its QR on the staff screen, then 'Төлөгдсөн' once the customer paid", async () => {
    const answer = counterAnswer([{ ...onShelf, trackCode: 'YT1001', fee: 9000, paid: false }], 9000);
    const counter = serveCounterPayment();
    const { user } = renderWithClient(
      <CounterCustomer answer={answer} MeasuresButton={MeasuresEditorButton} onHandedOver={() => undefined} />,
    );
    await user.click(await screen.findByRole('button', { name: 'QPay QR үүсгэх · 9,000 ₮' }));
    const invoice = await screen.findByRole('region', { name: 'QPay QR код' });
    expect(await within(invoice).findByRole('img', { name: 'QPay QR код' })).toBeInTheDocument();
    expect(within(invoice).getByRole('status')).toHaveTextContent('Төлбөр хүлээгдэж байна');
    expect(counter.created).toEqual([{ phone: '99112233', trackCodes: ['YT1001'] }]);
    counter.pay();
    await within(invoice).findByText('Төлөгдсөн: ачааг олгоно уу', {}, { timeout: 5000 });
  });

  it("while the counter's own invoice is open, no cash, card or transfer: a clear text instead; cancelled, they are back", async () => {
    const answer = counterAnswer([{ ...onShelf, trackCode: 'YT1001', fee: 9000, paid: false }], 9000);
    const sent = serveHandover();
    serveCounterPayment();
    const { user } = renderWithClient(
      <CounterCustomer answer={answer} MeasuresButton={MeasuresEditorButton} onHandedOver={() => undefined} />,
    );
    expect(screen.getByRole('button', { name: 'Бэлнээр' })).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'QPay QR үүсгэх · 9,000 ₮' }));
    expect(await screen.findByRole('note')).toHaveTextContent('QPay нэхэмжлэл нээлттэй байна');
    for (const method of ['Бэлнээр', 'Картаар', 'Дансаар']) expect(screen.queryByRole('button', { name: method })).not.toBeInTheDocument();
    expect(screen.queryByLabelText(/Байгууллагын регистр/)).not.toBeInTheDocument();
    const handOver = screen.getByRole('button', { name: 'Олгох · 9,000 ₮' });
    expect(handOver).toBeDisabled();
    await user.click(handOver);
    expect(sent).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Нэхэмжлэл цуцлах' }));
    expect(await screen.findByRole('button', { name: 'Бэлнээр' })).toBeInTheDocument();
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Олгох · 9,000 ₮' })).toBeEnabled();
  });

  it('no QPay button at the counter when the server has no online payment', async () => {
    const answer = counterAnswer([{ ...onShelf, trackCode: 'YT1001', fee: 9000, paid: false }], 9000);
    const { queryClient } = renderWithClient(
      <CounterCustomer answer={answer} MeasuresButton={MeasuresEditorButton} onHandedOver={() => undefined} />,
    );
    // Once the server has said it takes no online payment, the counter offers cash, card and transfer only.
    await vi.waitFor(() => expect(queryClient.getQueryData(['payment-options'])).toEqual({ online: false }));
    expect(screen.getByRole('button', { name: 'Олгох · 9,000 ₮' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /QPay QR/ })).not.toBeInTheDocument();
  });

  it('only parcels paid online chosen: nothing to take, no way of paying to choose, handed over as ONLINE', async () => {
    const answer = counterAnswer([{ ...onShelf, trackCode: 'YT1001', fee: 9000, paidAmount: 9000, paid: true }], 0);
    const sent = serveHandover();
    const { user } = renderWithClient(
      <CounterCustomer answer={answer} MeasuresButton={MeasuresEditorButton} onHandedOver={() => undefined} />,
    );
    expect(screen.getByText('Онлайнаар төлсөн')).toBeInTheDocument();
    expect(screen.queryByLabelText(/Байгууллагын регистр/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Бэлнээр' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Олгох · 0 ₮' }));
    await vi.waitFor(() => expect(sent).toEqual([{ trackCodes: ['YT1001'], method: 'ONLINE', amountReceived: 0 }]));
  });

  it('the receipt shows a failed e-barimt with "И-баримт дахин гаргах"; issued again, the lottery number', async () => {
    const handover: Handover = {
      id: 5,
      parcels: [{ trackCode: 'YT1001', ...measured, fee: 9000 }],
      total: 9000,
      method: 'CASH',
      staff: { id: 1, firstName: 'Ажилтан', lastName: 'Нэг' },
      at: '2026-11-26T02:00:00.000Z',
      customer: { phone: '99112233', firstName: 'Бат', lastName: 'Дорж' },
      amountReceived: 9000,
      change: 0,
      voidedAt: null,
      ebarimt: { id: null, status: 'FAILED' },
    };
    const calls = serveEbarimtReissue(handover);
    const { queryClient, user } = renderWithClient(<ReceiptEbarimt handover={handover} />);
    expect(screen.getByText('И-баримт гараагүй')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'И-баримт дахин гаргах' }));
    await vi.waitFor(() => expect(calls).toEqual([5]));
    expect(queryClient.getQueryData<Handover>(['staff', 'handover', 5])?.ebarimt?.lottery).toBe('CD 87654321');
  });
});
