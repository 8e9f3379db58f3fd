import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getStoredUser, setStoredUser } from '@/data/session/stored-user';
import { customer } from '@test/pwa/fixtures';
import { serveSignedIn } from '@test/pwa/handlers/session';
import { renderWithClient, retype } from '@test/pwa/render';
import { BaseInfoCard } from './base-info-card';

/** The server's copy differs from the stored one (an email added on another device). */
const fromServer = { ...customer, email: 'server@example.mn' };

describe('base-info card and edit modal', () => {
  it('shows family name, given name, email and phone', async () => {
    serveSignedIn(fromServer);
    setStoredUser(customer);
    renderWithClient(<BaseInfoCard storedUser={customer} />);
    const card = screen.getByRole('region', { name: 'Үндсэн мэдээлэл' });
    expect(within(card).getByText('Батын')).toBeInTheDocument();
    expect(within(card).getByText('Болд')).toBeInTheDocument();
    expect(within(card).getByText('99001122')).toBeInTheDocument();
    expect(await within(card).findByText('server@example.mn')).toBeInTheDocument();
  });

  it('fetches the user by the stored id, fills the form, saves, toasts and updates card and stored user', async () => {
    const requests = serveSignedIn(fromServer);
    setStoredUser(customer);
    const { user } = renderWithClient(<BaseInfoCard storedUser={customer} />);
    await screen.findByText('server@example.mn');
    const gets = requests.length;

    await user.click(screen.getByRole('button', { name: 'Засах' }));
    const dialog = await screen.findByRole('dialog', { name: 'Мэдээлэл засах' });
    const email = await within(dialog).findByLabelText('И-мэйл');
    expect(requests.length).toBe(gets + 1);
    expect(email).toHaveValue('server@example.mn');
    expect(within(dialog).getByLabelText('Нэр')).toHaveValue('Болд');
    expect(within(dialog).getByLabelText('Овог')).toHaveValue('Батын');
    expect(within(dialog).getByLabelText('Утас')).toHaveValue('99001122');

    await retype(user, within(dialog).getByLabelText('Нэр'), 'Сараа');
    await user.click(within(dialog).getByRole('button', { name: 'Хадгалах' }));

    expect(await screen.findByText('Мэдээлэл амжилттай өөрчлөгдлөө')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(requests.at(-1)).toEqual({
      method: 'PUT',
      path: 'user',
      body: { firstName: 'Сараа', lastName: 'Батын', phone: '99001122', email: 'server@example.mn' },
    });
    expect(within(screen.getByRole('region', { name: 'Үндсэн мэдээлэл' })).getByText('Сараа')).toBeInTheDocument();
    expect(getStoredUser()?.firstName).toBe('Сараа');
  });

  it('validates before saving: names required, phone of 8 digits, a real email', async () => {
    const requests = serveSignedIn(fromServer);
    setStoredUser(customer);
    const { user } = renderWithClient(<BaseInfoCard storedUser={customer} />);
    await user.click(screen.getByRole('button', { name: 'Засах' }));
    const dialog = await screen.findByRole('dialog', { name: 'Мэдээлэл засах' });
    await within(dialog).findByLabelText('И-мэйл');

    await user.clear(within(dialog).getByLabelText('Нэр'));
    await retype(user, within(dialog).getByLabelText('Утас'), '12345');
    await retype(user, within(dialog).getByLabelText('И-мэйл'), 'not-an-email');
    await user.click(within(dialog).getByRole('button', { name: 'Хадгалах' }));

    expect(within(dialog).getByText('Нэр оруулна уу')).toBeInTheDocument();
    expect(within(dialog).getByText('Утасны дугаар 8 оронтой тоо байна')).toBeInTheDocument();
    expect(within(dialog).getByText('И-мэйл хаяг буруу байна')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Нэр')).toHaveAttribute('aria-invalid', 'true');
    expect(requests.some((request) => request.method === 'PUT')).toBe(false);
  });

  it('asks for the current password only when the phone changes, sends it, and shows a wrong one under its field', async () => {
    const calls = serveSignedIn(fromServer, { password: 'right-password' });
    const puts = () => calls.filter((call) => call.method === 'PUT');
    setStoredUser(customer);
    const { user } = renderWithClient(<BaseInfoCard storedUser={customer} />);
    await user.click(screen.getByRole('button', { name: 'Засах' }));
    const dialog = await screen.findByRole('dialog', { name: 'Мэдээлэл засах' });
    await within(dialog).findByLabelText('И-мэйл');
    expect(within(dialog).queryByLabelText('Одоогийн нууц үг')).not.toBeInTheDocument();

    await user.clear(within(dialog).getByLabelText('Утас'));
    await user.type(within(dialog).getByLabelText('Утас'), '88112233');
    await user.click(within(dialog).getByRole('button', { name: 'Хадгалах' }));
    expect(within(dialog).getByText('Утасны дугаар солихын тулд одоогийн нууц үгээ оруулна уу')).toBeInTheDocument();
    expect(puts()).toEqual([]);

    await user.type(within(dialog).getByLabelText('Одоогийн нууц үг'), 'wrong-password');
    await user.click(within(dialog).getByRole('button', { name: 'Хадгалах' }));
    expect(await within(dialog).findByText('Одоогийн нууц үг буруу байна')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Одоогийн нууц үг')).toHaveAttribute('aria-invalid', 'true');

    await user.clear(within(dialog).getByLabelText('Одоогийн нууц үг'));
    await user.type(within(dialog).getByLabelText('Одоогийн нууц үг'), 'right-password');
    await user.click(within(dialog).getByRole('button', { name: 'Хадгалах' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(puts().at(-1)?.body).toEqual({
      firstName: 'Болд',
      lastName: 'Батын',
      phone: '88112233',
      email: 'server@example.mn',
      currentPassword: 'right-password',
    });

    // Back to the same phone: the field goes away and no password is sent.
    await user.click(screen.getByRole('button', { name: 'Засах' }));
    const again = await screen.findByRole('dialog', { name: 'Мэдээлэл засах' });
    await within(again).findByLabelText('И-мэйл');
    await user.click(within(again).getByRole('button', { name: 'Хадгалах' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(puts().at(-1)?.body).not.toHaveProperty('currentPassword');
  });
});
