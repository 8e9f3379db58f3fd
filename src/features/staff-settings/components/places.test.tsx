import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { publicKeys } from '@/data/query-keys';
import { warehouse } from '@test/pwa/fixtures';
import { servePrices, serveWarehouses } from '@test/pwa/handlers/public-data';
import { renderWithClient, retype } from '@test/pwa/render';
import { PricesForm } from './prices-form';
import { WarehousesPanel } from './warehouses-panel';

describe('prices', () => {
  it('starts from the current prices, refuses bad numbers, saves and refreshes the public prices', async () => {
    const puts = servePrices({ kg: 3000, m3: 599, rate: 480 }, 3000);
    const { user, queryClient } = renderWithClient(<PricesForm orgId={1} />);
    const kg = await screen.findByLabelText('1 кг-ийн үнэ (₮)');
    expect(kg).toHaveValue('3000');

    await retype(user, kg, 'abc');
    await user.click(screen.getByRole('button', { name: 'Хадгалах' }));
    expect(await screen.findByText('1 кг-ийн үнэ тоо байна')).toBeInTheDocument();
    expect(puts).toEqual([]);

    await retype(user, kg, '3200');
    await retype(user, screen.getByLabelText('Ханш (1 ¥ = ₮)'), '482,5');
    // The door-delivery fee is saved with the prices.
    expect(screen.getByLabelText('Хүргэлтийн төлбөр (₮, 0 = үнэгүй)')).toHaveValue('3000');
    await retype(user, screen.getByLabelText('Хүргэлтийн төлбөр (₮, 0 = үнэгүй)'), '5000');
    await user.click(screen.getByRole('button', { name: 'Хадгалах' }));
    await waitFor(() => expect(puts).toEqual([{ kg: 3200, m3: 599, rate: 482.5, deliveryFee: 5000 }]));
    expect(await screen.findByText('Хадгалагдлаа')).toBeInTheDocument();
    expect(await screen.findByDisplayValue('3200')).toBe(screen.getByLabelText('1 кг-ийн үнэ (₮)'));
    // The calculator reads the same cached prices: the save has them fetched again (a second answer).
    await waitFor(() => expect(queryClient.getQueryState(publicKeys.organizationPrices(1))?.dataUpdateCount).toBe(2));
  });
});

describe('warehouses', () => {
  it('lists paused warehouses too and edits one with the contract’s rules', async () => {
    // The stand-in lists a paused warehouse only when asked for every state, as the server does.
    const puts = serveWarehouses([warehouse(2, 'Эрээн – Хуучин агуулах', 'PENDING')]);
    const { user } = renderWithClient(<WarehousesPanel orgId={1} />);
    expect(await screen.findByText('Түр хаалттай · 77110002')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Засах: Эрээн – Хуучин агуулах' }));
    const dialog = await screen.findByRole('dialog', { name: 'Агуулах засах' });
    await user.clear(within(dialog).getByLabelText('Агуулахын нэр'));
    await user.click(within(dialog).getByRole('button', { name: 'Хадгалах' }));
    expect(await within(dialog).findByText('Агуулахын нэр оруулна уу')).toBeInTheDocument();
    expect(puts).toEqual([]);

    await user.type(within(dialog).getByLabelText('Агуулахын нэр'), 'Эрээн – Төв агуулах');
    await user.selectOptions(within(dialog).getByLabelText('Төлөв'), 'ACTIVE');
    await user.click(within(dialog).getByRole('button', { name: 'Хадгалах' }));
    await waitFor(() =>
      expect(puts).toEqual([{ name: 'Эрээн – Төв агуулах', address: 'Эрээн хот, 2-р агуулах', phone: '77110002', state: 'ACTIVE' }]),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
