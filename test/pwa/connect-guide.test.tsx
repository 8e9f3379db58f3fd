import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cargoAddress, warehouse } from './fixtures';
import { serveCargoAddresses, serveWarehouses } from './handlers/public-data';
import { renderApp } from './render';
import { setViewportWidth } from './viewport';

afterEach(() => Reflect.deleteProperty(navigator, 'clipboard'));

/** Call after renderApp: user-event's setup() installs its own clipboard. */
function stubClipboard() {
  const writeText = vi.fn(async () => undefined);
  Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
  return writeText;
}

describe.each([375, 1280])('the connect guides at %i px', (width) => {
  it('walks through Taobao step by step, each field with its own copy button', async () => {
    setViewportWidth(width);
    serveWarehouses([warehouse(1, 'Эрээн А')]);
    serveCargoAddresses({ 1: cargoAddress });
    const { user } = await renderApp('/');
    await user.click(screen.getByRole('button', { name: 'Taobao холбох' }));
    const guide = await screen.findByRole('dialog', { name: 'Taobao холбох' });
    const steps = await within(guide).findAllByRole('listitem');
    expect(steps[0]).toHaveTextContent('«我的淘宝»');
    const consigneeStep = steps.find((step) => step.textContent?.includes('«收货人»'))!;
    expect(consigneeStep).toHaveTextContent(cargoAddress.consignee);
    const addressStep = steps.find((step) => step.textContent?.includes('«详细地址»'))!;
    expect(addressStep).toHaveTextContent(cargoAddress.address);

    const writeText = stubClipboard();
    await user.click(within(consigneeStep).getByRole('button', { name: 'Хүлээн авагч хуулах' }));
    expect(writeText).toHaveBeenCalledWith(cargoAddress.consignee);
    await user.click(within(addressStep).getByRole('button', { name: 'Дэлгэрэнгүй хаяг хуулах' }));
    expect(writeText).toHaveBeenLastCalledWith(cargoAddress.address);
  });

  it('has its own guide for Pinduoduo and 1688, with a choice of warehouse when there are several', async () => {
    setViewportWidth(width);
    serveWarehouses([warehouse(1, 'Эрээн А'), warehouse(2, 'Эрээн Б')]);
    serveCargoAddresses({ 1: cargoAddress, 2: { ...cargoAddress, warehouse: { name: 'Эрээн Б' }, consignee: '乙仓（99112233）' } });
    const { user } = await renderApp('/');
    await user.click(screen.getByRole('button', { name: /Бусад платформ холбох/ }));
    const guide = await screen.findByRole('dialog', { name: 'Бусад платформ холбох' });
    expect(await within(guide).findByText(/Pinduoduo: «个人中心»/)).toBeInTheDocument();
    expect(within(guide).getByText(/1688: «我的»/)).toBeInTheDocument();
    expect(within(guide).getByText(cargoAddress.consignee)).toBeInTheDocument();
    await user.selectOptions(within(guide).getByLabelText('Агуулах'), 'Эрээн Б');
    expect(await within(guide).findByText('乙仓（99112233）')).toBeInTheDocument();
  });

  it("opens from the drawer's shop link over the address list, and closing leaves the list", async () => {
    setViewportWidth(width);
    serveWarehouses([warehouse(1, 'Эрээн А')]);
    serveCargoAddresses({ 1: cargoAddress });
    const { user, router } = await renderApp('/address?guide=taobao');
    const guide = await screen.findByRole('dialog', { name: 'Taobao холбох' });
    expect(await within(guide).findByText('«我的淘宝»', { exact: false })).toBeInTheDocument();
    await user.click(within(guide).getByRole('button', { name: 'Хаах' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.href).toBe('/address');
    expect(screen.getByRole('heading', { level: 1, name: 'Хятад дахь агуулахын хаяг' })).toBeInTheDocument();
  });

  it('shows no guide for a platform it does not know', async () => {
    setViewportWidth(width);
    serveWarehouses([warehouse(1, 'Эрээн А')]);
    serveCargoAddresses({ 1: cargoAddress });
    await renderApp('/address?guide=amazon');
    await screen.findByRole('heading', { level: 1, name: 'Хятад дахь агуулахын хаяг' });
    await screen.findByText(cargoAddress.consignee, { exact: false });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
