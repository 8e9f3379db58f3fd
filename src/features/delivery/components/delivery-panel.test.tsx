import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Address, CustomerParcel } from '@contract';
import { homeAddress, organization, UNMEASURED } from '@test/pwa/fixtures';
import { serveAddressBook } from '@test/pwa/handlers/addresses';
import { serveDeliveries } from '@test/pwa/handlers/delivery';
import { serveMyParcels } from '@test/pwa/handlers/my-parcels';
import { servePrices } from '@test/pwa/handlers/public-data';
import { setOrganization } from '@/lib/initial-state';
import { renderWithClient } from '@test/pwa/render';
import { DeliveryPanel } from './delivery-panel';

const arrived = (trackCode: string): CustomerParcel => ({
  trackCode,
  price: 8500,
  status: 'DELIVERED',
  ...UNMEASURED,
  updatedAt: '2026-11-20T10:00:00.000Z',
  note: null,
  registeredBy: 'staff',
  createdAt: '2026-11-10T10:00:00.000Z',
});

const home: Address = { ...homeAddress, note: '' };

const noAddressForm = () => null;

describe('door delivery on Миний ачаа', () => {
  it('shows nothing without arrived parcels or open requests', async () => {
    const queries = serveMyParcels([]);
    serveDeliveries();
    const { container } = renderWithClient(<DeliveryPanel renderAddAddress={noAddressForm} renderPayment={null} />);
    await waitFor(() => expect(queries).toContain('DELIVERED'));
    expect(container.querySelector('section')).toBeNull();
  });

  it('asks for the chosen parcels to the only saved address, then lists the request and cancels it', async () => {
    serveMyParcels([arrived('773245678901234'), arrived('SF1400000000001')]);
    serveAddressBook([home]);
    setOrganization(organization);
    servePrices(undefined, 5000);
    const sent = serveDeliveries();
    const { user } = renderWithClient(<DeliveryPanel renderAddAddress={noAddressForm} renderPayment={null} />);
    await user.click(await screen.findByRole('button', { name: 'Хүргүүлэх' }));
    const dialog = await screen.findByRole('dialog', { name: 'Хаягаар хүргүүлэх' });
    await waitFor(() => expect(within(dialog).getByLabelText('Хүргэлтийн хаяг')).toHaveValue('5'));

    // Nothing chosen: explained, nothing sent.
    await user.click(within(dialog).getByRole('checkbox', { name: '773245678901234' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'SF1400000000001' }));
    await user.click(within(dialog).getByRole('button', { name: 'Илгээх' }));
    await screen.findByText('Хүргүүлэх ачаагаа сонгоно уу');
    expect(sent).toHaveLength(0);

    await user.click(within(dialog).getByRole('checkbox', { name: 'SF1400000000001' }));
    // Before sending: the parcel's fee, the delivery fee and the total.
    await waitFor(() => expect(within(dialog).getByTestId('delivery-total')).toHaveTextContent('13,500 ₮'));
    await user.type(within(dialog).getByLabelText('Тайлбар (заавал биш)'), 'Оройн 6-аас хойш');
    await user.click(within(dialog).getByRole('button', { name: 'Илгээх' }));
    await screen.findByText('Хүргэлтийн хүсэлт илгээгдлээ');
    expect(sent[0]).toEqual({ method: 'POST', body: { trackCodes: ['SF1400000000001'], addressId: 5, note: 'Оройн 6-аас хойш' } });

    const list = await screen.findByRole('list', { name: 'Хүргэлтийн хүсэлтүүд' });
    expect(within(list).getByText('Хүсэлт илгээсэн')).toBeInTheDocument();
    // What is still due, for the courier (no online payment here).
    expect(within(list).getByTestId('delivery-due')).toHaveTextContent('Нийт төлөх 13,500 ₮ · Хүргэгчид төлөх');
    // Asked first: "Болих" keeps the request, nothing is sent.
    await user.click(within(list).getByRole('button', { name: 'Цуцлах' }));
    let confirm = await screen.findByRole('dialog', { name: 'Хүсэлтээ цуцлах уу?' });
    expect(confirm).toHaveTextContent('SF1400000000001');
    await user.click(within(confirm).getByRole('button', { name: 'Болих' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent.at(-1)).not.toEqual({ method: 'DELETE' });
    await user.click(within(list).getByRole('button', { name: 'Цуцлах' }));
    confirm = await screen.findByRole('dialog', { name: 'Хүсэлтээ цуцлах уу?' });
    await user.click(within(confirm).getByRole('button', { name: 'Цуцлах' }));
    await screen.findByText('Хүсэлт цуцлагдлаа');
    expect(sent.at(-1)).toEqual({ method: 'DELETE' });
  });
});
