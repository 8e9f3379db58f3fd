import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { COPIED_MARK_MS } from '@/hooks/use-copy';
import { cargoAddress, warehouse } from './fixtures';
import { serveCargoAddresses, serveWarehouses } from './handlers/public-data';
import { renderApp } from './render';

/** Call after renderApp: user-event's setup() installs its own clipboard. */
function stubClipboard(writeText: ((text: string) => Promise<void>) | undefined) {
  Object.defineProperty(navigator, 'clipboard', {
    configurable: true,
    value: writeText ? { writeText: vi.fn(writeText) } : undefined,
  });
  return navigator.clipboard;
}

/** jsdom has no execCommand; this one reports what the fallback textarea held when asked to copy. */
function stubExecCommand(result: boolean) {
  const copied: string[] = [];
  Object.defineProperty(document, 'execCommand', {
    configurable: true,
    value: vi.fn((command: string) => {
      const active = document.activeElement;
      if (command === 'copy' && active instanceof HTMLTextAreaElement) copied.push(active.value);
      return result;
    }),
  });
  return copied;
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'clipboard');
  Reflect.deleteProperty(document, 'execCommand');
});

describe('/address', () => {
  it('with no active warehouse says so and links home', async () => {
    serveWarehouses([]);
    await renderApp('/address');
    expect(await screen.findByText('Идэвхтэй агуулах алга байна')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Нүүр хуудас руу буцах' })).toHaveAttribute('href', '/');
  });

  it('with exactly one warehouse shows its address directly, without a back button', async () => {
    serveWarehouses([warehouse(4, 'Эрээн – Хуаньюй агуулах')]);
    serveCargoAddresses({ 4: cargoAddress });
    await renderApp('/address');
    expect(await screen.findByRole('heading', { name: 'Эрээн – Хуаньюй агуулах' })).toBeInTheDocument();
    expect(screen.getByText(cargoAddress.consignee)).toBeInTheDocument();
    expect(screen.getByText('011100')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Буцах' })).not.toBeInTheDocument();
  });

  it('with several warehouses lists cards linking to their branch pages', async () => {
    serveWarehouses([warehouse(1, 'Эрээн А'), warehouse(2, 'Эрээн Б')]);
    await renderApp('/address');
    const first = await screen.findByRole('link', { name: /Эрээн А/ });
    expect(first).toHaveAttribute('href', '/branch/1');
    expect(first).toHaveTextContent('77110001');
    expect(first).toHaveTextContent('Эрээн хот, 1-р агуулах');
    expect(screen.getByRole('link', { name: /Эрээн Б/ })).toHaveAttribute('href', '/branch/2');
  });
});

describe('/branch/$id', () => {
  it('shows every field with a copy button, the zip code only when present, and a back button', async () => {
    const { zipcode: _zipcode, ...withoutZip } = cargoAddress;
    serveCargoAddresses({ 2: withoutZip });
    await renderApp('/branch/2');
    await screen.findByText(cargoAddress.address);
    for (const field of ['Хүлээн авагч', 'Утас', 'Бүс нутаг', 'Дэлгэрэнгүй хаяг']) {
      expect(screen.getByRole('button', { name: `${field} хуулах` })).toBeInTheDocument();
    }
    expect(screen.queryByText('Шуудангийн код')).not.toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Буцах' }).length).toBeGreaterThan(0);
  });

  it('shows the red not-found message for an unknown warehouse', async () => {
    serveCargoAddresses({});
    await renderApp('/branch/99');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Агуулахын мэдээлэл олдсонгүй');
    // A 404 is explained on the screen; it is not also an error toast.
    expect(screen.getAllByText('Агуулахын мэдээлэл олдсонгүй')).toHaveLength(1);
  });

  it.each(['abc', '0', '-1', '1.5', '99999999999'])('treats the id %s as not found without asking the API', async (id) => {
    await renderApp(`/branch/${id}`);
    expect(await screen.findByRole('alert')).toHaveTextContent('Агуулахын мэдээлэл олдсонгүй');
  });

  it('copies a field with the Clipboard API and turns its button into a done mark', async () => {
    serveCargoAddresses({ 1: cargoAddress });
    const { user } = await renderApp('/branch/1');
    const clipboard = stubClipboard(async () => undefined);
    const button = await screen.findByRole('button', { name: 'Утас хуулах' });
    await user.click(button);
    expect(clipboard.writeText).toHaveBeenCalledWith('15848909331');
    expect(await screen.findByText('Утас амжилттай хуулагдлаа')).toBeInTheDocument();
    expect(button).toHaveAttribute('data-copied', 'true');
  });

  it('copies everything at once, and the label turns to "Хуулсан"', async () => {
    serveCargoAddresses({ 1: cargoAddress });
    const { user } = await renderApp('/branch/1');
    const clipboard = stubClipboard(async () => undefined);
    await user.click(await screen.findByRole('button', { name: 'Бүгдийг хуулах' }));
    expect(clipboard.writeText).toHaveBeenCalledWith(
      [cargoAddress.consignee, cargoAddress.phone, cargoAddress.region, cargoAddress.address, cargoAddress.zipcode].join('\n'),
    );
    expect(await screen.findByRole('button', { name: 'Хуулсан' })).toBeInTheDocument();
    expect(screen.getByText('Хятад дахь агуулахын хаяг амжилттай хуулагдлаа')).toBeInTheDocument();
  });

  it('shows one done mark, for what the clipboard holds, and turns it back into its label after a few seconds', async () => {
    serveCargoAddresses({ 1: cargoAddress });
    const { user } = await renderApp('/branch/1');
    stubClipboard(async () => undefined);
    await user.click(await screen.findByRole('button', { name: 'Бүгдийг хуулах' }));
    expect(await screen.findByRole('button', { name: 'Хуулсан' })).toBeInTheDocument();

    const phone = screen.getByRole('button', { name: 'Утас хуулах' });
    await user.click(phone);
    await waitFor(() => expect(phone).toHaveAttribute('data-copied', 'true'));
    expect(screen.queryByRole('button', { name: 'Хуулсан' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Бүгдийг хуулах' })).toBeInTheDocument();

    await waitFor(() => expect(phone).not.toHaveAttribute('data-copied'), { timeout: COPIED_MARK_MS + 2000 });
  }, 15_000);

  it('falls back to a hidden textarea when the Clipboard API is missing', async () => {
    serveCargoAddresses({ 1: cargoAddress });
    const { user } = await renderApp('/branch/1');
    stubClipboard(undefined);
    const copied = stubExecCommand(true);
    await user.click(await screen.findByRole('button', { name: 'Бүс нутаг хуулах' }));
    expect(copied).toEqual([cargoAddress.region]);
    expect(await screen.findByText('Бүс нутаг амжилттай хуулагдлаа')).toBeInTheDocument();
    expect(document.querySelector('textarea')).toBeNull();
  });

  it('falls back when the Clipboard API refuses (no permission on some Android builds)', async () => {
    serveCargoAddresses({ 1: cargoAddress });
    const { user } = await renderApp('/branch/1');
    stubClipboard(() => Promise.reject(new DOMException('denied', 'NotAllowedError')));
    const copied = stubExecCommand(true);
    await user.click(await screen.findByRole('button', { name: 'Хүлээн авагч хуулах' }));
    expect(copied).toEqual([cargoAddress.consignee]);
    expect(await screen.findByText('Хүлээн авагч амжилттай хуулагдлаа')).toBeInTheDocument();
  });

  it('says copying failed when neither way works, and keeps the copy icon', async () => {
    serveCargoAddresses({ 1: cargoAddress });
    const { user } = await renderApp('/branch/1');
    stubClipboard(undefined);
    stubExecCommand(false);
    const button = await screen.findByRole('button', { name: 'Утас хуулах' });
    await user.click(button);
    expect(await screen.findByText('Хуулахад алдаа гарлаа')).toBeInTheDocument();
    expect(button).not.toHaveAttribute('data-copied');
    expect(within(document.body).queryByText('Утас амжилттай хуулагдлаа')).not.toBeInTheDocument();
  });
});
