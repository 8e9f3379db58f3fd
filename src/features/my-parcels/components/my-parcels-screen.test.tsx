import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import type { ParcelStatus } from '@contract';
import { setStoredUser } from '@/data/session/stored-user';
import { customer, customerParcel } from '@test/pwa/fixtures';
import { serveAddressBook } from '@test/pwa/handlers/addresses';
import { serveDeliveries } from '@test/pwa/handlers/delivery';
import { serveMyParcels } from '@test/pwa/handlers/my-parcels';
import { serveSignedIn } from '@test/pwa/handlers/session';
import { mswServer } from '@test/pwa/msw-server';
import { renderApp, renderWithClient } from '@test/pwa/render';
import { MyParcelsScreen } from './my-parcels-screen';

const parcels = [
  customerParcel('YT1001', 'SENT', 12300, '2026-10-28T09:00:00.000Z', '2026-11-03T10:00:00.000Z'),
  customerParcel('SF2002', 'REGISTERED', 4500, '2026-11-01T09:00:00.000Z', '2026-11-05T10:00:00.000Z'),
  customerParcel('JT3003', 'SENT', 88000, '2026-11-02T09:00:00.000Z', '2026-11-06T10:00:00.000Z'),
];

/** A status chip by its label: the chip also shows its count. */
const chip = (label: string) => new RegExp(`^${label} \\d+$`);

/** The route keeps the filter in the URL; here a state stands in for it. */
function Harness() {
  const [status, setStatus] = useState<ParcelStatus | undefined>();
  return <MyParcelsScreen status={status} onStatusChange={setStatus} orderer="Батын Болд" />;
}

describe('my parcels', () => {
  it('lists every parcel with code, status label, price and date', async () => {
    const queries = serveMyParcels(parcels);
    renderWithClient(<Harness />);
    const card = (await screen.findByText('YT1001')).closest('button');
    expect(card).not.toBeNull();
    expect(within(card as HTMLElement).getByText('Эрээн – УБ замд')).toBeInTheDocument();
    expect(within(card as HTMLElement).getByText('12,300 ₮')).toBeInTheDocument();
    expect(within(card as HTMLElement).getByText('2026/11/03')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    expect(queries).toEqual([null]);
    expect(screen.getByRole('button', { name: chip('Бүгд') })).toHaveAttribute('aria-pressed', 'true');
  });

  it('refetches with the status whenever the chip changes', async () => {
    const queries = serveMyParcels(parcels);
    const { user } = renderWithClient(<Harness />);
    await screen.findByText('SF2002');
    await user.click(screen.getByRole('button', { name: chip('Эрээн – УБ замд') }));
    await expect.poll(() => screen.queryByText('SF2002')).toBeNull();
    expect(screen.getByText('YT1001')).toBeInTheDocument();
    expect(screen.getByText('JT3003')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: chip('Эрээн – УБ замд') })).toHaveAttribute('aria-pressed', 'true');

    await user.click(screen.getByRole('button', { name: chip('Бүртгэгдсэн') }));
    await expect.poll(() => screen.queryByText('YT1001')).toBeNull();
    await user.click(screen.getByRole('button', { name: chip('Бүгд') }));
    expect(await screen.findByText('YT1001')).toBeInTheDocument();
    expect(queries).toEqual([null, 'SENT', 'REGISTERED', null]);
  });

  it('says the list is empty when there is nothing to show', async () => {
    serveMyParcels(parcels);
    const { user } = renderWithClient(<Harness />);
    await screen.findByText('YT1001');
    await user.click(screen.getByRole('button', { name: chip('Гэмтэлтэй') }));
    expect(await screen.findByText('Жагсаалт хоосон байна')).toBeInTheDocument();
    expect(screen.getByText('Одоогоор харуулах мэдээлэл алга')).toBeInTheDocument();
  });

  it('with no parcel at all says how parcels get here and leads to the warehouse address', async () => {
    serveMyParcels([]);
    setStoredUser(customer);
    serveSignedIn(customer);
    serveAddressBook();
    serveDeliveries();
    await renderApp('/profile/order');
    expect(await screen.findByText('Танд одоогоор ачаа алга')).toBeInTheDocument();
    expect(screen.getByText(/хаягийг хуулж оруулаарай/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Агуулахын хаяг хуулах' })).toHaveAttribute('href', '/address');
  });

  it("opens a popup with the parcel's code, orderer, registered date and amount", async () => {
    serveMyParcels(parcels);
    const { user } = renderWithClient(<Harness />);
    await user.click((await screen.findByText('JT3003')).closest('button') as HTMLElement);
    const dialog = await screen.findByRole('dialog', { name: 'Захиалгын мэдээлэл' });
    const fact = (label: string) => within(dialog).getByText(label).nextElementSibling?.textContent;
    expect(fact('Трак код')).toBe('JT3003');
    expect(fact('Захиалагч')).toBe('Батын Болд');
    expect(fact('Бүртгэсэн огноо')).toBe('2026/11/02');
    expect(fact('Төлбөрийн дүн')).toBe('88,000 ₮');
  });

  it('toasts a failure once and offers to try again', async () => {
    mswServer.use(http.get('*/api/package', () => HttpResponse.json({ code: 500, message: 'Түр саатал гарлаа' }, { status: 500 })));
    renderWithClient(<Harness />);
    expect(await screen.findByText('Түр саатал гарлаа')).toBeInTheDocument();
    expect(screen.getAllByText('Түр саатал гарлаа')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Дахин оролдох' })).toBeInTheDocument();
  });
});
