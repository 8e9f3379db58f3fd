import { screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { publicKeys, userKeys } from '@/data/query-keys';
import { LOGIN_TIMEOUT_MS } from '@/data/session/log-in';
import { closeLoginDialog, isLoginDialogOpen, openLoginDialog } from '@/data/session/login-dialog';
import { getStoredUser, setStoredUser } from '@/data/session/stored-user';
import { apiFetch } from '@/lib/http';
import { customer } from '@test/pwa/fixtures';
import { serveSessionStart, unauthorized } from '@test/pwa/handlers/session';
import { mswServer } from '@test/pwa/msw-server';
import { renderWithClient, retype } from '@test/pwa/render';
import { AccountOverlays } from './account-overlays';

const BAD_CREDENTIALS = 'Утасны дугаар эсвэл нууц үг буруу байна';

// The modal is a lazy chunk; loading it once up front keeps each test's timing about behaviour.
beforeAll(() => import('./login-modal'), 30_000);
afterEach(() => closeLoginDialog());

async function openModal() {
  openLoginDialog();
  const rendered = renderWithClient(<AccountOverlays />);
  const dialog = await screen.findByRole('dialog', { name: 'Нэвтрэх' });
  return { ...rendered, dialog };
}

describe('login modal', () => {
  it('logs in with credentials, stores the user under `user` and closes', async () => {
    const sent = serveSessionStart('login', () => customer);
    const { user, dialog } = await openModal();
    const phone = within(dialog).getByLabelText('Утасны дугаар');
    expect(phone).toHaveAttribute('inputmode', 'numeric');
    await user.type(phone, '99001122');
    await user.type(within(dialog).getByLabelText('Нууц үг'), 'secret-pass');
    await user.click(within(dialog).getByRole('button', { name: 'Нэвтрэх' }));

    await waitFor(() => expect(isLoginDialogOpen()).toBe(false));
    expect(JSON.parse(localStorage.getItem('user') ?? 'null')).toEqual(customer);
    expect(await sent[0]?.json()).toEqual({ phone: '99001122', password: 'secret-pass' });
    expect(sent[0]?.credentials).toBe('include');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("shows the server's message once, inside the form under the fields, and selects the password for retyping", async () => {
    serveSessionStart('login', () => HttpResponse.json({ code: 401, message: BAD_CREDENTIALS }, { status: 401 }));
    const { user, dialog } = await openModal();
    await user.type(within(dialog).getByLabelText('Утасны дугаар'), '99001122');
    const password = within(dialog).getByLabelText('Нууц үг') as HTMLInputElement;
    await user.type(password, 'wrong-pass');
    await user.click(within(dialog).getByRole('button', { name: 'Нэвтрэх' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(BAD_CREDENTIALS);
    // Once, in the form: no toast behind the modal's dimming.
    expect(screen.getAllByText(BAD_CREDENTIALS)).toHaveLength(1);
    await waitFor(() => expect(password).toHaveFocus());
    expect([password.selectionStart, password.selectionEnd]).toEqual([0, 'wrong-pass'.length]);
    expect(getStoredUser()).toBeNull();
    expect(isLoginDialogOpen()).toBe(true);

    // The next try starts without the old message.
    serveSessionStart('login', () => customer);
    await user.keyboard('secret-pass{Enter}');
    await waitFor(() => expect(isLoginDialogOpen()).toBe(false));
  });

  it('waits for a slow password check past the old 5 seconds, saying it is checking', async () => {
    serveSessionStart('login', async () => {
      await delay(6000);
      return customer;
    });
    const { user, dialog } = await openModal();
    await user.type(within(dialog).getByLabelText('Утасны дугаар'), '99001122');
    await user.type(within(dialog).getByLabelText('Нууц үг'), 'secret-pass');
    await user.click(within(dialog).getByRole('button', { name: 'Нэвтрэх' }));

    expect(within(dialog).getByRole('button', { name: 'Нууц үгийг шалгаж байна…' })).toHaveAttribute('aria-busy', 'true');
    await waitFor(() => expect(isLoginDialogOpen()).toBe(false), { timeout: 9000 });
    expect(getStoredUser()).toEqual(customer);
    expect(screen.queryByText('Холболт удаан байна. Дахин оролдоно уу')).not.toBeInTheDocument();
  }, 15_000);

  it(`gives up on a login that hangs after ${LOGIN_TIMEOUT_MS / 1000} seconds, saying so in the form`, async () => {
    serveSessionStart('login', async () => {
      await delay('infinite');
      return customer;
    });
    const { user, dialog } = await openModal();
    await user.type(within(dialog).getByLabelText('Утасны дугаар'), '99001122');
    await user.type(within(dialog).getByLabelText('Нууц үг'), 'secret-pass');
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      within(dialog).getByRole('button', { name: 'Нэвтрэх' }).click();
      // Well past the old 5 s, still waiting; once the whole wait has passed, it gives up.
      await vi.advanceTimersByTimeAsync(10_000);
      expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
      expect(within(dialog).getByRole('button', { name: 'Нууц үгийг шалгаж байна…' })).toBeInTheDocument();
      await vi.advanceTimersByTimeAsync(LOGIN_TIMEOUT_MS);
    } finally {
      vi.useRealTimers();
    }
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Холболт удаан байна. Дахин оролдоно уу');
    expect(within(dialog).getByRole('button', { name: 'Нэвтрэх' })).toBeEnabled();
  });

  it('masks the password and shows it on demand', async () => {
    const { user, dialog } = await openModal();
    const password = within(dialog).getByLabelText('Нууц үг');
    expect(password).toHaveAttribute('type', 'password');
    const toggle = within(dialog).getByRole('button', { name: 'Нууц үг харуулах' });
    await user.click(toggle);
    expect(password).toHaveAttribute('type', 'text');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await user.click(toggle);
    expect(password).toHaveAttribute('type', 'password');
  });

  it('switches to registration, validates it, and registers without sending the repeat', async () => {
    const sent = serveSessionStart('register', () => customer);
    const { user, dialog } = await openModal();
    expect(within(dialog).getByText('Шинэ хэрэглэгч үү?')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Бүртгүүлэх' }));
    const form = await screen.findByRole('dialog', { name: 'Бүртгүүлэх' });

    await user.click(within(form).getByRole('button', { name: 'Бүртгүүлэх' }));
    expect(within(form).getByText('Утасны дугаар 8 оронтой тоо байна')).toBeInTheDocument();
    expect(within(form).getByText('Нэр оруулна уу')).toBeInTheDocument();
    expect(within(form).getByText('Овог оруулна уу')).toBeInTheDocument();
    expect(within(form).getByText('Нууц үг дор хаяж 8 тэмдэгт байна')).toBeInTheDocument();
    expect(within(form).getByText('Нууц үгээ давтан оруулна уу')).toBeInTheDocument();
    expect(sent).toHaveLength(0);

    await user.type(within(form).getByLabelText('Утасны дугаар'), '99001122');
    await user.type(within(form).getByLabelText('Овог'), 'Батын');
    await user.type(within(form).getByLabelText('Нэр'), 'Болд');
    await user.type(within(form).getByLabelText('Нууц үг'), 'secret-pass');
    await user.type(within(form).getByLabelText('Нууц үг давтах'), 'secret-pasz');
    await user.click(within(form).getByRole('button', { name: 'Бүртгүүлэх' }));
    expect(within(form).getByText('Нууц үг таарахгүй байна')).toBeInTheDocument();

    await retype(user, within(form).getByLabelText('Нууц үг давтах'), 'secret-pass');
    await user.click(within(form).getByRole('button', { name: 'Бүртгүүлэх' }));

    await waitFor(() => expect(getStoredUser()).toEqual(customer));
    expect(await sent[0]?.json()).toEqual({ phone: '99001122', lastName: 'Батын', firstName: 'Болд', password: 'secret-pass' });
    expect(isLoginDialogOpen()).toBe(false);
  });
});

describe('login modal details', () => {
  it('starts with the focus in the phone field, on login and on registration', async () => {
    const { user, dialog } = await openModal();
    expect(within(dialog).getByLabelText('Утасны дугаар')).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Бүртгүүлэх' }));
    const form = await screen.findByRole('dialog', { name: 'Бүртгүүлэх' });
    await waitFor(() => expect(within(form).getByLabelText('Утасны дугаар')).toHaveFocus());
  });

  it('takes a pasted +976 9911 2233 as 99112233 and says under the field when a phone cannot be one', async () => {
    const sent = serveSessionStart('login', () => customer);
    const { user, dialog } = await openModal();
    const phone = within(dialog).getByLabelText('Утасны дугаар');
    await user.type(within(dialog).getByLabelText('Нууц үг'), 'secret-pass');

    await user.type(phone, '1234');
    await user.click(within(dialog).getByRole('button', { name: 'Нэвтрэх' }));
    expect(phone).toHaveAccessibleDescription('Утасны дугаар 8 оронтой тоо байна');
    await retype(user, phone, '11112222');
    await user.click(within(dialog).getByRole('button', { name: 'Нэвтрэх' }));
    expect(phone).toHaveAccessibleDescription('Монгол гар утасны дугаар биш байна');
    expect(sent).toHaveLength(0);
    expect(screen.getAllByText('Монгол гар утасны дугаар биш байна')).toHaveLength(1);

    await user.clear(phone);
    await user.click(phone);
    await user.paste('+976 9911-2233');
    expect(phone).toHaveValue('99112233');
    await user.click(within(dialog).getByRole('button', { name: 'Нэвтрэх' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(await sent[0]?.json()).toEqual({ phone: '99112233', password: 'secret-pass' });
  });

  it('on registering takes the earlier error off the screen and says the account was created', async () => {
    let attempts = 0;
    const TAKEN = 'Энэ утасны дугаараар бүртгэл үүссэн байна';
    serveSessionStart('register', () => (++attempts === 1 ? HttpResponse.json({ code: 400, message: TAKEN }, { status: 400 }) : customer));
    const { user, dialog } = await openModal();
    await user.click(within(dialog).getByRole('button', { name: 'Бүртгүүлэх' }));
    const form = await screen.findByRole('dialog', { name: 'Бүртгүүлэх' });
    await user.click(within(form).getByLabelText('Утасны дугаар'));
    await user.paste('+976 9900 1122');
    await user.type(within(form).getByLabelText('Овог'), 'Батын');
    await user.type(within(form).getByLabelText('Нэр'), 'Болд');
    await user.type(within(form).getByLabelText('Нууц үг'), 'secret-pass');
    await user.type(within(form).getByLabelText('Нууц үг давтах'), 'secret-pass');
    await user.click(within(form).getByRole('button', { name: 'Бүртгүүлэх' }));
    expect(await screen.findByText(TAKEN)).toBeInTheDocument();

    await user.click(within(form).getByRole('button', { name: 'Бүртгүүлэх' }));
    expect(await screen.findByText('Бүртгэл амжилттай үүслээ')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText(TAKEN)).not.toBeInTheDocument());
    expect(getStoredUser()).toEqual(customer);
  });
});

describe('an ended session', () => {
  it('on a 401 clears the stored user and user queries, keeps public data, and asks to log in', async () => {
    mswServer.use(http.get('*/api/address', unauthorized));
    setStoredUser(customer);
    const { queryClient } = renderWithClient(<AccountOverlays />);
    queryClient.setQueryData(userKeys.addresses(), []);
    queryClient.setQueryData(userKeys.parcels(undefined), { list: [], total: 0 });
    queryClient.setQueryData(publicKeys.activeWarehouses(1), { list: [], total: 0 });

    await expect(apiFetch('/address')).rejects.toMatchObject({ code: 401 });

    expect(getStoredUser()).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
    expect(queryClient.getQueryCache().findAll({ queryKey: userKeys.all })).toHaveLength(0);
    expect(queryClient.getQueryData(publicKeys.activeWarehouses(1))).toEqual({ list: [], total: 0 });
    expect(await screen.findByRole('dialog', { name: 'Нэвтрэх' })).toBeInTheDocument();
  });

  it('leaves a visitor alone when a 401 comes without a stored user (a failed login)', async () => {
    serveSessionStart('login', () => HttpResponse.json({ code: 401, message: BAD_CREDENTIALS }, { status: 401 }));
    const { queryClient } = renderWithClient(<AccountOverlays />);
    queryClient.setQueryData(userKeys.addresses(), []);

    await expect(apiFetch('/auth/login', { method: 'POST', body: {} })).rejects.toMatchObject({ code: 401 });

    expect(isLoginDialogOpen()).toBe(false);
    expect(queryClient.getQueryData(userKeys.addresses())).toEqual([]);
  });
});
