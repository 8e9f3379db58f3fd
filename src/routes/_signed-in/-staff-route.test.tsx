import { screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { closeLoginDialog, isLoginDialogOpen } from '@/data/session/login-dialog';
import { setStoredUser } from '@/data/session/stored-user';
import { customer, staffMember as staff } from '@test/pwa/fixtures';
import { mswServer } from '@test/pwa/msw-server';
import { serveSignedIn, unauthorized } from '@test/pwa/handlers/session';
import { STAFF_SESSION_CHECK_MS } from '../_signed-in';
import { renderApp } from '@test/pwa/render';

afterEach(() => {
  closeLoginDialog();
  vi.useRealTimers();
});

describe('/staff', () => {
  it('sends a visitor home and opens the login modal', async () => {
    const { router } = await renderApp('/staff');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(isLoginDialogOpen()).toBe(true);
  });

  it('is a page that does not exist for a customer, who sees no staff link', async () => {
    setStoredUser(customer);
    const { router } = await renderApp('/staff');
    expect(await screen.findByRole('heading', { level: 1, name: 'Хуудас олдсонгүй' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/staff');
    expect(screen.queryByRole('link', { name: 'Ажилтан' })).not.toBeInTheDocument();
  });

  it('opens for staff, with the staff link in the header, on the register part with the code field focused', async () => {
    setStoredUser(staff);
    serveSignedIn(staff);
    const { router, user } = await renderApp('/');
    await user.click(await screen.findByRole('link', { name: 'Ажилтан' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/staff'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Ажилтны хэсэг' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Бүртгэх' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByLabelText('Трак код')).toHaveFocus();
  });

  it('keeps the chosen part in the address', async () => {
    setStoredUser({ ...staff, role: 'admin' });
    const { router, user } = await renderApp('/staff?tab=import');
    expect(await screen.findByLabelText('Эсвэл текстээ буулгана уу')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Төлөв' }));
    await waitFor(() => expect(router.state.location.search).toEqual({ tab: 'status' }));
    expect(screen.getByRole('radio', { name: 'Нэг нэгээр' })).toBeChecked();
  });

  it('leaves the staff pages within a minute once an admin has closed the account, with nothing sent meanwhile', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    setStoredUser(staff);
    serveSignedIn(staff);
    const { router } = await renderApp('/staff');
    expect(await screen.findByRole('heading', { level: 1, name: 'Ажилтны хэсэг' })).toBeInTheDocument();
    // The admin closes the account: the server has ended every session of it.
    mswServer.use(http.get('*/api/auth/me', () => unauthorized()));
    await vi.advanceTimersByTimeAsync(STAFF_SESSION_CHECK_MS);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(isLoginDialogOpen()).toBe(true);
  });
});
