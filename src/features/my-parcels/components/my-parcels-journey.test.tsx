import { screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { CustomerParcel, ParcelStatus } from '@contract';
import { customerParcel } from '@test/pwa/fixtures';
import { serveMyParcels, serveParcelRegistration } from '@test/pwa/handlers/my-parcels';
import { renderWithClient } from '@test/pwa/render';
import { MyParcelsScreen } from './my-parcels-screen';

const preRegistered: CustomerParcel = {
  ...customerParcel('JR0001', 'REGISTERED', null, '2026-11-10T01:02:00.000Z'),
  note: 'Гутал',
  registeredBy: 'customer',
};
const parcels = [
  preRegistered,
  customerParcel('YT1001', 'SENT', 12300, '2026-10-28T09:00:00.000Z', '2026-11-03T10:00:00.000Z'),
  customerParcel('JD9009', 'FINISHED', 6700, '2026-10-01T09:00:00.000Z', '2026-10-09T10:00:00.000Z'),
];

function Harness() {
  const [status, setStatus] = useState<ParcelStatus | undefined>();
  return <MyParcelsScreen status={status} onStatusChange={setStatus} orderer="Батын Болд" />;
}

afterEach(() => {
  Reflect.deleteProperty(window, 'BarcodeDetector');
});

describe('my parcels: the journey', () => {
  it('counts parcels per chip and hides finished ones behind "Дууссаныг харуулах"', async () => {
    serveMyParcels(parcels);
    const { user } = renderWithClient(<Harness />);
    expect(await screen.findByRole('button', { name: 'Бүгд 3' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Бүртгэгдсэн 1' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Захиалга дууссан 1' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Гэмтэлтэй 0' })).toBeInTheDocument();
    await screen.findByText('YT1001');
    expect(screen.queryByText('JD9009')).not.toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: 'Дууссаныг харуулах' }));
    expect(screen.getByText('JD9009')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Дууссаныг харуулах' }));
    expect(screen.queryByText('JD9009')).not.toBeInTheDocument();
    // The FINISHED chip itself always shows them.
    await user.click(screen.getByRole('button', { name: 'Захиалга дууссан 1' }));
    expect(await screen.findByText('JD9009')).toBeInTheDocument();
  });

  it('says all parcels are finished, not that there are none, when only finished ones are hidden', async () => {
    serveMyParcels(parcels.filter((parcel) => parcel.status === 'FINISHED'));
    const { user } = renderWithClient(<Harness />);
    expect(await screen.findByText('Таны 1 ачаа бүгд хүргэгдэж дууссан')).toBeInTheDocument();
    expect(screen.queryByText('Танд одоогоор ачаа алга')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Дууссаныг харуулах' }));
    expect(await screen.findByText('JD9009')).toBeInTheDocument();
  });

  it('shows "Үнэ тодорхойгүй", never "0 ₮", for a parcel without a price, and its note', async () => {
    serveMyParcels(parcels);
    renderWithClient(<Harness />);
    const card = (await screen.findByText('JR0001')).closest('button') as HTMLElement;
    expect(within(card).getByText('Үнэ тодорхойгүй')).toBeInTheDocument();
    expect(within(card).getByText('Гутал')).toBeInTheDocument();
    expect(card).not.toHaveTextContent('0 ₮');
  });

  it('adds several pasted codes with a note, and keeps a refused one in the field with the reason', async () => {
    serveMyParcels(parcels);
    const { registered } = serveParcelRegistration(['TAKEN01']);
    const { user } = renderWithClient(<Harness />);
    const field = await screen.findByLabelText('Трак код (нэг мөрөнд нэг код)');
    await user.click(field);
    await user.paste('yt5550001\n\nTAKEN01\nyt5550002\nYT5550001\n');
    await user.type(screen.getByLabelText('Тайлбар (доторх бараа)'), 'Цамц');
    await user.click(screen.getByRole('button', { name: 'Нэмэх' }));

    expect(await screen.findByText('2 трак код нэмэгдлээ')).toBeInTheDocument();
    expect(registered).toEqual([
      { trackCode: 'YT5550001', note: 'Цамц' },
      { trackCode: 'YT5550002', note: 'Цамц' },
    ]);
    expect(field).toHaveValue('TAKEN01');
    expect(screen.getByRole('alert')).toHaveTextContent('TAKEN01: Энэ трак код өөр хэрэглэгчид бүртгэлтэй байна. Бидэнтэй холбогдоно уу');
    // "Бидэнтэй холбогдоно уу" comes with whom to call.
    expect(await screen.findByRole('link', { name: 'Залгах: 7700 1234' })).toHaveAttribute('href', 'tel:+97677001234');
  });

  it('names a line that is no track code and sends nothing', async () => {
    serveMyParcels(parcels);
    const { registered } = serveParcelRegistration();
    const { user } = renderWithClient(<Harness />);
    await user.type(await screen.findByLabelText('Трак код (нэг мөрөнд нэг код)'), 'YT1{Enter}=SUM(1)');
    await user.click(screen.getByRole('button', { name: 'Нэмэх' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('=SUM(1): Трак код зөвхөн үсэг, тоо, зураасаас бүрдэнэ');
    expect(registered).toEqual([]);
  });

  it('offers the camera only where the browser reads barcodes', async () => {
    serveMyParcels(parcels);
    const first = renderWithClient(<Harness />);
    await screen.findByText('YT1001');
    expect(screen.queryByRole('button', { name: 'Камераар уншуулах' })).not.toBeInTheDocument();
    first.unmount();

    Object.defineProperty(window, 'BarcodeDetector', { configurable: true, value: class {} });
    Object.defineProperty(navigator, 'mediaDevices', { configurable: true, value: { getUserMedia: () => new Promise(() => undefined) } });
    renderWithClient(<Harness />);
    expect(await screen.findByRole('button', { name: 'Камераар уншуулах' })).toBeInTheDocument();
    Reflect.deleteProperty(navigator, 'mediaDevices');
  });

  it('shows the timeline in the popup and removes an own pre-registered code', async () => {
    serveMyParcels(parcels);
    const { removed } = serveParcelRegistration();
    const { user } = renderWithClient(<Harness />);
    await user.click((await screen.findByText('JR0001')).closest('button') as HTMLElement);
    const dialog = await screen.findByRole('dialog', { name: 'Захиалгын мэдээлэл' });
    const timeline = await within(dialog).findByRole('region', { name: 'Явцын түүх' });
    const steps = await within(timeline).findAllByRole('listitem');
    expect(steps).toHaveLength(1);
    expect(steps[0]).toHaveTextContent(/^Бүртгэгдсэн\d{4}\/\d{2}\/\d{2} \d{2}:\d{2}$/);
    await user.click(within(dialog).getByRole('button', { name: 'JR0001 устгах' }));
    expect(await screen.findByText('Трак код устгагдлаа')).toBeInTheDocument();
    expect(removed).toEqual(['JR0001']);
  });

  it('offers no removal for a parcel staff registered, and shows its steps', async () => {
    serveMyParcels(parcels);
    const { user } = renderWithClient(<Harness />);
    await user.click((await screen.findByText('YT1001')).closest('button') as HTMLElement);
    const dialog = await screen.findByRole('dialog', { name: 'Захиалгын мэдээлэл' });
    const steps = await within(dialog).findAllByRole('listitem');
    expect(steps.map((step) => step.textContent?.replace(/\d.*$/, ''))).toEqual(['Бүртгэгдсэн', 'Эрээн – УБ замд']);
    expect(within(dialog).queryByRole('button', { name: /устгах/ })).not.toBeInTheDocument();
  });
});
