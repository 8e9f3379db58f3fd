import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, beforeEach } from 'vitest';
import type { StaffParcel } from '@contract';
import { staffParcel } from '@test/pwa/fixtures';
import { mswServer } from '@test/pwa/msw-server';
import { renderWithClient } from '@test/pwa/render';
import { RegisterParcels } from './register-parcels';
import { apiMessages } from '@contract/api-messages';
import { reasonMessages } from '@contract/reason-messages';
import { apiError } from '@test/pwa/handlers/api-error';
import { serveWarehouses } from '@test/pwa/handlers/public-data';

const PRE_REGISTERED = 'JR7000001';
const received: StaffParcel = {
  ...staffParcel(PRE_REGISTERED, 'RECEIVED', { phone: '99112233' }),
  price: null,
  owner: { firstName: 'Бат', lastName: 'Дорж' },
  registeredBy: 'customer',
  note: 'Гутал',
};

/** Before intake: the staff view of the pre-registered code, names its customer. */
const claimed: StaffParcel = { ...received, status: 'REGISTERED', history: [] };

/**
 * The server's intake: the pre-registered code is taken in (200) with its own phone; without one it
 * names the claimant for staff to confirm (409); another phone is refused.
 */
function serveIntake(answerAfter: Promise<void> = Promise.resolve()) {
  const bodies: Array<Record<string, unknown>> = [];
  mswServer.use(
    http.get('*/api/staff/parcels/:code', ({ params }) =>
      params.code === PRE_REGISTERED ? HttpResponse.json(claimed) : apiError(404, apiMessages.parcelNotFound),
    ),
    http.post('*/api/staff/parcels', async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      bodies.push(body);
      await answerAfter;
      if (body.trackCode !== PRE_REGISTERED) {
        return body.phone
          ? HttpResponse.json(
              { ...received, trackCode: body.trackCode, phone: body.phone, owner: null, registeredBy: 'staff' },
              { status: 201 },
            )
          : apiError(400, reasonMessages.PHONE_NEEDED, 'PHONE_NEEDED');
      }
      if (!body.phone) return apiError(409, reasonMessages.PREREGISTERED_CONFIRM_PHONE('99112233'), 'PREREGISTERED_CONFIRM_PHONE');
      if (body.phone !== '99112233') {
        return apiError(409, reasonMessages.PREREGISTERED_OTHER_PHONE('99112233', String(body.phone)), 'PREREGISTERED_OTHER_PHONE');
      }
      return HttpResponse.json(received);
    }),
  );
  return bodies;
}

// The station bar lists the warehouses to choose from.
beforeEach(() => serveWarehouses([]));
describe('staff intake of a code a customer pre-registered', () => {
  it('asks to confirm the claimant’s phone for a scan without one: Enter confirms, then the customer’s phone and name show', async () => {
    const bodies = serveIntake();
    const { user } = renderWithClient(<RegisterParcels orgId={1} />);
    await user.keyboard('jr7000001{Enter}{Enter}');
    await waitFor(() => expect(bodies).toEqual([{ trackCode: PRE_REGISTERED, status: 'REGISTERED' }]));
    // Not taken in: who claimed the code, with their phone waiting in the phone field, selected.
    const claimant = await screen.findByRole('alert');
    expect(claimant).toHaveTextContent('Энэ кодыг урьдчилан бүртгүүлсэн хэрэглэгч');
    expect(within(claimant).getByTestId('parcel-customer')).toHaveTextContent('99112233 · Д. Бат');
    const phone = screen.getByLabelText<HTMLInputElement>('Утасны дугаар');
    expect(phone).toHaveValue('99112233');
    expect(phone).toHaveFocus();
    expect([phone.selectionStart, phone.selectionEnd]).toEqual([0, 8]);
    expect(screen.getByLabelText('Трак код')).toHaveValue(PRE_REGISTERED);
    // One key confirms: the scan goes again with the phone.
    await user.keyboard('{Enter}');
    await waitFor(() => expect(bodies).toHaveLength(2));
    expect(bodies[1]).toMatchObject({ trackCode: PRE_REGISTERED, phone: '99112233' });
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    const flash = await screen.findByText(/JR7000001/, { selector: 'p' });
    expect(within(flash).getByTestId('parcel-customer')).toHaveTextContent('99112233 · Д. Бат (Хэрэглэгч урьдчилан бүртгүүлсэн)');
    const item = within(screen.getByRole('list', { name: 'Энэ удаа бүртгэсэн' }))
      .getByText(PRE_REGISTERED)
      .closest('li') as HTMLElement;
    expect(item).toHaveTextContent('Эрээний агуулахад ирсэн');
    expect(item).toHaveTextContent('Үнэ тодорхойгүй');
  });

  it('shows a refusal naming both phones under the phone field, and a new code without a phone asks for one', async () => {
    serveIntake();
    const { user } = renderWithClient(<RegisterParcels orgId={1} />);
    await user.type(screen.getByLabelText('Трак код'), PRE_REGISTERED);
    await user.type(screen.getByLabelText('Утасны дугаар'), '88001122');
    await user.click(screen.getByRole('button', { name: 'Бүртгэх' }));
    const refusal = await screen.findByRole('alert');
    expect(refusal).toHaveTextContent('99112233');
    expect(refusal).toHaveTextContent('88001122');
    expect(screen.getByLabelText('Утасны дугаар')).toHaveAttribute('aria-invalid', 'true');

    await user.clear(screen.getByLabelText('Трак код'));
    await user.clear(screen.getByLabelText('Утасны дугаар'));
    await user.type(screen.getByLabelText('Трак код'), 'YT1{Enter}{Enter}');
    expect(await screen.findByText('Шинэ ачаанд утасны дугаар оруулна уу')).toBeInTheDocument();
  });

  it('leaves such a scan met mid-stream in its row, with a button that brings it back to confirm', async () => {
    let answer!: () => void;
    serveIntake(new Promise<void>((resolve) => (answer = resolve)));
    const { user } = renderWithClient(<RegisterParcels orgId={1} />);
    await user.keyboard('jr7000001{Enter}{Enter}YT2');
    answer();
    const row = (await within(screen.getByRole('list', { name: 'Энэ удаа бүртгэсэн' })).findByText(PRE_REGISTERED)).closest(
      'li',
    ) as HTMLElement;
    await waitFor(() => expect(row).toHaveTextContent(reasonMessages.PREREGISTERED_CONFIRM_PHONE('99112233')));
    // The scanner's next code stays where it is.
    expect(screen.getByLabelText('Трак код')).toHaveValue('YT2');
    await user.click(within(row).getByRole('button', { name: `Утсыг шалгах: ${PRE_REGISTERED}` }));
    expect(within(await screen.findByRole('alert')).getByTestId('parcel-customer')).toHaveTextContent('99112233 · Д. Бат');
    expect(screen.getByLabelText('Трак код')).toHaveValue(PRE_REGISTERED);
    expect(screen.getByLabelText('Утасны дугаар')).toHaveValue('99112233');
  });
});
