import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { refusedMove } from '@contract/status-moves';
import { staffParcel } from '@test/pwa/fixtures';
import { serveStaffParcels } from '@test/pwa/handlers/staff-parcels';
import { mswServer } from '@test/pwa/msw-server';
import { renderWithClient, retype } from '@test/pwa/render';
import { MoveStatus } from './move-status';
import { UNDO_OFFER_MS } from '@contract/undo-window';

const statusButtons = () =>
  within(screen.getByRole('region', { name: 'Дараагийн төлөв' }))
    .queryAllByRole('button')
    .map((button) => button.textContent);

describe('moving a parcel along its statuses', () => {
  it('shows the scanned parcel and offers only the legal next statuses, then moves it', async () => {
    const { patches } = serveStaffParcels([staffParcel('YT100', 'SENT')]);
    const { user } = renderWithClient(<MoveStatus />);
    await user.keyboard('yt100{Enter}');

    expect(await screen.findByText('99112233')).toBeInTheDocument();
    expect(statusButtons()).toEqual(['Улаанбаатарт ирсэн', 'Захиалга дууссан', 'Гэмтэлтэй']);

    await user.click(screen.getByRole('button', { name: 'Улаанбаатарт ирсэн' }));
    await waitFor(() => expect(statusButtons()).toEqual(['Захиалга дууссан', 'Гэмтэлтэй']));
    expect(patches).toEqual([{ code: 'YT100', body: { status: 'DELIVERED' } }]);
    const history = within(screen.getByRole('region', { name: 'Түүх' })).getAllByRole('listitem');
    expect(history.map((item) => item.querySelector('[data-status]')?.getAttribute('data-status'))).toEqual(['SENT', 'DELIVERED']);
    // Ready for the next scan.
    expect(screen.getByLabelText('Трак код')).toHaveFocus();
  });

  it('shows an edit in the history as what it changed, not as a second copy of the status', async () => {
    const at = '2026-11-21T10:00:00.000Z';
    const edited = {
      ...staffParcel('YT150', 'RECEIVED', { phone: '88001122', price: 6000 }),
      history: [
        { status: 'REGISTERED' as const, at },
        { status: 'RECEIVED' as const, at },
        {
          status: 'RECEIVED' as const,
          at,
          event: 'EDIT' as const,
          changes: { price: { from: 5400, to: 6000 }, phone: { from: '99112233', to: '88001122' } },
        },
      ],
    };
    serveStaffParcels([edited]);
    const { user } = renderWithClient(<MoveStatus />);
    await user.keyboard('YT150{Enter}');
    const history = await within(await screen.findByRole('region', { name: 'Түүх' })).findAllByRole('listitem');
    expect(history).toHaveLength(3);
    expect(history[2]!.querySelector('[data-status]')).toBeNull();
    expect(history[2]).toHaveTextContent('Засвар');
    expect(history[2]).toHaveTextContent('Үнэ: 5,400 ₮ → 6,000 ₮');
    expect(history[2]).toHaveTextContent('Эзэмшигч: 99112233 → 88001122');
  });

  it('offers every later step and BROKEN from REGISTERED, and nothing from a final status', async () => {
    serveStaffParcels([staffParcel('YT200', 'REGISTERED'), staffParcel('YT300', 'FINISHED')]);
    const { user } = renderWithClient(<MoveStatus />);
    await user.keyboard('YT200{Enter}');
    await waitFor(() =>
      expect(statusButtons()).toEqual([
        'Эрээний агуулахад ирсэн',
        'Эрээн – УБ замд',
        'Улаанбаатарт ирсэн',
        'Захиалга дууссан',
        'Гэмтэлтэй',
      ]),
    );

    await user.clear(screen.getByLabelText('Трак код'));
    await user.keyboard('YT300{Enter}');
    expect(await screen.findByText('Энэ ачааны төлөв эцсийнх тул өөрчлөх боломжгүй')).toBeInTheDocument();
    expect(statusButtons()).toEqual([]);
  });

  it('asks before a final or exceptional status, and moves only once confirmed', async () => {
    const { patches } = serveStaffParcels([staffParcel('YT500', 'REGISTERED')]);
    const { user } = renderWithClient(<MoveStatus />);
    await user.keyboard('YT500{Enter}');
    await user.click(await screen.findByRole('button', { name: 'Захиалга дууссан' }));
    let dialog = await screen.findByRole('dialog', { name: 'Төлөв солих уу?' });
    expect(dialog).toHaveTextContent('YT500 ачааг «Захиалга дууссан» болгох уу?');
    await user.click(within(dialog).getByRole('button', { name: 'Болих' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(patches).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Гэмтэлтэй' }));
    dialog = await screen.findByRole('dialog', { name: 'Төлөв солих уу?' });
    await user.click(within(dialog).getByRole('button', { name: 'Гэмтэлтэй' }));
    await waitFor(() => expect(patches).toEqual([{ code: 'YT500', body: { status: 'BROKEN' } }]));
    // An ordinary next step needs no question.
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('offers "Буцаах" after a move, which takes it back on the server and says so', async () => {
    const { patches, undos } = serveStaffParcels([staffParcel('YT600', 'RECEIVED')]);
    const { user } = renderWithClient(<MoveStatus />);
    await user.keyboard('YT600{Enter}');
    await user.click(await screen.findByRole('button', { name: 'Эрээн – УБ замд' }));
    await waitFor(() => expect(patches).toHaveLength(1));
    const line = await screen.findByText('YT600: Эрээн – УБ замд');
    await user.click(within(line.closest('[role="status"]') as HTMLElement).getByRole('button', { name: 'Буцаах' }));
    await waitFor(() => expect(undos).toEqual([{ code: 'YT600', body: { from: 'RECEIVED', to: 'SENT' } }]));
    expect(await screen.findByText('YT600: «Эрээний агуулахад ирсэн» руу буцаалаа')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Буцаах' })).not.toBeInTheDocument();
    const history = within(screen.getByRole('region', { name: 'Түүх' })).getAllByRole('listitem');
    expect(history.at(-1)).toHaveTextContent('буцаасан');
  });

  it('takes "Буцаах" away after a few seconds', async () => {
    serveStaffParcels([staffParcel('YT700', 'RECEIVED')]);
    const { user } = renderWithClient(<MoveStatus />);
    await user.keyboard('YT700{Enter}');
    await user.click(await screen.findByRole('button', { name: 'Эрээн – УБ замд' }));
    expect(await screen.findByRole('button', { name: 'Буцаах' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Буцаах' })).not.toBeInTheDocument(), {
      timeout: UNDO_OFFER_MS + 2000,
    });
    expect(screen.getByText('YT700: Эрээн – УБ замд')).toBeInTheDocument();
  }, 20_000);

  it('says when a code is unknown, without an error toast', async () => {
    serveStaffParcels([]);
    const { user } = renderWithClient(<MoveStatus />);
    await user.keyboard('NOPE1{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('Ачаа олдсонгүй: NOPE1');
  });

  it('edits the price with the contract’s rules', async () => {
    const { patches } = serveStaffParcels([staffParcel('YT400', 'RECEIVED')]);
    const { user } = renderWithClient(<MoveStatus />);
    await user.keyboard('YT400{Enter}');
    const price = await screen.findByLabelText('Үнэ (₮)');
    await retype(user, price, '-5');
    await user.click(screen.getByRole('button', { name: 'Үнэ хадгалах' }));
    expect(await screen.findByText('Үнэ сөрөг байж болохгүй')).toBeInTheDocument();
    expect(patches).toEqual([]);

    await retype(user, price, '15000');
    await user.click(screen.getByRole('button', { name: 'Үнэ хадгалах' }));
    await waitFor(() => expect(patches).toEqual([{ code: 'YT400', body: { price: 15000 } }]));
    expect(await screen.findByText('15,000 ₮')).toBeInTheDocument();
  });
});

describe('batch mode', () => {
  it('moves each scanned code to SENT as it is scanned and reports each result on its own row', async () => {
    const { patches } = serveStaffParcels([
      staffParcel('YT1', 'RECEIVED'),
      staffParcel('YT2', 'FINISHED'),
      staffParcel('YT3', 'REGISTERED'),
    ]);
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
    expect(row('YT2')).toHaveTextContent(refusedMove('FINISHED', 'SENT') as string);
    expect(row('YT404')).toHaveTextContent('Ачаа олдсонгүй');
    expect(screen.getByText('2 амжилттай, 2 алдаатай')).toBeInTheDocument();
    // YT1 scanned twice is sent once.
    expect(patches.map((patch) => patch.code)).toEqual(['YT1', 'YT2', 'YT3', 'YT404']);
    expect(screen.getByText('Өмнө нь уншуулсан', { exact: false })).toHaveTextContent('YT1');
    expect(field).toHaveFocus();
    expect(field).toHaveValue('');
    expect(patches.every((patch) => JSON.stringify(patch.body) === '{"status":"SENT"}')).toBe(true);
  });

  it('takes one loaded parcel back with its own Буцаах, and lets it be scanned again', async () => {
    const { patches, undos } = serveStaffParcels([staffParcel('YT1', 'RECEIVED'), staffParcel('YT3', 'SENT')]);
    const { user } = renderWithClient(<MoveStatus />);
    await user.click(screen.getByLabelText('Олноор'));
    await user.click(screen.getByLabelText('Трак код'));
    await user.keyboard('YT1{Enter}YT3{Enter}');
    const list = await screen.findByRole('list', { name: 'Уншуулсан кодууд' });
    await waitFor(() => expect(within(list).queryByText('Хадгалж байна…')).not.toBeInTheDocument());
    // YT3 was on SENT already: nothing moved, so nothing to take back.
    expect(within(list).queryByRole('button', { name: 'Буцаах: YT3' })).not.toBeInTheDocument();

    await user.click(within(list).getByRole('button', { name: 'Буцаах: YT1' }));
    const row = await within(list).findByText('буцаасан');
    expect(undos).toEqual([{ code: 'YT1', body: { from: 'RECEIVED', to: 'SENT' } }]);
    expect(row.closest('li')).toHaveAttribute('data-state', 'undone');
    expect(row.closest('li')!.querySelector('[data-status]')).toHaveAttribute('data-status', 'RECEIVED');
    expect(screen.getByText('1 амжилттай, 0 алдаатай')).toBeInTheDocument();

    await user.click(screen.getByLabelText('Трак код'));
    await user.keyboard('YT1{Enter}');
    await waitFor(() => expect(patches.map((patch) => patch.code)).toEqual(['YT1', 'YT3', 'YT1']));
  });

  it('settles every row when the answers arrive only after later scans', async () => {
    serveStaffParcels([staffParcel('YT1', 'RECEIVED'), staffParcel('YT3', 'REGISTERED')]);
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
