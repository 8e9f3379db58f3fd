import { screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import type { CustomerParcel, ParcelStatus } from '@contract';
import { SHARE_TEXT_MAX, shareTextMessages } from '@contract/share-text';
import { customerParcel } from '@test/pwa/fixtures';
import { serveMyParcels, serveParcelRegistration } from '@test/pwa/handlers/my-parcels';
import { renderWithClient } from '@test/pwa/render';
import { MyParcelsScreen } from './my-parcels-screen';

/* A shop's share text pasted into "Трак код бүртгүүлэх" offers the codes found in it. */

const onTheWay: CustomerParcel = {
  ...customerParcel('YT1001', 'SENT', 12300, '2026-10-28T09:00:00.000Z', '2026-11-03T10:00:00.000Z'),
  eta: { from: '2026-11-28', to: '2026-12-01', late: true },
};
const atUlaanbaatar: CustomerParcel = {
  ...customerParcel('SF2002', 'DELIVERED', 8000, '2026-10-28T09:00:00.000Z', '2026-11-03T10:00:00.000Z'),
  storage: { freeUntil: '2026-11-30', daysLeft: 4, daysCharged: 0, fee: 0 },
};

function Harness() {
  const [status, setStatus] = useState<ParcelStatus | undefined>();
  return <MyParcelsScreen status={status} onStatusChange={setStatus} orderer="Батын Болд" />;
}

const SHARE_TEXT = '【淘宝】您的宝贝已发货\n儿童羽绒服 130cm\n圆通速递 运单号：YT7512345678901\n中通 78312345678901 保温杯';

describe('codes from a pasted share text', () => {
  it('offers the codes ticked with the text around each as the note, and registers the ticked ones', async () => {
    serveMyParcels([onTheWay]);
    const { registered } = serveParcelRegistration();
    const { user } = renderWithClient(<Harness />);
    await user.click(await screen.findByLabelText('Трак код (нэг мөрөнд нэг код)'));
    await user.paste(SHARE_TEXT);

    const offer = screen.getByRole('group', { name: 'Хуулсан текстээс олдсон трак код' });
    const boxes = within(offer).getAllByRole('checkbox');
    expect(boxes.map((box) => (box as HTMLInputElement).checked)).toEqual([true, true]);
    expect(within(offer).getByLabelText('YT7512345678901 тайлбар')).toHaveValue('儿童羽绒服 130cm');
    expect(within(offer).getByLabelText('78312345678901 тайлбар')).toHaveValue('保温杯');
    // The field keeps nothing of the paste: the offer is where the codes are.
    expect(screen.getByLabelText('Трак код (нэг мөрөнд нэг код)')).toHaveValue('');

    await user.click(boxes[1]!);
    await user.clear(within(offer).getByLabelText('YT7512345678901 тайлбар'));
    await user.type(within(offer).getByLabelText('YT7512345678901 тайлбар'), 'Хүүхдийн куртка');
    await user.click(within(offer).getByRole('button', { name: 'Сонгосныг нэмэх (1)' }));
    expect(await screen.findByText('1 трак код нэмэгдлээ')).toBeInTheDocument();
    expect(registered).toEqual([{ trackCode: 'YT7512345678901', note: 'Хүүхдийн куртка' }]);
    expect(screen.queryByRole('group', { name: 'Хуулсан текстээс олдсон трак код' })).not.toBeInTheDocument();
  });

  it('refuses 10,000 characters and NUL bytes with a message, sending nothing', async () => {
    serveMyParcels([onTheWay]);
    const { registered } = serveParcelRegistration();
    const { user } = renderWithClient(<Harness />);
    await user.click(await screen.findByLabelText('Трак код (нэг мөрөнд нэг код)'));
    await user.paste(`YT7512345678901 ${'x'.repeat(SHARE_TEXT_MAX)}`);
    expect(screen.getByRole('alert')).toHaveTextContent(shareTextMessages.tooLong);
    await user.paste('YT7512345678901\u0000 гутал');
    expect(screen.getByRole('alert')).toHaveTextContent(shareTextMessages.forbidden);
    expect(screen.queryByRole('group', { name: 'Хуулсан текстээс олдсон трак код' })).not.toBeInTheDocument();
    expect(registered).toEqual([]);
  });

  it('shows the estimate with "Хоцорч байна", and the storage countdown, on the cards', async () => {
    serveMyParcels([onTheWay, atUlaanbaatar]);
    renderWithClient(<Harness />);
    const late = (await screen.findByText('YT1001')).closest('button') as HTMLElement;
    expect(within(late).getByText('Ирэх хугацаа: 11/28 – 12/01')).toBeInTheDocument();
    expect(within(late).getByText('Хоцорч байна')).toBeInTheDocument();
    const waiting = screen.getByText('SF2002').closest('button') as HTMLElement;
    expect(within(waiting).getByText('Хадгалалтын хугацаа дуусахад 4 өдөр үлдлээ')).toBeInTheDocument();
  });
});
