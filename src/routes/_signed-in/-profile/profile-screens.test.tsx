import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { userKeys } from '@/data/query-keys';
import { closeLoginDialog, isLoginDialogOpen } from '@/data/session/login-dialog';
import { getStoredUser, setStoredUser } from '@/data/session/stored-user';
import { customer } from '@test/pwa/fixtures';
import { serveAddressBook } from '@test/pwa/handlers/addresses';
import { serveEndedSession, serveSignedIn } from '@test/pwa/handlers/session';
import { mswServer } from '@test/pwa/msw-server';
import { renderApp } from '@test/pwa/render';
import { setViewportWidth } from '@test/pwa/viewport';

/** The signed-in customer's own endpoints and an empty address book; answers the account calls made. */
function serveCustomer() {
  serveAddressBook();
  return serveSignedIn(customer);
}

afterEach(() => closeLoginDialog());

describe('the profile area', () => {
  it('is a menu list of full screens on a narrow screen', async () => {
    serveCustomer();
    setStoredUser(customer);
    setViewportWidth(375);
    await renderApp('/profile');
    const menu = await screen.findByRole('navigation', { name: 'Профайлын цэс' });
    expect(within(menu).getByRole('link', { name: 'Профайл' })).toHaveAttribute('href', '/profile/mobile');
    expect(within(menu).getByRole('link', { name: 'Миний ачаа' })).toHaveAttribute('href', '/order');
    expect(within(menu).getByRole('link', { name: 'Нууц үг солих' })).toHaveAttribute('href', '/password');
    expect(within(menu).getByRole('button', { name: 'Гарах' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Үндсэн мэдээлэл' })).not.toBeInTheDocument();
  });

  it('shows the side menu beside the cards on a wide screen', async () => {
    serveCustomer();
    setStoredUser(customer);
    await renderApp('/profile');
    const menu = await screen.findByRole('navigation', { name: 'Профайлын цэс' });
    expect(within(menu).getByRole('link', { name: 'Миний ачаа' })).toHaveAttribute('href', '/profile/order');
    expect(within(menu).getByRole('link', { name: 'Профайл' })).toHaveAttribute('aria-current', 'page');
    expect(await screen.findByRole('region', { name: 'Үндсэн мэдээлэл' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Хүргэлтийн хаяг' })).toBeInTheDocument();
  });

  it('logs out: ends the server session, forgets the user and their queries, and goes home', async () => {
    const calls = serveCustomer();
    setStoredUser(customer);
    const { router, queryClient, user } = await renderApp('/profile');
    await screen.findByRole('region', { name: 'Үндсэн мэдээлэл' });
    await user.click(within(screen.getByRole('navigation', { name: 'Профайлын цэс' })).getByRole('button', { name: 'Гарах' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(calls.filter((call) => call.path === 'logout')).toHaveLength(1);
    expect(getStoredUser()).toBeNull();
    // The layout's disabled session query may be rebuilt empty on its way out; no user data may remain.
    expect(queryClient.getQueryCache().findAll({ queryKey: userKeys.all, predicate: (query) => query.state.data !== undefined })).toEqual(
      [],
    );
    expect(isLoginDialogOpen()).toBe(false);
  });

  it('forgets the user here even when the logout call cannot reach the server', async () => {
    serveCustomer();
    mswServer.use(http.post('*/api/auth/logout', () => HttpResponse.error()));
    setStoredUser(customer);
    const { router, user } = await renderApp('/profile');
    await screen.findByRole('region', { name: 'Үндсэн мэдээлэл' });
    await user.click(within(screen.getByRole('navigation', { name: 'Профайлын цэс' })).getByRole('button', { name: 'Гарах' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(getStoredUser()).toBeNull();
    expect(screen.queryByText('Серверийн алдаа')).not.toBeInTheDocument();
  });

  it('asks to log in again when the session is gone on entering', async () => {
    serveEndedSession();
    setStoredUser(customer);
    const { router } = await renderApp('/profile');

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(getStoredUser()).toBeNull();
    expect(await screen.findByRole('dialog', { name: 'Нэвтрэх' })).toBeInTheDocument();
  });
});
