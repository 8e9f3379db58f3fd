import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import type { User } from '@contract';
import { closeLoginDialog, isLoginDialogOpen } from '@/lib/login-dialog';
import { setStoredUser } from '@/lib/stored-user';
import { customer } from '../../../test/pwa/accounts-test-utils';
import { mswServer } from '../../../test/pwa/msw-server';
import { renderApp } from '../../../test/pwa/render-app';

const staff: User = { ...customer, id: 9, firstName: 'Ганаа', username: '88000001', phone: '88000001', role: 'staff' };

afterEach(() => closeLoginDialog());

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
    mswServer.use(http.get('*/api/auth/me', () => HttpResponse.json(staff)));
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
});
