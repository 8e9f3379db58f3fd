import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { User } from '@contract';
import { closeLoginDialog, isLoginDialogOpen } from '@/data/session/login-dialog';
import { setStoredUser } from '@/data/session/stored-user';
import { initLocale, setLocale } from '@/i18n/i18n';
import { cargoAddress, warehouse } from './fixtures';
import { serveAddressBook } from './handlers/addresses';
import { serveDeliveries } from './handlers/delivery';
import { serveMyParcels } from './handlers/my-parcels';
import { serveCargoAddresses, servePrices, serveWarehouses } from './handlers/public-data';
import { serveSessionStart, serveSignedIn } from './handlers/session';
import { renderApp } from './render';

const user: User = {
  id: 3,
  email: null,
  firstName: 'Сараа',
  lastName: 'Болдын',
  prefix: null,
  state: 'ACTIVE',
  username: 'saraa99',
  phone: '99887766',
  role: 'customer',
  phoneVerified: true,
};

afterEach(async () => {
  closeLoginDialog();
  await act(() => setLocale('mn'));
});

const tabBar = () => screen.queryByRole('navigation', { name: 'Доод цэс' });

describe('bottom tab bar', () => {
  it.each([
    ['/', () => undefined],
    ['/calculate', () => servePrices()],
    ['/address', () => serveWarehouses([warehouse(1, 'Эрээн А'), warehouse(2, 'Эрээн Б')])],
  ])('is shown on %s with the organisation name and no back button', async (path, mock) => {
    mock();
    await renderApp(path);
    await screen.findByRole('heading', { level: 1 });
    const bar = tabBar();
    expect(bar).toBeInTheDocument();
    expect(
      within(bar!)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Нүүр', 'Тооцоолуур', 'Хаяг']);
    expect(within(bar!).getByRole('button', { name: 'Нэвтрэх' })).toBeInTheDocument();
    expect(screen.getAllByText('Ачаа Карго').length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: 'Буцах' })).not.toBeInTheDocument();
  });

  it.each([
    ['/about', () => undefined],
    ['/terms', () => undefined],
    ['/branch/1', () => serveCargoAddresses({ 1: cargoAddress })],
    ['/no-such-page', () => undefined],
  ])('is hidden on %s, where the top bar has a back button', async (path, mock) => {
    mock();
    await renderApp(path);
    await screen.findByRole('heading', { level: 1 });
    expect(tabBar()).not.toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Буцах' }).length).toBeGreaterThan(0);
  });

  it('shows only Home and Login while no organisation is known', async () => {
    await renderApp('/', { withOrganization: false });
    const bar = tabBar()!;
    expect(
      within(bar)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Нүүр']);
    expect(within(bar).getByRole('button', { name: 'Нэвтрэх' })).toBeInTheDocument();
  });

  it("shows the signed-in user's first name instead of Login", async () => {
    setStoredUser(user);
    await renderApp('/');
    const bar = tabBar()!;
    expect(within(bar).getByRole('link', { name: 'Сараа' })).toHaveAttribute('href', '/profile');
    expect(within(bar).queryByRole('button', { name: 'Нэвтрэх' })).not.toBeInTheDocument();
  });
});

describe('header and account', () => {
  it('opens the login dialog from the Login button', async () => {
    const { user: visitor } = await renderApp('/');
    expect(isLoginDialogOpen()).toBe(false);
    await visitor.click(within(screen.getAllByRole('banner')[0]!).getByRole('button', { name: 'Нэвтрэх' }));
    expect(isLoginDialogOpen()).toBe(true);
  });

  it.each(['/profile/order', '/profile'])('sends a visitor of %s home to log in, and back there once they have', async (path) => {
    serveSessionStart('login', () => user);
    serveSignedIn(user);
    serveMyParcels([]);
    serveAddressBook();
    serveDeliveries();
    const { router, user: visitor } = await renderApp(path);
    const dialog = await screen.findByRole('dialog', { name: 'Нэвтрэх' });
    expect(router.state.location.pathname).toBe('/');
    await visitor.type(within(dialog).getByLabelText('Утасны дугаар'), user.phone);
    await visitor.type(within(dialog).getByLabelText('Нууц үг'), 'secret-pass');
    await visitor.click(within(dialog).getByRole('button', { name: 'Нэвтрэх' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(path));
    expect(isLoginDialogOpen()).toBe(false);
  });

  it('leaves a visitor where they are after a login from the header', async () => {
    serveSessionStart('login', () => user);
    const { router, user: visitor } = await renderApp('/about');
    await visitor.click(within(screen.getAllByRole('banner')[0]!).getByRole('button', { name: 'Нэвтрэх' }));
    const dialog = await screen.findByRole('dialog', { name: 'Нэвтрэх' });
    await visitor.type(within(dialog).getByLabelText('Утасны дугаар'), user.phone);
    await visitor.type(within(dialog).getByLabelText('Нууц үг'), 'secret-pass');
    await visitor.click(within(dialog).getByRole('button', { name: 'Нэвтрэх' }));
    await waitFor(() => expect(isLoginDialogOpen()).toBe(false));
    expect(router.state.location.pathname).toBe('/about');
  });

  it('links to /profile with the name (family initial, given name) once signed in, and the footer links to /profile', async () => {
    setStoredUser(user);
    await renderApp('/about');
    expect(screen.getByRole('link', { name: 'Б. Сараа' })).toHaveAttribute('href', '/profile');
    expect(screen.queryByText('saraa99')).not.toBeInTheDocument();
    expect(within(screen.getByRole('contentinfo')).getByRole('link', { name: 'Профайл' })).toHaveAttribute('href', '/profile');
  });

  it('opens the drawer from the visible menu button, with search and platform links', async () => {
    const { user: visitor } = await renderApp('/about');
    await visitor.click(screen.getByRole('button', { name: 'Цэс' }));
    const drawer = await screen.findByRole('dialog', { name: 'Цэс' });
    expect(within(drawer).getByRole('link', { name: 'Ачаа хайх' })).toHaveAttribute('href', '/#parcel-search');
    expect(within(drawer).getByRole('link', { name: 'Taobao холбох' })).toHaveAttribute('href', '/address?guide=taobao');
    expect(within(drawer).getByRole('link', { name: 'Бусад платформ холбох' })).toHaveAttribute('href', '/address?guide=other');
    expect(within(drawer).getByText(/Ачаа Карго/)).toBeInTheDocument();
    await visitor.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('unknown paths', () => {
  it('show the not-found screen with a link home', async () => {
    await renderApp('/somewhere/else');
    expect(await screen.findByRole('heading', { level: 1, name: 'Хуудас олдсонгүй' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Нүүр хуудас руу буцах' })).toHaveAttribute('href', '/');
  });
});

describe('language', () => {
  it('switches to English, sets <html lang>, and is remembered on the next visit', async () => {
    const { user: visitor } = await renderApp('/');
    expect(document.documentElement.lang).toBe('mn');
    await visitor.click(screen.getAllByRole('button', { name: 'English' })[0]!);
    expect(await screen.findByRole('heading', { level: 1, name: 'Fast, reliable, safe shipping' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('en');

    // A new visit: the app starts Mongolian and applies the remembered choice before rendering.
    cleanup();
    await act(() => setLocale('mn'));
    localStorage.setItem('locale', 'en');
    await act(() => initLocale());
    await renderApp('/');
    expect(screen.getByRole('heading', { level: 1, name: 'Fast, reliable, safe shipping' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Монгол' }).length).toBeGreaterThan(0);
    expect(document.documentElement.lang).toBe('en');
  });

  it('remembers the choice in local storage', async () => {
    const { user: visitor } = await renderApp('/');
    await visitor.click(screen.getAllByRole('button', { name: 'English' })[0]!);
    await screen.findByRole('heading', { level: 1, name: 'Fast, reliable, safe shipping' });
    expect(localStorage.getItem('locale')).toBe('en');
    await visitor.click(screen.getAllByRole('button', { name: 'Монгол' })[0]!);
    expect(await screen.findByRole('heading', { level: 1, name: 'Хурдан шуурхай, найдвартай, аюулгүй тээвэр' })).toBeInTheDocument();
    expect(localStorage.getItem('locale')).toBe('mn');
  });
});
