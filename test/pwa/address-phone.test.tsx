import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { setStoredUser } from '@/data/session/stored-user';
import { cargoAddress, customer, warehouse } from './fixtures';
import { serveCargoAddresses, serveWarehouses } from './handlers/public-data';
import { renderApp } from './render';

const withToken = { ...cargoAddress, consignee: '阿恰货运 {phone}' };

/** Call after renderApp: user-event's setup() installs its own clipboard. */
function stubClipboard() {
  const writeText = vi.fn(async (_text: string) => undefined);
  Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
  return writeText;
}

describe('{phone} in the receiving address', () => {
  it('asks a visitor for their phone before any copy, checks it like the login, and then copies it filled in', async () => {
    serveCargoAddresses({ 1: withToken });
    const { user } = await renderApp('/branch/1');
    const writeText = stubClipboard();
    expect(await screen.findByText('阿恰货运 (таны утас)')).toBeInTheDocument();
    expect(screen.getByText('Ачааг таны утасны дугаараар таньдаг тул хаягаас бүү хас')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Хүлээн авагч хуулах' }));
    await user.click(screen.getByRole('button', { name: 'Бүгдийг хуулах' }));
    expect(writeText).not.toHaveBeenCalled();
    expect((await screen.findAllByText('Эхлээд утасны дугаараа оруулна уу')).length).toBeGreaterThan(0);
    const phoneField = screen.getByLabelText('Хаягт оруулах утасны дугаараа бичнэ үү');
    expect(phoneField).toHaveFocus();
    // A field without the token copies as it is.
    await user.click(screen.getByRole('button', { name: 'Утас хуулах' }));
    expect(writeText).toHaveBeenCalledWith(withToken.phone);
    writeText.mockClear();

    await user.type(phoneField, '12345678');
    await user.click(screen.getByRole('button', { name: 'Хаягт оруулах' }));
    expect(await screen.findByText('Монгол гар утасны дугаар биш байна')).toBeInTheDocument();
    await user.clear(phoneField);
    await user.type(phoneField, '+976 9911-4455');
    await user.click(screen.getByRole('button', { name: 'Хаягт оруулах' }));

    expect(await screen.findByText('Хаягт таны дугаар: 99114455')).toBeInTheDocument();
    expect(screen.getByText('阿恰货运 99114455')).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem('visitorPhone')!)).toBe('99114455');
    await user.click(screen.getByRole('button', { name: 'Бүгдийг хуулах' }));
    const copied = writeText.mock.calls[0]![0];
    expect(copied.split('\n')[0]).toBe('阿恰货运 99114455');
    expect(copied).not.toContain('{phone}');
    expect(copied).not.toContain('таны утас');
  });

  it('fills the signed-in customer’s own phone without asking', async () => {
    setStoredUser(customer);
    serveCargoAddresses({ 1: withToken });
    const { user } = await renderApp('/branch/1');
    const writeText = stubClipboard();
    expect(await screen.findByText(`阿恰货运 ${customer.phone}`)).toBeInTheDocument();
    expect(screen.queryByLabelText('Хаягт оруулах утасны дугаараа бичнэ үү')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Хүлээн авагч хуулах' }));
    expect(writeText).toHaveBeenCalledWith(`阿恰货运 ${customer.phone}`);
  });

  it('asks nothing for an address without the token', async () => {
    serveCargoAddresses({ 1: cargoAddress });
    await renderApp('/branch/1');
    expect(await screen.findByText(cargoAddress.consignee)).toBeInTheDocument();
    expect(screen.queryByLabelText('Хаягт оруулах утасны дугаараа бичнэ үү')).not.toBeInTheDocument();
  });

  it('asks for the phone in the shops’ guides too: no line with the token is copied from them', async () => {
    serveWarehouses([warehouse(1, 'Эрээн А')]);
    serveCargoAddresses({ 1: withToken });
    const { user } = await renderApp('/address?guide=taobao');
    const guide = await screen.findByRole('dialog', { name: 'Taobao холбох' });
    const writeText = stubClipboard();
    expect(await within(guide).findByText('阿恰货运 (таны утас)')).toBeInTheDocument();

    await user.click(within(guide).getByRole('button', { name: 'Хүлээн авагч хуулах' }));
    await user.click(within(guide).getByRole('button', { name: 'Бүгдийг хуулах' }));
    expect(writeText).not.toHaveBeenCalled();
    const phoneField = within(guide).getByLabelText('Хаягт оруулах утасны дугаараа бичнэ үү');
    expect(phoneField).toHaveFocus();

    await user.type(phoneField, '99114455');
    await user.click(within(guide).getByRole('button', { name: 'Хаягт оруулах' }));
    await user.click(await within(guide).findByRole('button', { name: 'Хүлээн авагч хуулах' }));
    expect(writeText).toHaveBeenCalledWith('阿恰货运 99114455');
    await user.click(within(guide).getByRole('button', { name: 'Бүгдийг хуулах' }));
    expect(writeText.mock.calls.at(-1)![0]).not.toContain('{phone}');
    expect(writeText.mock.calls.at(-1)![0].split('\n')[0]).toBe('阿恰货运 99114455');
  });
});
