import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { setStoredUser } from '@/data/session/stored-user';
import { customer } from '@test/pwa/fixtures';
import { mswServer } from '@test/pwa/msw-server';
import { renderWithClient } from '@test/pwa/render';
import { NotificationsCard } from './notifications-card';

const switchName = 'Ачааны төлөв өөрчлөгдөхөд мэдэгдэл авах';

afterEach(() => vi.unstubAllGlobals());

describe('Мэдэгдэл switch', () => {
  it('explains and stays disabled where the browser has no push (jsdom, like iOS Safari in a tab)', async () => {
    renderWithClient(<NotificationsCard />);
    await screen.findByText(/мэдэгдэл хүлээн авах боломжгүй/);
    expect(screen.getByRole('switch', { name: switchName })).toBeDisabled();
  });

  it('asks for permission only when pressed, and says so when the browser refuses', async () => {
    const requestPermission = vi.fn(async () => 'denied' as NotificationPermission);
    vi.stubGlobal('PushManager', class {});
    vi.stubGlobal('Notification', { permission: 'default', requestPermission });
    vi.stubGlobal('navigator', { ...navigator, serviceWorker: { getRegistration: async () => undefined } });
    const { user } = renderWithClient(<NotificationsCard />);
    const toggle = await screen.findByRole('switch', { name: switchName });
    await screen.findByText('Унтраалттай. Асаахад хөтөч зөвшөөрөл асууна.');
    expect(requestPermission).not.toHaveBeenCalled();
    await user.click(toggle);
    await screen.findByText(/энэ сайтад хориглосон/);
    expect(requestPermission).toHaveBeenCalledTimes(1);
    expect(toggle).toBeDisabled();
    expect(toggle).toHaveAttribute('aria-checked', 'false');
  });

  it.each([
    { owner: 7, reads: 'on', hint: 'Асаалттай: энэ төхөөрөмж мэдэгдэл авна.', saves: 1, unsubscribes: 0 },
    { owner: 8, reads: 'off', hint: 'Унтраалттай. Асаахад хөтөч зөвшөөрөл асууна.', saves: 0, unsubscribes: 1 },
  ])('reads "$reads" for a subscription this browser holds for account $owner (the signed-in one is 7)', async (row) => {
    const unsubscribe = vi.fn(async () => true);
    const subscription = {
      endpoint: 'https://push.example.test/1',
      toJSON: () => ({ endpoint: 'https://push.example.test/1', keys: { p256dh: 'p', auth: 'a' } }),
      unsubscribe,
    };
    vi.stubGlobal('PushManager', class {});
    vi.stubGlobal('Notification', { permission: 'granted' });
    vi.stubGlobal('navigator', {
      ...navigator,
      serviceWorker: { getRegistration: async () => ({ pushManager: { getSubscription: async () => subscription } }) },
    });
    let saves = 0;
    mswServer.use(http.post('*/api/push/subscriptions', () => ((saves += 1), new HttpResponse(null, { status: 204 }))));
    setStoredUser({ ...customer, id: 7 });
    localStorage.setItem('push-owner', String(row.owner));

    renderWithClient(<NotificationsCard />);
    await screen.findByText(row.hint);
    expect(screen.getByRole('switch', { name: switchName })).toHaveAttribute('aria-checked', String(row.reads === 'on'));
    expect(saves).toBe(row.saves);
    expect(unsubscribe).toHaveBeenCalledTimes(row.unsubscribes);
  });
});

describe('Мэдэгдэл switch in a private window', () => {
  it('says the browser cannot receive notifications here when they are denied from the start (Chrome incognito), promising no prompt', async () => {
    const requestPermission = vi.fn(async () => 'denied' as NotificationPermission);
    vi.stubGlobal('PushManager', class {});
    vi.stubGlobal('Notification', { permission: 'denied', requestPermission });
    vi.stubGlobal('navigator', { ...navigator, serviceWorker: { getRegistration: async () => undefined } });
    renderWithClient(<NotificationsCard />);
    await screen.findByText(/нууц цонх байна/);
    expect(screen.queryByText(/зөвшөөрөл асууна/)).not.toBeInTheDocument();
    expect(screen.getByRole('switch', { name: switchName })).toBeDisabled();
    expect(requestPermission).not.toHaveBeenCalled();
  });

  it('says so, not "Мэдэгдлийг асааж чадсангүй", when the browser refuses to subscribe after the permission (Firefox private window)', async () => {
    const subscribe = vi.fn(async () => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    const registration = { pushManager: { getSubscription: async () => null, subscribe } };
    vi.stubGlobal('PushManager', class {});
    vi.stubGlobal('Notification', { permission: 'default', requestPermission: async () => 'granted' });
    vi.stubGlobal('navigator', {
      ...navigator,
      serviceWorker: { getRegistration: async () => undefined, ready: Promise.resolve(registration) },
    });
    mswServer.use(http.get('*/api/push/key', () => HttpResponse.json({ publicKey: 'BKey' })));
    const { user } = renderWithClient(<NotificationsCard />);
    const toggle = await screen.findByRole('switch', { name: switchName });
    await screen.findByText(/зөвшөөрөл асууна/);
    await user.click(toggle);
    await screen.findByText(
      'Хөтөч энэ цонхонд мэдэгдэл хүлээн авах боломжгүй байна (нууц цонхонд ийм байдаг). Энгийн цонхонд нээж асаана уу.',
    );
    expect(subscribe).toHaveBeenCalledTimes(1);
    expect(screen.queryByText(/Мэдэгдлийг асааж чадсангүй/)).not.toBeInTheDocument();
    expect(toggle).toBeDisabled();
  });

  it('where the window has no push at all, says the browser cannot receive notifications here', async () => {
    renderWithClient(<NotificationsCard />);
    await screen.findByText(/Энэ хөтөч энд мэдэгдэл хүлээн авах боломжгүй/);
  });
});
