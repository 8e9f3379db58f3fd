import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { StaffParcel } from '@contract';
import { staffParcel } from '@test/pwa/fixtures';
import { mswServer } from '@test/pwa/msw-server';
import { renderWithClient } from '@test/pwa/render';
import { RegisterParcels } from './register-parcels';
import { apiMessages, preRegisteredOtherPhoneMessage } from '@contract/api-messages';
import { apiError } from '@test/pwa/handlers/api-error';

const PRE_REGISTERED = 'JR7000001';
const received: StaffParcel = {
  ...staffParcel(PRE_REGISTERED, 'RECEIVED', { phone: '99112233' }),
  price: null,
  owner: { firstName: 'Бат', lastName: 'Дорж' },
  registeredBy: 'customer',
  note: 'Гутал',
};

/** The server's intake: the pre-registered code is taken in (200) with or without its own phone; another phone is refused. */
function serveIntake() {
  const bodies: Array<Record<string, unknown>> = [];
  mswServer.use(
    http.post('*/api/staff/parcels', async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      bodies.push(body);
      if (body.trackCode !== PRE_REGISTERED) {
        return body.phone
          ? HttpResponse.json(
              { ...received, trackCode: body.trackCode, phone: body.phone, owner: null, registeredBy: 'staff' },
              { status: 201 },
            )
          : apiError(400, apiMessages.phoneForNewParcel, 'PHONE_NEEDED');
      }
      if (body.phone && body.phone !== '99112233') {
        return apiError(409, preRegisteredOtherPhoneMessage('99112233', String(body.phone)), 'PREREGISTERED_OTHER_PHONE');
      }
      return HttpResponse.json(received);
    }),
  );
  return bodies;
}

describe('staff intake of a code a customer pre-registered', () => {
  it('saves the scan without a phone and shows the customer’s phone and name at once', async () => {
    const bodies = serveIntake();
    const { user } = renderWithClient(<RegisterParcels />);
    await user.keyboard('jr7000001{Enter}{Enter}');
    await waitFor(() => expect(bodies).toEqual([{ trackCode: PRE_REGISTERED, status: 'REGISTERED' }]));
    const flash = await screen.findByText(/JR7000001/, { selector: 'p' });
    expect(within(flash).getByTestId('parcel-owner')).toHaveTextContent('99112233 · Д. Бат (Хэрэглэгч урьдчилан бүртгүүлсэн)');
    const item = within(screen.getByRole('list', { name: 'Энэ удаа бүртгэсэн' }))
      .getByText(PRE_REGISTERED)
      .closest('li') as HTMLElement;
    expect(item).toHaveTextContent('Эрээний агуулахад ирсэн');
    expect(item).toHaveTextContent('Үнэ тодорхойгүй');
  });

  it('shows a refusal naming both phones under the phone field, and a new code without a phone asks for one', async () => {
    serveIntake();
    const { user } = renderWithClient(<RegisterParcels />);
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
});
