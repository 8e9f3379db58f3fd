import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { ParcelStatus, StaffParcel } from '@contract';
import { renderWithClient } from '../../../../test/pwa/accounts-test-utils';
import { mswServer } from '../../../../test/pwa/msw-server';
import { MoveStatus } from './move-status';

const FLOW: ParcelStatus[] = ['REGISTERED', 'RECEIVED', 'SENT', 'DELIVERED', 'FINISHED'];

function parcel(trackCode: string, status: ParcelStatus): StaffParcel {
  const at = '2026-11-20T09:05:00.000Z';
  return { trackCode, phone: '99112233', price: 5400, status, state: 'ACTIVE', createdAt: at, updatedAt: at, history: [{ status, at }] };
}

/** A small stand-in for the server's parcels: the documented status rules, 404 for unknown codes. */
function staffApi(parcels: StaffParcel[]) {
  const byCode = new Map(parcels.map((item) => [item.trackCode, item]));
  const patches: { code: string; body: unknown }[] = [];
  const missing = () => HttpResponse.json({ code: 404, message: 'Ачаа олдсонгүй' }, { status: 404 });
  mswServer.use(
    http.get('*/api/staff/parcels/:code', ({ params }) => {
      const found = byCode.get(String(params.code));
      return found ? HttpResponse.json(found) : missing();
    }),
    http.patch('*/api/staff/parcels/:code', async ({ params, request }) => {
      const code = String(params.code);
      const body = (await request.json()) as { status?: ParcelStatus; price?: number };
      patches.push({ code, body });
      const found = byCode.get(code);
      if (!found) return missing();
      if (body.status && body.status !== found.status) {
        const final = found.status === 'FINISHED' || found.status === 'BROKEN';
        const forward = FLOW.indexOf(body.status) > FLOW.indexOf(found.status);
        if (final || !(body.status === 'BROKEN' || forward)) {
          return HttpResponse.json({ code: 409, message: `Ачааны төлөвийг буцаах боломжгүй (${code})` }, { status: 409 });
        }
      }
      const next: StaffParcel = {
        ...found,
        status: body.status ?? found.status,
        price: body.price ?? found.price,
        history:
          body.status && body.status !== found.status
            ? [...found.history, { status: body.status, at: '2026-11-21T07:30:00.000Z' }]
            : found.history,
      };
      byCode.set(code, next);
      return HttpResponse.json(next);
    }),
  );
  return patches;
}

const statusButtons = () =>
  within(screen.getByRole('region', { name: 'Дараагийн төлөв' }))
    .queryAllByRole('button')
    .map((button) => button.textContent);

describe('moving a parcel along its statuses', () => {
  it('shows the scanned parcel and offers only the legal next statuses, then moves it', async () => {
    const patches = staffApi([parcel('YT100', 'SENT')]);
    const { user } = renderWithClient(<MoveStatus />);
    await user.keyboard('yt100{Enter}');

    expect(await screen.findByText('99112233')).toBeInTheDocument();
    expect(statusButtons()).toEqual(['Хүргэлт', 'Захиалга дууссан', 'Гэмтэлтэй']);

    await user.click(screen.getByRole('button', { name: 'Хүргэлт' }));
    await waitFor(() => expect(statusButtons()).toEqual(['Захиалга дууссан', 'Гэмтэлтэй']));
    expect(patches).toEqual([{ code: 'YT100', body: { status: 'DELIVERED' } }]);
    const history = within(screen.getByRole('region', { name: 'Түүх' })).getAllByRole('listitem');
    expect(history.map((item) => item.querySelector('[data-status]')?.getAttribute('data-status'))).toEqual(['SENT', 'DELIVERED']);
    // Ready for the next scan.
    expect(screen.getByLabelText('Трак код')).toHaveFocus();
  });

  it('offers every later step and BROKEN from REGISTERED, and nothing from a final status', async () => {
    staffApi([parcel('YT200', 'REGISTERED'), parcel('YT300', 'FINISHED')]);
    const { user } = renderWithClient(<MoveStatus />);
    await user.keyboard('YT200{Enter}');
    await waitFor(() =>
      expect(statusButtons()).toEqual(['Эрээний агуулахад ирсэн', 'Эрээн – УБ замд', 'Хүргэлт', 'Захиалга дууссан', 'Гэмтэлтэй']),
    );

    await user.clear(screen.getByLabelText('Трак код'));
    await user.keyboard('YT300{Enter}');
    expect(await screen.findByText('Энэ ачааны төлөв эцсийнх тул өөрчлөх боломжгүй')).toBeInTheDocument();
    expect(statusButtons()).toEqual([]);
  });

  it('says when a code is unknown, without an error toast', async () => {
    staffApi([]);
    const { user } = renderWithClient(<MoveStatus />);
    await user.keyboard('NOPE1{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('Ачаа олдсонгүй: NOPE1');
  });

  it('edits the price with the contract’s rules', async () => {
    const patches = staffApi([parcel('YT400', 'RECEIVED')]);
    const { user } = renderWithClient(<MoveStatus />);
    await user.keyboard('YT400{Enter}');
    const price = await screen.findByLabelText('Үнэ (₮)');
    await user.clear(price);
    await user.type(price, '-5');
    await user.click(screen.getByRole('button', { name: 'Үнэ хадгалах' }));
    expect(await screen.findByText('Үнэ сөрөг байж болохгүй')).toBeInTheDocument();
    expect(patches).toEqual([]);

    await user.clear(price);
    await user.type(price, '15000');
    await user.click(screen.getByRole('button', { name: 'Үнэ хадгалах' }));
    await waitFor(() => expect(patches).toEqual([{ code: 'YT400', body: { price: 15000 } }]));
    expect(await screen.findByText('15,000 ₮')).toBeInTheDocument();
  });
});

describe('batch mode', () => {
  it('moves each scanned code to SENT as it is scanned and reports each result on its own row', async () => {
    const patches = staffApi([parcel('YT1', 'RECEIVED'), parcel('YT2', 'FINISHED'), parcel('YT3', 'REGISTERED')]);
    const { user } = renderWithClient(<MoveStatus />);
    await user.click(screen.getByLabelText('Олноор'));
    expect(screen.getByLabelText('Уншуулсан бүх ачааг')).toHaveValue('SENT');

    const field = screen.getByLabelText('Трак код');
    await user.click(field);
    await user.keyboard('YT1{Enter}YT2{Enter}YT3{Enter}YT404{Enter}YT1{Enter}');

    const list = await screen.findByRole('list', { name: 'Уншуулсан кодууд' });
    await waitFor(() => expect(within(list).queryByText('Хадгалж байна…')).not.toBeInTheDocument());
    const rows = within(list).getAllByRole('listitem');
    const row = (code: string) => rows.find((item) => item.textContent?.startsWith(code));
    expect(row('YT1')).toHaveAttribute('data-state', 'done');
    expect(row('YT3')).toHaveAttribute('data-state', 'done');
    expect(row('YT2')).toHaveTextContent('Ачааны төлөвийг буцаах боломжгүй (YT2)');
    expect(row('YT404')).toHaveTextContent('Ачаа олдсонгүй');
    expect(screen.getByText('2 амжилттай, 2 алдаатай')).toBeInTheDocument();
    // YT1 scanned twice is sent once.
    expect(patches.map((patch) => patch.code)).toEqual(['YT1', 'YT2', 'YT3', 'YT404']);
    expect(screen.getByText('Өмнө нь уншуулсан', { exact: false })).toHaveTextContent('YT1');
    expect(field).toHaveFocus();
    expect(field).toHaveValue('');
    expect(patches.every((patch) => JSON.stringify(patch.body) === '{"status":"SENT"}')).toBe(true);
  });

  it('settles every row when the answers arrive only after later scans', async () => {
    staffApi([parcel('YT1', 'RECEIVED'), parcel('YT3', 'REGISTERED')]);
    let releaseAnswers!: () => void;
    const answersHeld = new Promise<void>((resolve) => {
      releaseAnswers = resolve;
    });
    // Holds every PATCH, then falls through to the stand-in server above.
    mswServer.use(
      http.patch('*/api/staff/parcels/:code', async () => {
        await answersHeld;
      }),
    );
    const { user } = renderWithClient(<MoveStatus />);
    await user.click(screen.getByLabelText('Олноор'));
    await user.click(screen.getByLabelText('Трак код'));
    await user.keyboard('YT1{Enter}YT3{Enter}');
    const list = await screen.findByRole('list', { name: 'Уншуулсан кодууд' });
    expect(within(list).getAllByText('Хадгалж байна…')).toHaveLength(2);

    releaseAnswers();
    await waitFor(() => expect(within(list).queryByText('Хадгалж байна…')).not.toBeInTheDocument());
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((row) => row.getAttribute('data-state')),
    ).toEqual(['done', 'done']);
  });
});
