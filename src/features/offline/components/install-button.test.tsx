import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

type Outcome = 'accepted' | 'dismissed';

/** What Chrome fires when the app meets the install criteria. */
function installEvent(outcome: Outcome) {
  const event = new Event('beforeinstallprompt', { cancelable: true });
  const prompt = vi.fn(() => Promise.resolve());
  Object.assign(event, { prompt, userChoice: Promise.resolve({ outcome, platform: 'web' }) });
  return { event, prompt };
}

// The prompt is kept in module state from import time on, as in the app: each test gets a fresh module.
async function renderInstallButton({ offered = true } = {}) {
  vi.resetModules();
  const { InstallButton } = await import('./install-button');
  render(<InstallButton offered={offered} />);
}

const offered = () => screen.queryByRole('button', { name: 'Апп суулгах' });

describe('InstallButton', () => {
  afterEach(() => {
    Reflect.deleteProperty(window, 'matchMedia');
    localStorage.clear();
    vi.useRealTimers();
  });

  it('is not offered before Chrome says the app can be installed', async () => {
    await renderInstallButton();
    expect(screen.queryByRole('button', { name: 'Апп суулгах' })).not.toBeInTheDocument();
  });

  it('keeps the install event instead of Chrome’s infobar and opens the dialog from the button', async () => {
    await renderInstallButton();
    const { event, prompt } = installEvent('accepted');
    act(() => {
      window.dispatchEvent(event);
    });
    expect(event.defaultPrevented).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Апп суулгах' }));
    expect(prompt).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Апп суулгах' })).not.toBeInTheDocument());
  });

  it('disappears once the app is installed', async () => {
    await renderInstallButton();
    act(() => {
      window.dispatchEvent(installEvent('dismissed').event);
    });
    expect(screen.getByRole('button', { name: 'Апп суулгах' })).toBeInTheDocument();
    act(() => {
      window.dispatchEvent(new Event('appinstalled'));
    });
    expect(screen.queryByRole('button', { name: 'Апп суулгах' })).not.toBeInTheDocument();
  });

  it('can be closed for this visit', async () => {
    await renderInstallButton();
    act(() => {
      window.dispatchEvent(installEvent('dismissed').event);
    });
    await userEvent.click(screen.getByRole('button', { name: 'Хаах' }));
    expect(screen.queryByRole('button', { name: 'Апп суулгах' })).not.toBeInTheDocument();
  });

  it('is never offered inside the installed app', async () => {
    window.matchMedia = vi.fn((query: string) => ({ matches: query === '(display-mode: standalone)' }) as MediaQueryList);
    await renderInstallButton();
    act(() => {
      window.dispatchEvent(installEvent('dismissed').event);
    });
    expect(screen.queryByRole('button', { name: 'Апп суулгах' })).not.toBeInTheDocument();
  });

  it('names the company it installs, not only the app', async () => {
    await renderInstallButton();
    // The module the freshly imported button reads (renderInstallButton resets the module registry).
    const { setOrganization } = await import('@/lib/initial-state');
    act(() => {
      setOrganization({ id: 1, name: 'Ачаа Карго' });
      window.dispatchEvent(installEvent('dismissed').event);
    });
    expect(screen.getByText('Ачаа Карго')).toBeInTheDocument();
  });

  it('stays closed for 30 days, across page loads, and is offered again after', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-28T10:00:00Z'), shouldAdvanceTime: true });
    await renderInstallButton();
    act(() => {
      window.dispatchEvent(installEvent('dismissed').event);
    });
    await userEvent.click(screen.getByRole('button', { name: 'Хаах' }));
    cleanup();
    // The next page load, a day later: Chrome offers again, the closed offer does not come back.
    vi.setSystemTime(new Date('2026-11-29T10:00:00Z'));
    await renderInstallButton();
    act(() => {
      window.dispatchEvent(installEvent('dismissed').event);
    });
    expect(offered()).not.toBeInTheDocument();
    cleanup();
    vi.setSystemTime(new Date('2026-12-28T10:00:01Z'));
    await renderInstallButton();
    act(() => {
      window.dispatchEvent(installEvent('dismissed').event);
    });
    expect(offered()).toBeInTheDocument();
  });

  it('gives way to the offline banner, so the two never stack', async () => {
    await renderInstallButton();
    const { onlineManager } = await import('@tanstack/react-query');
    act(() => {
      window.dispatchEvent(installEvent('dismissed').event);
    });
    expect(offered()).toBeInTheDocument();
    act(() => onlineManager.setOnline(false));
    expect(offered()).not.toBeInTheDocument();
    act(() => onlineManager.setOnline(true));
    expect(offered()).toBeInTheDocument();
  });

  it('is not offered where the app says not to (printed pages)', async () => {
    await renderInstallButton({ offered: false });
    act(() => {
      window.dispatchEvent(installEvent('dismissed').event);
    });
    expect(offered()).not.toBeInTheDocument();
  });
});
