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
    await screen.findByText(/Энэ хөтөч мэдэгдэл дэмждэггүй/);
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
    await screen.findByText(/Хөтөч мэдэгдлийг хориглосон байна/);
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
