import { createMemoryHistory, createRouter } from '@tanstack/react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { closeLoginDialog, isLoginDialogOpen } from '@/data/session/login-dialog';
import { setStoredUser } from '@/data/session/stored-user';
import { routeTree } from '@/routeTree.gen';
import { customer } from '@test/pwa/fixtures';
import { testQueryClient } from '@test/pwa/render';
import { setViewportWidth } from '@test/pwa/viewport';

async function navigateTo(href: string) {
  const router = createRouter({
    routeTree,
    history: createMemoryHistory({ initialEntries: [href] }),
    context: { queryClient: testQueryClient() },
  });
  await router.load();
  return router;
}

afterEach(() => closeLoginDialog());

describe('profile route guards', () => {
  it.each(['/profile', '/profile/order', '/profile/password', '/profile/mobile', '/order', '/password'])(
    'send a visitor from %s home and open the login modal',
    async (path) => {
      setViewportWidth(375);
      const router = await navigateTo(path);
      expect(router.state.location.pathname).toBe('/');
      expect(isLoginDialogOpen()).toBe(true);
    },
  );

  it('let a stored user in', async () => {
    setStoredUser(customer);
    const router = await navigateTo('/profile/order?status=SENT');
    expect(router.state.location.pathname).toBe('/profile/order');
    expect(router.state.matches.at(-1)?.search).toEqual({ status: 'SENT' });
    expect(isLoginDialogOpen()).toBe(false);
  });

  it('never open the modal for a hover preload', async () => {
    const router = await navigateTo('/');
    await router.preloadRoute({ to: '/profile' });
    expect(isLoginDialogOpen()).toBe(false);
  });

  it('keep the narrow variants on narrow screens', async () => {
    setStoredUser(customer);
    setViewportWidth(375);
    expect((await navigateTo('/order')).state.location.pathname).toBe('/order');
    expect((await navigateTo('/password')).state.location.pathname).toBe('/password');
    expect((await navigateTo('/profile/mobile')).state.location.pathname).toBe('/profile/mobile');
  });

  it('send wide screens from the narrow variants to the side-menu layout, filter kept', async () => {
    setStoredUser(customer);
    setViewportWidth(1280);
    const orders = await navigateTo('/order?status=BROKEN');
    expect(orders.state.location.pathname).toBe('/profile/order');
    expect(orders.state.location.search).toEqual({ status: 'BROKEN' });
    expect((await navigateTo('/password')).state.location.pathname).toBe('/profile/password');
    expect((await navigateTo('/profile/mobile')).state.location.pathname).toBe('/profile');
  });

  it('ignore an unknown status in the search', async () => {
    setStoredUser(customer);
    const router = await navigateTo('/profile/order?status=LOST');
    expect(router.state.matches.at(-1)?.search).toMatchObject({ status: undefined });
  });
});
