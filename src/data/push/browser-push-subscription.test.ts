import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { createElement, type ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { User } from '@contract';
import { mswServer } from '@test/pwa/msw-server';
import { testQueryClient } from '@test/pwa/render';
import { startLocalSession } from '../session/local-session';
import { useLogOut } from '../session/log-out';
import { saveBrowserPushSubscription } from './browser-push-subscription';

const ENDPOINT = 'https://push.example.test/send/abc';
const customer = (id: number): User => ({
  id,
  username: `9911223${id}`,
  phone: `9911223${id}`,
  firstName: 'Бат',
  lastName: 'Дорж',
  email: null,
  prefix: null,
  state: 'ACTIVE',
  role: 'customer',
  phoneVerified: true,
});

/** A browser that has a push subscription (permission granted), and the server's subscription calls. */
function subscribedBrowser() {
  let subscribed = true;
  const unsubscribe = vi.fn(async () => {
    subscribed = false;
    return true;
  });
  const subscription = {
    endpoint: ENDPOINT,
    toJSON: () => ({ endpoint: ENDPOINT, expirationTime: null, keys: { p256dh: 'key-p256dh', auth: 'key-auth' } }),
    unsubscribe,
  };
  const pushManager = { getSubscription: async () => (subscribed ? subscription : null) };
  vi.stubGlobal('PushManager', class {});
  vi.stubGlobal('Notification', { permission: 'granted' });
  vi.stubGlobal('navigator', { ...navigator, serviceWorker: { getRegistration: async () => ({ pushManager }) } });
  const saved: unknown[] = [];
  mswServer.use(
    http.post('*/api/push/subscriptions', async ({ request }) => {
      saved.push(await request.json());
      return new HttpResponse(null, { status: 204 });
    }),
    http.post('*/api/auth/logout', () => new HttpResponse(null, { status: 204 })),
  );
  return { subscription: subscription as unknown as PushSubscription, unsubscribe, saved, isSubscribed: () => subscribed };
}

beforeEach(() => localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe("this browser's push subscription across sessions", () => {
  it('follows its own account into a new login: saved again under the new session, not dropped', async () => {
    const browser = subscribedBrowser();
    await saveBrowserPushSubscription(browser.subscription, 7, 'mn');
    expect(browser.saved).toHaveLength(1);

    startLocalSession(testQueryClient(), customer(7));
    await waitFor(() => expect(browser.saved).toHaveLength(2));
    expect(browser.saved[1]).toEqual({ endpoint: ENDPOINT, keys: { p256dh: 'key-p256dh', auth: 'key-auth' }, language: 'mn' });
    expect(browser.unsubscribe).not.toHaveBeenCalled();
  });

  it("is dropped when another account logs in on the same browser, and never sent under that account's session", async () => {
    const browser = subscribedBrowser();
    await saveBrowserPushSubscription(browser.subscription, 7, 'mn');

    startLocalSession(testQueryClient(), customer(8));
    await waitFor(() => expect(browser.isSubscribed()).toBe(false));
    expect(browser.saved).toHaveLength(1);
    expect(localStorage.getItem('push-owner')).toBeNull();
  });

  it('is dropped at logout, so the switch reads "off" for whoever comes next', async () => {
    const browser = subscribedBrowser();
    await saveBrowserPushSubscription(browser.subscription, 7, 'mn');
    const queryClient = testQueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => createElement(QueryClientProvider, { client: queryClient }, children);
    const { result } = renderHook(() => useLogOut(), { wrapper });

    act(() => result.current.logOut());
    await waitFor(() => expect(browser.unsubscribe).toHaveBeenCalledTimes(1));
    expect(localStorage.getItem('push-owner')).toBeNull();
  });
});
