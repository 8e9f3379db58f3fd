import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setStoredUser } from '@/data/session/stored-user';
import { customer } from '@test/pwa/fixtures';
import { serveCompanyLookup, TEST_COMPANY } from '@test/pwa/handlers/payments';
import { serveSignedIn } from '@test/pwa/handlers/session';
import { renderWithClient } from '@test/pwa/render';
import { EbarimtCard } from './ebarimt-card';

const profileBody = { firstName: customer.firstName, lastName: customer.lastName, phone: customer.phone, email: customer.email ?? '' };

describe('the e-barimt card of the profile', () => {
  it('saves the consumer number (8 digits, checked) and a company by the name the tax authority gives it', async () => {
    const requests = serveSignedIn({ ...customer, ebarimtConsumerNo: null, company: null });
    serveCompanyLookup();
    setStoredUser(customer);
    const { user } = renderWithClient(<EbarimtCard storedUser={customer} />);
    const card = screen.getByRole('region', { name: 'И-баримт' });
    await user.click(within(card).getByRole('button', { name: 'Засах' }));
    const dialog = await screen.findByRole('dialog', { name: 'И-баримтын мэдээлэл' });
    expect(within(dialog).getByText('И-баримт таны дансанд автоматаар бүртгэгдэнэ')).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText('И-баримтын хэрэглэгчийн дугаар'), '1234');
    await user.click(within(dialog).getByRole('button', { name: 'Хадгалах' }));
    expect(await within(dialog).findByText('И-баримтын хэрэглэгчийн дугаар 8 оронтой тоо байна')).toBeInTheDocument();
    // An unknown company is not saved either.
    await user.type(within(dialog).getByLabelText('И-баримтын хэрэглэгчийн дугаар'), '5678');
    await user.type(within(dialog).getByLabelText('Байгууллагын регистр'), '1234567');
    expect(await within(dialog).findByText('Ийм дугаартай байгууллага олдсонгүй')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Хадгалах' }));
    expect(requests.filter((request) => request.method === 'PUT')).toEqual([]);

    await user.clear(within(dialog).getByLabelText('Байгууллагын регистр'));
    await user.type(within(dialog).getByLabelText('Байгууллагын регистр'), TEST_COMPANY.regNo);
    expect(await within(dialog).findByText(TEST_COMPANY.name)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Хадгалах' }));
    expect(await screen.findByText('И-баримтын мэдээлэл хадгалагдлаа')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(requests.filter((request) => request.method === 'PUT')).toEqual([
      {
        method: 'PUT',
        path: 'user',
        body: { ...profileBody, ebarimtConsumerNo: '12345678', company: { regNo: TEST_COMPANY.regNo, name: TEST_COMPANY.name } },
      },
    ]);
    expect(within(card).getByText('12345678')).toBeInTheDocument();
    expect(within(card).getByText(`${TEST_COMPANY.name} · ${TEST_COMPANY.regNo}`)).toBeInTheDocument();
    expect(within(card).getByText('И-баримт таны дансанд автоматаар бүртгэгдэнэ')).toBeInTheDocument();
  });

  it('emptied fields remove both numbers', async () => {
    const requests = serveSignedIn({
      ...customer,
      ebarimtConsumerNo: '12345678',
      company: { regNo: TEST_COMPANY.regNo, name: TEST_COMPANY.name },
    });
    serveCompanyLookup();
    setStoredUser(customer);
    const { user } = renderWithClient(<EbarimtCard storedUser={customer} />);
    const card = screen.getByRole('region', { name: 'И-баримт' });
    await within(card).findByText('12345678');
    await user.click(within(card).getByRole('button', { name: 'Засах' }));
    const dialog = await screen.findByRole('dialog', { name: 'И-баримтын мэдээлэл' });
    await user.clear(within(dialog).getByLabelText('И-баримтын хэрэглэгчийн дугаар'));
    await user.click(within(dialog).getByRole('button', { name: 'Байгууллагыг хасах' }));
    await user.click(within(dialog).getByRole('button', { name: 'Хадгалах' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(requests.filter((request) => request.method === 'PUT').at(-1)?.body).toEqual({
      ...profileBody,
      ebarimtConsumerNo: null,
      company: null,
    });
    expect(within(card).getAllByText('Оруулаагүй')).toHaveLength(2);
  });
});
