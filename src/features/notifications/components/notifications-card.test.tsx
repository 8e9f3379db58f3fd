import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
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
});
