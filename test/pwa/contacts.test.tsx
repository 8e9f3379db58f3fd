import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { ContactsInput } from '@contract';
import { ContactsForm } from '@/features/staff-settings/components/contacts-form';
import { demoContacts, mswServer } from './msw-server';
import { renderApp, renderWithClient, retype } from './render';

/** Whom to call and where to collect: shown to customers, set by staff. */

describe('contacts for customers', () => {
  it('the about page gives the pickup point with its hours and a map link, the phones as tel: links and the chat', async () => {
    await renderApp('/about');
    const card = (await screen.findByRole('heading', { name: 'Холбоо барих' })).closest('section') ?? document.body;
    const points = await within(card as HTMLElement).findByRole('list', { name: 'Ачаа авах цэг' });
    expect(points).toHaveTextContent('Улаанбаатар – төв салбар');
    expect(points).toHaveTextContent('Цагийн хуваарь: Даваа–Баасан 10:00–19:00');
    expect(within(points).getByRole('link', { name: /Энхтайваны өргөн чөлөө 15/ })).toHaveAttribute(
      'href',
      `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(`Улаанбаатар, ${demoContacts.pickupPoints[0]!.address}`)}`,
    );
    expect(within(card as HTMLElement).getByRole('link', { name: 'Залгах: 7700 1234' })).toHaveAttribute('href', 'tel:+97677001234');
    expect(within(card as HTMLElement).getByRole('link', { name: 'Чатаар бичих' })).toHaveAttribute('href', 'https://m.me/achaacargo');
  });

  it('the footer of every screen has the phones and the pickup address with its hours', async () => {
    await renderApp('/terms');
    const footer = screen.getByRole('contentinfo');
    expect(await within(footer).findByRole('link', { name: 'Залгах: 9900 1234' })).toHaveAttribute('href', 'tel:+97699001234');
    expect(within(footer).getByRole('link', { name: /Энхтайваны өргөн чөлөө 15 · Даваа–Баасан 10:00–19:00/ })).toBeInTheDocument();
  });
});

describe('contacts for staff', () => {
  it('starts from the current contacts, refuses a bad phone in Mongolian, adds a pickup point and saves all as one', async () => {
    const puts: ContactsInput[] = [];
    mswServer.use(
      http.put('*/api/staff/contacts', async ({ request }) => {
        const body = (await request.json()) as ContactsInput;
        puts.push(body);
        return HttpResponse.json({ ...demoContacts, phones: body.phones });
      }),
    );
    const { user } = renderWithClient(<ContactsForm />);
    const phones = await screen.findByLabelText('Утас (таслалаар тусгаарлана)');
    expect(phones).toHaveValue('77001234, 99001234');

    await retype(user, phones, '7700 1234, 123');
    await user.click(screen.getByRole('button', { name: 'Хадгалах' }));
    expect(await screen.findByText('Утасны дугаар 8 оронтой тоо байна')).toBeInTheDocument();
    expect(puts).toEqual([]);

    await retype(user, phones, '7700 1234, 8800 1122');
    await user.click(screen.getByRole('button', { name: 'Олгох цэг нэмэх' }));
    const second = screen.getByRole('group', { name: 'Олгох цэг 2' });
    await user.type(within(second).getByLabelText('Цэгийн нэр'), 'Зүүн салбар');
    await user.type(within(second).getByLabelText('Хаяг'), 'Баянзүрх, 26-р хороо');
    await user.click(screen.getByRole('button', { name: 'Хадгалах' }));
    expect(await within(second).findByText('Цагийн хуваарь оруулна уу')).toBeInTheDocument();
    await user.type(within(second).getByLabelText('Цагийн хуваарь'), 'Өдөр бүр 10:00–20:00');
    await user.click(screen.getByRole('button', { name: 'Хадгалах' }));
    await waitFor(() => expect(puts).toHaveLength(1));
    expect(puts[0]).toEqual({
      phones: ['7700 1234', '8800 1122'],
      chatUrl: 'https://m.me/achaacargo',
      pickupPoints: [
        { ...demoContacts.pickupPoints[0], mapUrl: '' },
        { name: 'Зүүн салбар', address: 'Баянзүрх, 26-р хороо', hours: 'Өдөр бүр 10:00–20:00', mapUrl: '' },
      ],
    });
    expect(await screen.findByText('Хадгалагдлаа')).toBeInTheDocument();
  });
});
