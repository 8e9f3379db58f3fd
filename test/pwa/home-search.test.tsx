import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { ParcelCheckResponse } from '@contract';
import { warehouse } from './fixtures';
import { serveParcelChecks } from './handlers/parcel-checks';
import { getRecentLookups } from '@/features/parcel-lookup/recent-lookups';
import { serveWarehouses } from './handlers/public-data';
import { renderApp, retype } from './render';
import { setViewportWidth } from './viewport';

const parcels: ParcelCheckResponse = {
  total: 4,
  list: [
    { trackCode: 'YT7512345678901', price: 0, status: 'REGISTERED', updatedAt: '2026-11-20T05:00:00.000Z' },
    { trackCode: 'SF1456789012345', price: 12300, status: 'RECEIVED', updatedAt: '2026-11-18T05:00:00.000Z' },
    { trackCode: 'JT3098765432101', price: 24000, status: 'SENT', updatedAt: '2026-03-07T05:00:00.000Z' },
    { trackCode: 'JD0123456789012', price: 1234567, status: 'FINISHED', updatedAt: '2026-01-02T05:00:00.000Z' },
  ],
};

describe('home parcel search', () => {
  it('asks for a phone number when the phone field is empty, without calling the API', async () => {
    const bodies = serveParcelChecks(() => parcels);
    const { user } = await renderApp('/');
    await user.click(screen.getByRole('button', { name: 'Хайх' }));
    expect(await screen.findByText('Утасны дугаар оруулна уу')).toBeInTheDocument();
    expect(screen.getByLabelText('Утасны дугаар')).toHaveAttribute('aria-invalid', 'true');
    expect(bodies).toEqual([]);
  });

  it('asks for a tracking code in tracking mode, and the error clears while typing', async () => {
    serveParcelChecks(() => parcels);
    const { user } = await renderApp('/');
    await user.click(screen.getByRole('radio', { name: 'Трак кодоор' }));
    await user.type(screen.getByLabelText('Трак код'), '   ');
    await user.click(screen.getByRole('button', { name: 'Хайх' }));
    expect(await screen.findByText('Трак код оруулна уу')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Трак код'), 'y');
    expect(screen.queryByText('Трак код оруулна уу')).not.toBeInTheDocument();
  });

  it('offers the numeric keypad for phone numbers only', async () => {
    await renderApp('/');
    expect(screen.getByLabelText('Утасны дугаар')).toHaveAttribute('inputmode', 'numeric');
  });

  it('sends the phone, then lists parcels with status, icons, price and date in a modal', async () => {
    const bodies = serveParcelChecks(() => parcels);
    const { user } = await renderApp('/');
    await user.type(screen.getByLabelText('Утасны дугаар'), '9911 2233');
    await user.click(screen.getByRole('button', { name: 'Хайх' }));

    const dialog = await screen.findByRole('dialog', { name: 'Хайлтын үр дүн' });
    expect(bodies).toEqual([{ phone: '99112233' }]);
    const items = within(dialog).getAllByRole('listitem');
    expect(items).toHaveLength(4);
    expect(items[1]).toHaveTextContent('SF1456789012345');
    expect(items[1]).toHaveTextContent('Эрээний агуулахад ирсэн');
    expect(items[1]).toHaveTextContent('12,300 ₮');
    expect(items[1]).toHaveTextContent('2026/11/18');
    expect(items[2]).toHaveTextContent('Эрээн – УБ замд');
    expect(items[2]).toHaveTextContent('2026/03/07');
    expect(items[3]).toHaveTextContent('1,234,567 ₮');
    expect(items[3]).toHaveTextContent('Захиалга дууссан');
    // Icons only for the first three statuses.
    expect(within(items[0]!).getByTestId('status-icon-REGISTERED')).toBeInTheDocument();
    expect(within(items[1]!).getByTestId('status-icon-RECEIVED')).toBeInTheDocument();
    expect(within(items[2]!).getByTestId('status-icon-SENT')).toBeInTheDocument();
    expect(within(items[3]!).queryByTestId(/status-icon/)).not.toBeInTheDocument();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('sends tracking codes upper-cased', async () => {
    const bodies = serveParcelChecks(() => ({ list: parcels.list.slice(0, 1), total: 1 }));
    const { user } = await renderApp('/');
    await user.click(screen.getByRole('radio', { name: 'Трак кодоор' }));
    await user.type(screen.getByLabelText('Трак код'), ' yt7512345678901 ');
    await user.click(screen.getByRole('button', { name: 'Хайх' }));
    await screen.findByRole('dialog');
    expect(bodies).toEqual([{ trackCode: 'YT7512345678901' }]);
  });

  it('says no registered parcel when the list is empty', async () => {
    serveParcelChecks(() => ({ list: [], total: 0 }));
    const { user } = await renderApp('/');
    await user.type(screen.getByLabelText('Утасны дугаар'), '88001122');
    await user.click(screen.getByRole('button', { name: 'Хайх' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Бүртгэлтэй ачаа олдсонгүй')).toBeInTheDocument();
  });

  it.each([375, 1280])('at %i px tells what to do when nothing is found: check the number, and a way to the address', async (width) => {
    setViewportWidth(width);
    serveParcelChecks(() => ({ list: [], total: 0 }));
    serveWarehouses([warehouse(1, 'Эрээн А'), warehouse(2, 'Эрээн Б')]);
    const { user, router } = await renderApp('/');
    await user.type(screen.getByLabelText('Утасны дугаар'), '88001122');
    await user.click(screen.getByRole('button', { name: 'Хайх' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/трак кодоо зөв бичсэн эсэхээ шалгана уу/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('link', { name: 'Агуулахын хаяг хуулах' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/address'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows a failure once as "АЛДАА: {message}" and opens no modal', async () => {
    const bodies = serveParcelChecks(() => HttpResponse.json({ code: 429, message: 'Хэт олон хүсэлт илгээлээ' }, { status: 429 }));
    const { user } = await renderApp('/');
    await user.type(screen.getByLabelText('Утасны дугаар'), '99112233');
    await user.click(screen.getByRole('button', { name: 'Хайх' }));
    expect(await screen.findByText('АЛДАА: Хэт олон хүсэлт илгээлээ')).toBeInTheDocument();
    expect(screen.getAllByText(/АЛДАА:/)).toHaveLength(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(bodies).toHaveLength(1);
  });

  it('falls back to the server-error text when the failure has no message', async () => {
    serveParcelChecks(() => new HttpResponse('upstream down', { status: 502 }));
    const { user } = await renderApp('/');
    await user.type(screen.getByLabelText('Утасны дугаар'), '99112233');
    await user.click(screen.getByRole('button', { name: 'Хайх' }));
    expect(await screen.findByText('АЛДАА: Серверийн алдаа')).toBeInTheDocument();
  });

  it('takes a pasted +976 9911-2233, and says under the field when a number cannot be a mobile, without asking the server', async () => {
    const bodies = serveParcelChecks(() => parcels);
    const { user } = await renderApp('/');
    const phone = screen.getByLabelText('Утасны дугаар');
    await user.type(phone, '123');
    await user.click(screen.getByRole('button', { name: 'Хайх' }));
    expect(phone).toHaveAccessibleDescription('Утасны дугаар 8 оронтой тоо байна');
    await retype(user, phone, '11112222');
    await user.click(screen.getByRole('button', { name: 'Хайх' }));
    expect(phone).toHaveAccessibleDescription('Монгол гар утасны дугаар биш байна');
    expect(bodies).toEqual([]);

    await user.clear(phone);
    await user.paste('+976 9911-2233');
    expect(phone).toHaveValue('99112233');
    await user.click(screen.getByRole('button', { name: 'Хайх' }));
    await screen.findByRole('dialog', { name: 'Хайлтын үр дүн' });
    expect(bodies).toEqual([{ phone: '99112233' }]);
  });

  it('remembers only lookups that found something', async () => {
    serveParcelChecks((body) => (body.phone === '99112233' ? parcels : { list: [], total: 0 }));
    const { user } = await renderApp('/');
    const phone = screen.getByLabelText('Утасны дугаар');
    for (const number of ['88001122', '99112233']) {
      await retype(user, phone, number);
      await user.click(screen.getByRole('button', { name: 'Хайх' }));
      await screen.findByRole('dialog', { name: 'Хайлтын үр дүн' });
      await user.click(screen.getByRole('button', { name: 'Хаах' }));
    }
    await waitFor(() => expect(getRecentLookups().map((lookup) => lookup.value)).toEqual(['99112233']));
    expect(screen.queryByText('88001122')).not.toBeInTheDocument();
  });

  it('asks the server again when the same number is searched again', async () => {
    const bodies = serveParcelChecks(() => parcels);
    const { user } = await renderApp('/');
    await user.type(screen.getByLabelText('Утасны дугаар'), '99112233');
    await user.click(screen.getByRole('button', { name: 'Хайх' }));
    await screen.findByRole('dialog');
    await user.click(screen.getByRole('button', { name: 'Хаах' }));
    await user.click(screen.getByRole('button', { name: 'Хайх' }));
    await screen.findByRole('dialog');
    expect(bodies).toHaveLength(2);
  });

  it('runs the search a link carries, once, and then shows / in the address', async () => {
    const bodies = serveParcelChecks(() => parcels);
    const { router } = await renderApp('/?mode=trackCode&phone=yt7512345678901');

    const dialog = await screen.findByRole('dialog', { name: 'Хайлтын үр дүн' });
    expect(bodies).toEqual([{ trackCode: 'YT7512345678901' }]);
    expect(within(dialog).getAllByRole('listitem')).toHaveLength(4);
    expect(screen.getByRole('radio', { name: 'Трак кодоор' })).toBeChecked();
    expect(screen.getByLabelText('Трак код')).toHaveValue('yt7512345678901');
    await waitFor(() => expect(router.state.location.searchStr).toBe(''));
    expect(router.state.location.pathname).toBe('/');
    expect(bodies).toHaveLength(1);
  });

  it("sends a link's long numeric code as it is, not as the rounded number the router's parsing makes of it", async () => {
    const bodies = serveParcelChecks(() => parcels);
    const code = '9'.repeat(40);
    await renderApp(`/?trackCode=${code}`);
    await screen.findByRole('dialog', { name: 'Хайлтын үр дүн' });
    expect(bodies).toEqual([{ trackCode: code }]);
  });

  it("says what is wrong with a link's phone number instead of asking the server", async () => {
    const bodies = serveParcelChecks(() => parcels);
    await renderApp('/?phone=70112233');
    expect(await screen.findByText('Монгол гар утасны дугаар биш байна')).toBeInTheDocument();
    expect(screen.getByLabelText('Утасны дугаар')).toHaveValue('70112233');
    expect(bodies).toEqual([]);
  });
});

describe('many results', () => {
  const statuses = ['FINISHED', 'SENT', 'FINISHED', 'DELIVERED', 'REGISTERED', 'FINISHED', 'SENT', 'FINISHED'] as const;
  const many: ParcelCheckResponse = {
    total: statuses.length,
    list: statuses.map((status, index) => ({
      trackCode: `YT75000000000${String(index).padStart(2, '0')}`,
      price: index === 4 ? null : 1000 * (index + 1),
      status,
      updatedAt: '2026-11-20T05:00:00.000Z',
    })),
  };

  it('groups the parcels by status in the order of the journey, with the finished ones last and behind a button', async () => {
    serveParcelChecks(() => many);
    const { user } = await renderApp('/');
    await user.type(screen.getByLabelText('Утасны дугаар'), '99112233');
    await user.click(screen.getByRole('button', { name: 'Хайх' }));
    const dialog = await screen.findByRole('dialog', { name: 'Хайлтын үр дүн' });
    const headings = () =>
      within(dialog)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent);
    expect(headings()).toEqual(['Бүртгэгдсэн: 1', 'Эрээн – УБ замд: 2', 'Улаанбаатарт ирсэн: 1']);
    expect(within(dialog).getAllByRole('listitem')).toHaveLength(4);
    await user.click(within(dialog).getByRole('button', { name: 'Дууссан 4 ачааг харуулах' }));
    expect(headings().at(-1)).toBe('Захиалга дууссан: 4');
    expect(within(dialog).getAllByRole('listitem')).toHaveLength(8);
  });

  it('"Явцын түүх" is a toggle: it names what it opens and turns its chevron', async () => {
    serveParcelChecks(() => ({ list: many.list.slice(4, 5), total: 1 }));
    const { user } = await renderApp('/');
    await user.type(screen.getByLabelText('Утасны дугаар'), '99112233');
    await user.click(screen.getByRole('button', { name: 'Хайх' }));
    const dialog = await screen.findByRole('dialog', { name: 'Хайлтын үр дүн' });
    const toggle = await within(dialog).findByRole('button', { name: 'Явцын түүх' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle.querySelector('svg')).not.toBeNull();
    const panel = document.getElementById(toggle.getAttribute('aria-controls')!);
    expect(panel).not.toBeVisible();
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(panel).toBeVisible();
  });
});
