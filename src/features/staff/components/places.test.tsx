import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { WarehouseSummary } from '@contract';
import { renderWithClient } from '../../../../test/pwa/accounts-test-utils';
import { mswServer } from '../../../../test/pwa/msw-server';
import { PricesForm } from './prices-form';
import { WarehousesPanel } from './warehouses-panel';

const paused: WarehouseSummary = {
  id: 2,
  name: 'Эрээн – Хуучин агуулах',
  address: 'Эрээн хот',
  contactInfo: { phone: '77110002' },
  state: 'PENDING',
};

describe('prices', () => {
  it('starts from the current prices, refuses bad numbers, saves and refreshes the public prices', async () => {
    let currency = { kg: 3000, m3: 599, rate: 480 };
    const puts: unknown[] = [];
    mswServer.use(
      http.get('*/api/warehouse/1', () => HttpResponse.json({ data: { currency } })),
      http.put('*/api/staff/prices', async ({ request }) => {
        currency = (await request.json()) as typeof currency;
        puts.push(currency);
        return HttpResponse.json({ data: { currency } });
      }),
    );
    const { user, queryClient } = renderWithClient(<PricesForm orgId={1} />);
    // The calculator's cached prices (another feature's query) must be refetched after a save.
    queryClient.setQueryData(['prices', 1], { kg: 3000, m3: 599, rate: 480 });
    const kg = await screen.findByLabelText('1 кг-ийн үнэ (₮)');
    expect(kg).toHaveValue('3000');

    await user.clear(kg);
    await user.type(kg, 'abc');
    await user.click(screen.getByRole('button', { name: 'Хадгалах' }));
    expect(await screen.findByText('1 кг-ийн үнэ тоо байна')).toBeInTheDocument();
    expect(puts).toEqual([]);

    await user.clear(kg);
    await user.type(kg, '3200');
    await user.clear(screen.getByLabelText('Ханш (1 ¥ = ₮)'));
    await user.type(screen.getByLabelText('Ханш (1 ¥ = ₮)'), '482,5');
    await user.click(screen.getByRole('button', { name: 'Хадгалах' }));
    await waitFor(() => expect(puts).toEqual([{ kg: 3200, m3: 599, rate: 482.5 }]));
    expect(await screen.findByText('Хадгалагдлаа')).toBeInTheDocument();
    expect(await screen.findByDisplayValue('3200')).toBe(screen.getByLabelText('1 кг-ийн үнэ (₮)'));
    await waitFor(() => expect(queryClient.getQueryState(['prices', 1])?.isInvalidated).toBe(true));
  });
});

describe('warehouses', () => {
  it('lists paused warehouses too and edits one with the contract’s rules', async () => {
    const puts: unknown[] = [];
    mswServer.use(
      // The staff list, not the public one: paused and deleted warehouses are listed too.
      http.get('*/api/staff/warehouses', () => HttpResponse.json({ list: [paused], total: 1 })),
      http.put('*/api/staff/warehouses/2', async ({ request }) => {
        const body = (await request.json()) as { name: string; address: string; phone: string; state: 'ACTIVE' };
        puts.push(body);
        return HttpResponse.json({ id: 2, name: body.name, address: body.address, contactInfo: { phone: body.phone }, state: body.state });
      }),
    );
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
    await waitFor(() => expect(puts).toEqual([{ name: 'Эрээн – Төв агуулах', address: 'Эрээн хот', phone: '77110002', state: 'ACTIVE' }]));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
